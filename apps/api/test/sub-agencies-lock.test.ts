// An F1 reads and guards its sub-agencies: the list (deposit figures, status, lock reason), lock and unlock, only for
// its own direct sub-agencies and only for ADMIN_F1 at an F1, and the F1's own config. Create and edit are in
// sub-agencies.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type {
  TAgencyConfig,
  TCreateSubAgencyResponse,
  TListSubAgenciesResponse,
  TSubAgencyFormOptions,
  TSubAgencyResponse,
} from '@portal/contracts';
import type { BuiltApp } from '../src/app.js';
import type { SignedIn, TestContext } from './support/test-context.js';
import { auditRows, expectApiError } from './support/http.js';
import {
  createSubAgency,
  fieldsOf,
  startSubAgencyTests,
  subAgencyCalls,
  subAgencyForm,
  type SubAgencyCalls,
} from './support/sub-agency-fixtures.js';

let ctx: TestContext;
let f1: SignedIn;
let calls: SubAgencyCalls;

beforeAll(async () => {
  ({ ctx, f1, calls } = await startSubAgencyTests());
});
afterAll(() => ctx.close());

describe('listing sub-agencies', () => {
  let lister: SignedIn;
  let listCalls: ReturnType<typeof subAgencyCalls>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    lister = await ctx.newSignedInUser({ role: 'admin_f1' });
    listCalls = subAgencyCalls(ctx, lister.auth);
    const specs = [
      {
        key: 'alpha',
        code: 'ALPHA01',
        name: 'Đại lý Bình An',
        taxCode: '0101111111',
        phone: '0911111111',
        creditLimit: 10_000_000,
      },
      {
        key: 'beta',
        code: 'BETA02',
        name: 'Phòng vé Cửu Long',
        taxCode: '0202222222',
        phone: '0922222222',
        creditLimit: 30_000_000,
      },
      {
        key: 'gamma',
        code: 'GAMMA03',
        name: 'Đại lý Sông Hàn',
        taxCode: '',
        phone: '0933333333',
        creditLimit: 20_000_000,
      },
    ];
    for (const { key, ...spec } of specs) {
      const response = await listCalls.create(subAgencyForm(spec));
      expect(response.statusCode, response.body).toBe(201);
      ids[key] = response.json<TCreateSubAgencyResponse>().agency.id;
    }
    const ledger = (ctx.app as BuiltApp).ledger;
    await ledger.topUp({
      idempotencyKey: `t-${ids.beta}`,
      agencyId: ids.beta!,
      amount: 8_000_000,
      reference: { type: 'test', id: 'beta' },
    });
    await ledger.reserve({
      idempotencyKey: `r-${ids.beta}`,
      agencyId: ids.beta!,
      amount: 3_000_000,
      reference: { type: 'test', id: 'beta' },
    });
    await listCalls.lock(ids.gamma!, 'Tạm ngưng hợp tác');
    // Another F1's sub-agency and an F3 below one of ours never appear.
    const other = await ctx.newAgency();
    await ctx.newAgency({ level: 'F2', parentId: other.id });
    await ctx.newAgency({ level: 'F3', parentId: ids.alpha! });
  });

  const list = async (query = '') => {
    const response = await listCalls.list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TListSubAgenciesResponse>();
  };

  it('lists only the direct sub-agencies, by code, with deposit figures (zeros without an account), status and lock reason', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(page.items.map((item) => item.code)).toEqual(['ALPHA01', 'BETA02', 'GAMMA03']);
    const [alpha, beta, gamma] = page.items;
    expect(alpha).toMatchObject({
      deposit: { balance: 0, reserved: 0, available: 0 },
      childCount: 1,
      status: 'active',
    });
    expect(beta).toMatchObject({
      deposit: { balance: 8_000_000, reserved: 3_000_000, available: 5_000_000 },
      creditLimit: 30_000_000,
    });
    expect(gamma).toMatchObject({
      status: 'locked',
      lock: { reason: 'Tạm ngưng hợp tác', lockedAt: expect.any(String) },
    });
  });

  it('searches code, name, tax code and phone whatever the case, and filters by status', async () => {
    expect((await list('?q=beta')).items.map((item) => item.code)).toEqual(['BETA02']);
    expect((await list(`?q=${encodeURIComponent('sông hàn')}`)).items.map((item) => item.code)).toEqual(['GAMMA03']);
    expect((await list('?q=0101111')).items.map((item) => item.code)).toEqual(['ALPHA01']);
    expect((await list('?q=0922')).items.map((item) => item.code)).toEqual(['BETA02']);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?status=locked')).items.map((item) => item.code)).toEqual(['GAMMA03']);
    expect((await list('?status=active&q=a')).items.map((item) => item.code)).toEqual(['ALPHA01', 'BETA02']);
  });

  it('sorts and pages, reporting the total of all that match', async () => {
    expect((await list('?sort=creditLimit&order=desc')).items.map((item) => item.code)).toEqual([
      'BETA02',
      'GAMMA03',
      'ALPHA01',
    ]);
    expect((await list('?sort=available&order=desc')).items[0]!.code).toBe('BETA02');
    const second = await list('?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.code)).toEqual(['GAMMA03']);
    expect(await list('?pageSize=2&page=9')).toMatchObject({ total: 3, items: [] });
  });

  it('answers 400 naming a bad query parameter', async () => {
    expect(fieldsOf(expectApiError(await listCalls.list('?sort=password'), 400, 1))).toEqual(['sort']);
    expect(fieldsOf(expectApiError(await listCalls.list('?pageSize=5000'), 400, 1))).toEqual(['pageSize']);
    expect(fieldsOf(expectApiError(await listCalls.list('?status=deleted'), 400, 1))).toEqual(['status']);
  });
});

describe('locking and unlocking', () => {
  it('locks with a reason, refuses a second lock, unlocks, and audits both', async () => {
    const { created } = await createSubAgency(calls);

    const locked = await calls.lock(created.agency.id, 'Quá hạn thanh toán');
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json<TSubAgencyResponse>().agency).toMatchObject({
      status: 'locked',
      lock: { reason: 'Quá hạn thanh toán' },
    });
    expectApiError(await calls.lock(created.agency.id), 409, 41);

    const unlocked = await calls.unlock(created.agency.id, 'Đã thanh toán');
    expect(unlocked.json<TSubAgencyResponse>().agency).toMatchObject({ status: 'active', lock: null });
    expectApiError(await calls.unlock(created.agency.id), 409, 41);

    const lockAudit = (await auditRows(ctx.db, 'agency.locked', f1.userId)).filter(
      (row) => row.targetId === created.agency.id,
    );
    expect(lockAudit.map((row) => row.details)).toEqual([
      {
        reason: 'Quá hạn thanh toán',
        before: { status: 'active' },
        after: { status: 'locked' },
        sessionsEnded: 0,
        agenciesReached: 1,
      },
    ]);
    const unlockAudit = (await auditRows(ctx.db, 'agency.unlocked', f1.userId)).filter(
      (row) => row.targetId === created.agency.id,
    );
    expect(unlockAudit.map((row) => row.details)).toEqual([
      { reason: 'Đã thanh toán', before: { status: 'locked' }, after: { status: 'active' } },
    ]);
  });

  it('needs a reason of at least 3 characters', async () => {
    const { created } = await createSubAgency(calls);
    expect(fieldsOf(expectApiError(await calls.lock(created.agency.id, ' a '), 400, 1))).toEqual(['reason']);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/sub-agencies/${created.agency.id}/lock`,
      headers: f1.auth,
      payload: {},
    });
    expect(fieldsOf(expectApiError(response, 400, 1))).toEqual(['reason']);
  });
});

describe("scope: only the agencies directly below the caller's own", () => {
  it("answers 404 for another F1's sub-agency, an F3 below the caller's own F2, the caller's own agency and an unknown id", async () => {
    const { created } = await createSubAgency(calls);
    const otherF1 = await ctx.newAgency();
    const otherF2 = await ctx.newAgency({ level: 'F2', parentId: otherF1.id });
    const ownF3 = await ctx.newAgency({ level: 'F3', parentId: created.agency.id });
    const { admin: _admin, ...fields } = subAgencyForm();

    for (const id of [otherF2.id, ownF3.id, f1.agencyId, '00000000-0000-4000-8000-000000000000']) {
      expectApiError(await calls.get(id), 404, 40);
      expectApiError(await calls.update(id, fields), 404, 40);
      expectApiError(await calls.lock(id), 404, 40);
      expectApiError(await calls.unlock(id), 404, 40);
    }
    const [untouched] = await ctx.db.select().from(tables.agencies).where(eq(tables.agencies.id, otherF2.id));
    expect(untouched).toMatchObject({ status: 'active', code: otherF2.code });
    expect(
      await auditRows(ctx.db, 'agency.locked').then((rows) =>
        rows.filter((row) => [otherF2.id, ownF3.id].includes(row.targetId ?? '')),
      ),
    ).toEqual([]);
  });

  it('answers 400 naming the id when it is not a uuid', async () => {
    expect(fieldsOf(expectApiError(await calls.get('not-a-uuid'), 400, 1))).toEqual(['id']);
  });

  it('answers 403 to an admin_f2 and an agent_f1 (the screens are ADMIN_F1 only), and 401 without a session', async () => {
    const f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1.agencyId });
    const agent = await ctx.newSignedInUser({ role: 'agent_f1' });
    for (const caller of [f2Admin, agent]) {
      const forbidden = subAgencyCalls(ctx, caller.auth);
      expectApiError(await forbidden.list(), 403, 30);
      expectApiError(await forbidden.create(subAgencyForm()), 403, 30);
      expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/agency/config', headers: caller.auth }), 403, 30);
    }
    expectApiError(await subAgencyCalls(ctx, {}).list(), 401, 10);
  });

  it('answers 403 when an ADMIN_F1 holder is not at an F1 (the platform operator has no sub-agency screens here)', async () => {
    const platformAdmin = await ctx.newSignedInUser({ role: 'super_admin', level: 'platform' });
    const body = expectApiError(await subAgencyCalls(ctx, platformAdmin.auth).list(), 403, 30);
    expect(body.message).toBe('Chức năng này không dành cho cấp đại lý của bạn');
  });
});

describe("/api/agency/config: the F1's own settings", () => {
  it("shows the F1's profile and figures, saves defaults for new sub-agencies (within its own) and the form offers them", async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    const own = subAgencyCalls(ctx, admin.auth);
    await own.create(subAgencyForm());
    const locked = (await own.create(subAgencyForm())).json<TCreateSubAgencyResponse>();
    await own.lock(locked.agency.id);
    const get = () => ctx.app.inject({ method: 'GET', url: '/api/agency/config', headers: admin.auth });
    const put = (payload: unknown) =>
      ctx.app.inject({ method: 'PUT', url: '/api/agency/config', headers: admin.auth, payload: payload as object });

    const initial = (await get()).json<TAgencyConfig>();
    expect(initial.agency).toMatchObject({
      id: admin.agencyId,
      level: 'F1',
      subAgencyCount: 2,
      lockedSubAgencyCount: 1,
      bookingSystems: ['VN', 'VJ', 'QH', 'VU', '1A', '1B', '1G'],
      products: ['flights', 'train', 'esim', 'b2c'],
    });
    expect(initial.subAgencyDefaults).toEqual({
      creditLimit: 0,
      bookingSystems: ['VN', 'VJ', 'QH', 'VU', '1A', '1B', '1G'],
      products: ['flights'],
      defaultIssueFee: null,
    });

    const defaults = {
      creditLimit: 20_000_000,
      bookingSystems: ['VJ', 'VN'],
      products: ['train'],
      defaultIssueFee: 30_000,
    };
    const saved = await put({ subAgencyDefaults: defaults });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TAgencyConfig>().subAgencyDefaults).toEqual({
      creditLimit: 20_000_000,
      bookingSystems: ['VN', 'VJ'],
      products: ['flights', 'train'],
      defaultIssueFee: 30_000,
    });
    expect((await own.options()).json<TSubAgencyFormOptions>().defaults).toEqual({
      creditLimit: 20_000_000,
      bookingSystems: ['VN', 'VJ'],
      products: ['flights', 'train'],
      defaultIssueFee: 30_000,
    });

    const [audit] = await auditRows(ctx.db, 'agency.config_changed', admin.userId);
    expect(audit!.details).toMatchObject({
      before: initial.subAgencyDefaults,
      after: { creditLimit: 20_000_000, defaultIssueFee: 30_000 },
    });

    expect(
      fieldsOf(expectApiError(await put({ subAgencyDefaults: { ...defaults, creditLimit: -5 } }), 400, 1)),
    ).toEqual(['subAgencyDefaults.creditLimit']);
    await ctx.db
      .update(tables.agencies)
      .set({ settings: { bookingSystems: ['VN'] } as never })
      .where(and(eq(tables.agencies.id, admin.agencyId)));
    expect(fieldsOf(expectApiError(await put({ subAgencyDefaults: defaults }), 400, 1))).toEqual([
      'subAgencyDefaults.bookingSystems',
    ]);
  });
});
