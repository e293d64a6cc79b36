// The audit log viewer: an admin reads the changes of its agency and those below it (never another branch's), with
// before and after, secrets masked even when a writer stored them; agents are refused; filters, order and paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, tables } from '@portal/db';
import {
  ErrorCode,
  type TAuditEntry,
  type TAuditLogScopeResponse,
  type TListAuditLogResponse,
  type TSubAgency,
} from '@portal/contracts';
import { TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { writeAudit } from '../src/platform/audit.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createSecretBox } from '../src/platform/secret-box.js';
import { isSecretKey, maskSecrets } from '../src/modules/audit-log/audit-masking.js';
import { subAgencyFieldsOf } from '../src/modules/agencies/sub-agencies-common.js';
import { expectApiError } from './support/http.js';
import { SECRET_PASSWORD, SECRET_USERNAME, signInBody } from './support/sign-ins.js';
import { staffInput } from './support/staff-admin.js';
import { createTestContext, signInAs, type SignedIn, type TestContext } from './support/test-context.js';

let ctx: TestContext;
const agencyIds = new Map<string, string>();
const demo = new Map<string, SignedIn>();
let other: SignedIn;
let otherStaffUsername: string;
let childStaffUsername: string;
const PLANTED = {
  password: 'Plain-Secret-Mk-1',
  apiKey: 'sk-live-planted-2026',
  token: 'eyJ.planted.token',
  pin: '482913',
};

const signIn = (username: string, password: string) => signInAs(ctx, username, password);

const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

async function listed(who: SignedIn, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return ctx.app.inject({ method: 'GET', url: `/api/audit-log?${search}`, headers: who.auth });
}

async function page(who: SignedIn, query: Record<string, string | number> = {}): Promise<TListAuditLogResponse> {
  const response = await listed(who, { limit: 200, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TListAuditLogResponse>();
}

async function editAgency(who: SignedIn, scope: 'sub-agencies' | 'child-agencies', code: string, creditLimit: number) {
  const id = agencyIds.get(code)!;
  const current = await as(who, 'GET', `/api/${scope}/${id}`);
  expect(current.statusCode, current.body).toBe(200);
  const response = await as(who, 'PUT', `/api/${scope}/${id}`, {
    ...subAgencyFieldsOf(current.json<{ agency: TSubAgency }>().agency),
    creditLimit,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const find = (items: readonly TAuditEntry[], event: string, targetLabel?: string) =>
  items.find((item) => item.event === event && (targetLabel === undefined || item.targetLabel === targetLabel));

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await seedDemo(ctx.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal })).toBe(
    true,
  );
  for (const agency of await ctx.db.select().from(tables.agencies)) agencyIds.set(agency.code, agency.id);
  for (const username of ['superadmin', 'f1.admin', 'f1.agent', 'f2.admin', 'f2.agent'])
    demo.set(username, await signIn(username, 'Demo@2026'));
  const f1Admin = demo.get('f1.admin')!;
  const f2Admin = demo.get('f2.admin')!;

  // Another F1 under the platform, with its own admin: a branch the demo admins must never see.
  const otherF1 = await ctx.newAgency({ level: 'F1', parentId: agencyIds.get('PLATFORM')! });
  agencyIds.set(otherF1.code, otherF1.id);
  const otherAdmin = await ctx.newUser({ agencyId: otherF1.id, role: 'admin_f1' });
  other = await signIn(otherAdmin.username, otherAdmin.password);
  const otherStaff = staffInput({ role: 'agent_f1' });
  otherStaffUsername = otherStaff.username;
  expect((await as(other, 'POST', '/api/agency/staff', otherStaff)).statusCode).toBe(201);

  // SAOVIET raises HOASEN's credit limit and adds a sign-in with a password.
  await editAgency(f1Admin, 'sub-agencies', 'HOASEN', 60_000_000);
  expect(
    (await as(f1Admin, 'POST', '/api/sign-ins', signInBody({ system: '1A', accountId: 'SGNVN99ZZ' }))).statusCode,
  ).toBe(201);
  // HOASEN changes its child BINHMINH and adds a staff member there.
  await editAgency(f2Admin, 'child-agencies', 'BINHMINH', 12_000_000);
  const childStaff = staffInput({ role: 'agent_f2' });
  childStaffUsername = childStaff.username;
  const created = await as(f2Admin, 'POST', `/api/agency/child-staff/${agencyIds.get('BINHMINH')}/members`, childStaff);
  expect(created.statusCode, created.body).toBe(201);
  // SAOVIET adds a permission group.
  const group = await as(f1Admin, 'POST', '/api/permission-groups', {
    name: 'Nhóm kiểm tra nhật ký',
    description: 'Đặt chỗ',
    codes: ['BOOKING_TICKET'],
    memberIds: [],
  });
  expect(group.statusCode, group.body).toBe(201);
  // A HOASEN agent turns a PIN on.
  expect(
    (await as(demo.get('f2.agent')!, 'POST', '/api/pin-code', { pin: '258014', password: 'Demo@2026' })).statusCode,
  ).toBe(200);
  // A writer that forgot to mask: the viewer masks on the way out.
  await writeAudit(ctx.db, {
    event: 'staff.updated',
    actorUserId: f2Admin.userId,
    agencyId: agencyIds.get('HOASEN')!,
    targetType: 'user',
    targetId: demo.get('f2.agent')!.userId,
    details: {
      before: {
        password: PLANTED.password,
        credentials: { username: 'planted.user', password: PLANTED.password },
        mustChangePassword: false,
      },
      after: {
        apiKey: PLANTED.apiKey,
        nested: [{ accessToken: PLANTED.token }],
        newPin: PLANTED.pin,
        mustChangePassword: true,
        fullName: 'Võ Thị Mai Anh',
      },
    },
  });
  // An unknown username at login belongs to no agency: only the platform reads it.
  expect((await ctx.login('khong.ton.tai', 'Sai@2026')).statusCode).toBe(401);
});
afterAll(() => ctx.close());

describe('who reads what', () => {
  it("shows an F1 admin its own changes, its sub-agency's and the child agency's, never another F1's", async () => {
    const { items } = await page(demo.get('f1.admin')!);
    const hoasenEdit = find(items, 'agency.updated', 'HOASEN');
    expect(hoasenEdit).toMatchObject({
      actor: { username: 'f1.admin', agencyCode: 'SAOVIET' },
      agency: { code: 'SAOVIET' },
      targetType: 'agency',
      details: { before: { creditLimit: 50_000_000 }, after: { creditLimit: 60_000_000 } },
    });
    expect(find(items, 'agency.updated', 'BINHMINH')).toMatchObject({
      actor: { username: 'f2.admin', agencyCode: 'HOASEN' },
      details: { after: { creditLimit: 12_000_000 } },
    });
    expect(find(items, 'staff.created', childStaffUsername)).toMatchObject({ agency: { code: 'BINHMINH' } });
    expect(find(items, 'pin.set')).toMatchObject({ actor: { username: 'f2.agent' } });
    expect(find(items, 'sign_in.created')).toBeDefined();
    const body = JSON.stringify(items);
    expect(body).not.toContain(otherStaffUsername);
    expect(items.every((item) => item.agency?.id !== other.agencyId && item.actor?.id !== other.userId)).toBe(true);
  });

  it("shows an F2 admin its own and its F3's changes, and what SAOVIET did to HOASEN, but not SAOVIET's own", async () => {
    const { items } = await page(demo.get('f2.admin')!);
    expect(find(items, 'agency.updated', 'BINHMINH')).toBeDefined();
    expect(find(items, 'staff.created', childStaffUsername)).toBeDefined();
    expect(find(items, 'pin.set')).toBeDefined();
    expect(find(items, 'agency.updated', 'HOASEN')).toMatchObject({ actor: { username: 'f1.admin' } });
    expect(find(items, 'sign_in.created')).toBeUndefined();
    expect(items.some((item) => item.event === 'login.success' && item.actor?.username === 'f1.admin')).toBe(false);
    expect(items.some((item) => item.event === 'login.success' && item.actor?.username === 'f2.agent')).toBe(true);
    expect(JSON.stringify(items)).not.toContain(otherStaffUsername);
  });

  it('shows another F1 only its own branch', async () => {
    const { items } = await page(other);
    expect(items.map((item) => item.event).sort()).toEqual(['login.success', 'staff.created']);
    expect(JSON.stringify(items)).not.toMatch(/SAOVIET|HOASEN|BINHMINH|f1\.admin|f2\.admin/);
  });

  it('shows the platform every branch, and the attempts that named no known user', async () => {
    const { items } = await page(demo.get('superadmin')!);
    expect(find(items, 'staff.created', otherStaffUsername)).toBeDefined();
    expect(find(items, 'agency.updated', 'HOASEN')).toBeDefined();
    expect(items.find((item) => item.event === 'login.failure' && item.actor === null)).toMatchObject({
      agency: null,
      details: { username: 'khong.ton.tai', reason: 'unknown_user' },
    });
    const f1View = await page(demo.get('f1.admin')!);
    expect(f1View.items.some((item) => item.event === 'login.failure' && item.actor === null)).toBe(false);
  });

  it.each(['f1.agent', 'f2.agent'])('refuses %s (not an administrator)', async (username) => {
    expectApiError(await listed(demo.get(username)!), 403, ErrorCode.FORBIDDEN);
    expectApiError(
      await ctx.app.inject({ method: 'GET', url: '/api/audit-log/scope', headers: demo.get(username)!.auth }),
      403,
      ErrorCode.FORBIDDEN,
    );
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
  });

  it('lists the agencies and users of the scope for the filters', async () => {
    const scope = (await as(demo.get('f2.admin')!, 'GET', '/api/audit-log/scope')).json<TAuditLogScopeResponse>();
    expect(scope.agencies.map((agency) => [agency.code, agency.isOwn])).toEqual([
      ['HOASEN', true],
      ['BINHMINH', false],
    ]);
    expect(scope.users.map((user) => user.username)).toEqual(
      expect.arrayContaining(['f2.admin', 'f2.agent', childStaffUsername]),
    );
    expect(scope.users.map((user) => user.username)).not.toContain('f1.admin');
  });
});

describe('secrets', () => {
  it('never come out: a planted password, API key, token and PIN are masked, flags stay', async () => {
    for (const username of ['superadmin', 'f1.admin', 'f2.admin']) {
      const response = await listed(demo.get(username)!, { limit: 200 });
      expect(response.statusCode).toBe(200);
      for (const secret of [...Object.values(PLANTED), SECRET_PASSWORD, SECRET_USERNAME, '258014', 'v1.'])
        expect(response.body).not.toContain(secret);
    }
    const planted = (await page(demo.get('f2.admin')!)).items.find((item) => item.event === 'staff.updated')!;
    expect(planted.details).toEqual({
      before: { password: '[masked]', credentials: '[masked]', mustChangePassword: false },
      after: {
        apiKey: '[masked]',
        nested: [{ accessToken: '[masked]' }],
        newPin: '[masked]',
        mustChangePassword: true,
        fullName: 'Võ Thị Mai Anh',
      },
    });
    const signIn = find((await page(demo.get('f1.admin')!)).items, 'sign_in.created')!;
    expect(signIn.details).toMatchObject({
      before: null,
      after: { system: '1A', accountId: 'SGNVN99ZZ', credentials: '[set]' },
    });
    expect(find((await page(demo.get('f2.admin')!)).items, 'pin.set')!.details).toEqual({
      before: { isEnabled: false },
      after: { isEnabled: true, pin: '[masked]' },
    });
  });

  it('are recognised by key, whatever the case or separator', () => {
    for (const key of [
      'password',
      'newPassword',
      'initial_password',
      'PIN',
      'currentPin',
      'credentials',
      'clientSecret',
      'refresh-token',
      'apiKey',
      'API_KEY',
      'tokens',
    ])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of [
      'fullName',
      'spinner',
      'shipping',
      'mapping',
      'tokenizer',
      'idempotencyKey',
      'keyboard',
      'opinion',
    ])
      expect(isSecretKey(key), key).toBe(false);
    expect(maskSecrets({ list: [{ pin: 123456 }], hasCredentials: true, token: null })).toEqual({
      list: [{ pin: '[masked]' }],
      hasCredentials: true,
      token: null,
    });
  });
});

describe('filters, order and paging', () => {
  beforeAll(async () => {
    const binhminh = agencyIds.get('BINHMINH')!;
    const at = (iso: string) => new Date(iso);
    // Around Vietnam midnight: 17:30 UTC on 1 March is 00:30 on 2 March in Hà Nội.
    for (const [iso, amount] of [
      ['2025-03-01T16:30:00Z', 1],
      ['2025-03-01T17:30:00Z', 2],
      ['2025-03-02T16:59:00Z', 3],
      ['2025-03-02T17:00:00Z', 4],
    ] as const) {
      await writeAudit(ctx.db, {
        event: 'deposit.adjusted',
        actorUserId: demo.get('f2.admin')!.userId,
        agencyId: agencyIds.get('HOASEN')!,
        targetType: 'ledger_transaction',
        targetId: `t${amount}`,
        details: { targetAgencyId: binhminh, amount },
        at: at(iso),
      });
    }
  });

  it('reads days as Vietnam days, both included', async () => {
    const amounts = async (query: Record<string, string>) =>
      (await page(demo.get('f2.admin')!, { event: 'deposit', ...query })).items.map((item) => item.details.amount);
    expect(await amounts({ from: '2025-03-02', to: '2025-03-02' })).toEqual([3, 2]);
    expect(await amounts({ to: '2025-03-01' })).toEqual([1]);
    expect(await amounts({ from: '2025-03-03', to: '2025-03-03' })).toEqual([4]);
  });

  it('filters by event group and actor; newest first', async () => {
    const staff = await page(demo.get('f1.admin')!, { event: 'staff' });
    expect(staff.items.length).toBeGreaterThan(0);
    expect(staff.items.every((item) => item.event.startsWith('staff.'))).toBe(true);
    const auth = await page(demo.get('f1.admin')!, { event: 'auth' });
    expect(new Set(auth.items.map((item) => item.event.split('.')[0]))).toEqual(new Set(['login']));
    const permissionGroups = await page(demo.get('f1.admin')!, { event: 'permission_group' });
    expect(permissionGroups.items.map((item) => item.event)).toEqual(['permission_group.created']);
    const byActor = await page(demo.get('f1.admin')!, { actorId: demo.get('f2.admin')!.userId });
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.items.every((item) => item.actor?.username === 'f2.admin')).toBe(true);
    const all = (await page(demo.get('superadmin')!)).items;
    const times = all.map((item) => item.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages with limit and offset, the total counting every page', async () => {
    const whole = await page(demo.get('f2.admin')!, { event: 'deposit' });
    expect(whole.total).toBe(4);
    const second = await page(demo.get('f2.admin')!, { event: 'deposit', limit: 3, offset: 3 });
    expect(second).toMatchObject({ total: 4, limit: 3, offset: 3 });
    expect(second.items.map((item) => item.details.amount)).toEqual([1]);
  });

  it('answers 404 for an actor of another branch, and 400 naming the field for bad input', async () => {
    expectApiError(await listed(demo.get('f1.admin')!, { actorId: other.userId }), 404, ErrorCode.NOT_FOUND);
    expectApiError(
      await listed(demo.get('f2.admin')!, { actorId: demo.get('f1.admin')!.userId }),
      404,
      ErrorCode.NOT_FOUND,
    );
    for (const [query, field] of [
      [{ from: '2025-03-05', to: '2025-03-04' }, 'to'],
      [{ from: '01/03/2025' }, 'from'],
      [{ to: '2025-02-31' }, 'to'],
      [{ event: 'booking' }, 'event'],
      [{ actorId: 'abc' }, 'actorId'],
      [{ limit: 201 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ secret: 'x' }, 'secret'],
    ] as const) {
      const body = expectApiError(await listed(demo.get('f1.admin')!, query), 400, ErrorCode.VALIDATION);
      expect(
        (body.details?.fields as { field: string }[]).map((item) => item.field),
        JSON.stringify(query),
      ).toContain(field);
    }
  });
});
