// Permission groups and staff of a direct sub-agency (?agencyId=): an F1's ADMIN_F1 runs its F2s', an F2's ADMIN_F2 with
// CHILD_AGENT_MANAGER its F3s'; only the codes the target holds; another F1's sub-agency or a grandchild is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import {
  ErrorCode,
  type TListPermissionGroupsResponse,
  type TListStaffResponse,
  type TPermissionGroupAgencies,
  type TPermissionGroupDetail,
  type TPermissionGroupFormOptions,
  type TRefreshTokenResponse,
  type TStaffFormOptions,
  type TStaffMember,
} from '@portal/contracts';
import { createTestContext, refreshCookieOf, type SignedIn, type TestContext } from './support/test-context.js';
import { decodeJwtPayload, expectApiError, refreshWithCookie } from './support/http.js';
import { auditOf, fieldsOf, insertGroup, lastEmailTo, passwordInEmail, staffInput } from './support/staff-admin.js';

let ctx: TestContext;
let f1Admin: SignedIn;
let f2Id: string;
let f2Agent: Awaited<ReturnType<TestContext['newUser']>>;
let f3Id: string;
let otherF2Id: string;
let otherF2GroupId: string;
let f2Admin: SignedIn;

let sequence = 0;
const groupInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Nhóm đại lý cấp 2 số ${(sequence += 1)}`,
  description: 'Đặt chỗ, chưa xuất vé',
  codes: ['AGENT_F2', 'BOOKING_TICKET'],
  memberIds: [] as string[],
  ...overrides,
});

const scoped = (path: string, agencyId: string) => `${path}${path.includes('?') ? '&' : '?'}agencyId=${agencyId}`;
const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  const f2 = await ctx.newAgency({ level: 'F2', parentId: f1Admin.agencyId, name: 'Đại lý Hoa Sen' });
  await ctx.db
    .update(tables.agencies)
    .set({ settings: { products: ['flights', 'train'] } as never })
    .where(eq(tables.agencies.id, f2.id));
  f2Id = f2.id;
  f2Agent = await ctx.newUser({ agencyId: f2Id, role: 'agent_f2', permissions: ['AGENT_F2'] });
  f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Admin.agencyId });
  f3Id = (await ctx.newAgency({ level: 'F3', parentId: f2Id })).id;
  const otherF1 = await ctx.newAgency({ level: 'F1' });
  otherF2Id = (await ctx.newAgency({ level: 'F2', parentId: otherF1.id })).id;
  otherF2GroupId = await insertGroup(ctx.db, otherF2Id, 'Nhóm của F1 khác', ['BOOKING_TICKET']);
});
afterAll(() => ctx.close());

describe('an F1 admin runs the permission groups of its sub-agency', () => {
  it('lists its own agency and its direct sub-agencies as the agencies whose groups it manages', async () => {
    const response = await call(f1Admin, 'GET', '/api/permission-groups/agencies');

    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<TPermissionGroupAgencies>().items;
    expect(items[0]).toMatchObject({ id: f1Admin.agencyId, isOwn: true, level: 'F1' });
    expect(
      items
        .slice(1)
        .map((item) => item.id)
        .sort(),
    ).toEqual([f2Id, f2Admin.agencyId].sort());
    expect(items.slice(1).every((item) => !item.isOwn && item.level === 'F2')).toBe(true);
  });

  it('offers the codes the sub-agency holds (its level and products) and its users, not its own', async () => {
    const options = (
      await call(f1Admin, 'GET', scoped('/api/permission-groups/form-options', f2Id))
    ).json<TPermissionGroupFormOptions>();

    const codes = options.heldCodes.map((entry) => entry.code);
    // The sub-agency sells flights and trains, not eSIM: the eSIM code of the admin template is not offered.
    expect(new Set(codes)).toEqual(
      new Set(
        [...DEFAULT_ROLE_PERMISSIONS.admin_f2, ...DEFAULT_ROLE_PERMISSIONS.agent_f2].filter(
          (code) => code !== 'USE_ESIM',
        ),
      ),
    );
    expect(codes).not.toContain('ADMIN_F1');
    expect(codes).not.toContain('USE_ESIM');
    expect(options.users.map((user) => user.id)).toEqual([f2Agent.id]);
  });

  it('creates, edits and deletes a group of the sub-agency with its users, audited under the sub-agency', async () => {
    const input = groupInput({ memberIds: [f2Agent.id] });
    const createdResponse = await call(f1Admin, 'POST', scoped('/api/permission-groups', f2Id), input);
    expect(createdResponse.statusCode, createdResponse.body).toBe(201);
    const group = createdResponse.json<TPermissionGroupDetail>();
    expect(group).toMatchObject({
      name: input.name,
      codes: ['AGENT_F2', 'BOOKING_TICKET'],
      memberIds: [f2Agent.id],
      memberCount: 1,
    });
    const [stored] = await ctx.db
      .select()
      .from(tables.permissionGroups)
      .where(eq(tables.permissionGroups.id, group.id));
    expect(stored!.agencyId).toBe(f2Id);

    const list = (
      await call(f1Admin, 'GET', scoped('/api/permission-groups', f2Id))
    ).json<TListPermissionGroupsResponse>();
    expect(list.items.map((item) => item.id)).toContain(group.id);
    const ownList = (await call(f1Admin, 'GET', '/api/permission-groups')).json<TListPermissionGroupsResponse>();
    expect(ownList.items.map((item) => item.id)).not.toContain(group.id);
    expect(
      (await call(f1Admin, 'GET', scoped(`/api/permission-groups/${group.id}`, f2Id))).json<TPermissionGroupDetail>()
        .memberIds,
    ).toEqual([f2Agent.id]);
    // Without the scope the group is not the caller's own: 404.
    expectApiError(await call(f1Admin, 'GET', `/api/permission-groups/${group.id}`), 404, ErrorCode.NOT_FOUND);

    const edited = await call(f1Admin, 'PUT', scoped(`/api/permission-groups/${group.id}`, f2Id), {
      ...input,
      codes: ['AGENT_F2', 'BOOKING_TICKET', 'EXPORT_TICKET'],
      memberIds: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TPermissionGroupDetail>()).toMatchObject({
      codes: ['AGENT_F2', 'BOOKING_TICKET', 'EXPORT_TICKET'],
      memberIds: [],
    });

    const deleted = await call(f1Admin, 'DELETE', scoped(`/api/permission-groups/${group.id}`, f2Id));
    expect(deleted.statusCode, deleted.body).toBe(200);

    for (const event of ['permission_group.created', 'permission_group.updated', 'permission_group.deleted']) {
      const rows = await auditOf(ctx.db, event, group.id);
      expect(rows, event).toHaveLength(1);
      expect(rows[0]).toMatchObject({ agencyId: f2Id, actorUserId: f1Admin.userId, targetType: 'permission_group' });
      expect(rows[0]!.details).toMatchObject({ scope: 'child', actorAgencyId: f1Admin.agencyId });
    }
    const [updated] = await auditOf(ctx.db, 'permission_group.updated', group.id);
    expect(updated!.details).toMatchObject({
      before: { members: [f2Agent.username] },
      after: { codes: ['AGENT_F2', 'BOOKING_TICKET', 'EXPORT_TICKET'], members: [] },
    });
  });

  it('refuses codes the sub-agency does not hold, naming codes and listing them', async () => {
    const response = await call(
      f1Admin,
      'POST',
      scoped('/api/permission-groups', f2Id),
      groupInput({ codes: ['BOOKING_TICKET', 'ADMIN_F1', 'USE_ESIM', 'USE_TRAIN'] }),
    );

    const body = expectApiError(response, 400, ErrorCode.VALIDATION);
    expect(fieldsOf(body)).toEqual(['codes']);
    expect(body.details?.codes).toEqual(['ADMIN_F1', 'USE_ESIM']);
  });

  it("refuses members that are not users of the sub-agency, the F1's own included, naming memberIds", async () => {
    const response = await call(
      f1Admin,
      'POST',
      scoped('/api/permission-groups', f2Id),
      groupInput({ memberIds: [f1Admin.userId] }),
    );

    expect(fieldsOf(expectApiError(response, 400, ErrorCode.VALIDATION))).toEqual(['memberIds']);
  });

  it('gives a sub-agency user the code added to its group at their next token refresh', async () => {
    const user = await ctx.newUser({ agencyId: f2Id, role: 'agent_f2', permissions: [] });
    const group = (
      await call(
        f1Admin,
        'POST',
        scoped('/api/permission-groups', f2Id),
        groupInput({ codes: ['BOOKING_TICKET'], memberIds: [user.id] }),
      )
    ).json<TPermissionGroupDetail>();
    const login = await ctx.login(user.username, user.password);
    expect(login.json<{ permissions: string[] }>().permissions).not.toContain('EXPORT_TICKET');

    const edited = await call(
      f1Admin,
      'PUT',
      scoped(`/api/permission-groups/${group.id}`, f2Id),
      groupInput({ name: group.name, codes: ['BOOKING_TICKET', 'EXPORT_TICKET'], memberIds: [user.id] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const refreshed = await refreshWithCookie(ctx.app, refreshCookieOf(login));

    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const tokens = refreshed.json<TRefreshTokenResponse>();
    expect(decodeJwtPayload(tokens.accessToken).prm).toEqual(['BOOKING_TICKET', 'EXPORT_TICKET']);
    expect(tokens.permissions).toContain('EXPORT_TICKET');
  });

  it("answers 404 for another F1's sub-agency, a grandchild, its own agency given as the scope, and another agency's group", async () => {
    for (const agencyId of [otherF2Id, f3Id, f1Admin.agencyId]) {
      expectApiError(await call(f1Admin, 'GET', scoped('/api/permission-groups', agencyId)), 404, ErrorCode.NOT_FOUND);
      expectApiError(
        await call(f1Admin, 'GET', scoped('/api/permission-groups/form-options', agencyId)),
        404,
        ErrorCode.NOT_FOUND,
      );
      expectApiError(
        await call(f1Admin, 'POST', scoped('/api/permission-groups', agencyId), groupInput()),
        404,
        ErrorCode.NOT_FOUND,
      );
    }
    expectApiError(
      await call(f1Admin, 'GET', scoped(`/api/permission-groups/${otherF2GroupId}`, otherF2Id)),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectApiError(
      await call(f1Admin, 'PUT', scoped(`/api/permission-groups/${otherF2GroupId}`, f2Id), groupInput()),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectApiError(
      await call(f1Admin, 'DELETE', scoped(`/api/permission-groups/${otherF2GroupId}`, f2Id)),
      404,
      ErrorCode.NOT_FOUND,
    );
    const [group] = await ctx.db
      .select()
      .from(tables.permissionGroups)
      .where(eq(tables.permissionGroups.id, otherF2GroupId));
    expect(group!.name).toBe('Nhóm của F1 khác');
  });

  it('answers 400 naming agencyId for a malformed scope, and 403 to an F1 agent', async () => {
    const malformed = expectApiError(
      await call(f1Admin, 'GET', '/api/permission-groups?agencyId=not-a-uuid'),
      400,
      ErrorCode.VALIDATION,
    );
    expect(JSON.stringify(malformed.details)).toContain('agencyId');
    const agent = await ctx.newSignedInUser({ role: 'agent_f1' });
    expectApiError(await call(agent, 'GET', scoped('/api/permission-groups', f2Id)), 403, ErrorCode.FORBIDDEN);
    expectApiError(await call(agent, 'GET', '/api/permission-groups/agencies'), 403, ErrorCode.FORBIDDEN);
  });
});

describe('an F2 admin with CHILD_AGENT_MANAGER runs the groups of its F3s', () => {
  it("manages a direct F3's groups but not its own agency's, nor a sibling's F3", async () => {
    const ownF3 = await ctx.newAgency({ level: 'F3', parentId: f2Admin.agencyId });

    const agencies = (await call(f2Admin, 'GET', '/api/permission-groups/agencies')).json<TPermissionGroupAgencies>();
    expect(agencies.items.map((item) => ({ id: item.id, isOwn: item.isOwn }))).toEqual([
      { id: ownF3.id, isOwn: false },
    ]);
    const created = await call(f2Admin, 'POST', scoped('/api/permission-groups', ownF3.id), groupInput());
    expect(created.statusCode, created.body).toBe(201);
    const options = (
      await call(f2Admin, 'GET', scoped('/api/permission-groups/form-options', ownF3.id))
    ).json<TPermissionGroupFormOptions>();
    expect(options.heldCodes.map((entry) => entry.code)).toContain('AGENT_F2');

    expectApiError(await call(f2Admin, 'GET', '/api/permission-groups'), 403, ErrorCode.FORBIDDEN);
    expectApiError(await call(f2Admin, 'GET', scoped('/api/permission-groups', f3Id)), 404, ErrorCode.NOT_FOUND);
  });

  it('answers 403 to an F2 admin without CHILD_AGENT_MANAGER', async () => {
    const withoutManager = await ctx.newSignedInUser({
      role: 'admin_f2',
      level: 'F2',
      parentId: f1Admin.agencyId,
      permissions: DEFAULT_ROLE_PERMISSIONS.admin_f2.filter((code) => code !== 'CHILD_AGENT_MANAGER'),
    });
    const ownF3 = await ctx.newAgency({ level: 'F3', parentId: withoutManager.agencyId });
    expectApiError(
      await call(withoutManager, 'GET', scoped('/api/permission-groups', ownF3.id)),
      403,
      ErrorCode.FORBIDDEN,
    );
    expectApiError(await call(withoutManager, 'GET', scoped('/api/agency/staff', ownF3.id)), 403, ErrorCode.FORBIDDEN);
  });
});

describe('an F1 admin runs the staff of its sub-agency (?agencyId= on the own staff routes)', () => {
  it("lists, creates (with the sub-agency's group, password emailed), edits and locks a sub-agency account", async () => {
    const groupId = await insertGroup(ctx.db, f2Id, 'Nhân viên đặt chỗ', ['AGENT_F2', 'BOOKING_TICKET']);
    const options = (
      await call(f1Admin, 'GET', scoped('/api/agency/staff/form-options', f2Id))
    ).json<TStaffFormOptions>();
    expect(options.agency).toMatchObject({ id: f2Id, level: 'F2' });
    expect(options.roles).toEqual(['admin_f2', 'agent_f2']);
    expect(options.groups.map((group) => group.id)).toContain(groupId);

    const input = staffInput({ role: 'agent_f2', accountType: 'SUB', groupIds: [groupId] });
    const createdResponse = await call(f1Admin, 'POST', scoped('/api/agency/staff', f2Id), input);
    expect(createdResponse.statusCode, createdResponse.body).toBe(201);
    const member = createdResponse.json<TStaffMember>();
    const [user] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, member.id));
    expect(user).toMatchObject({ agencyId: f2Id, mustChangePassword: true });
    const password = passwordInEmail((await lastEmailTo(ctx.db, input.email))!.body);
    expect((await ctx.login(input.username, password)).statusCode).toBe(200);

    const list = (await call(f1Admin, 'GET', scoped('/api/agency/staff', f2Id))).json<TListStaffResponse>();
    expect(list.items.map((item) => item.id)).toContain(member.id);
    const { username: _username, ...update } = input;
    const edited = await call(f1Admin, 'PUT', scoped(`/api/agency/staff/${member.id}`, f2Id), {
      ...update,
      fullName: 'Trần Thị Mai',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const locked = await call(f1Admin, 'POST', scoped(`/api/agency/staff/${member.id}/actions`, f2Id), {
      action: 'lock',
    });
    expect(locked.json<TStaffMember>().status).toBe('locked');

    const [audit] = await auditOf(ctx.db, 'staff.created', member.id);
    expect(audit).toMatchObject({ agencyId: f2Id, actorUserId: f1Admin.userId });
    expect(audit!.details).toMatchObject({ scope: 'managed', actorAgencyId: f1Admin.agencyId });
  });

  it("refuses the F1's own groups for a sub-agency account, naming groupIds", async () => {
    const [ownGroup] = await ctx.db
      .select()
      .from(tables.userPermissionGroups)
      .where(eq(tables.userPermissionGroups.userId, f1Admin.userId));
    const response = await call(
      f1Admin,
      'POST',
      scoped('/api/agency/staff', f2Id),
      staffInput({ role: 'agent_f2', groupIds: [ownGroup!.groupId] }),
    );
    expect(fieldsOf(expectApiError(response, 400, ErrorCode.VALIDATION))).toEqual(['groupIds']);
  });

  it("answers 404 for another F1's sub-agency, a grandchild and a user of another sub-agency", async () => {
    for (const agencyId of [otherF2Id, f3Id]) {
      expectApiError(await call(f1Admin, 'GET', scoped('/api/agency/staff', agencyId)), 404, ErrorCode.NOT_FOUND);
      expectApiError(
        await call(f1Admin, 'POST', scoped('/api/agency/staff', agencyId), staffInput({ role: 'agent_f2' })),
        404,
        ErrorCode.NOT_FOUND,
      );
    }
    expectApiError(
      await call(f1Admin, 'GET', scoped(`/api/agency/staff/${f2Agent.id}`, f2Admin.agencyId)),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectApiError(
      await call(f1Admin, 'POST', scoped(`/api/agency/staff/${f2Agent.id}/actions`, f2Admin.agencyId), {
        action: 'lock',
      }),
      404,
      ErrorCode.NOT_FOUND,
    );
    const [user] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, f2Agent.id));
    expect(user!.status).toBe('active');
  });
});
