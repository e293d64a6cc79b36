// The gateway's booking calls against a started simulator: the happy path, refusals as definite failures, timeouts and lost replies as unknown outcomes.
import { startSimulator } from '@portal/supplier-sim';
import { describe, expect, it } from 'vitest';
import { createSupplierGateway } from '../src/modules/suppliers/suppliers.module.js';
import { INSTANT } from './support/search-stream.js';
import {
  ACCOUNT,
  DEADLINE,
  GATEWAY_NOW,
  holdRequestOf,
  useGatewayOverHttp,
  valueOf,
} from './support/gateway-over-http.js';

const http = useGatewayOverHttp();
const holdRequest = (system: 'VN' | 'VJ' = 'VN') => holdRequestOf(http.gateway, system);

describe('booking calls', () => {
  it('prices, lists add-ons, holds, retrieves, issues and voids', async () => {
    const request = await holdRequest();
    const check = valueOf(
      await http.gateway.priceCheck(
        'VN',
        { account: ACCOUNT, flights: request.flights, pax: { adt: 1, chd: 0, inf: 0 } },
        DEADLINE,
      ),
    );
    expect(check).toMatchObject({ isAvailable: true, isPriceChanged: false });
    const addOns = valueOf(
      await http.gateway.ancillaries(
        'VN',
        { account: ACCOUNT, flights: request.flights, pax: { adt: 1, chd: 0, inf: 0 } },
        DEADLINE,
      ),
    );
    expect(addOns.routes[0]?.options.map((option) => option.code)).toContain('BAG20');
    const held = valueOf(await http.gateway.hold('VN', { ...request, expectedTotal: check.totalNet ?? 0 }, DEADLINE));
    expect(held).toMatchObject({ status: 'HOLD', totalNet: check.totalNet, timeLimit: '2026-11-21T23:59:00+07:00' });
    expect(
      valueOf(await http.gateway.hold('VN', { ...request, expectedTotal: check.totalNet ?? 0 }, DEADLINE)).pnr,
    ).toBe(held.pnr);
    expect(
      valueOf(await http.gateway.retrieve('VN', { pnr: held.pnr, account: ACCOUNT, lastName: 'NGUYEN' }, DEADLINE)).pnr,
    ).toBe(held.pnr);
    const ticketed = valueOf(await http.gateway.issue('VN', { pnr: held.pnr, account: ACCOUNT }, DEADLINE));
    expect(ticketed.tickets[0]?.number).toMatch(/^738\d{10}$/);
    expect(valueOf(await http.gateway.void('VN', { pnr: held.pnr, account: ACCOUNT }, DEADLINE)).status).toBe('VOIDED');
  });

  it('cancels a hold, quotes and confirms a refund', async () => {
    const cancelled = valueOf(await http.gateway.hold('VJ', await holdRequest('VJ'), DEADLINE));
    expect(valueOf(await http.gateway.cancel('VJ', { pnr: cancelled.pnr, account: ACCOUNT }, DEADLINE)).status).toBe(
      'CANCELLED',
    );
    const held = valueOf(await http.gateway.hold('VJ', await holdRequest('VJ'), DEADLINE));
    valueOf(await http.gateway.issue('VJ', { pnr: held.pnr, account: ACCOUNT }, DEADLINE));
    const quote = valueOf(await http.gateway.refundQuote('VJ', { pnr: held.pnr, account: ACCOUNT }, DEADLINE));
    const refunded = valueOf(
      await http.gateway.refund('VJ', { pnr: held.pnr, account: ACCOUNT, quoteId: quote.quoteId }, DEADLINE),
    );
    expect(refunded.refund).toMatchObject({ quoteId: quote.quoteId, refundedAmount: quote.refundableAmount });
  });
});

describe('definite failures (refused)', () => {
  it('maps the supplier code, status, record and new price', async () => {
    const held = valueOf(await http.gateway.hold('VN', await holdRequest(), DEADLINE));
    await http.gateway.cancel('VN', { pnr: held.pnr, account: ACCOUNT }, DEADLINE);
    const issue = await http.gateway.issue('VN', { pnr: held.pnr, account: ACCOUNT }, DEADLINE);
    expect(issue).toMatchObject({
      ok: false,
      kind: 'refused',
      code: 'PNR_CANCELLED',
      httpStatus: 409,
      booking: { pnr: held.pnr, status: 'CANCELLED' },
    });
    const price = await http.gateway.hold('VN', { ...(await holdRequest()), expectedTotal: 1 }, DEADLINE);
    expect(price).toMatchObject({ kind: 'refused', code: 'PRICE_CHANGED', totalNet: expect.any(Number) });
    expect(await http.gateway.retrieve('VN', { pnr: held.pnr, account: 'HANVN01BB' }, DEADLINE)).toMatchObject({
      kind: 'refused',
      code: 'OTHER_ACCOUNT',
      httpStatus: 403,
    });
    const bad = await http.gateway.hold('VN', { ...(await holdRequest()), passengers: [] }, DEADLINE);
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
      now: () => GATEWAY_NOW,
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
    const held = valueOf(await http.gateway.hold('VJ', await holdRequest('VJ'), DEADLINE));
    http.simulator.setFaults({ VJ: { issueReplyLostRate: 1 } });
    try {
      expect(await http.gateway.issue('VJ', { pnr: held.pnr, account: ACCOUNT }, { deadlineMs: 300 })).toMatchObject({
        kind: 'unknown',
        reason: 'timeout',
      });
      let found = valueOf(await http.gateway.retrieve('VJ', { pnr: held.pnr, account: ACCOUNT }, DEADLINE));
      for (let tries = 0; found.status === 'HOLD' && tries < 30; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        found = valueOf(await http.gateway.retrieve('VJ', { pnr: held.pnr, account: ACCOUNT }, DEADLINE));
      }
      expect(found.status).toBe('TICKETED');
      expect(valueOf(await http.gateway.issue('VJ', { pnr: held.pnr, account: ACCOUNT }, DEADLINE)).tickets).toEqual(
        found.tickets,
      );
    } finally {
      http.simulator.setFaults({ VJ: { issueReplyLostRate: 0 } });
    }
  });

  it('a 5xx is unknown (supplier-error) with the supplier message', async () => {
    const held = valueOf(await http.gateway.hold('VN', await holdRequest(), DEADLINE));
    http.simulator.setFaults({ VN: { errorRate: 1 } });
    const issue = await http.gateway.issue('VN', { pnr: held.pnr, account: ACCOUNT }, DEADLINE);
    http.simulator.setFaults({ VN: { errorRate: 0 } });
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
      await http.gateway.retrieve('VN', { pnr: 'ABC123', account: ACCOUNT }, { deadlineMs: 2000, signal: gone.signal }),
    ).toMatchObject({ kind: 'unknown', reason: 'aborted' });
  });

  it('a malformed answer is unknown (bad-answer); a 4xx without a known body is still a refusal', async () => {
    const malformed = createSupplierGateway({
      suppliersUrl: http.simulator.url,
      fetchImpl: async () => new Response('{"tickets":"none"}', { status: 200 }),
    });
    expect(await malformed.issue('VN', { pnr: 'ABC123', account: ACCOUNT }, DEADLINE)).toMatchObject({
      kind: 'unknown',
      reason: 'bad-answer',
    });
    const plain = createSupplierGateway({
      suppliersUrl: http.simulator.url,
      fetchImpl: async () => new Response('Forbidden', { status: 403 }),
    });
    expect(await plain.issue('VN', { pnr: 'ABC123', account: ACCOUNT }, DEADLINE)).toMatchObject({
      kind: 'refused',
      code: 'UNRECOGNISED',
      httpStatus: 403,
    });
  });
});
