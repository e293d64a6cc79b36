// The gateway's booking calls against a started simulator: the happy path, refusals as definite failures, timeouts and lost replies as unknown outcomes.
import type { TSupplierHoldRequest } from '@portal/contracts';
import { startSimulator, type TRunningSimulator } from '@portal/supplier-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierGateway } from '../src/modules/suppliers/suppliers.module.js';
import type { SupplierCallResult, SupplierGateway } from '../src/modules/suppliers/supplier-gateway.js';
import { INSTANT } from './support/search-stream.js';

/** 10:00 in Vietnam on 21 November 2026; flights on 15 December. */
const NOW = new Date('2026-11-21T03:00:00Z');
const ACCOUNT = 'SGNVN28AA';
const DEADLINE = { deadlineMs: 2000 };

let simulator: TRunningSimulator;
let gateway: SupplierGateway;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', faults: INSTANT, now: () => NOW });
  gateway = createSupplierGateway({ suppliersUrl: simulator.url });
});
afterAll(() => simulator.close());

function valueOf<T>(result: SupplierCallResult<T>): T {
  if (!result.ok) throw new Error(`expected an answer, got ${JSON.stringify(result)}`);
  return result.value;
}

async function holdRequest(system: 'VN' | 'VJ' = 'VN'): Promise<TSupplierHoldRequest> {
  const answer = await gateway.search(
    system,
    { legs: [{ from: 'HAN', to: 'SGN', date: '2026-12-15' }], pax: { adt: 1, chd: 0, inf: 0 } },
    { signal: new AbortController().signal },
  );
  const flight = answer.flights.find((candidate) => candidate.fares.some((fare) => fare.seatAvailable >= 2));
  const fare = flight?.fares.find((candidate) => candidate.seatAvailable >= 2);
  if (!flight || !fare) throw new Error('no fare');
  return {
    account: ACCOUNT,
    clientRef: `gw-${Math.random().toString(36).slice(2)}`,
    flights: [{ key: flight.key, fareClass: fare.fareClass }],
    passengers: [
      { id: 'ADT-1', type: 'ADT', title: 'MR', lastName: 'NGUYEN', firstName: 'VAN DUC', birthDate: '1990-05-20' },
    ],
    contact: { name: 'NGUYEN VAN DUC', phone: '0912345678' },
  };
}

describe('booking calls', () => {
  it('prices, lists add-ons, holds, retrieves, issues and voids', async () => {
    const request = await holdRequest();
    const check = valueOf(
      await gateway.priceCheck(
        'VN',
        { account: ACCOUNT, flights: request.flights, pax: { adt: 1, chd: 0, inf: 0 } },
        DEADLINE,
      ),
    );
    expect(check).toMatchObject({ isAvailable: true, isPriceChanged: false });
    const addOns = valueOf(
      await gateway.ancillaries(
        'VN',
        { account: ACCOUNT, flights: request.flights, pax: { adt: 1, chd: 0, inf: 0 } },
        DEADLINE,
      ),
    );
    expect(addOns.routes[0]?.options.map((option) => option.code)).toContain('BAG20');
    const held = valueOf(await gateway.hold('VN', { ...request, expectedTotal: check.totalNet ?? 0 }, DEADLINE));
    expect(held).toMatchObject({ status: 'HOLD', totalNet: check.totalNet, timeLimit: '2026-11-21T23:59:00+07:00' });
    expect(valueOf(await gateway.hold('VN', { ...request, expectedTotal: check.totalNet ?? 0 }, DEADLINE)).pnr).toBe(
      held.pnr,
    );
    expect(
      valueOf(await gateway.retrieve('VN', { pnr: held.pnr, account: ACCOUNT, lastName: 'NGUYEN' }, DEADLINE)).pnr,
    ).toBe(held.pnr);
    const ticketed = valueOf(await gateway.issue('VN', { pnr: held.pnr, account: ACCOUNT }, DEADLINE));
    expect(ticketed.tickets[0]?.number).toMatch(/^738\d{10}$/);
    expect(valueOf(await gateway.void('VN', { pnr: held.pnr, account: ACCOUNT }, DEADLINE)).status).toBe('VOIDED');
  });

  it('cancels a hold, quotes and confirms a refund', async () => {
    const cancelled = valueOf(await gateway.hold('VJ', await holdRequest('VJ'), DEADLINE));
    expect(valueOf(await gateway.cancel('VJ', { pnr: cancelled.pnr, account: ACCOUNT }, DEADLINE)).status).toBe(
      'CANCELLED',
    );
    const held = valueOf(await gateway.hold('VJ', await holdRequest('VJ'), DEADLINE));
    valueOf(await gateway.issue('VJ', { pnr: held.pnr, account: ACCOUNT }, DEADLINE));
    const quote = valueOf(await gateway.refundQuote('VJ', { pnr: held.pnr, account: ACCOUNT }, DEADLINE));
    const refunded = valueOf(
      await gateway.refund('VJ', { pnr: held.pnr, account: ACCOUNT, quoteId: quote.quoteId }, DEADLINE),
    );
    expect(refunded.refund).toMatchObject({ quoteId: quote.quoteId, refundedAmount: quote.refundableAmount });
  });
});

describe('definite failures (refused)', () => {
  it('maps the supplier code, status, record and new price', async () => {
    const held = valueOf(await gateway.hold('VN', await holdRequest(), DEADLINE));
    await gateway.cancel('VN', { pnr: held.pnr, account: ACCOUNT }, DEADLINE);
    const issue = await gateway.issue('VN', { pnr: held.pnr, account: ACCOUNT }, DEADLINE);
    expect(issue).toMatchObject({
      ok: false,
      kind: 'refused',
      code: 'PNR_CANCELLED',
      httpStatus: 409,
      booking: { pnr: held.pnr, status: 'CANCELLED' },
    });
    const price = await gateway.hold('VN', { ...(await holdRequest()), expectedTotal: 1 }, DEADLINE);
    expect(price).toMatchObject({ kind: 'refused', code: 'PRICE_CHANGED', totalNet: expect.any(Number) });
    expect(await gateway.retrieve('VN', { pnr: held.pnr, account: 'HANVN01BB' }, DEADLINE)).toMatchObject({
      kind: 'refused',
      code: 'OTHER_ACCOUNT',
      httpStatus: 403,
    });
    const bad = await gateway.hold('VN', { ...(await holdRequest()), passengers: [] }, DEADLINE);
    expect(bad).toMatchObject({
      kind: 'refused',
      code: 'BAD_REQUEST',
      httpStatus: 400,
      fields: [{ field: 'passengers' }],
    });
  });
});

describe('unknown outcomes', () => {
  it('a passed deadline is unknown (timeout); retrieving shows nothing was issued', async () => {
    // Only the issue is drawn to time out (0.1 < 0.5); the retrieve after it draws 0.9 and is answered.
    const draws = [0.1];
    const own = await startSimulator({
      port: 0,
      host: '127.0.0.1',
      faults: INSTANT,
      now: () => NOW,
      random: () => draws.shift() ?? 0.9,
    });
    try {
      const ownGateway = createSupplierGateway({ suppliersUrl: own.url });
      const held = valueOf(await ownGateway.hold('VN', await holdRequest(), DEADLINE));
      own.setFaults({ VN: { timeoutRate: 0.5 } });
      const started = performance.now();
      const issue = await ownGateway.issue('VN', { pnr: held.pnr, account: ACCOUNT }, { deadlineMs: 300 });
      expect(issue).toMatchObject({ ok: false, kind: 'unknown', reason: 'timeout' });
      expect(performance.now() - started).toBeLessThan(1500);
      expect(valueOf(await ownGateway.retrieve('VN', { pnr: held.pnr, account: ACCOUNT }, DEADLINE)).status).toBe(
        'HOLD',
      );
    } finally {
      await own.close();
    }
  });

  it('an issue whose reply is lost is unknown (timeout); retrieving shows TICKETED and a retry answers the same tickets', async () => {
    const held = valueOf(await gateway.hold('VJ', await holdRequest('VJ'), DEADLINE));
    simulator.setFaults({ VJ: { issueReplyLostRate: 1 } });
    try {
      expect(await gateway.issue('VJ', { pnr: held.pnr, account: ACCOUNT }, { deadlineMs: 300 })).toMatchObject({
        kind: 'unknown',
        reason: 'timeout',
      });
      let found = valueOf(await gateway.retrieve('VJ', { pnr: held.pnr, account: ACCOUNT }, DEADLINE));
      for (let tries = 0; found.status === 'HOLD' && tries < 30; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        found = valueOf(await gateway.retrieve('VJ', { pnr: held.pnr, account: ACCOUNT }, DEADLINE));
      }
      expect(found.status).toBe('TICKETED');
      expect(valueOf(await gateway.issue('VJ', { pnr: held.pnr, account: ACCOUNT }, DEADLINE)).tickets).toEqual(
        found.tickets,
      );
    } finally {
      simulator.setFaults({ VJ: { issueReplyLostRate: 0 } });
    }
  });

  it('a 5xx is unknown (supplier-error) with the supplier message', async () => {
    const held = valueOf(await gateway.hold('VN', await holdRequest(), DEADLINE));
    simulator.setFaults({ VN: { errorRate: 1 } });
    const issue = await gateway.issue('VN', { pnr: held.pnr, account: ACCOUNT }, DEADLINE);
    simulator.setFaults({ VN: { errorRate: 0 } });
    expect(issue).toMatchObject({
      kind: 'unknown',
      reason: 'supplier-error',
      message: expect.stringContaining('simulated'),
    });
  });

  it('no connection is unknown (unreachable); a caller that left is unknown (aborted)', async () => {
    const nowhere = createSupplierGateway({ suppliersUrl: 'http://127.0.0.1:1' });
    expect(await nowhere.issue('VN', { pnr: 'ABC123', account: ACCOUNT }, DEADLINE)).toMatchObject({
      kind: 'unknown',
      reason: 'unreachable',
    });
    const gone = new AbortController();
    gone.abort();
    expect(
      await gateway.retrieve('VN', { pnr: 'ABC123', account: ACCOUNT }, { deadlineMs: 2000, signal: gone.signal }),
    ).toMatchObject({ kind: 'unknown', reason: 'aborted' });
  });

  it('a malformed answer is unknown (bad-answer); a 4xx without a known body is still a refusal', async () => {
    const malformed = createSupplierGateway({
      suppliersUrl: simulator.url,
      fetchImpl: async () => new Response('{"tickets":"none"}', { status: 200 }),
    });
    expect(await malformed.issue('VN', { pnr: 'ABC123', account: ACCOUNT }, DEADLINE)).toMatchObject({
      kind: 'unknown',
      reason: 'bad-answer',
    });
    const plain = createSupplierGateway({
      suppliersUrl: simulator.url,
      fetchImpl: async () => new Response('Forbidden', { status: 403 }),
    });
    expect(await plain.issue('VN', { pnr: 'ABC123', account: ACCOUNT }, DEADLINE)).toMatchObject({
      kind: 'refused',
      code: 'UNRECOGNISED',
      httpStatus: 403,
    });
  });
});
