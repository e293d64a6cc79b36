// The eSIM tests' world: a real simulator over HTTP (no latency, the test's clock) serving /esim/*, the API on a fresh
// database pointed at it, an F1 → F2 → F3 chain with deposits and ESIM fee rules, and typed calls to /api/esim/*.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TEsimOrder, TEsimProduct, TEsimProductsResponse } from '@portal/contracts';
import { startSimulator, type TRunningSimulator } from '@portal/supplier-sim';
import type { ServerConfig } from '../../src/config.js';
import type { BuiltApp } from '../../src/app.js';
import type { EsimGateway } from '../../src/modules/suppliers/esim/esim-gateway.js';
import { createEsimGateway } from '../../src/modules/suppliers/suppliers.module.js';
import { figuresOf, topUp } from './booking-money.js';
import { createTestContext, signInAs, type SignedIn, type TestContext } from './test-context.js';
import type { TrainChain } from './train-money.js';
export { movedSince } from './train-money.js';
import { INSTANT } from './search-stream.js';
import { jsonOf } from './trains.js';

export { jsonOf };
export const ESIM_NOW = new Date('2026-11-21T03:00:00Z');
export const CUSTOMER = { fullName: 'Nguyễn Văn An', email: 'an@example.vn', mobile: '0901234567' };

export type EsimApp = { simulator: TRunningSimulator; ctx: TestContext; api: ReturnType<typeof esimApi> };

export async function startEsimApp(
  options: {
    config?: Partial<ServerConfig>;
    /** Wraps the real eSIM gateway (to step in between the API and the simulator). */
    wrapEsim?: (esim: EsimGateway, simulator: TRunningSimulator) => EsimGateway;
  } = {},
): Promise<EsimApp> {
  const holder: { ctx?: TestContext } = {};
  const simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    faults: { ...INSTANT, ESH: { latencyMs: [0, 0], errorRate: 0, timeoutRate: 0 } },
    now: () => holder.ctx?.clock.now() ?? ESIM_NOW,
  });
  const real = createEsimGateway({ suppliersUrl: simulator.url });
  const ctx = await createTestContext({
    config: { ...options.config, suppliersUrl: simulator.url },
    esim: options.wrapEsim?.(real, simulator) ?? real,
  });
  holder.ctx = ctx;
  ctx.clock.set(ESIM_NOW);
  return { simulator, ctx, api: esimApi(ctx) };
}

export async function closeEsimApp(app: EsimApp | undefined): Promise<void> {
  await app?.ctx.close();
  await app?.simulator.close();
}

let keySequence = 0;
export const newKey = () => `esim-test-${Date.now().toString(36)}-${++keySequence}`;

export function esimApi(ctx: TestContext) {
  const inject = (
    who: SignedIn,
    request: { method: 'GET' | 'POST'; url: string; payload?: unknown; key?: string; stepUp?: string },
  ) =>
    ctx.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...who.auth,
        ...(request.key ? { 'idempotency-key': request.key } : {}),
        ...(request.stepUp ? { 'x-step-up': request.stepUp } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
    });
  const item = (orderId: string, esimId: string, action: string) =>
    `/api/esim/orders/${orderId}/esims/${esimId}/${action}`;
  return {
    inject,
    products: (who: SignedIn) => inject(who, { method: 'GET', url: '/api/esim/products' }),
    product: (who: SignedIn, id: string) => inject(who, { method: 'GET', url: `/api/esim/products/${id}` }),
    order: (who: SignedIn, body: Record<string, unknown>, key = newKey(), stepUp?: string) =>
      inject(who, { method: 'POST', url: '/api/esim/orders', payload: body, key, stepUp }),
    get: (who: SignedIn, id: string) => inject(who, { method: 'GET', url: `/api/esim/orders/${id}` }),
    usage: (who: SignedIn, orderId: string, esimId: string) =>
      inject(who, { method: 'GET', url: item(orderId, esimId, 'usage') }),
    topUpProducts: (who: SignedIn, orderId: string, esimId: string) =>
      inject(who, { method: 'GET', url: item(orderId, esimId, 'topup-products') }),
    topUp: (
      who: SignedIn,
      target: { orderId: string; esimId: string },
      body: Record<string, unknown>,
      key = newKey(),
    ) => inject(who, { method: 'POST', url: item(target.orderId, target.esimId, 'topups'), payload: body, key }),
    refund: (who: SignedIn, target: { orderId: string; esimId: string }, key = newKey()) =>
      inject(who, { method: 'POST', url: item(target.orderId, target.esimId, 'refund'), payload: {}, key }),
  };
}

/** An ESIM rule of `chargerId` for its child `subAgencyId`: `amount` per eSIM, `changeAmount` per top-up. */
export async function esimRule(
  ctx: TestContext,
  rule: { chargerId: string; subAgencyId: string; amount: number; changeAmount: number },
) {
  await ctx.db.insert(tables.commissionFees).values({
    agencyId: rule.chargerId,
    subAgencyId: rule.subAgencyId,
    product: 'ESIM',
    airline: null,
    routeScope: 'international',
    paxType: 'ADT',
    chargeBasis: 'ticket',
    amount: rule.amount,
    changeAmount: rule.changeAmount,
  });
}

/** The priced catalogue for this caller. */
export async function productsFor(app: EsimApp, who: SignedIn): Promise<TEsimProduct[]> {
  return jsonOf<TEsimProductsResponse>(await app.api.products(who)).products;
}

/** The two cheapest country packages with data (distinct ids): what the order tests buy. */
export function twoPackages(products: readonly TEsimProduct[]): [TEsimProduct, TEsimProduct] {
  const sorted = products.filter((p) => p.coverage.type === 'country').sort((a, b) => a.unitPrice - b.unitPrice);
  return [sorted[0]!, sorted[1]!];
}

export const orderOf = (response: LightMyRequestResponse, status = 200) => jsonOf<TEsimOrder>(response, status);

/** The simulator's test hook: the phone installs the eSIM (optionally having used some data). */
export async function installEsim(app: EsimApp, iccid: string, usedMb?: number): Promise<void> {
  const response = await fetch(`${app.simulator.url}/admin/esim/usage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ iccid, installed: true, ...(usedMb === undefined ? {} : { usedMb }) }),
  });
  if (!response.ok) throw new Error(`install ${iccid}: HTTP ${response.status} ${await response.text()}`);
}

/** The ledger transactions and open reservations of an eSIM order. */
export async function esimLedgerOf(ctx: TestContext, orderId: string) {
  const transactions = await ctx.db
    .select()
    .from(tables.ledgerTransactions)
    .where(
      and(
        eq(tables.ledgerTransactions.referenceType, 'esim_order'),
        eq(tables.ledgerTransactions.referenceId, orderId),
      ),
    );
  const reservations = await ctx.db
    .select()
    .from(tables.ledgerReservations)
    .where(
      and(
        eq(tables.ledgerReservations.referenceType, 'esim_order'),
        eq(tables.ledgerReservations.referenceId, orderId),
      ),
    );
  return { transactions, reservations };
}

/**
 * F1 → F2 → F3, each deposit topped up; the agent is an F3 administrator with USE_ESIM (and EXPORT_TICKET). Fees:
 * the F2 charges the F3 `f2Fee` per eSIM (`f2TopUp` per top-up), the F1 charges the F2 `f1Fee` (`f1TopUp`).
 */
export async function esimChain(
  ctx: TestContext,
  options: { deposit?: number; f1Fee?: number; f2Fee?: number; f1TopUp?: number; f2TopUp?: number } = {},
): Promise<TrainChain> {
  const f1 = await ctx.newAgency({ level: 'F1' });
  const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
  const f3 = await ctx.newAgency({ level: 'F3', parentId: f2.id });
  for (const agency of [f1, f2, f3]) await topUp(ctx, agency.id, options.deposit ?? 50_000_000);
  await esimRule(ctx, {
    chargerId: f1.id,
    subAgencyId: f2.id,
    amount: options.f1Fee ?? 0,
    changeAmount: options.f1TopUp ?? 0,
  });
  await esimRule(ctx, {
    chargerId: f2.id,
    subAgencyId: f3.id,
    amount: options.f2Fee ?? 0,
    changeAmount: options.f2TopUp ?? 0,
  });
  const user = await ctx.newUser({ agencyId: f3.id, role: 'admin_f2' });
  const agent = await signInAs(ctx, user.username, user.password);
  const baseline: TrainChain['baseline'] = {};
  for (const agency of [f1, f2, f3]) baseline[agency.id] = await figuresOf(ctx, agency.id);
  return { f1: f1.id, f2: f2.id, f3: f3.id, agent, agentF3UserId: user.id, baseline };
}

/** Asserts the status of an error answer and returns its body (code, message, details). */
export function errorOf(
  response: LightMyRequestResponse,
  status: number,
): { code: number; message: string; details?: Record<string, unknown> } {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ code: number; message: string; details?: Record<string, unknown> }>();
  expect(typeof body.message).toBe('string');
  return body;
}

/** One run of the eSIM reconciliation job of the app. */
export const runEsimJob = (app: EsimApp) => (app.ctx.app as BuiltApp).esimJobs.runOnce();
