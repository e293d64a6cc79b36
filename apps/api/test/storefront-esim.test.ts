// eSIMs on the consumer site (issue 20, decisions 137–138): the /esim pages only on sites selling eSIM, at the consumer
// price (the vendor's retail price, never below the agency's cost); an order made with the server's price, nothing
// bought and no money moved; hostile input answered 400 naming the field; another site's slug 404; and the agency's
// fulfilment through the eSIM module's own order — quote, PIN, two issues at once paying once — completing the order.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS, formatVnd } from '@portal/domain';
import type {
  TB2cEsimQuote,
  TB2cOrderDetail,
  TB2cProduct,
  TEsimProduct,
  TStorefrontEsimOrderResponse,
} from '@portal/contracts';
import type { EsimRefusal } from '../src/modules/suppliers/esim/esim-gateway.js';
import type { SupplierUnknownOutcome } from '../src/modules/suppliers/supplier-gateway.js';
import { FORM_MIN_FILL_MS } from '../src/modules/b2c/storefront/form-guard.js';
import { expectLedgerInvariants } from './support/booking-money.js';
import { b2cApi, b2cJobsOf, newOrder } from './support/b2c.js';
import {
  closeEsimApp,
  esimChain,
  esimLedgerOf,
  movedSince,
  productsFor,
  runEsimJob,
  startEsimApp,
  type EsimApp,
} from './support/esim.js';
import { expectNoInternals } from './support/http.js';
import { TEST_PASSWORD, type SignedIn } from './support/test-context.js';

const F1_FEE = 10_000;
const F2_FEE = 25_000;
let app: EsimApp;
let chain: Awaited<ReturnType<typeof esimChain>>;
let admin: SignedIn;
let stranger: SignedIn;
let products: TEsimProduct[];

async function insertSite(agencyId: string, slug: string, siteProducts: TB2cProduct[]) {
  await app.ctx.db.insert(tables.b2cSites).values({
    agencyId,
    slug,
    name: `Du lịch ${slug}`,
    serviceFees: {
      vn: { domestic: 0, international: 0 },
      lowCost: { domestic: 0, international: 0 },
      gds: { domestic: 0, international: 0 },
    },
    products: siteProducts,
    isPublished: true,
  });
}

/** What the wrapped gateway does with the next eSIM orders, one per call (then they pass to the simulator). */
const nextOrders: ('refuse' | 'lose-answer')[] = [];
const lost: SupplierUnknownOutcome = { ok: false, kind: 'unknown', reason: 'timeout', message: 'no answer (test)' };
const refused: EsimRefusal = {
  ok: false,
  kind: 'refused',
  code: 'UNRECOGNISED',
  httpStatus: 409,
  message: 'sold out (test)',
};

beforeAll(async () => {
  app = await startEsimApp({
    config: { storefrontSubmitPerAddressPerMinute: 1_000, supplierDeadlineMs: 1_000 },
    wrapEsim: (real) => ({
      ...real,
      order: async (system, request, options) => {
        const next = nextOrders.shift();
        if (next === 'refuse') return refused;
        const answer = await real.order(system, request, options);
        return next === 'lose-answer' ? lost : answer;
      },
    }),
  });
  chain = await esimChain(app.ctx, { f1Fee: F1_FEE, f2Fee: F2_FEE });
  admin = await app.ctx.newSignedInUser({
    agencyId: chain.f3,
    role: 'admin_f2',
    permissions: [...DEFAULT_ROLE_PERMISSIONS.admin_f2, 'USE_B2C'],
  });
  await insertSite(chain.f3, 'esim-viet', ['flights', 'esim']);
  stranger = await app.ctx.newSignedInUser({ role: 'admin_f1' });
  await insertSite(stranger.agencyId, 'chi-bay', ['flights']);
  products = await productsFor(app, admin);
}, 120_000);
afterAll(() => closeEsimApp(app));

/** What a consumer pays: the vendor's retail price, never below the agency's cost. */
const consumerPrice = (product: TEsimProduct) => Math.max(product.retailPrice, product.unitPrice);
const productById = (id: string) => products.find((product) => product.id === id)!;

let addressCounter = 0;
const freshAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

async function formToken(slug = 'esim-viet'): Promise<string> {
  const response = await app.ctx.app.inject({ url: `/api/s/${slug}/form-token` });
  expect(response.statusCode).toBe(200);
  return response.json<{ formToken: string }>().formToken;
}

const order = (payload: Record<string, unknown>, slug = 'esim-viet', headers: Record<string, string> = {}) =>
  app.ctx.app.inject({
    method: 'POST',
    url: `/api/s/${slug}/esim/orders`,
    payload,
    remoteAddress: freshAddress(),
    headers,
  });

const valid = (token: string, overrides: Record<string, unknown> = {}) => ({
  packageId: 'jp-5gb-7d',
  quantity: 2,
  contact: { name: 'Trần Thị Mai', phone: '0912 345 678', email: 'mai.tran@example.vn' },
  formToken: token,
  website: '',
  ...overrides,
});

/** A consumer's order through the storefront, its token old enough. */
async function placeOrder(overrides: Record<string, unknown> = {}): Promise<TStorefrontEsimOrderResponse> {
  const token = await formToken();
  app.ctx.clock.advance(FORM_MIN_FILL_MS + 1_000);
  const response = await order(valid(token, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TStorefrontEsimOrderResponse>();
}

async function orderRow(orderCode: string) {
  const [row] = await app.ctx.db.select().from(tables.b2cOrders).where(eq(tables.b2cOrders.orderNumber, orderCode));
  return row!;
}

describe('the /esim pages', () => {
  it('list the destinations at consumer prices on a site selling eSIM, and a destination its packages', async () => {
    const page = await app.ctx.app.inject({ url: '/s/esim-viet/esim' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Nhật Bản');
    expect(page.body).toContain('href="/s/esim-viet/esim?dest=JP"');
    expect(page.body).toContain('"page":"esim"');
    const japan = products.filter((product) => product.coverage.type === 'country' && product.coverage.code === 'JP');
    const cheapest = Math.min(...japan.map(consumerPrice));
    expect(page.body).toContain(`từ ${formatVnd(cheapest)}`);

    const packages = await app.ctx.app.inject({ url: '/s/esim-viet/esim?dest=JP&lang=en' });
    expect(packages.statusCode).toBe(200);
    expect(packages.body).toContain('Japan eSIM packages');
    for (const product of japan) {
      expect(packages.body).toContain(`data-package="${product.id}"`);
      expect(packages.body).toContain(formatVnd(consumerPrice(product)));
    }
    // Multi-country packages that work in Japan are offered beside its own.
    expect(packages.body).toContain('data-package="asia-');
    // The agency's cost (net plus the chain's fees) is never on the page when it differs from the consumer price.
    const dear = japan.find((product) => product.unitPrice < product.retailPrice)!;
    expect(packages.body).not.toContain(formatVnd(dear.unitPrice));

    const home = await app.ctx.app.inject({ url: '/s/esim-viet' });
    expect(home.body).toContain('href="/s/esim-viet/esim"');
  });

  it('filter by name (accents ignored) and region on the server, for phones without script', async () => {
    const page = await app.ctx.app.inject({ url: `/s/esim-viet/esim?q=${encodeURIComponent('han quoc')}` });
    expect(page.body).toMatch(/<li data-names="han quoc south korea kr">/);
    expect(page.body).toMatch(/<li data-names="nhat ban japan jp" hidden>/);
    const europe = await app.ctx.app.inject({ url: '/s/esim-viet/esim?region=EUROPE' });
    expect(europe.body).toMatch(/<li data-names="phap france fr">/);
    expect(europe.body).toMatch(/<section class="sf-dest-group" data-region="ASIA" hidden>/);
  });

  it('the order form carries a fresh token, the package and its price, and is never cached', async () => {
    const form = await app.ctx.app.inject({ url: '/s/esim-viet/esim/order?package=jp-5gb-7d' });
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.body).toMatch(/name="formToken" value="[^"]{20,}"/);
    expect(form.body).toContain('name="website"');
    expect(form.body).toContain(formatVnd(consumerPrice(productById('jp-5gb-7d'))));
    expect(form.body).toContain('"page":"esimOrder"');
    const gone = await app.ctx.app.inject({ url: '/s/esim-viet/esim/order?package=jp-999gb-1d' });
    expect(gone.statusCode).toBe(404);
  });

  it('answer 404 on a site that does not sell eSIM, and on an unknown or unpublished site', async () => {
    for (const url of ['/s/chi-bay/esim', '/s/chi-bay/esim/order?package=jp-5gb-7d', '/s/khong-co/esim']) {
      const page = await app.ctx.app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).not.toContain('esim-viet');
    }
    const home = await app.ctx.app.inject({ url: '/s/chi-bay' });
    expect(home.body).not.toContain('/esim"');
  });
});

describe('POST /api/s/{slug}/esim/orders', () => {
  it("makes a B2C order at the server's price with its notice, and buys nothing and moves no money", async () => {
    const before = await movedSince(app.ctx, chain, chain.f3);
    const booked = await placeOrder({ quantity: 2 });
    expect(booked.status).toBe('booked');
    expect(booked.orderCode).toMatch(/^B2C\d{6}[A-Z2-9]{4}$/);
    expect(booked.confirmationPath).toMatch(new RegExp(`^/order/${booked.orderCode}\\?key=[A-Za-z0-9_-]{32}$`));
    const product = productById('jp-5gb-7d');
    expect(booked.totalAmount).toBe(2 * consumerPrice(product));
    const row = await orderRow(booked.orderCode);
    expect(row).toMatchObject({
      agencyId: chain.f3,
      kind: 'esim',
      status: '02',
      contactName: 'Trần Thị Mai',
      contactPhone: '0912345678',
      contactEmail: 'mai.tran@example.vn',
      totalAmount: 2 * consumerPrice(product),
      amountDue: 2 * consumerPrice(product),
      serviceFee: 2 * (consumerPrice(product) - product.unitPrice),
    });
    expect(row.details).toMatchObject({
      lines: [{ productId: 'jp-5gb-7d', name: 'Nhật Bản 5 GB 7 ngày', quantity: 2, unitPrice: consumerPrice(product) }],
      summary: 'eSIM Nhật Bản 5 GB 7 ngày × 2',
      language: 'vi',
    });
    const told = await app.ctx.db
      .select({ userId: tables.notifications.userId })
      .from(tables.notifications)
      .where(and(eq(tables.notifications.type, 'b2c.order'), eq(tables.notifications.agencyId, chain.f3)));
    expect(told.map((entry) => entry.userId)).toContain(admin.userId);
    expect(await movedSince(app.ctx, chain, chain.f3)).toEqual(before);
    const bought = await app.ctx.db.select().from(tables.esimOrders).where(eq(tables.esimOrders.agencyId, chain.f3));
    expect(bought).toEqual([]);
  });

  it('prices a package whose retail price is below the agency cost at the cost (the agency never loses)', async () => {
    const cheap = products.find((product) => product.retailPrice < product.unitPrice)!;
    expect(cheap, 'the chain fees make some package dearer than its retail price').toBeTruthy();
    const booked = await placeOrder({ packageId: cheap.id, quantity: 1 });
    expect(booked.totalAmount).toBe(cheap.unitPrice);
    expect((await orderRow(booked.orderCode)).serviceFee).toBe(0);
  });

  it('answers 400 naming each field at fault, never a 500', async () => {
    const token = await formToken();
    app.ctx.clock.advance(FORM_MIN_FILL_MS + 1_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 6 }, 'quantity'],
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ packageId: "jp' or 1=1--" }, 'packageId'],
      [{ packageId: 'jp-999gb-1d' }, 'packageId'],
      [{ contact: { name: 'Mai', phone: '0912345678', email: '' } }, 'contact.email'],
      [{ contact: { name: 'Mai', phone: '12345', email: 'mai@example.vn' } }, 'contact.phone'],
      [{ contact: { name: 'M4i <b>', phone: '0912345678', email: 'mai@example.vn' } }, 'contact.name'],
      [{ contact: { name: 'Mai', phone: '0912345678', email: 'not-an-email' } }, 'contact.email'],
      [{ contact: { name: 'Mai', phone: '0912345678' } }, 'contact.email'],
      [{ price: 1 }, ''],
      [{ website: 'http://spam.example' }, 'website'],
      [{ formToken: `${token.slice(0, -4)}AAAA` }, 'formToken'],
    ];
    for (const [overrides, field] of cases) {
      const response = await order(valid(token, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expectNoInternals(response);
      const fields = response.json<{ details?: { fields?: { field: string }[] } }>().details?.fields ?? [];
      expect(fields.map((entry) => entry.field).join(' '), JSON.stringify(overrides)).toContain(field);
    }
    const messages = await order(valid(token, { contact: { name: 'Mai', phone: '1', email: '' } }), 'esim-viet', {
      'x-language': 'en',
    });
    const named = messages.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields;
    expect(named).toEqual(
      expect.arrayContaining([
        { field: 'contact.phone', message: 'Not a valid Vietnamese mobile number' },
        { field: 'contact.email', message: 'This field is required' },
      ]),
    );
    const big = await order({ ...valid(token), padding: 'x'.repeat(20_000) });
    expect(big.statusCode).toBe(413);
  });

  it("refuses another site's token, and answers 404 for a site without eSIM or an unknown one", async () => {
    const theirs = await formToken('chi-bay');
    app.ctx.clock.advance(FORM_MIN_FILL_MS + 1_000);
    const crossed = await order(valid(theirs));
    expect(crossed.json()).toMatchObject({ details: { fields: [{ field: 'formToken', message: 'another site' }] } });
    for (const slug of ['chi-bay', 'khong-co', 'API']) {
      const response = await order(valid(theirs), slug);
      expect(response.statusCode, slug).toBe(404);
      expect(response.body).not.toContain(chain.f3);
    }
  });
});

describe('the agency issues the eSIMs (/api/b2c/orders/{id}/issue-esim)', () => {
  const api = () => b2cApi(app.ctx);
  const quoteOf = async (who: SignedIn, id: string) =>
    app.ctx.app.inject({ method: 'GET', url: `/api/b2c/orders/${id}/esim-quote`, headers: who.auth });
  const issue = (who: SignedIn, id: string, acceptedTotal: number, stepUp?: string) =>
    app.ctx.app.inject({
      method: 'POST',
      url: `/api/b2c/orders/${id}/issue-esim`,
      headers: { ...who.auth, ...(stepUp ? { 'x-step-up': stepUp } : {}) },
      payload: { acceptedTotal },
    });

  /** A storefront order of this package, its payment confirmed (03). */
  async function paidOrder(packageId = 'jp-3gb-7d', quantity = 2) {
    const booked = await placeOrder({ packageId, quantity });
    const row = await orderRow(booked.orderCode);
    const paid = await api().act(admin, row.id, 'confirm-payment', { amount: row.totalAmount });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<TB2cOrderDetail>().actions).toEqual(['process', 'issue-esim', 'cancel']);
    return row;
  }

  it('quotes the deposit, refuses a stale total, then two issues at once buy once and complete the order', async () => {
    const row = await paidOrder('jp-3gb-7d', 2);
    const product = productById('jp-3gb-7d');
    const quote = (await quoteOf(admin, row.id)).json<TB2cEsimQuote>();
    expect(quote).toMatchObject({
      total: 2 * product.unitPrice,
      consumerTotal: row.totalAmount,
      customer: { fullName: 'Trần Thị Mai', email: 'mai.tran@example.vn', mobile: '0912345678' },
      lines: [{ productId: 'jp-3gb-7d', quantity: 2, unitPrice: product.unitPrice }],
    });
    const before = {
      f3: await movedSince(app.ctx, chain, chain.f3),
      f2: await movedSince(app.ctx, chain, chain.f2),
      f1: await movedSince(app.ctx, chain, chain.f1),
    };

    const stale = await issue(admin, row.id, quote.total - 1);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ details: { reason: 'priceChanged', newTotal: quote.total } });
    expect(await movedSince(app.ctx, chain, chain.f3)).toEqual(before.f3);

    const answers = await Promise.all([1, 2, 3].map(() => issue(admin, row.id, quote.total)));
    for (const answer of answers) expect([200, 202], answer.body).toContain(answer.statusCode);
    const bought = await app.ctx.db
      .select()
      .from(tables.esimOrders)
      .where(like(tables.esimOrders.idempotencyKey, `b2c-esim:${row.id}:%`));
    expect(bought).toHaveLength(1);
    const esimOrder = bought[0]!;
    expect(esimOrder).toMatchObject({ status: 'COMPLETED', agencyId: chain.f3, totalAmount: quote.total });
    expect(esimOrder.customer).toEqual(quote.customer);
    const ledger = await esimLedgerOf(app.ctx, esimOrder.id);
    expect(ledger.transactions.map((entry) => entry.type)).toEqual(['S']);

    const f3 = await movedSince(app.ctx, chain, chain.f3);
    const f2 = await movedSince(app.ctx, chain, chain.f2);
    const f1 = await movedSince(app.ctx, chain, chain.f1);
    expect(f3.balance - before.f3.balance).toBe(-quote.total);
    expect(f3.reserved - before.f3.reserved).toBe(0);
    expect(f2.commission - before.f2.commission).toBe(2 * F2_FEE);
    expect(f1.commission - before.f1.commission).toBe(2 * F1_FEE);
    await expectLedgerInvariants(app.ctx);

    const detail = (await api().detail(admin, row.id)).json<TB2cOrderDetail>();
    expect(detail).toMatchObject({
      status: '05',
      actions: [],
      esimOrder: { id: esimOrder.id, status: 'COMPLETED', orderCode: esimOrder.orderCode, totalAmount: quote.total },
      details: { esimOrderId: esimOrder.id },
    });
    const actions = detail.history.map((event) => event.action);
    expect(actions.filter((action) => action === 'issue-esim')).toHaveLength(1);
    expect(actions.filter((action) => action === 'esim-mailed')).toHaveLength(1);
    const mails = await app.ctx.db
      .select()
      .from(tables.outboxEmails)
      .where(eq(tables.outboxEmails.toAddress, 'mai.tran@example.vn'));
    // The activation mail once (the consumer's order confirmations are mails of their own, decision 132).
    expect(mails.filter((mail) => mail.body.includes(esimOrder.orderCode!))).toHaveLength(1);

    // Once more: the same answer, nothing bought or mailed again.
    const again = await issue(admin, row.id, quote.total);
    expect(again.statusCode, again.body).toBe(200);
    expect(await movedSince(app.ctx, chain, chain.f3)).toEqual(f3);
    const events = (await api().detail(admin, row.id)).json<TB2cOrderDetail>().history;
    expect(events).toHaveLength(detail.history.length);
  });

  it("a vendor's refusal ends the attempt (nothing kept); the next click buys under a new key", async () => {
    const row = await paidOrder('kh-1gb-3d', 1);
    const total = (await quoteOf(admin, row.id)).json<TB2cEsimQuote>().total;
    const before = await movedSince(app.ctx, chain, chain.f3);
    nextOrders.push('refuse');
    const refusal = await issue(admin, row.id, total);
    expect(refusal.statusCode, refusal.body).toBe(409);
    expect(refusal.json()).toMatchObject({ details: { reason: 'supplierRefused', supplierCode: 'UNRECOGNISED' } });
    expect(await movedSince(app.ctx, chain, chain.f3)).toEqual(before);
    expect((await api().detail(admin, row.id)).json<TB2cOrderDetail>()).toMatchObject({ status: '03' });

    const done = await issue(admin, row.id, total);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<TB2cOrderDetail>()).toMatchObject({ status: '05', esimOrder: { status: 'COMPLETED' } });
    const attempts = await app.ctx.db
      .select({ key: tables.esimOrders.idempotencyKey, status: tables.esimOrders.status })
      .from(tables.esimOrders)
      .where(like(tables.esimOrders.idempotencyKey, `b2c-esim:${row.id}:%`));
    expect(attempts.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `b2c-esim:${row.id}:0`, status: 'FAILED' },
      { key: `b2c-esim:${row.id}:1`, status: 'COMPLETED' },
    ]);
    expect((await movedSince(app.ctx, chain, chain.f3)).balance - before.balance).toBe(-total);
    await expectLedgerInvariants(app.ctx);
  });

  it('a lost vendor answer leaves the order 04 and not cancellable; once the eSIM job settles it, the B2C job completes and mails it', async () => {
    const row = await paidOrder('la-1gb-3d', 1);
    const total = (await quoteOf(admin, row.id)).json<TB2cEsimQuote>().total;
    nextOrders.push('lose-answer');
    const pending = await issue(admin, row.id, total);
    expect(pending.statusCode, pending.body).toBe(202);
    expect(pending.json<TB2cOrderDetail>()).toMatchObject({
      status: '04',
      esimOrder: { status: 'ORDERING' },
      actions: ['issue-esim'],
    });
    expect((await api().act(admin, row.id, 'cancel')).statusCode).toBe(409);
    // Still unknown: another click buys nothing more and waits.
    expect((await issue(admin, row.id, total)).statusCode).toBe(202);
    app.ctx.clock.advance(5_000);
    await runEsimJob(app);
    expect((await b2cJobsOf(app.ctx).runOnce()).esimsSettled).toBe(1);
    // Nothing more on the next run, and a late click answers the completed order without buying again.
    expect((await b2cJobsOf(app.ctx).runOnce()).esimsSettled).toBe(0);
    const done = await issue(admin, row.id, total);
    expect(done.statusCode, done.body).toBe(200);
    const detail = done.json<TB2cOrderDetail>();
    expect(detail).toMatchObject({ status: '05', esimOrder: { status: 'COMPLETED' } });
    const mailed = detail.history.at(-1)!;
    expect(mailed).toMatchObject({ action: 'esim-mailed', actorName: expect.any(String) });
    expect(mailed.details.to).toBe(row.contactEmail);
    expect(detail.history.map((event) => event.action)).toEqual([
      'create',
      'confirm-payment',
      'esim-ordering',
      'issue-esim',
      'esim-mailed',
    ]);
    const bought = await app.ctx.db
      .select()
      .from(tables.esimOrders)
      .where(like(tables.esimOrders.idempotencyKey, `b2c-esim:${row.id}:%`));
    expect(bought).toHaveLength(1);
    expect((await esimLedgerOf(app.ctx, bought[0]!.id)).transactions.map((entry) => entry.type)).toEqual(['S']);
  });

  it('refuses what cannot be issued: unpaid, not an eSIM order, no package; complete is not the way', async () => {
    const booked = await placeOrder({ packageId: 'kr-1gb-3d', quantity: 1 });
    const unpaid = await orderRow(booked.orderCode);
    const early = await issue(admin, unpaid.id, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ details: { reason: 'wrongState', status: '02' } });
    await api().act(admin, unpaid.id, 'confirm-payment', { amount: unpaid.totalAmount });
    const completed = await api().act(admin, unpaid.id, 'complete');
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({ details: { reason: 'esimNotIssued' } });

    const tour = await newOrder(app.ctx, chain.f3);
    expect((await issue(admin, tour.id, 1)).statusCode).toBe(409);
    const handMade = await newOrder(app.ctx, chain.f3, {
      kind: 'esim',
      summary: 'eSIM Nhật Bản',
      details: { lines: [{ name: 'Nhật Bản 5 GB', quantity: 1, unitPrice: 1 }] },
    });
    await api().act(admin, handMade.id, 'confirm-payment', { amount: 1 });
    const noPackage = await issue(admin, handMade.id, 1);
    expect(noPackage.statusCode).toBe(409);
    expect(noPackage.json()).toMatchObject({ details: { reason: 'esimNoPackage' } });
    expect((await quoteOf(admin, handMade.id)).statusCode).toBe(409);
  });

  it("is another agency's 404, and 403 without USE_ESIM", async () => {
    const row = await paidOrder('th-1gb-3d', 1);
    const strangerAdmin = await app.ctx.newSignedInUser({ role: 'admin_f1' });
    expect((await issue(strangerAdmin, row.id, 1)).statusCode).toBe(404);
    expect((await quoteOf(strangerAdmin, row.id)).statusCode).toBe(404);
    const withoutEsim = await app.ctx.newSignedInUser({
      agencyId: chain.f3,
      role: 'admin_f2',
      permissions: ['USE_B2C', 'EXPORT_TICKET'],
    });
    expect((await issue(withoutEsim, row.id, 1)).statusCode).toBe(403);
    const bought = await app.ctx.db
      .select()
      .from(tables.esimOrders)
      .where(like(tables.esimOrders.idempotencyKey, `b2c-esim:${row.id}:%`));
    expect(bought).toEqual([]);
  });

  it("asks for the agent's PIN before it buys, as the portal's eSIM orders do", async () => {
    const row = await paidOrder('sg-1gb-3d', 1);
    const pinned = await app.ctx.newSignedInUser({
      agencyId: chain.f3,
      role: 'admin_f2',
      permissions: [...DEFAULT_ROLE_PERMISSIONS.admin_f2, 'USE_B2C'],
    });
    const on = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code',
      headers: pinned.auth,
      payload: { pin: '493817', password: TEST_PASSWORD },
    });
    expect(on.statusCode, on.body).toBe(200);
    const total = (await quoteOf(pinned, row.id)).json<TB2cEsimQuote>().total;
    const asked = await issue(pinned, row.id, total);
    expect(asked.statusCode, asked.body).toBe(403);
    const salt = asked.json<{ details: { salt: string } }>().details.salt;
    const verified = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code/verify',
      headers: pinned.auth,
      payload: { salt, pin: '493817' },
    });
    const token = verified.json<{ stepUpToken: string }>().stepUpToken;
    const done = await issue(pinned, row.id, total, token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<TB2cOrderDetail>().status).toBe('05');
  });
});
