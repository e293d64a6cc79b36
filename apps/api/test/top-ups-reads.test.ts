// The top-up reads: the list's scope, filters and paging, the list's agencies, one request, and the evidence download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListTopUpsResponse, TTopUp, TTopUpAgenciesResponse } from '@portal/contracts';
import { vietnamToday } from '@portal/domain';
import { expectApiError } from './support/http.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import {
  agencyTree,
  createTopUp,
  postTopUp,
  signInAt,
  SMALL_PDF,
  validFields,
  type AgencyTree,
} from './support/top-ups.js';
import { errorFieldsOf as fieldsOf } from './support/http.js';

let ctx: TestContext;
let tree: AgencyTree;
beforeAll(async () => {
  ctx = await createTestContext();
  tree = await agencyTree(ctx);
});
afterAll(() => ctx.close());

const get = (url: string, auth: { authorization: string }) => ctx.app.inject({ method: 'GET', url, headers: auth });
const list = (auth: { authorization: string }, query = '') => get(`/api/top-ups${query}`, auth);

describe('GET /api/top-ups', () => {
  let scoped: TestContext;
  let branch: AgencyTree;
  let otherBranch: AgencyTree;
  let f2Request: TTopUp;
  let f1Request: TTopUp;
  let f3Request: TTopUp;
  beforeAll(async () => {
    scoped = await createTestContext();
    branch = await agencyTree(scoped);
    otherBranch = await agencyTree(scoped);
    f1Request = await createTopUp(scoped, branch.f1Admin, { amount: '1000000' });
    scoped.clock.advance(60_000);
    f2Request = await createTopUp(scoped, branch.f2Admin, { amount: '2000000' });
    scoped.clock.advance(60_000);
    f3Request = await createTopUp(scoped, branch.f3Admin, { amount: '3000000' });
    await createTopUp(scoped, otherBranch.f2Admin, { amount: '4000000' });
  });
  afterAll(() => scoped.close());

  const listIn = (auth: { authorization: string }, query = '') =>
    scoped.app.inject({ method: 'GET', url: `/api/top-ups${query}`, headers: auth });

  it("shows an F1 its own requests and its direct sub-agencies', newest first, with who may decide", async () => {
    const response = await listIn(branch.f1Admin.auth);

    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<TListTopUpsResponse>();
    expect(page.items.map((item) => item.id)).toEqual([f2Request.id, f1Request.id]);
    expect(page).toMatchObject({ total: 2, limit: 50, offset: 0 });
    expect(page.items.map((item) => item.canDecide)).toEqual([true, false]);
    expect(page.items[0]).toMatchObject({
      agency: { id: branch.f2Id },
      amount: 2_000_000,
      requestedBy: { id: branch.f2Admin.userId },
    });
  });

  it("shows an F2 its own and its F3's; the platform its F1s'", async () => {
    expect((await listIn(branch.f2Admin.auth)).json<TListTopUpsResponse>().items.map((item) => item.id)).toEqual([
      f3Request.id,
      f2Request.id,
    ]);
    expect((await listIn(branch.f3Admin.auth)).json<TListTopUpsResponse>().items.map((item) => item.id)).toEqual([
      f3Request.id,
    ]);
    const platform = (await listIn(branch.superadmin.auth)).json<TListTopUpsResponse>();
    expect(platform.items.map((item) => item.id)).toEqual([f1Request.id]);
    expect(platform.items[0]!.canDecide).toBe(true);
  });

  it('filters by status, agency and requested day (Vietnam time), and pages with the total', async () => {
    const byAgency = (await listIn(branch.f1Admin.auth, `?agencyId=${branch.f1Id}`)).json<TListTopUpsResponse>();
    expect(byAgency.items.map((item) => item.id)).toEqual([f1Request.id]);
    // An agency whose requests the caller does not see is not found: another branch, or below a direct sub-agency.
    expectApiError(await listIn(branch.f1Admin.auth, `?agencyId=${otherBranch.f2Id}`), 404, 40);
    expectApiError(await listIn(branch.f1Admin.auth, `?agencyId=${branch.f3Id}`), 404, 40);
    expect((await listIn(branch.f1Admin.auth, '?status=confirmed')).json<TListTopUpsResponse>()).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await listIn(branch.f1Admin.auth, '?status=pending')).json<TListTopUpsResponse>().total).toBe(2);

    const paged = (await listIn(branch.f1Admin.auth, '?limit=1&offset=1')).json<TListTopUpsResponse>();
    expect(paged).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(paged.items.map((item) => item.id)).toEqual([f1Request.id]);

    const today = vietnamToday(scoped.clock.now());
    const yesterday = vietnamToday(new Date(scoped.clock.now().getTime() - 86_400_000));
    expect((await listIn(branch.f1Admin.auth, `?from=${today}&to=${today}`)).json<TListTopUpsResponse>().total).toBe(2);
    expect(
      (await listIn(branch.f1Admin.auth, `?from=${yesterday}&to=${yesterday}`)).json<TListTopUpsResponse>().total,
    ).toBe(0);
  });

  it('counts a request made at 23:30 in Hà Nội on that Vietnam day, not the UTC one', async () => {
    const edge = await createTestContext();
    try {
      const edgeTree = await agencyTree(edge);
      edge.clock.set(new Date('2025-03-09T16:30:00Z')); // 23:30 on 09/03/2025 in Vietnam
      await createTopUp(edge, edgeTree.f2Admin);
      const count = async (query: string) =>
        (
          await edge.app.inject({ method: 'GET', url: `/api/top-ups${query}`, headers: edgeTree.f1Admin.auth })
        ).json<TListTopUpsResponse>().total;
      expect(await count('?from=2025-03-09&to=2025-03-09')).toBe(1);
      expect(await count('?from=2025-03-10')).toBe(0);
      expect(await count('?to=2025-03-08')).toBe(0);
    } finally {
      await edge.close();
    }
  });

  it('names bad filters: a date that is not yyyy-MM-dd, to before from, an unknown status, a limit over 200', async () => {
    for (const [query, field] of [
      ['?from=01/03/2025', 'from'],
      ['?from=2025-03-10&to=2025-03-09', 'to'],
      ['?status=paid', 'status'],
      ['?limit=201', 'limit'],
      ['?agencyId=abc', 'agencyId'],
    ] as const) {
      const response = await listIn(branch.f1Admin.auth, query);
      expectApiError(response, 400, 1);
      expect(fieldsOf(response), query).toEqual([field]);
    }
  });

  it("answers the list's agencies: own first, then the direct sub-agencies", async () => {
    const response = await scoped.app.inject({
      method: 'GET',
      url: '/api/top-ups/agencies',
      headers: branch.f1Admin.auth,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TTopUpAgenciesResponse>().items.map((agency) => [agency.id, agency.isOwn])).toEqual([
      [branch.f1Id, true],
      [branch.f2Id, false],
    ]);
  });

  it('answers 404 for one request, or its evidence, outside the requester and its parent', async () => {
    for (const caller of [otherBranch.f1Admin, otherBranch.f2Admin, branch.f3Admin, branch.superadmin]) {
      expectApiError(
        await scoped.app.inject({ method: 'GET', url: `/api/top-ups/${f2Request.id}`, headers: caller.auth }),
        404,
        40,
      );
      expectApiError(
        await scoped.app.inject({ method: 'GET', url: `/api/top-ups/${f2Request.id}/evidence`, headers: caller.auth }),
        404,
        40,
      );
    }
    for (const caller of [branch.f1Admin, branch.f2Admin]) {
      expect(
        (
          await scoped.app.inject({ method: 'GET', url: `/api/top-ups/${f2Request.id}`, headers: caller.auth })
        ).json<TTopUp>().id,
      ).toBe(f2Request.id);
    }
  });

  it('is refused to agents (403)', async () => {
    const agent = await signInAt(scoped, branch.f2Id, 'agent_f2');
    expectApiError(await listIn(agent.auth), 403, 30);
    expectApiError(
      await scoped.app.inject({ method: 'GET', url: `/api/top-ups/${f2Request.id}/evidence`, headers: agent.auth }),
      403,
      30,
    );
  });
});

describe('GET /api/top-ups/{id}/evidence', () => {
  it('sends the stored bytes with the sniffed type, nosniff, a CSP sandbox, always as an attachment with a safe name', async () => {
    const response = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now()), {
      name: 'C:\\fakepath\\Sao kê <tháng 3>.PDF',
      type: 'text/html',
      content: SMALL_PDF,
    });
    const created = response.json<TTopUp>();
    expect(created.evidence?.fileName).toBe('Sao kê tháng 3.pdf');

    for (const caller of [tree.f2Admin, tree.f1Admin]) {
      const file = await get(`/api/top-ups/${created.id}/evidence`, caller.auth);

      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toBe('sandbox');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Sao ke thang 3.pdf"; filename*=UTF-8''Sao%20k%C3%AA%20th%C3%A1ng%203.pdf`,
      );
      expect(file.rawPayload.equals(SMALL_PDF)).toBe(true);
    }
    const download = await get(`/api/top-ups/${created.id}/evidence?download=1`, tree.f1Admin.auth);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers 404 for a request without evidence', async () => {
    const cash = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now(), { method: 'cash' }));
    expectApiError(await get(`/api/top-ups/${cash.json<TTopUp>().id}/evidence`, tree.f2Admin.auth), 404, 40);
  });
});

describe('list as a whole', () => {
  it("never shows another branch's requests in the main context either", async () => {
    const other = await agencyTree(ctx);
    const foreign = await createTopUp(ctx, other.f2Admin);
    const ids = (await list(tree.f1Admin.auth, '?limit=200')).json<TListTopUpsResponse>().items.map((item) => item.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(foreign.id);
  });
});
