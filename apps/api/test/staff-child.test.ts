// Staff of an F2's direct child agencies: the same operations through a scope; any other agency 404, no CHILD_AGENT_MANAGER 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import {
  ErrorCode,
  type TListChildAgenciesResponse,
  type TListStaffResponse,
  type TStaffFormOptions,
  type TStaffMember,
} from '@portal/contracts';
import { createTestContext, refreshCookieOf, type SignedIn, type TestContext } from './support/test-context.js';
import { expectApiError, refreshWithCookie } from './support/http.js';
import {
  auditOf,
  createStaff,
  createdStaff,
  fieldsOf,
  insertGroup,
  lastEmailTo,
  passwordInEmail,
  staffInput,
} from './support/staff-admin.js';

let ctx: TestContext;
let f1Admin: SignedIn;
let f2Admin: SignedIn;
let f3Id: string;
let f3GroupId: string;
let f2GroupId: string;
let f3User: Awaited<ReturnType<TestContext['newUser']>>;
let secondF3Id: string;
let siblingF2Id: string;
let siblingF3Id: string;
let siblingF3UserId: string;

const membersUrl = (agencyId: string) => `/api/agency/child-staff/${agencyId}/members`;

beforeAll(async () => {
  ctx = await createTestContext();
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Admin.agencyId });
  f3Id = (await ctx.newAgency({ level: 'F3', parentId: f2Admin.agencyId, name: 'Phòng vé Bình Minh' })).id;
  secondF3Id = (await ctx.newAgency({ level: 'F3', parentId: f2Admin.agencyId })).id;
  f3User = await ctx.newUser({ agencyId: f3Id, role: 'agent_f2' });
  f3GroupId = await insertGroup(ctx.db, f3Id, 'Nhân viên F3', ['AGENT_F2', 'BOOKING_TICKET']);
  const [ownGroup] = await ctx.db
    .select()
    .from(tables.userPermissionGroups)
    .where(eq(tables.userPermissionGroups.userId, f2Admin.userId));
  f2GroupId = ownGroup!.groupId;
  siblingF2Id = (await ctx.newAgency({ level: 'F2', parentId: f1Admin.agencyId })).id;
  siblingF3Id = (await ctx.newAgency({ level: 'F3', parentId: siblingF2Id })).id;
  siblingF3UserId = (await ctx.newUser({ agencyId: siblingF3Id, role: 'agent_f2' })).id;
});
afterAll(() => ctx.close());

const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });
const put = (who: SignedIn, agencyId: string, id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `${membersUrl(agencyId)}/${id}`, headers: who.auth, payload });
const act = (who: SignedIn, agencyId: string, id: string, action: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${membersUrl(agencyId)}/${id}/actions`,
    headers: who.auth,
    payload: { action },
  });
const childInput = (overrides: Record<string, unknown> = {}) =>
  staffInput({ role: 'agent_f2', accountType: 'SUB', groupIds: [f3GroupId], ...overrides });

describe('child staff of an F2', () => {
  it("lists exactly the caller's direct child agencies", async () => {
    const response = await get(f2Admin, '/api/agency/child-staff/agencies');

    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json<TListChildAgenciesResponse>()
        .items.map((agency) => agency.id)
        .sort(),
    ).toEqual([f3Id, secondF3Id].sort());
  });

  it("lists a child agency's staff and offers its groups and the F2/F3 roles", async () => {
    const staff = (await get(f2Admin, membersUrl(f3Id))).json<TListStaffResponse>();
    const options = (await get(f2Admin, `/api/agency/child-staff/${f3Id}/form-options`)).json<TStaffFormOptions>();

    expect(staff.items.map((member) => member.id)).toContain(f3User.id);
    expect(options.agency).toMatchObject({ id: f3Id, level: 'F3', name: 'Phòng vé Bình Minh' });
    expect(options.roles).toEqual(['admin_f2', 'agent_f2']);
    expect(options.groups.map((group) => group.id)).toContain(f3GroupId);
    expect(options.groups.map((group) => group.id)).not.toContain(f2GroupId);
  });

  it('creates an account in the child agency with an emailed password, audited under the child agency', async () => {
    const input = childInput();

    const member = await createdStaff(ctx, f2Admin, input, membersUrl(f3Id));

    const [row] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, member.id));
    expect(row).toMatchObject({ agencyId: f3Id, mustChangePassword: true, role: 'agent_f2' });
    const login = await ctx.login(input.username, passwordInEmail((await lastEmailTo(ctx.db, input.email))!.body));
    expect(login.json<{ permissions: string[] }>().permissions).toEqual(['AGENT_F2', 'BOOKING_TICKET']);
    const [audit] = await auditOf(ctx.db, 'staff.created', member.id);
    expect(audit).toMatchObject({ actorUserId: f2Admin.userId, agencyId: f3Id });
    expect(audit!.details).toMatchObject({ scope: 'child', actorAgencyId: f2Admin.agencyId });
  });

  it("edits, locks (ending sessions), unlocks and resets a child agency's account", async () => {
    const input = childInput();
    const member = await createdStaff(ctx, f2Admin, input, membersUrl(f3Id));
    const login = await ctx.login(input.username, passwordInEmail((await lastEmailTo(ctx.db, input.email))!.body));

    const edited = await put(f2Admin, f3Id, member.id, {
      fullName: 'Trần Bảo Châu',
      email: member.email,
      phone: '0709998887',
      accountType: 'MB',
      role: 'admin_f2',
      groupIds: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TStaffMember>()).toMatchObject({
      fullName: 'Trần Bảo Châu',
      accountType: 'MB',
      role: 'admin_f2',
      groupIds: [],
    });

    expect((await act(f2Admin, f3Id, member.id, 'lock')).json<TStaffMember>().status).toBe('locked');
    expectApiError(await refreshWithCookie(ctx.app, refreshCookieOf(login)), 401, ErrorCode.ACCOUNT_LOCKED);
    expect((await act(f2Admin, f3Id, member.id, 'unlock')).json<TStaffMember>().status).toBe('active');
    expect((await act(f2Admin, f3Id, member.id, 'resetPassword')).statusCode).toBe(200);
    expect(await auditOf(ctx.db, 'staff.password_reset', member.id)).toHaveLength(1);
  });

  it("refuses a role for another level and the F2's own groups, naming the field", async () => {
    expect(
      fieldsOf(
        expectApiError(await createStaff(ctx, f2Admin, childInput({ role: 'agent_f1' }), membersUrl(f3Id)), 400, 1),
      ),
    ).toEqual(['role']);
    expect(
      fieldsOf(
        expectApiError(
          await createStaff(ctx, f2Admin, childInput({ groupIds: [f2GroupId] }), membersUrl(f3Id)),
          400,
          1,
        ),
      ),
    ).toEqual(['groupIds']);
  });
});

describe('child staff scoping', () => {
  it("answers 404 for an agency that is not a direct child: its own, a sibling's child, the parent, an unknown id", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const agencyId of [f2Admin.agencyId, siblingF3Id, siblingF2Id, f1Admin.agencyId, unknown]) {
      expectApiError(await get(f2Admin, membersUrl(agencyId)), 404, ErrorCode.NOT_FOUND);
      expectApiError(await get(f2Admin, `/api/agency/child-staff/${agencyId}/form-options`), 404, ErrorCode.NOT_FOUND);
      expectApiError(await createStaff(ctx, f2Admin, childInput(), membersUrl(agencyId)), 404, ErrorCode.NOT_FOUND);
    }
    expectApiError(await act(f2Admin, siblingF3Id, siblingF3UserId, 'lock'), 404, ErrorCode.NOT_FOUND);
    const { username: _username, ...update } = childInput({ groupIds: [] });
    expectApiError(await put(f2Admin, siblingF3Id, siblingF3UserId, update), 404, ErrorCode.NOT_FOUND);
    const [row] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, siblingF3UserId));
    expect(row!.status).toBe('active');
  });

  it('answers 404 for a user of another child agency given under the wrong agency id', async () => {
    expectApiError(await get(f2Admin, `${membersUrl(secondF3Id)}/${f3User.id}`), 404, ErrorCode.NOT_FOUND);
    expectApiError(await act(f2Admin, secondF3Id, f3User.id, 'lock'), 404, ErrorCode.NOT_FOUND);
  });

  it('answers 403 to an F2 admin without CHILD_AGENT_MANAGER, to an F1 admin and to an agent', async () => {
    const withoutChildManager = await ctx.newSignedInUser({
      role: 'admin_f2',
      level: 'F2',
      parentId: f1Admin.agencyId,
      permissions: DEFAULT_ROLE_PERMISSIONS.admin_f2.filter((code) => code !== 'CHILD_AGENT_MANAGER'),
    });
    const ownChildId = (await ctx.newAgency({ level: 'F3', parentId: withoutChildManager.agencyId })).id;
    const agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2', parentId: f1Admin.agencyId });

    for (const who of [withoutChildManager, f1Admin, agent]) {
      const agencyId = who === withoutChildManager ? ownChildId : f3Id;
      expectApiError(await get(who, '/api/agency/child-staff/agencies'), 403, ErrorCode.FORBIDDEN);
      expectApiError(await get(who, membersUrl(agencyId)), 403, ErrorCode.FORBIDDEN);
      expectApiError(await createStaff(ctx, who, childInput(), membersUrl(agencyId)), 403, ErrorCode.FORBIDDEN);
      expectApiError(await act(who, agencyId, f3User.id, 'lock'), 403, ErrorCode.FORBIDDEN);
    }
  });
});
