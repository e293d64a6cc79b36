// Booking faults over real HTTP: an issue, void or refund whose reply is lost (retrieve shows what was done), errors and timeouts that change
// nothing, the knobs' administration.
import { ZFaultsConfig, ZSupplierBooking, ZSupplierRefundQuote } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import {
  ACCOUNT,
  ROUTE,
  call,
  holdBody,
  holdOk,
  pickFare,
  retrieve,
  startBookingSimulator,
  useBookingSimulator,
} from './booking-support.js';

const { clock, simulator } = useBookingSimulator();

async function held(system: string) {
  return holdOk(simulator, system, holdBody(await pickFare(simulator, system, ROUTE)));
}

type TAnswer = { status: number; json: Record<string, unknown> };

/** Posts an issue and waits up to `ms`: its answer, or 'still pending' (the request is then abandoned). */
function issueWithin(system: string, pnr: string, ms: number, target = simulator): Promise<TAnswer | 'still pending'> {
  return actionWithin(target, system, pnr, 'issue', {}, ms);
}

/** Posts a PNR action and waits up to `ms`: its answer, or 'still pending' (the request is then abandoned). */
async function actionWithin(
  target: TRunningSimulator,
  system: string,
  pnr: string,
  name: string,
  body: Record<string, unknown>,
  ms: number,
): Promise<TAnswer | 'still pending'> {
  const controller = new AbortController();
  const answer = fetch(`${target.url}/systems/${system}/bookings/${pnr}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: ACCOUNT, ...body }),
    signal: controller.signal,
  }).then(async (response) => ({ status: response.status, json: (await response.json()) as Record<string, unknown> }));
  const winner = await Promise.race([
    answer,
    new Promise<'still pending'>((resolve) => setTimeout(() => resolve('still pending'), ms)),
  ]);
  if (winner === 'still pending') {
    controller.abort();
    await answer.catch(() => undefined);
  }
  return winner;
}

describe('issue faults', () => {
  it('issueReplyLostRate: tickets are issued but no answer comes; retrieve shows TICKETED and a retry answers the same tickets', async () => {
    const booking = await held('VJ');
    simulator.setFaults({ VJ: { issueReplyLostRate: 1 } });
    try {
      expect(await issueWithin('VJ', booking.pnr, 300)).toBe('still pending');
      // On a loaded machine the abandoned request may reach the simulator a little later: look again for up to 3 s.
      let found = ZSupplierBooking.parse((await retrieve(simulator, 'VJ', booking.pnr)).json);
      for (let tries = 0; found.status === 'HOLD' && tries < 30; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        found = ZSupplierBooking.parse((await retrieve(simulator, 'VJ', booking.pnr)).json);
      }
      expect(found.status).toBe('TICKETED');
      expect(found.tickets).toHaveLength(1);
      // Only a new issue loses its reply: the retry answers at once.
      const retry = await issueWithin('VJ', booking.pnr, 2000);
      expect(retry === 'still pending' ? retry : ZSupplierBooking.parse(retry.json).tickets).toEqual(found.tickets);
    } finally {
      simulator.setFaults({ VJ: { issueReplyLostRate: 0 } });
    }
  });

  it('errorRate: 502 SUPPLIER_ERROR and nothing issued', async () => {
    const booking = await held('VN');
    simulator.setFaults({ VN: { errorRate: 1 } });
    const answer = await issueWithin('VN', booking.pnr, 2000);
    simulator.setFaults({ VN: { errorRate: 0 } });
    expect(answer === 'still pending' ? answer : [answer.status, answer.json.error]).toEqual([502, 'SUPPLIER_ERROR']);
    expect(ZSupplierBooking.parse((await retrieve(simulator, 'VN', booking.pnr)).json).status).toBe('HOLD');
  });

  it('timeoutRate: no answer and nothing issued', async () => {
    // Only the issue is drawn to time out (0.1 < 0.5), so the retrieve answers whenever the issue reaches the simulator.
    const draws = [0.1];
    const own = await startBookingSimulator(clock, { random: () => draws.shift() ?? 0.9 });
    try {
      const booking = await holdOk(own, 'QH', holdBody(await pickFare(own, 'QH', ROUTE)));
      own.setFaults({ QH: { timeoutRate: 0.5 } });
      expect(await issueWithin('QH', booking.pnr, 300, own)).toBe('still pending');
      expect(ZSupplierBooking.parse((await retrieve(own, 'QH', booking.pnr)).json).status).toBe('HOLD');
    } finally {
      await own.close();
    }
  });

  it('applies errors to every booking call, holds included (nothing held)', async () => {
    const picked = await pickFare(simulator, 'VU', ROUTE);
    simulator.setFaults({ VU: { errorRate: 1 } });
    const body = holdBody(picked, { clientRef: 'fault-hold' });
    const failed = await call(simulator, 'POST', '/systems/VU/bookings', body);
    const check = await call(simulator, 'POST', '/systems/VU/price-check', {
      account: ACCOUNT,
      flights: body.flights,
      pax: { adt: 1, chd: 0, inf: 0 },
    });
    simulator.setFaults({ VU: { errorRate: 0 } });
    expect([failed.status, check.status]).toEqual([502, 502]);
    expect((await call(simulator, 'POST', '/systems/VU/bookings', body)).status).toBe(201);
  });
});

/** Retrieves the PNR until its status is not `from` any more (an abandoned request may reach the simulator a little late). */
async function statusAfter(system: string, pnr: string, from: string) {
  let found = ZSupplierBooking.parse((await retrieve(simulator, system, pnr)).json);
  for (let tries = 0; found.status === from && tries < 30; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    found = ZSupplierBooking.parse((await retrieve(simulator, system, pnr)).json);
  }
  return found;
}

describe('void and refund faults', () => {
  it('voidReplyLostRate: the tickets are voided but no answer comes; retrieve shows VOIDED and a retry answers at once', async () => {
    const booking = await held('VJ');
    expect(
      (await call(simulator, 'POST', `/systems/VJ/bookings/${booking.pnr}/issue`, { account: ACCOUNT })).status,
    ).toBe(200);
    simulator.setFaults({ VJ: { voidReplyLostRate: 1 } });
    try {
      expect(await actionWithin(simulator, 'VJ', booking.pnr, 'void', {}, 300)).toBe('still pending');
      expect(await statusAfter('VJ', booking.pnr, 'TICKETED')).toMatchObject({
        status: 'VOIDED',
        voidedAt: expect.any(String),
      });
      const retry = await actionWithin(simulator, 'VJ', booking.pnr, 'void', {}, 2000);
      expect(retry === 'still pending' ? retry : [retry.status, retry.json.status]).toEqual([200, 'VOIDED']);
    } finally {
      simulator.setFaults({ VJ: { voidReplyLostRate: 0 } });
    }
  });

  it('refundReplyLostRate: the refund is made but no answer comes; retrieve shows REFUNDED with its figures and a retry answers at once', async () => {
    const booking = await held('VN');
    expect(
      (await call(simulator, 'POST', `/systems/VN/bookings/${booking.pnr}/issue`, { account: ACCOUNT })).status,
    ).toBe(200);
    const quote = ZSupplierRefundQuote.parse(
      (await call(simulator, 'POST', `/systems/VN/bookings/${booking.pnr}/refund-quote`, { account: ACCOUNT })).json,
    );
    simulator.setFaults({ VN: { refundReplyLostRate: 1 } });
    try {
      expect(await actionWithin(simulator, 'VN', booking.pnr, 'refund', { quoteId: quote.quoteId }, 300)).toBe(
        'still pending',
      );
      const found = await statusAfter('VN', booking.pnr, 'TICKETED');
      expect(found).toMatchObject({
        status: 'REFUNDED',
        refund: { quoteId: quote.quoteId, penalty: quote.penalty, refundedAmount: quote.refundableAmount },
      });
      const retry = await actionWithin(simulator, 'VN', booking.pnr, 'refund', { quoteId: quote.quoteId }, 2000);
      expect(retry === 'still pending' ? retry : [retry.status, retry.json.status]).toEqual([200, 'REFUNDED']);
    } finally {
      simulator.setFaults({ VN: { refundReplyLostRate: 0 } });
    }
  });

  it('a void or refund that changes nothing answers even with its knob at 1 (only new work loses its reply)', async () => {
    const booking = await held('QH');
    simulator.setFaults({ QH: { voidReplyLostRate: 1, refundReplyLostRate: 1 } });
    try {
      // A held PNR cannot be voided: the refusal comes back at once.
      const refused = await actionWithin(simulator, 'QH', booking.pnr, 'void', {}, 2000);
      expect(refused === 'still pending' ? refused : [refused.status, refused.json.error]).toEqual([
        409,
        'INVALID_STATE',
      ]);
    } finally {
      simulator.setFaults({ QH: { voidReplyLostRate: 0, refundReplyLostRate: 0 } });
    }
  });
});

describe('booking knobs administration', () => {
  it('shows the booking knobs only once set, and keeps the search settings as they were', async () => {
    const put = await call(simulator, 'PUT', '/admin/faults', {
      '1G': {
        issueReplyLostRate: 0.5,
        priceChangeRate: 0.25,
        holdTimeLimitSeconds: 30,
        voidCutoff: '22:00',
        refundQuoteSeconds: 120,
      },
    });
    expect(put.status).toBe(200);
    const faults = (await call(simulator, 'GET', '/admin/faults')).json;
    expect(faults['1G']).toEqual({
      latencyMs: [0, 0],
      errorRate: 0,
      timeoutRate: 0,
      issueReplyLostRate: 0.5,
      priceChangeRate: 0.25,
      holdTimeLimitSeconds: 30,
      voidCutoff: '22:00',
      refundQuoteSeconds: 120,
    });
    expect(faults['1B']).toEqual({ latencyMs: [0, 0], errorRate: 0, timeoutRate: 0 });
    await call(simulator, 'PUT', '/admin/faults', { '1G': { holdTimeLimitSeconds: null } });
    expect(
      ZFaultsConfig.parse((await call(simulator, 'GET', '/admin/faults')).json)['1G']?.holdTimeLimitSeconds,
    ).toBeUndefined();
  });

  it.each([
    [{ VN: { voidCutoff: '24:00' } }, 'VN.voidCutoff'],
    [{ VN: { issueReplyLostRate: 1.5 } }, 'VN.issueReplyLostRate'],
    [{ VN: { voidReplyLostRate: -0.1 } }, 'VN.voidReplyLostRate'],
    [{ VN: { refundReplyLostRate: 2 } }, 'VN.refundReplyLostRate'],
    [{ VN: { holdTimeLimitSeconds: 0 } }, 'VN.holdTimeLimitSeconds'],
  ])('refuses a bad knob naming it (%#)', async (patch, field) => {
    const answer = await call(simulator, 'PUT', '/admin/faults', patch);
    expect(answer.status).toBe(400);
    expect((answer.json.fields as Array<{ field: string }>)[0]?.field).toBe(field);
  });
});
