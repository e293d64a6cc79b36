// The booking list at scale (decision 058): the agency path the trigger fills, the scope an F1, an F2 and an agent
// see, keyset pages that cover every row exactly once (also while bookings are inserted), previous pages, every sort,
// filters, the count capped at BOOKING_COUNT_CAP, and on PostgreSQL the plan: the scope index, no Sort over the scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { BOOKING_COUNT_CAP, type TListBookingsResponse } from '@portal/contracts';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { bookingPageStatement } from '../src/modules/bookings/repository/booking-list.js';

let ctx: TestContext;
let f1Admin: SignedIn;
let f1Agent: SignedIn;
let f2Admin: SignedIn;
let f3Id: string;
let stranger: SignedIn;
let crowded: SignedIn;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** `count` bookings of the agency by the user, two per minute (pairs share created_at: the id breaks the tie). */
async function insertBookings(options: { agencyId: string; userId: string; count: number; tag: string }) {
  const { agencyId, userId, count, tag } = options;
  const now = ctx.clock.now().toISOString();
  await ctx.db.execute(sql`
    with orders as (
      insert into booking_orders (agency_id, created_by, journey_type, idempotency_key, request_hash, contact)
      values (${agencyId}::uuid, ${userId}::uuid, 'OW', ${`keyset-${tag}`}, 'x', '{}'::jsonb) returning id
    )
    insert into bookings (order_id, agency_id, created_by, system, airline, supplier_account, client_ref, pnr, status,
      time_limit, depart_at, arrive_at, route, flights, pricing, supplier_net, fee_total, total_amount, created_at)
    select orders.id, ${agencyId}::uuid, ${userId}::uuid, 'VN', 'VN', 'T', ${`keyset-${tag}-`} || g,
      case when g % 7 = 0 then null else upper(substr(md5(${tag} || g), 1, 6)) end,
      case when g % 3 = 0 then 'CANCEL' else 'HOLD' end,
      case when g % 3 = 0 or g % 4 = 0 then null else ${now}::timestamptz + (g % 5) * interval '1 hour' end,
      ${now}::timestamptz + (g % 11) * interval '1 day', ${now}::timestamptz + (g % 11) * interval '1 day',
      'HAN-SGN', '[]'::jsonb, '{}'::jsonb, 1000000 + (g % 4) * 1000, 0, 1000000 + (g % 4) * 1000,
      ${now}::timestamptz - (g / 2) * interval '1 minute'
    from orders, generate_series(1, ${count}::int) g`);
}

async function listed(who: SignedIn, query: string): Promise<TListBookingsResponse> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/bookings?${query}`, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TListBookingsResponse>();
}

/** Every page forward from the first, `limit` rows each, running `between` after each page. */
async function walk(who: SignedIn, query: string, between?: () => Promise<void>) {
  const pages: TListBookingsResponse[] = [await listed(who, query)];
  while (pages.at(-1)!.nextCursor) {
    await between?.();
    pages.push(await listed(who, `${query}&cursor=${pages.at(-1)!.nextCursor}`));
  }
  return pages;
}
const idsOf = (pages: TListBookingsResponse[]) => pages.flatMap((page) => page.items.map((item) => item.id));

/** The ids the database orders for a scope condition: the order the list must follow. */
async function expectedIds(where: ReturnType<typeof sql>, orderBy: ReturnType<typeof sql>) {
  return rowsOf(await ctx.db.execute(sql`select id from bookings where ${where} order by ${orderBy}`)).map(
    (row) => row.id as string,
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  f1Agent = await ctx.newSignedInUser({ role: 'agent_f1', agencyId: f1Admin.agencyId });
  f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Admin.agencyId });
  f3Id = (await ctx.newAgency({ level: 'F3', parentId: f2Admin.agencyId })).id;
  const f3User = await ctx.newUser({ agencyId: f3Id, role: 'agent_f2' });
  stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  crowded = await ctx.newSignedInUser({ role: 'admin_f1' });
  await insertBookings({ agencyId: f1Admin.agencyId, userId: f1Agent.userId, count: 30, tag: 'f1' });
  await insertBookings({ agencyId: f2Admin.agencyId, userId: f2Admin.userId, count: 20, tag: 'f2' });
  await insertBookings({ agencyId: f3Id, userId: f3User.id, count: 15, tag: 'f3' });
  await insertBookings({ agencyId: stranger.agencyId, userId: stranger.userId, count: 25, tag: 'x' });
  await insertBookings({ agencyId: crowded.agencyId, userId: crowded.userId, count: BOOKING_COUNT_CAP + 5, tag: 'y' });
  await ctx.db.execute(sql`analyze bookings`);
});
afterAll(async () => {
  await ctx.close();
});

describe('the agency path', () => {
  it('is filled on insert from the agency tree: F1 down to the booking agency', async () => {
    const paths = rowsOf(
      await ctx.db.execute(
        sql`select distinct agency_id, agency_path::text as path from bookings where agency_id in (${f1Admin.agencyId}::uuid, ${f3Id}::uuid)`,
      ),
    );
    expect(Object.fromEntries(paths.map((row) => [row.agency_id, row.path]))).toEqual({
      [f1Admin.agencyId]: `{${f1Admin.agencyId}}`,
      [f3Id]: `{${f1Admin.agencyId},${f2Admin.agencyId},${f3Id}}`,
    });
  });
});

describe('keyset pages', () => {
  it("cover the scope's bookings exactly once, newest first: an F1 its whole tree, an F2 its own and its F3's", async () => {
    const newestFirst = sql`created_at desc, id desc`;
    const f1Pages = await walk(f1Admin, 'limit=7');
    expect(idsOf(f1Pages)).toEqual(
      await expectedIds(
        sql`agency_id in (${f1Admin.agencyId}::uuid, ${f2Admin.agencyId}::uuid, ${f3Id}::uuid)`,
        newestFirst,
      ),
    );
    expect(f1Pages.map((page) => page.total)).toEqual(f1Pages.map(() => 65));
    expect(idsOf(await walk(f2Admin, 'limit=6'))).toEqual(
      await expectedIds(sql`agency_id in (${f2Admin.agencyId}::uuid, ${f3Id}::uuid)`, newestFirst),
    );
    expect(idsOf(await walk(f1Agent, 'limit=9'))).toEqual(
      await expectedIds(sql`agency_id = ${f1Admin.agencyId}::uuid`, newestFirst),
    );
    const strangers = idsOf(await walk(stranger, 'limit=50'));
    expect(strangers).toHaveLength(25);
    expect(strangers.some((id) => idsOf(f1Pages).includes(id))).toBe(false);
  });

  it('follow every sort and order, nulls included (no PNR, no time limit)', async () => {
    const tree = sql`agency_id in (${f1Admin.agencyId}::uuid, ${f2Admin.agencyId}::uuid, ${f3Id}::uuid)`;
    const orders = {
      pnr: sql`coalesce(pnr, '')`,
      timeLimit: sql`coalesce(time_limit, 'infinity'::timestamptz)`,
      totalAmount: sql`total_amount`,
      departAt: sql`depart_at`,
      status: sql`status`,
      createdAt: sql`created_at`,
    };
    for (const [sort, key] of Object.entries(orders))
      for (const order of ['asc', 'desc'] as const) {
        const direction = sql.raw(order);
        const walked = idsOf(await walk(f1Admin, `limit=8&sort=${sort}&order=${order}`));
        expect(walked, `${sort} ${order}`).toEqual(await expectedIds(tree, sql`${key} ${direction}, id ${direction}`));
      }
  });

  it('go back: the cursor before a page answers the page before it', async () => {
    const pages = await walk(f1Admin, 'limit=10&sort=totalAmount&order=asc');
    for (let index = pages.length - 1; index > 0; index -= 1) {
      const back = await listed(f1Admin, `limit=10&sort=totalAmount&order=asc&cursor=${pages[index]!.prevCursor}`);
      expect(back.items.map((item) => item.id)).toEqual(pages[index - 1]!.items.map((item) => item.id));
      expect(back.prevCursor === null).toBe(index === 1);
    }
  });

  it('cover every booking that existed once while newer bookings keep arriving between pages', async () => {
    const before = await expectedIds(sql`agency_path[1] = ${f1Admin.agencyId}::uuid`, sql`created_at desc, id desc`);
    let round = 0;
    const walked = idsOf(
      await walk(f1Admin, 'limit=6', async () => {
        ctx.clock.advance(60_000);
        round += 1;
        await insertBookings({ agencyId: f3Id, userId: f2Admin.userId, count: 2, tag: `late-${round}` });
      }),
    );
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(before);
  });

  it("show the platform operator its own F1s' bookings only: an F1 without the platform as parent is not its", async () => {
    const operator = await ctx.newSignedInUser({ role: 'super_admin', level: 'platform' });
    const ownF1 = await ctx.newAgency({ level: 'F1', parentId: operator.agencyId });
    const ownF1User = await ctx.newUser({ agencyId: ownF1.id, role: 'agent_f1' });
    await insertBookings({ agencyId: ownF1.id, userId: ownF1User.id, count: 3, tag: 'platform-f1' });
    expect(idsOf(await walk(operator, 'limit=2'))).toEqual(
      await expectedIds(sql`agency_id = ${ownF1.id}::uuid`, sql`created_at desc, id desc`),
    );
    const outside = `/api/bookings?agencyId=${f1Admin.agencyId}`;
    expectApiError(await ctx.app.inject({ method: 'GET', url: outside, headers: operator.auth }), 404, 40);
  });

  it('filter, also between pages, and refuse what lies outside the scope', async () => {
    const holds = idsOf(await walk(f1Admin, 'limit=5&status=CANCEL'));
    expect(holds).toEqual(
      await expectedIds(
        sql`agency_path[1] = ${f1Admin.agencyId}::uuid and status = 'CANCEL'`,
        sql`created_at desc, id desc`,
      ),
    );
    const ofF3 = idsOf(await walk(f1Admin, `limit=4&agencyId=${f3Id}`));
    expect(ofF3).toEqual(await expectedIds(sql`agency_id = ${f3Id}::uuid`, sql`created_at desc, id desc`));
    expectApiError(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/bookings?agencyId=${stranger.agencyId}`,
        headers: f1Admin.auth,
      }),
      404,
      40,
    );
    expectApiError(
      await ctx.app.inject({ method: 'GET', url: `/api/bookings?agencyId=${f1Admin.agencyId}`, headers: f2Admin.auth }),
      404,
      40,
    );
    expectApiError(
      await ctx.app.inject({ method: 'GET', url: `/api/bookings?agentId=${stranger.userId}`, headers: f2Admin.auth }),
      404,
      40,
    );
  });
});

describe('the count', () => {
  it(`stops at ${BOOKING_COUNT_CAP} and says so; below it, it is exact`, async () => {
    const first = await listed(crowded, 'limit=25');
    expect(first).toMatchObject({ total: BOOKING_COUNT_CAP, isTotalCapped: true });
    expect(first.items).toHaveLength(25);
    expect(await listed(crowded, 'limit=25&status=CANCEL')).toMatchObject({ total: 335, isTotalCapped: false });
  });
});

describe('the Excel export', () => {
  it('streams every matching row, read in keyset chunks of the same query, in the list order', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/export?format=xlsx',
      headers: crowded.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const pnrs: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => pnrs.push(String(row.getCell(2).value ?? '')));
    expect(pnrs[0]).toBe('Mã đặt chỗ');
    const expected = rowsOf(
      await ctx.db.execute(
        sql`select coalesce(pnr, '') as pnr from bookings where agency_id = ${crowded.agencyId}::uuid order by created_at desc, id desc`,
      ),
    ).map((row) => row.pnr);
    expect(expected).toHaveLength(BOOKING_COUNT_CAP + 5);
    expect(pnrs.slice(1)).toEqual(expected);
  });
});

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('the plan on PostgreSQL', () => {
  const planOf = async (scope: { agencyId: string; depth: 1 | 2 }) => {
    const { statement } = bookingPageStatement(
      ctx.db,
      { scope: { kind: 'subtree', ...scope }, sort: 'createdAt', order: 'desc' },
      { limit: 25 },
    );
    const [row] = rowsOf(await ctx.db.execute(sql`explain (format json) ${statement}`));
    return JSON.stringify(row);
  };

  it("reads an F1's and an F2's list through their scope index in order: no Sort node", async () => {
    const f1Plan = await planOf({ agencyId: crowded.agencyId, depth: 1 });
    expect(f1Plan).toContain('bookings_f1_scope_idx');
    expect(f1Plan).not.toMatch(/"Node Type":"(Incremental )?Sort"/);
    const f2Plan = await planOf({ agencyId: f2Admin.agencyId, depth: 2 });
    expect(f2Plan).toContain('bookings_f2_scope_idx');
  });

  // The page runs as a prepared statement (decision 153): after five runs PostgreSQL may plan it once for any agency.
  it('keeps the scope index and no Sort in the generic plan of the prepared page', async () => {
    const { statement } = bookingPageStatement(
      ctx.db,
      { scope: { kind: 'subtree', agencyId: crowded.agencyId, depth: 1 }, sort: 'createdAt', order: 'desc' },
      { limit: 25 },
    );
    const { sql: text, params } = statement.toSQL();
    expect(params).toEqual([crowded.agencyId, 26]);
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare generic_page_probe as ${text}`));
      // The values as literals: the agency id is the test's own uuid.
      const explained = await tx.execute(
        sql.raw(`explain (format json) execute generic_page_probe('${crowded.agencyId}', 26)`),
      );
      await tx.execute(sql`deallocate generic_page_probe`);
      return JSON.stringify(rowsOf(explained)[0]);
    });
    expect(plan).toContain('bookings_f1_scope_idx');
    expect(plan).not.toMatch(/"Node Type":"(Incremental )?Sort"/);
  });
});
