// GET /api/esim/orders and …/export: the scope (an F1 administrator sees its F2's orders, the F2 not the F1's, another
// agency none), the filters (status, q by order code, ICCID or the customer accent-insensitive, Vietnam days), sorts
// and pages with the total, readable destinations; the export (not taken for an order id) holds the list row for row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ZEsimOrderParams } from '@portal/contracts';
import { esimOrderListRoutes } from '../src/modules/esim/list/esim-order-list.routes.js';
import type { EsimOrderListService } from '../src/modules/esim/list/esim-order-list.service.js';
import { ErrorCode, type TListEsimOrdersResponse } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { parseCsv } from './support/csv.js';
import { errorFieldsOf, expectApiError } from './support/http.js';
import { ESIM_PRODUCTS, esimWorld, insertEsimOrder, type EsimFixtureOrder } from './support/esim-orders-fixture.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

/** 10:00 in Vietnam on 22 November 2026. */
const NOW = new Date('2026-11-22T03:00:00Z');
let ctx: TestContext;
let world: Awaited<ReturnType<typeof esimWorld>>;
const orders = {} as Record<'completed' | 'ordering' | 'failed' | 'f1Own' | 'stranger', EsimFixtureOrder>;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  world = await esimWorld(ctx);
  const f2 = { agencyId: world.f2.id, createdBy: world.f2Agent.userId };
  orders.f1Own = await insertEsimOrder(ctx, {
    agencyId: world.f1.id,
    createdBy: world.f1Admin.userId,
    status: 'COMPLETED',
    customer: { fullName: 'Phạm Quốc Dũng', email: 'dung.pham@example.vn', mobile: '0987000111' },
    lines: [{ product: ESIM_PRODUCTS.KOREA, quantity: 1, unitPrice: 90_000 }],
    // 00:30 on 21 November in Vietnam (still 20 November in UTC).
    createdAt: new Date('2026-11-20T17:30:00Z'),
  });
  orders.completed = await insertEsimOrder(ctx, { ...f2, status: 'COMPLETED', refunded: [1] });
  ctx.clock.advance(60_000);
  orders.ordering = await insertEsimOrder(ctx, {
    ...f2,
    status: 'ORDERING',
    customer: { fullName: 'Trần Văn Bình', email: 'binh.tran@example.vn', mobile: '0903000222' },
  });
  ctx.clock.advance(60_000);
  orders.failed = await insertEsimOrder(ctx, {
    ...f2,
    status: 'FAILED',
    customer: { fullName: 'Lê Minh Châu', email: 'chau.le@example.vn', mobile: '0904000333' },
    lines: [{ product: ESIM_PRODUCTS.KOREA, quantity: 3, unitPrice: 95_000 }],
  });
  orders.stranger = await insertEsimOrder(ctx, {
    agencyId: world.other.id,
    createdBy: world.stranger.userId,
    status: 'COMPLETED',
  });
});
afterAll(() => ctx?.close());

const get = (who: SignedIn, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...who.auth, ...headers } });

async function listOf(who: SignedIn, query = '', headers: Record<string, string> = {}) {
  const response = await get(who, `/api/esim/orders${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TListEsimOrdersResponse>();
}
const idsOf = (answer: TListEsimOrdersResponse) => answer.items.map((item) => item.id);

describe('the scope', () => {
  it("shows an F1 administrator its own and its F2's orders, newest first, and never another agency's", async () => {
    const answer = await listOf(world.f1Admin);
    expect(answer.total).toBe(4);
    expect(idsOf(answer)).toEqual([orders.failed.id, orders.ordering.id, orders.completed.id, orders.f1Own.id]);
  });

  it("shows the F2's agent its agency's orders only, and the stranger its own", async () => {
    const answer = await listOf(world.f2Agent);
    expect(idsOf(answer).sort()).toEqual([orders.completed.id, orders.ordering.id, orders.failed.id].sort());
    expect(idsOf(await listOf(world.stranger))).toEqual([orders.stranger.id]);
  });

  it('needs USE_ESIM (403) and names a bad field (400)', async () => {
    const noEsim = await ctx.newSignedInUser({ agencyId: world.f2.id, role: 'agent_f2', permissions: ['AGENT_F2'] });
    expectApiError(await get(noEsim, '/api/esim/orders'), 403, ErrorCode.FORBIDDEN);
    expectApiError(await get(noEsim, '/api/esim/orders/export?format=csv'), 403, ErrorCode.FORBIDDEN);
    const badStatus = await get(world.f1Admin, '/api/esim/orders?status=DONE');
    expect(badStatus.statusCode).toBe(400);
    expect(errorFieldsOf(badStatus)).toContain('status');
    expect(errorFieldsOf(await get(world.f1Admin, '/api/esim/orders?limit=0'))).toContain('limit');
    expect(errorFieldsOf(await get(world.f1Admin, '/api/esim/orders?createdFrom=2026-02-30'))).toContain('createdFrom');
    expect(errorFieldsOf(await get(world.f1Admin, '/api/esim/orders/export?format=pdf'))).toContain('format');
  });
});

describe('a listed order', () => {
  it('names its lines, counts its eSIMs and shows what was refunded', async () => {
    const [row] = (await listOf(world.f2Agent, `?q=${orders.completed.orderCode}`)).items;
    expect(row).toMatchObject({
      id: orders.completed.id,
      orderCode: orders.completed.orderCode,
      status: 'COMPLETED',
      agencyCode: world.f2.code,
      customerName: 'Nguyễn Thị Hoà',
      customerEmail: 'hoa.nguyen@example.vn',
      destinations: ['Nhật Bản · 5 GB · 7 ngày × 2'],
      esimCount: 2,
      totalAmount: 600_000,
      refundedAmount: 300_000,
    });
    const english = await listOf(world.f2Agent, `?q=${orders.completed.orderCode}`, { 'x-language': 'en' });
    expect(english.items[0]!.destinations).toEqual(['Japan · 5 GB · 7 days × 2']);
    const failed = (await listOf(world.f2Agent, '?status=FAILED')).items[0]!;
    expect(failed).toMatchObject({
      destinations: ['Hàn Quốc · 1 GB · 3 ngày × 3'],
      esimCount: 0,
      orderCode: expect.any(String),
    });
  });
});

describe('the filters', () => {
  it('filter by status', async () => {
    const answer = await listOf(world.f1Admin, '?status=COMPLETED');
    expect(idsOf(answer).sort()).toEqual([orders.completed.id, orders.f1Own.id].sort());
    expect(answer.total).toBe(2);
    expect(idsOf(await listOf(world.f1Admin, '?status=ORDERING'))).toEqual([orders.ordering.id]);
  });

  it('find an order by its code prefix, by an ICCID (exact or a prefix) and by the customer, accents and case ignored', async () => {
    const code = orders.completed.orderCode!;
    expect(idsOf(await listOf(world.f1Admin, `?q=${code.toLowerCase()}`))).toEqual([orders.completed.id]);
    const iccid = orders.completed.iccids[1]!;
    expect(idsOf(await listOf(world.f1Admin, `?q=${iccid}`))).toEqual([orders.completed.id]);
    expect(idsOf(await listOf(world.f1Admin, `?q=${orders.f1Own.iccids[0]!.slice(0, 18)}`))).toContain(orders.f1Own.id);
    for (const q of ['nguyen thi hoa', 'NGUYỄN THỊ HOÀ', 'Hoà', 'hoa.nguyen@example', '0912345678'])
      expect(idsOf(await listOf(world.f1Admin, `?q=${encodeURIComponent(q)}`)), q).toEqual([orders.completed.id]);
    expect(idsOf(await listOf(world.f1Admin, `?q=${encodeURIComponent('châu')}`))).toEqual([orders.failed.id]);
    expect((await listOf(world.f1Admin, '?q=khong-co-ai')).total).toBe(0);
    // The stranger's order answers no search of the F1.
    expect(idsOf(await listOf(world.f1Admin, `?q=${orders.stranger.orderCode}`))).toEqual([]);
  });

  it('filter by Vietnam days of creation', async () => {
    const day = (from: string, to: string) => listOf(world.f1Admin, `?createdFrom=${from}&createdTo=${to}`);
    expect(idsOf(await day('2026-11-21', '2026-11-21'))).toEqual([orders.f1Own.id]);
    expect((await day('2026-11-20', '2026-11-20')).total).toBe(0);
    expect((await day('2026-11-22', '2026-11-22')).total).toBe(3);
  });
});

describe('sorting and paging', () => {
  it('sort by total and by customer name, and page with the total kept', async () => {
    const byTotal = await listOf(world.f1Admin, '?sort=totalAmount&order=asc');
    expect(byTotal.items.map((item) => item.totalAmount)).toEqual([90_000, 285_000, 600_000, 600_000]);
    const byName = await listOf(world.f1Admin, '?sort=customerName&order=asc');
    expect(byName.items.map((item) => item.customerName)).toEqual([
      'Lê Minh Châu',
      'Nguyễn Thị Hoà',
      'Phạm Quốc Dũng',
      'Trần Văn Bình',
    ]);
    const page = await listOf(world.f1Admin, '?limit=2&offset=2');
    expect(page.total).toBe(4);
    expect(idsOf(page)).toEqual([orders.completed.id, orders.f1Own.id]);
  });
});

const STATUS_VI = { ORDERING: 'Đang đặt', COMPLETED: 'Hoàn tất', REFUNDED: 'Đã hoàn', FAILED: 'Thất bại' } as const;
const HEADER = ['Mã đơn', 'Trạng thái', 'Đại lý', 'Người đặt', 'Khách hàng', 'Email khách hàng', 'Gói eSIM'];

const expectedCells = (answer: TListEsimOrdersResponse) =>
  answer.items.map((item) => [
    item.orderCode ?? '',
    STATUS_VI[item.status],
    item.agencyCode,
    item.createdByName,
    item.customerName,
    item.customerEmail,
    item.destinations.join('; '),
    item.esimCount,
    item.totalAmount,
    item.refundedAmount,
    formatDateTime(new Date(item.createdAt)),
  ]);

describe('the export', () => {
  it('is a workbook holding the list row for row (every page), not taken for an order id', async () => {
    const list = await listOf(world.f1Admin, '?limit=1');
    const full = await listOf(world.f1Admin);
    expect(list.total).toBe(4);
    const response = await get(world.f1Admin, '/api/esim/orders/export?format=xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="don-esim-tat-ca-2026-11-22.xlsx"');
    expect(response.headers['cache-control']).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (row) =>
      rows.push(Array.from((row.values as unknown[]).slice(1), (value) => value ?? '')),
    );
    const header = rows.findIndex((row) => row[0] === 'Mã đơn');
    expect(rows[header]!.slice(0, HEADER.length)).toEqual(HEADER);
    expect(rows.slice(header + 1, header + 1 + full.items.length)).toEqual(expectedCells(full));
  });

  it('is a CSV of the same rows, filtered as the list is', async () => {
    const query = '?status=COMPLETED&createdFrom=2026-11-21&createdTo=2026-11-22';
    const list = await listOf(world.f1Admin, query);
    const response = await get(world.f1Admin, `/api/esim/orders/export${query}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="don-esim-2026-11-21-2026-11-22.csv"');
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    const header = rows.findIndex((row) => row[0] === 'Mã đơn');
    const body = rows.slice(header + 1, header + 1 + list.items.length);
    expect(body).toEqual(expectedCells(list).map((cells) => cells.map(String)));
    expect(rows.length).toBeGreaterThan(header + list.items.length);
  });

  it('has English headers with X-Language: en and shows the F2 agent only its rows', async () => {
    const english = await get(world.f1Admin, '/api/esim/orders/export?format=csv', { 'x-language': 'en' });
    expect(english.body).toContain('Order code');
    expect(english.body).toContain('Japan · 5 GB · 7 days × 2');
    const agent = parseCsv((await get(world.f2Agent, '/api/esim/orders/export?format=csv')).body);
    const codes = agent.map((row) => row[0]);
    expect(codes).toContain(orders.completed.orderCode);
    expect(codes).not.toContain(orders.f1Own.orderCode);
    expect(codes).not.toContain(orders.stranger.orderCode);
  });
});

describe('the export path beside the order view', () => {
  it('wins over `/esim/orders/:id` (uuid-checked) even when that route is registered first', async () => {
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    bare.addHook('onRequest', async (request) => {
      (request as { auth?: unknown }).auth = { userId: 'u', agencyId: 'a', permissions: ['USE_ESIM'] };
    });
    await bare.register(
      async (api) => {
        api.get('/esim/orders/:id', { schema: { params: ZEsimOrderParams } }, async () => ({ view: true }));
        const orders = {
          list: async () => ({ items: [], total: 0 }),
          exportFile: async () => ({ fileName: 'don-esim-x.csv', body: 'csv' }),
        } as unknown as EsimOrderListService;
        await api.register(esimOrderListRoutes({ orders }));
      },
      { prefix: '/api' },
    );
    const exported = await bare.inject({ method: 'GET', url: '/api/esim/orders/export?format=csv' });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toContain('don-esim-x.csv');
    const view = await bare.inject({ method: 'GET', url: `/api/esim/orders/${orders.completed.id}` });
    expect(view.json()).toEqual({ view: true });
    await bare.close();
  });
});
