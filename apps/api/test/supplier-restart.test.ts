// The simulated suppliers restarted mid-journey (as a restart of `npm start` does): a PNR held before the restart is
// still there after it, and issues from the deposit as if nothing had happened.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingDetail } from '@portal/contracts';
import { startSimulator, type TRunningSimulator } from '@portal/supplier-sim';
import { createSupplierGateway } from '../src/modules/suppliers/suppliers.module.js';
import { bookingApi } from './support/bookings.js';
import {
  CALM,
  expectLedgerInvariants,
  holdFor,
  moneyApi,
  topUp,
  transactionsOf,
  vietnamTodayAt,
} from './support/booking-money.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

let dataDir: string;
let simulator: TRunningSimulator;
let port: number;
let ctx: TestContext;
let agent: SignedIn;

const startSuppliers = (listenOn: number) =>
  startSimulator({ port: listenOn, host: '127.0.0.1', faults: CALM, now: () => ctx.clock.now(), dataDir });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-suppliers-'));
  simulator = await startSuppliers(0);
  port = Number(new URL(simulator.url).port);
  ctx = await createTestContext({
    signInsForF1s: true,
    suppliers: createSupplierGateway({ suppliersUrl: simulator.url }),
  });
  ctx.clock.set(vietnamTodayAt(9));
  agent = await ctx.newSignedInUser({ role: 'agent_f1' });
  await topUp(ctx, agent.agencyId, 100_000_000);
});
afterAll(async () => {
  await ctx.close();
  await simulator.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('suppliers restarted between the hold and the issue', () => {
  it('still know the held PNR, which issues and is paid once', async () => {
    const booking = await holdFor(ctx, agent);
    await simulator.close();
    simulator = await startSuppliers(port);
    // A real restart takes seconds, in which the gateway's kept-alive sockets to the old process are seen closed; here
    // the next call would come before the close is even read, and reuse a dead socket ("other side closed").
    await new Promise((resolve) => setTimeout(resolve, 100));

    const issued = await moneyApi(ctx).issue(agent, booking.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const detail = (await bookingApi(ctx).detail(agent, booking.id)).json<TBookingDetail>();
    expect(detail.status).toBe('EXPORT');
    expect(detail.pnr).toBe(booking.pnr);
    expect((await transactionsOf(ctx, booking.id)).length).toBeGreaterThan(0);
    await expectLedgerInvariants(ctx);
  });
});
