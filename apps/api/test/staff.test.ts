// Staff accounts of the caller's own agency: create (emailed password), edit, lock, unlock, reset; validation, duplicates, scoping, audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { ErrorCode, type TListStaffResponse, type TStaffFormOptions, type TStaffMember } from '@portal/contracts';
import { createTestContext, refreshCookieOf, type SignedIn, type TestContext } from './support/test-context.js';
import { decodeJwtPayload, expectApiError, refreshWithCookie } from './support/http.js';
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
let f1AdminGroupId: string;
let bookingGroupId: string;
let otherF1Admin: SignedIn;
let otherAgencyGroupId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  const [adminGroup] = await ctx.db
    .select()
    .from(tables.userPermissionGroups)
    .where(eq(tables.userPermissionGroups.userId, f1Admin.userId));
  f1AdminGroupId = adminGroup!.groupId;
  bookingGroupId = await insertGroup(ctx.db, f1Admin.agencyId, 'Đặt chỗ', ['BOOKING_TICKET', 'SHOW_NEW_HOME']);
  otherF1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  otherAgencyGroupId = await insertGroup(ctx.db, otherF1Admin.agencyId, 'Nhóm khác', ['BOOKING_TICKET']);
});
afterAll(() => ctx.close());

const put = (who: SignedIn, id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/agency/staff/${id}`, headers: who.auth, payload });
const act = (who: SignedIn, id: string, action: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/agency/staff/${id}/actions`, headers: who.auth, payload: { action } });
const getOne = (who: SignedIn, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/agency/staff/${id}`, headers: who.auth });
const editable = (member: TStaffMember) => ({
  fullName: member.fullName,
  email: member.email,
  phone: member.phone,
  accountType: member.accountType,
  role: member.role,
  groupIds: member.groupIds,
});

describe('creating a staff account', () => {
  it('emails a generated password that signs in once and must be changed; the answer never carries it', async () => {
    const input = staffInput({ fullName: 'Nguyễn Thị Ánh Tuyết', accountType: 'SUB', groupIds: [bookingGroupId] });

    const response = await createStaff(ctx, f1Admin, input);

    expect(response.statusCode, response.body).toBe(201);
    const member = response.json<TStaffMember>();
    expect(member).toMatchObject({
      username: input.username,
      fullName: 'Nguyễn Thị Ánh Tuyết',
      email: input.email,
      accountType: 'SUB',
      role: 'agent_f1',
      status: 'active',
      mustChangePassword: true,
      groups: ['Đặt chỗ'],
      groupIds: [bookingGroupId],
    });
    const email = await lastEmailTo(ctx.db, input.email);
    const password = passwordInEmail(email!.body);
    expect(response.body).not.toContain(password);
    expect(email!.body).toContain(input.username);
    expect(email!.body).toContain('Temporary password');

    const login = await ctx.login(input.username, password);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<{ mustChangePassword: boolean; permissions: string[] }>()).toMatchObject({
      mustChangePassword: true,
      permissions: ['BOOKING_TICKET', 'SHOW_NEW_HOME'],
    });
    const [audit] = await auditOf(ctx.db, 'staff.created', member.id);
    expect(audit).toMatchObject({ actorUserId: f1Admin.userId, agencyId: f1Admin.agencyId, targetType: 'user' });
    expect(audit!.details).toMatchObject({
      before: null,
      after: { username: input.username, email: input.email, groups: ['Đặt chỗ'], mustChangePassword: true },
    });
    expect(JSON.stringify(audit!.details)).not.toContain(password);
    expect(JSON.stringify(audit!.details)).not.toContain('argon2');
  });

  it("lists the new account in the agency's staff", async () => {
    const member = await createdStaff(ctx, f1Admin, staffInput());

    const list = await ctx.app.inject({ method: 'GET', url: '/api/agency/staff', headers: f1Admin.auth });

    expect(list.json<TListStaffResponse>().items.map((item) => item.id)).toContain(member.id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/agency/staff', headers: otherF1Admin.auth }))
        .json<TListStaffResponse>()
        .items.map((item) => item.id),
    ).not.toContain(member.id);
  });

  it('refuses bad input with 400 naming every field at fault', async () => {
    const response = await createStaff(ctx, f1Admin, {
      username: 'ab',
      fullName: 'Nguyen Van 2',
      email: 'khong-phai-email',
      phone: '0123456789',
      accountType: 'VIP',
      role: 'boss',
      groupIds: ['not-a-uuid'],
    });

    const body = expectApiError(response, 400, ErrorCode.VALIDATION);
    expect(fieldsOf(body).sort()).toEqual([
      'accountType',
      'email',
      'fullName',
      'groupIds.0',
      'phone',
      'role',
      'username',
    ]);
  });

  it.each([
    ['username with a space', 'username', { username: 'nguyen van' }],
    ['username of 31 characters', 'username', { username: 'a'.repeat(31) }],
    ['phone starting 01', 'phone', { phone: '0112345678' }],
    ['phone 84 then 0', 'phone', { phone: '84012345678' }],
    ['name with a hyphen', 'fullName', { fullName: 'Nguyễn-Văn' }],
    ['missing email', 'email', { email: undefined }],
  ])('refuses a %s naming %s', async (_label, field, overrides) => {
    const body = expectApiError(await createStaff(ctx, f1Admin, staffInput(overrides)), 400, ErrorCode.VALIDATION);
    expect(fieldsOf(body)).toEqual([field]);
  });

  it('accepts the 84 phone form, dots, underscores and hyphens in usernames', async () => {
    const member = await createdStaff(
      ctx,
      f1Admin,
      staffInput({ username: `a.b_c-${Date.now().toString(36)}`, phone: '84912345678' }),
    );
    expect(member.phone).toBe('84912345678');
  });

  it('refuses a username or email already taken, whatever the case, with 409 naming the field', async () => {
    const first = staffInput();
    await createdStaff(ctx, f1Admin, first);

    const sameUsername = expectApiError(
      await createStaff(ctx, otherF1Admin, staffInput({ username: first.username.toUpperCase() })),
      409,
      ErrorCode.CONFLICT,
    );
    const sameEmail = expectApiError(
      await createStaff(ctx, f1Admin, staffInput({ email: first.email.toUpperCase() })),
      409,
      ErrorCode.CONFLICT,
    );

    expect(fieldsOf(sameUsername)).toEqual(['username']);
    expect(sameUsername.message).toContain(first.username.toUpperCase());
    expect(fieldsOf(sameEmail)).toEqual(['email']);
  });

  it("gives only the roles an admin of the agency's level may give", async () => {
    const options = (
      await ctx.app.inject({ method: 'GET', url: '/api/agency/staff/form-options', headers: f1Admin.auth })
    ).json<TStaffFormOptions>();
    expect(options.roles).toEqual(['admin_f1', 'agent_f1']);
    expect(options.groups.map((group) => group.id)).toEqual(expect.arrayContaining([bookingGroupId, f1AdminGroupId]));
    expect(options.groups.map((group) => group.id)).not.toContain(otherAgencyGroupId);

    for (const role of ['admin_f2', 'agent_f2', 'super_admin', 'admin_fn']) {
      const body = expectApiError(await createStaff(ctx, f1Admin, staffInput({ role })), 400, ErrorCode.VALIDATION);
      expect(fieldsOf(body), role).toEqual(['role']);
    }
    await createdStaff(ctx, f1Admin, staffInput({ role: 'admin_f1' }));
  });

  it('lets an F2 admin give admin_f2 and agent_f2 only', async () => {
    const f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Admin.agencyId });
    const options = (
      await ctx.app.inject({ method: 'GET', url: '/api/agency/staff/form-options', headers: f2Admin.auth })
    ).json<TStaffFormOptions>();
    expect(options).toMatchObject({
      roles: ['admin_f2', 'agent_f2'],
      accountTypes: ['AGT', 'SUB', 'MB'],
      agency: { id: f2Admin.agencyId, level: 'F2' },
    });

    expect(fieldsOf(expectApiError(await createStaff(ctx, f2Admin, staffInput({ role: 'agent_f1' })), 400, 1))).toEqual(
      ['role'],
    );
    const member = await createdStaff(ctx, f2Admin, staffInput({ role: 'agent_f2', accountType: 'MB' }));
    const [row] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, member.id));
    expect(row!.agencyId).toBe(f2Admin.agencyId);
  });

  it('refuses a permission group of another agency naming groupIds', async () => {
    const body = expectApiError(
      await createStaff(ctx, f1Admin, staffInput({ groupIds: [otherAgencyGroupId] })),
      400,
      ErrorCode.VALIDATION,
    );
    expect(fieldsOf(body)).toEqual(['groupIds']);
  });

  it('is refused to an agent (403) and to nobody signed in (401)', async () => {
    const agent = await ctx.newSignedInUser({ role: 'agent_f1' });
    expectApiError(await createStaff(ctx, agent, staffInput()), 403, ErrorCode.FORBIDDEN);
    expectApiError(
      await ctx.app.inject({ method: 'GET', url: '/api/agency/staff', headers: agent.auth }),
      403,
      ErrorCode.FORBIDDEN,
    );
    expectApiError(
      await ctx.app.inject({ method: 'POST', url: '/api/agency/staff', payload: staffInput() }),
      401,
      ErrorCode.UNAUTHENTICATED,
    );
  });
});

describe('editing a staff account', () => {
  it('changes name, email, phone, type, role and groups, audited before and after', async () => {
    const member = await createdStaff(ctx, f1Admin, staffInput({ groupIds: [bookingGroupId] }));
    const changes = {
      fullName: 'Lê Hoàng Yến',
      email: `yen.${Date.now()}@daily.vn`,
      phone: '0387654321',
      accountType: 'MB',
      role: 'admin_f1',
      groupIds: [f1AdminGroupId],
    };

    const response = await put(f1Admin, member.id, changes);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TStaffMember>()).toMatchObject({ ...changes, username: member.username });
    expect((await getOne(f1Admin, member.id)).json<TStaffMember>()).toMatchObject(changes);
    const [audit] = await auditOf(ctx.db, 'staff.updated', member.id);
    expect(audit!.details).toMatchObject({
      before: { fullName: member.fullName, email: member.email, role: 'agent_f1', groupIds: [bookingGroupId] },
      after: { fullName: 'Lê Hoàng Yến', email: changes.email, role: 'admin_f1', groupIds: [f1AdminGroupId] },
    });
  });

  it("refuses an email another user has, naming email, but keeps the account's own in another case", async () => {
    const first = await createdStaff(ctx, f1Admin, staffInput());
    const second = await createdStaff(ctx, f1Admin, staffInput());

    const taken = expectApiError(
      await put(f1Admin, second.id, { ...editable(second), email: first.email.toUpperCase() }),
      409,
      ErrorCode.CONFLICT,
    );
    expect(fieldsOf(taken)).toEqual(['email']);
    const own = await put(f1Admin, second.id, { ...editable(second), email: second.email.toUpperCase() });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('does not change the username and refuses unknown fields', async () => {
    const member = await createdStaff(ctx, f1Admin, staffInput());
    const body = expectApiError(
      await put(f1Admin, member.id, { ...editable(member), username: 'doi.ten' }),
      400,
      ErrorCode.VALIDATION,
    );
    expect(fieldsOf(body)).toEqual(['username']);
  });

  it("answers 404 for another agency's user on read, edit and every action", async () => {
    const foreign = await createdStaff(ctx, otherF1Admin, staffInput());

    expectApiError(await getOne(f1Admin, foreign.id), 404, ErrorCode.NOT_FOUND);
    expectApiError(await put(f1Admin, foreign.id, editable(foreign)), 404, ErrorCode.NOT_FOUND);
    for (const action of ['lock', 'unlock', 'resetPassword'])
      expectApiError(await act(f1Admin, foreign.id, action), 404, ErrorCode.NOT_FOUND);
    const [row] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, foreign.id));
    expect(row).toMatchObject({ status: 'active', fullName: foreign.fullName });
  });

  it('does not let an admin demote themselves, by role or by groups (400 naming the field)', async () => {
    const self = (await getOne(f1Admin, f1Admin.userId)).json<TStaffMember>();

    const valid = { ...editable(self), phone: '0981112223' };

    const byRole = expectApiError(
      await put(f1Admin, self.id, { ...valid, role: 'agent_f1' }),
      400,
      ErrorCode.VALIDATION,
    );
    const byGroups = expectApiError(
      await put(f1Admin, self.id, { ...valid, groupIds: [bookingGroupId] }),
      400,
      ErrorCode.VALIDATION,
    );

    expect(fieldsOf(byRole)).toEqual(['role']);
    expect(fieldsOf(byGroups)).toEqual(['groupIds']);
    const ownEdit = await put(f1Admin, self.id, { ...valid, fullName: 'Quản Trị Viên' });
    expect(ownEdit.statusCode, ownEdit.body).toBe(200);
  });
});

describe('locking, unlocking and resetting', () => {
  async function signedInStaff() {
    const input = staffInput({ groupIds: [bookingGroupId] });
    const member = await createdStaff(ctx, f1Admin, input);
    const password = passwordInEmail((await lastEmailTo(ctx.db, input.email))!.body);
    const login = await ctx.login(input.username, password);
    expect(login.statusCode, login.body).toBe(200);
    return { member, input, password, refreshCookie: refreshCookieOf(login) };
  }

  it("lock ends the user's sessions at their next refresh and refuses sign-in; unlock lets them back", async () => {
    const { member, input, password, refreshCookie } = await signedInStaff();

    const locked = await act(f1Admin, member.id, 'lock');

    expect(locked.json<TStaffMember>().status).toBe('locked');
    expectApiError(await refreshWithCookie(ctx.app, refreshCookie), 401, ErrorCode.ACCOUNT_LOCKED);
    expectApiError(await ctx.login(input.username, password), 403, ErrorCode.ACCOUNT_LOCKED);
    const families = await ctx.db
      .select()
      .from(tables.refreshTokenFamilies)
      .where(eq(tables.refreshTokenFamilies.userId, member.id));
    expect(families.map((family) => family.revokedReason)).toEqual(['account_locked']);
    const [audit] = await auditOf(ctx.db, 'staff.locked', member.id);
    expect(audit!.details).toMatchObject({ before: { status: 'active' }, after: { status: 'locked' } });

    expect((await act(f1Admin, member.id, 'unlock')).json<TStaffMember>().status).toBe('active');
    expect((await ctx.login(input.username, password)).statusCode).toBe(200);
    expect(await auditOf(ctx.db, 'staff.unlocked', member.id)).toHaveLength(1);
  });

  it('does not let an admin lock themselves (400 naming action)', async () => {
    const body = expectApiError(await act(f1Admin, f1Admin.userId, 'lock'), 400, ErrorCode.VALIDATION);
    expect(fieldsOf(body)).toEqual(['action']);
    const [row] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, f1Admin.userId));
    expect(row!.status).toBe('active');
  });

  it('reset emails a new password, ends every session and flags a change; the old password stops working', async () => {
    const { member, input, password, refreshCookie } = await signedInStaff();

    const response = await act(f1Admin, member.id, 'resetPassword');

    expect(response.statusCode, response.body).toBe(200);
    const email = await lastEmailTo(ctx.db, input.email);
    expect(email!.subject).toContain('Mật khẩu của bạn đã được đặt lại');
    const newPassword = passwordInEmail(email!.body);
    expect(newPassword).not.toBe(password);
    expect(response.body).not.toContain(newPassword);
    expectApiError(await refreshWithCookie(ctx.app, refreshCookie), 401, ErrorCode.REFRESH_TOKEN_INVALID);
    expectApiError(await ctx.login(input.username, password), 401, ErrorCode.INVALID_CREDENTIALS);
    const login = await ctx.login(input.username, newPassword);
    expect(login.statusCode, login.body).toBe(200);
    expect(decodeJwtPayload(login.json<{ accessToken: string }>().accessToken).pwc).toBe(true);
    const [audit] = await auditOf(ctx.db, 'staff.password_reset', member.id);
    expect(JSON.stringify(audit!.details)).not.toContain(newPassword);
  });

  it('refuses an unknown action naming action', async () => {
    const { member } = await signedInStaff();
    expect(fieldsOf(expectApiError(await act(f1Admin, member.id, 'delete'), 400, ErrorCode.VALIDATION))).toEqual([
      'action',
    ]);
  });
});
