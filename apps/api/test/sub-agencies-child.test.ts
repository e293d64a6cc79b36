// An F2 with CHILD_AGENT_MANAGER runs its own child agencies (F3) through /api/child-agencies, the same way an F1
// runs its F2s; nobody else may, and an F2 sees only its own children.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import type {
  TCreateSubAgencyResponse,
  TListSubAgenciesResponse,
  TLoginResponse,
  TSubAgencyFormOptions,
} from '@portal/contracts';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { auditRows, bearer, expectApiError } from './support/http.js';
import { emailedPassword, subAgencyCalls, subAgencyForm } from './support/sub-agency-fixtures.js';

let ctx: TestContext;
let f1Id: string;
let f2: SignedIn;
let calls: ReturnType<typeof subAgencyCalls>;

beforeAll(async () => {
  ctx = await createTestContext();
  f1Id = (await ctx.newAgency()).id;
  f2 = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Id });
  await ctx.db
    .update(tables.agencies)
    .set({ settings: { bookingSystems: ['VN', 'VJ', 'QH'], products: ['flights', 'train'] } as never })
    .where(eq(tables.agencies.id, f2.agencyId));
  calls = subAgencyCalls(ctx, f2.auth, 'child-agencies');
});
afterAll(() => ctx.close());

describe('child agencies of an F2', () => {
  it("creates an F3 below the F2 with its first admin (no CHILD_AGENT_MANAGER: nothing is below an F3) and the F2's fee", async () => {
    const form = subAgencyForm({
      bookingSystems: ['VN', 'QH'],
      products: ['flights', 'train'],
      defaultIssueFee: 15_000,
    });
    const response = await calls.create(form);

    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TCreateSubAgencyResponse>();
    expect(created.agency).toMatchObject({
      level: 'F3',
      parentId: f2.agencyId,
      bookingSystems: ['VN', 'QH'],
      products: ['flights', 'train'],
      defaultIssueFee: 15_000,
    });
    const [group] = await ctx.db
      .select()
      .from(tables.permissionGroups)
      .where(eq(tables.permissionGroups.agencyId, created.agency.id));
    expect(group!.name).toBe('Quản trị đại lý cấp 3');
    const codes = await ctx.db
      .select({ code: tables.permissionGroupCodes.code })
      .from(tables.permissionGroupCodes)
      .where(eq(tables.permissionGroupCodes.groupId, group!.id));
    expect(codes.map((row) => row.code).sort()).toEqual(
      // Without the eSIM product, its admin does not sell eSIM.
      DEFAULT_ROLE_PERMISSIONS.admin_f2.filter((code) => code !== 'CHILD_AGENT_MANAGER' && code !== 'USE_ESIM').sort(),
    );
    const fees = await ctx.db
      .select()
      .from(tables.commissionFees)
      .where(eq(tables.commissionFees.subAgencyId, created.agency.id));
    expect(fees.map((fee) => [fee.agencyId, fee.paxType, fee.amount])).toEqual(
      expect.arrayContaining([
        [f2.agencyId, 'ADT', 15_000],
        [f2.agencyId, 'CHD', 15_000],
      ]),
    );

    const login = await ctx.login(form.admin.username, await emailedPassword(ctx, form.admin.email));
    expect(login.json<TLoginResponse>()).toMatchObject({
      mustChangePassword: true,
      agentInfo: { level: 'F3', parentId: f2.agencyId },
    });
    expect((await auditRows(ctx.db, 'agency.created', f2.userId)).map((row) => row.targetId)).toContain(
      created.agency.id,
    );
  });

  it("offers only the F2's own systems and products, and refuses more", async () => {
    const options = (await calls.options()).json<TSubAgencyFormOptions>();
    expect(options).toMatchObject({
      level: 'F3',
      bookingSystems: ['VN', 'VJ', 'QH'],
      products: ['flights', 'train'],
      parent: { id: f2.agencyId },
    });
    const body = expectApiError(
      await calls.create(subAgencyForm({ bookingSystems: ['VN', '1G'], products: ['b2c'] })),
      400,
      1,
    );
    expect(body.details).toEqual({
      fields: [
        { field: 'bookingSystems', message: '1G' },
        { field: 'products', message: 'b2c' },
      ],
    });
  });

  it("lists, edits, locks and unlocks its own F3s only; another F2's F3 and the F1's other F2s answer 404", async () => {
    const own = (await calls.create(subAgencyForm({ bookingSystems: ['VN'] }))).json<TCreateSubAgencyResponse>().agency;
    const sibling = await ctx.newAgency({ level: 'F2', parentId: f1Id });
    const cousin = await ctx.newAgency({ level: 'F3', parentId: sibling.id });
    const list = (await calls.list()).json<TListSubAgenciesResponse>();
    expect(list.items.every((item) => item.parentId === f2.agencyId && item.level === 'F3')).toBe(true);
    expect(list.items.map((item) => item.id)).toContain(own.id);

    const { admin: _admin, ...fields } = subAgencyForm({ bookingSystems: ['VN'] });
    for (const id of [cousin.id, sibling.id, f2.agencyId, f1Id]) {
      expectApiError(await calls.get(id), 404, 40);
      expectApiError(await calls.update(id, fields), 404, 40);
      expectApiError(await calls.lock(id), 404, 40);
    }
    expect((await calls.update(own.id, { ...fields, code: own.code, name: 'Phòng vé Bình Minh 2' })).statusCode).toBe(
      200,
    );
    expect((await calls.lock(own.id)).statusCode).toBe(200);
    expect((await calls.unlock(own.id)).statusCode).toBe(200);
  });

  it('answers 403 to an F2 admin without CHILD_AGENT_MANAGER, to an F1 admin and to an F2 agent', async () => {
    const withoutChildren = await ctx.newSignedInUser({
      role: 'admin_f2',
      level: 'F2',
      parentId: f1Id,
      permissions: DEFAULT_ROLE_PERMISSIONS.admin_f2.filter((code) => code !== 'CHILD_AGENT_MANAGER'),
    });
    const f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    const agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2', parentId: f1Id });
    const ownChild = (await calls.create(subAgencyForm({ bookingSystems: ['VN'] }))).json<TCreateSubAgencyResponse>()
      .agency;
    for (const caller of [withoutChildren, f1Admin, agent]) {
      const refused = subAgencyCalls(ctx, caller.auth, 'child-agencies');
      expectApiError(await refused.list(), 403, 30);
      expectApiError(await refused.options(), 403, 30);
      expectApiError(await refused.create(subAgencyForm()), 403, 30);
      expectApiError(await refused.get(ownChild.id), 403, 30);
      expectApiError(await refused.lock(ownChild.id), 403, 30);
    }
  });

  it("answers 403 when the caller's agency is not an F2 even with the permissions (an F3 admin given CHILD_AGENT_MANAGER)", async () => {
    const own = (await calls.create(subAgencyForm({ bookingSystems: ['VN'] }))).json<TCreateSubAgencyResponse>();
    const f3Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F3', parentId: f2.agencyId });
    expect(f3Admin.session.permissions).toContain('CHILD_AGENT_MANAGER');
    expectApiError(await subAgencyCalls(ctx, f3Admin.auth, 'child-agencies').list(), 403, 30);
    expectApiError(await subAgencyCalls(ctx, f3Admin.auth, 'child-agencies').create(subAgencyForm()), 403, 30);
    expect(await ctx.db.select().from(tables.agencies).where(eq(tables.agencies.parentId, own.agency.id))).toEqual([]);
  });

  it("locking an F3 ends its users' sessions at once but not the F2's", async () => {
    const child = (await calls.create(subAgencyForm({ bookingSystems: ['VN'] }))).json<TCreateSubAgencyResponse>()
      .agency;
    const f3User = await ctx.newUser({ agencyId: child.id, role: 'agent_f2' });
    const f3Token = (await ctx.login(f3User.username, f3User.password)).json<TLoginResponse>().accessToken;
    expect((await calls.lock(child.id)).statusCode).toBe(200);
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(f3Token) }), 401, 13);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: f2.auth })).statusCode).toBe(200);
  });
});
