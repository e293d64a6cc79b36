// Permission groups: create, edit, delete, members; never a code the agency does not hold; a change reaches tokens at refresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_CODES } from '@portal/domain';
import {
  ErrorCode,
  type TListPermissionGroupsResponse,
  type TPermissionGroupDetail,
  type TPermissionGroupFormOptions,
  type TRefreshTokenResponse,
} from '@portal/contracts';
import { createTestContext, refreshCookieOf, type SignedIn, type TestContext } from './support/test-context.js';
import { decodeJwtPayload, expectApiError, refreshWithCookie } from './support/http.js';
import { auditOf, fieldsOf } from './support/staff-admin.js';

let ctx: TestContext;
let f1Admin: SignedIn;
let adminGroupId: string;
let agent: Awaited<ReturnType<TestContext['newUser']>>;
let otherF1Admin: SignedIn;
let otherGroupId: string;

let sequence = 0;
const groupInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Nhóm đặt chỗ ${(sequence += 1)}`,
  description: 'Đặt chỗ và xuất vé',
  codes: ['BOOKING_TICKET', 'EXPORT_TICKET'],
  memberIds: [] as string[],
  ...overrides,
});

beforeAll(async () => {
  ctx = await createTestContext();
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  const [membership] = await ctx.db
    .select()
    .from(tables.userPermissionGroups)
    .where(eq(tables.userPermissionGroups.userId, f1Admin.userId));
  adminGroupId = membership!.groupId;
  agent = await ctx.newUser({ agencyId: f1Admin.agencyId, role: 'agent_f1', permissions: [] });
  otherF1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  otherGroupId = (await post(otherF1Admin, groupInput())).json<TPermissionGroupDetail>().id;
});
afterAll(() => ctx.close());

function post(who: SignedIn, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/permission-groups', headers: who.auth, payload });
}
const put = (who: SignedIn, id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/permission-groups/${id}`, headers: who.auth, payload });
const remove = (who: SignedIn, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/permission-groups/${id}`, headers: who.auth });
const getOne = (who: SignedIn, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/permission-groups/${id}`, headers: who.auth });
const options = async (who: SignedIn) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/permission-groups/form-options', headers: who.auth })
  ).json<TPermissionGroupFormOptions>();

async function created(who: SignedIn, payload: object): Promise<TPermissionGroupDetail> {
  const response = await post(who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TPermissionGroupDetail>();
}

describe('the codes an agency may grant', () => {
  it('offers an F1 the admin_f1 and agent_f1 codes with both descriptions, and its users', async () => {
    const offered = await options(f1Admin);

    const codes = offered.heldCodes.map((entry) => entry.code);
    expect(new Set(codes)).toEqual(new Set([...DEFAULT_ROLE_PERMISSIONS.admin_f1, 'AGENT_F1']));
    expect(offered.heldCodes.find((entry) => entry.code === 'EXPORT_TICKET')).toEqual({
      code: 'EXPORT_TICKET',
      vi: 'Xuất vé',
      en: 'Issue tickets',
    });
    expect(offered.users.map((user) => user.id).sort()).toEqual([f1Admin.userId, agent.id].sort());
  });

  it('refuses a group with codes the agency does not hold, naming codes and listing them', async () => {
    const response = await post(
      f1Admin,
      groupInput({ codes: ['BOOKING_TICKET', 'CHILD_AGENT_MANAGER', 'ADMIN_F2', 'SUPER_POWER'] }),
    );

    const body = expectApiError(response, 400, ErrorCode.VALIDATION);
    expect(fieldsOf(body)).toEqual(['codes']);
    expect(body.details?.codes).toEqual(['ADMIN_F2', 'CHILD_AGENT_MANAGER', 'SUPER_POWER']);
    expect(body.message).toContain('ADMIN_F2, CHILD_AGENT_MANAGER, SUPER_POWER');
  });

  it("leaves out the product codes the agency's settings do not enable", async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    await ctx.db
      .update(tables.agencies)
      .set({ settings: { products: ['flights', 'train'] } as never })
      .where(eq(tables.agencies.id, admin.agencyId));

    const codes = (await options(admin)).heldCodes.map((entry) => entry.code);
    const refused = expectApiError(
      await post(admin, groupInput({ codes: ['USE_TRAIN', 'USE_ESIM', 'USE_B2C'] })),
      400,
      ErrorCode.VALIDATION,
    );

    expect(codes).toContain('USE_TRAIN');
    expect(codes).not.toContain('USE_ESIM');
    expect(codes).not.toContain('USE_B2C');
    expect(refused.details?.codes).toEqual(['USE_B2C', 'USE_ESIM']);
    await created(admin, groupInput({ codes: ['USE_TRAIN'] }));
  });

  it('lets the platform grant every code', async () => {
    const operator = await ctx.newSignedInUser({ role: 'super_admin', level: 'platform' });

    expect((await options(operator)).heldCodes.map((entry) => entry.code)).toEqual([...PERMISSION_CODES]);
    await created(operator, groupInput({ codes: ['ADMIN_F2', 'CHILD_AGENT_MANAGER', 'AGENT_F2'] }));
  });
});

describe('creating, editing and deleting groups', () => {
  it('creates a group with members, audited, and lists it with its member count', async () => {
    const input = groupInput({ memberIds: [agent.id], codes: ['EXPORT_TICKET', 'BOOKING_TICKET', 'BOOKING_TICKET'] });

    const group = await created(f1Admin, input);

    expect(group).toMatchObject({
      name: input.name,
      description: input.description,
      codes: ['BOOKING_TICKET', 'EXPORT_TICKET'],
      memberIds: [agent.id],
      memberCount: 1,
    });
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/permission-groups', headers: f1Admin.auth })
    ).json<TListPermissionGroupsResponse>();
    expect(list.items.find((item) => item.id === group.id)).toMatchObject({ memberCount: 1 });
    const [audit] = await auditOf(ctx.db, 'permission_group.created', group.id);
    expect(audit).toMatchObject({ actorUserId: f1Admin.userId, agencyId: f1Admin.agencyId });
    expect(audit!.details).toEqual({
      before: null,
      after: {
        name: input.name,
        description: input.description,
        codes: ['BOOKING_TICKET', 'EXPORT_TICKET'],
        members: [agent.username],
      },
    });
    await put(f1Admin, group.id, { ...input, memberIds: [] });
  });

  it('refuses a name the agency already uses, whatever the case, with 409 naming name', async () => {
    const first = await created(f1Admin, groupInput());
    const body = expectApiError(
      await post(f1Admin, groupInput({ name: first.name.toUpperCase() })),
      409,
      ErrorCode.CONFLICT,
    );
    expect(fieldsOf(body)).toEqual(['name']);
    await created(otherF1Admin, groupInput({ name: first.name }));
  });

  it('refuses bad input naming each field', async () => {
    const body = expectApiError(
      await post(f1Admin, { name: '  ', description: 'x'.repeat(501), codes: ['booking_ticket'], memberIds: ['x'] }),
      400,
      ErrorCode.VALIDATION,
    );
    expect(fieldsOf(body).sort()).toEqual(['codes.0', 'description', 'memberIds.0', 'name']);
    expect(fieldsOf(expectApiError(await post(f1Admin, groupInput({ codes: [] })), 400, ErrorCode.VALIDATION))).toEqual(
      ['codes'],
    );
  });

  it('refuses a member of another agency naming memberIds', async () => {
    const body = expectApiError(
      await post(f1Admin, groupInput({ memberIds: [otherF1Admin.userId] })),
      400,
      ErrorCode.VALIDATION,
    );
    expect(fieldsOf(body)).toEqual(['memberIds']);
  });

  it('edits name, codes and members, audited before and after', async () => {
    const group = await created(f1Admin, groupInput());

    const response = await put(f1Admin, group.id, {
      name: 'Nhóm kế toán',
      description: 'Ký quỹ',
      codes: ['DEPOSIT_MANAGER', 'VIEW_DEPOSIT'],
      memberIds: [agent.id],
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TPermissionGroupDetail>()).toMatchObject({
      name: 'Nhóm kế toán',
      codes: ['DEPOSIT_MANAGER', 'VIEW_DEPOSIT'],
      memberIds: [agent.id],
    });
    const [audit] = await auditOf(ctx.db, 'permission_group.updated', group.id);
    expect(audit!.details).toMatchObject({
      before: { name: group.name, codes: ['BOOKING_TICKET', 'EXPORT_TICKET'], members: [] },
      after: { name: 'Nhóm kế toán', codes: ['DEPOSIT_MANAGER', 'VIEW_DEPOSIT'], members: [agent.username] },
    });
    await put(f1Admin, group.id, { name: 'Nhóm kế toán', description: '', codes: ['VIEW_DEPOSIT'], memberIds: [] });
  });

  it('refuses to delete a group while users are assigned (409 naming users), then deletes it once empty', async () => {
    const group = await created(f1Admin, groupInput({ memberIds: [agent.id] }));

    const refused = expectApiError(await remove(f1Admin, group.id), 409, ErrorCode.CONFLICT);
    expect(fieldsOf(refused)).toEqual(['users']);
    expect(refused.details?.users).toEqual([agent.username]);
    expect(refused.message).toContain(agent.username);

    await put(f1Admin, group.id, {
      name: group.name,
      description: group.description,
      codes: group.codes,
      memberIds: [],
    });
    expect((await remove(f1Admin, group.id)).json()).toEqual({ ok: true });
    expectApiError(await getOne(f1Admin, group.id), 404, ErrorCode.NOT_FOUND);
    const [audit] = await auditOf(ctx.db, 'permission_group.deleted', group.id);
    expect(audit!.details).toMatchObject({ before: { name: group.name, members: [] }, after: null });
  });

  it("answers 404 for another agency's group on read, edit and delete, and changes nothing", async () => {
    expectApiError(await getOne(f1Admin, otherGroupId), 404, ErrorCode.NOT_FOUND);
    expectApiError(await put(f1Admin, otherGroupId, groupInput()), 404, ErrorCode.NOT_FOUND);
    expectApiError(await remove(f1Admin, otherGroupId), 404, ErrorCode.NOT_FOUND);
    expect((await getOne(otherF1Admin, otherGroupId)).statusCode).toBe(200);
  });

  it('does not let an admin take the group page away from themselves', async () => {
    const own = (await getOne(f1Admin, adminGroupId)).json<TPermissionGroupDetail>();
    const input = { name: own.name, description: own.description, codes: own.codes, memberIds: own.memberIds };

    const byCodes = expectApiError(
      await put(f1Admin, adminGroupId, { ...input, codes: own.codes.filter((code) => code !== 'ADMIN_F1') }),
      400,
      ErrorCode.VALIDATION,
    );
    const byMembers = expectApiError(
      await put(f1Admin, adminGroupId, { ...input, memberIds: [] }),
      400,
      ErrorCode.VALIDATION,
    );

    expect(fieldsOf(byCodes)).toEqual(['codes']);
    expect(fieldsOf(byMembers)).toEqual(['memberIds']);
    expect((await getOne(f1Admin, adminGroupId)).json<TPermissionGroupDetail>().codes).toContain('ADMIN_F1');
  });

  it('is refused to an F2 admin and to an agent (403)', async () => {
    const f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Admin.agencyId });
    const f1Agent = await ctx.newSignedInUser({ role: 'agent_f1' });
    for (const who of [f2Admin, f1Agent]) {
      expectApiError(await post(who, groupInput()), 403, ErrorCode.FORBIDDEN);
      expectApiError(
        await ctx.app.inject({ method: 'GET', url: '/api/permission-groups/form-options', headers: who.auth }),
        403,
        ErrorCode.FORBIDDEN,
      );
    }
  });
});

describe('a changed group reaches its members', () => {
  it("adds the new code to a member's access token at their next refresh", async () => {
    const staff = await ctx.newUser({ agencyId: f1Admin.agencyId, role: 'agent_f1', permissions: [] });
    const group = await created(f1Admin, groupInput({ codes: ['BOOKING_TICKET'], memberIds: [staff.id] }));
    const login = await ctx.login(staff.username, staff.password);
    expect(login.json<{ permissions: string[] }>().permissions).toEqual(['BOOKING_TICKET']);

    await put(f1Admin, group.id, {
      name: group.name,
      description: group.description,
      codes: ['BOOKING_TICKET', 'EXPORT_TICKET'],
      memberIds: [staff.id],
    });

    expect(decodeJwtPayload(login.json<{ accessToken: string }>().accessToken).prm).toEqual(['BOOKING_TICKET']);
    const refreshed = await refreshWithCookie(ctx.app, refreshCookieOf(login));
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const tokens = refreshed.json<TRefreshTokenResponse>();
    expect(decodeJwtPayload(tokens.accessToken).prm).toEqual(['BOOKING_TICKET', 'EXPORT_TICKET']);
    expect(tokens.permissions).toContain('EXPORT_TICKET');
  });
});
