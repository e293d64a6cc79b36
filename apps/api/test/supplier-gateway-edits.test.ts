// The gateway's edit call against a started simulator over HTTP: quote then commit, idempotent retry, refusals and unknown outcomes.
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
const INFANT = {
  action: 'add-infant',
  adultId: 'ADT-1',
  infant: { title: 'MISS', lastName: 'NGUYEN', firstName: 'BAO AN', birthDate: '2026-01-10' },
} as const;

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

async function heldPnr(system: 'VN' | 'VJ'): Promise<{ pnr: string; totalNet: number }> {
  const answer = await gateway.search(
    system,
    { legs: [{ from: 'HAN', to: 'SGN', date: '2026-12-15' }], pax: { adt: 1, chd: 0, inf: 0 } },
    { signal: new AbortController().signal },
  );
  const flight = answer.flights.find((candidate) => candidate.fares.some((fare) => fare.seatAvailable >= 2));
  const fare = flight?.fares.find((candidate) => candidate.seatAvailable >= 2);
  if (!flight || !fare) throw new Error('no fare');
  const request: TSupplierHoldRequest = {
    account: ACCOUNT,
    clientRef: `gw-edit-${Math.random().toString(36).slice(2)}`,
    flights: [{ key: flight.key, fareClass: fare.fareClass }],
    passengers: [
      { id: 'ADT-1', type: 'ADT', title: 'MR', lastName: 'NGUYEN', firstName: 'VAN DUC', birthDate: '1990-05-20' },
    ],
    contact: { name: 'NGUYEN VAN DUC', phone: '0912345678' },
  };
  return valueOf(await gateway.hold(system, request, DEADLINE));
}

describe('edit', () => {
  it('quotes an infant, commits it at the quoted total, and answers the same result to a retried clientRef', async () => {
    const { pnr, totalNet } = await heldPnr('VN');
    const target = { pnr, account: ACCOUNT, clientRef: 'gw-infant-1', edit: INFANT };
    const quote = valueOf(await gateway.edit('VN', { ...target, mode: 'quote' }, DEADLINE));
    expect(quote.totalBefore).toBe(totalNet);
    expect(quote.totalAfter).toBeGreaterThan(totalNet);
    const commit = { ...target, mode: 'commit' as const, expectedTotal: quote.totalAfter };
    const committed = valueOf(await gateway.edit('VN', commit, DEADLINE));
    expect(committed.booking.passengers.map((passenger) => passenger.id)).toEqual(['ADT-1', 'INF-1']);
    expect(committed.booking.totalNet).toBe(quote.totalAfter);
    expect(valueOf(await gateway.edit('VN', commit, DEADLINE))).toEqual(committed);
  });

  it('maps refusals: the airline (EDIT_REFUSED), the system (ACTION_NOT_SUPPORTED), the price (PRICE_CHANGED)', async () => {
    const { pnr } = await heldPnr('VJ');
    const base = { pnr, account: ACCOUNT, mode: 'commit' as const };
    expect(
      await gateway.edit('VJ', { ...base, clientRef: 'a', edit: { action: 'submit-sc' } }, DEADLINE),
    ).toMatchObject({
      ok: false,
      kind: 'refused',
      code: 'EDIT_REFUSED',
      httpStatus: 422,
      booking: { pnr },
    });
    const osi = { action: 'add-osi', text: 'VIP PAX' } as const;
    expect(await gateway.edit('VJ', { ...base, clientRef: 'b', edit: osi }, DEADLINE)).toMatchObject({
      kind: 'refused',
      code: 'ACTION_NOT_SUPPORTED',
    });
    const { pnr: vnPnr, totalNet: vnTotal } = await heldPnr('VN');
    const priced = { pnr: vnPnr, account: ACCOUNT, mode: 'commit' as const, clientRef: 'c', expectedTotal: vnTotal };
    expect(await gateway.edit('VN', { ...priced, edit: INFANT }, DEADLINE)).toMatchObject({
      kind: 'refused',
      code: 'PRICE_CHANGED',
      totalNet: expect.any(Number),
    });
  });

  it('a 5xx from the fault gate is an unknown outcome, and the PNR is unchanged', async () => {
    const { pnr } = await heldPnr('VN');
    const remark = { action: 'add-remark', kind: 'GENERAL', text: 'NOT SAVED' } as const;
    simulator.setFaults({ VN: { errorRate: 1 } });
    const result = await gateway.edit(
      'VN',
      { pnr, account: ACCOUNT, clientRef: 'x', mode: 'commit', edit: remark },
      DEADLINE,
    );
    simulator.setFaults({ VN: { errorRate: 0 } });
    expect(result).toMatchObject({ ok: false, kind: 'unknown', reason: 'supplier-error' });
    expect(valueOf(await gateway.retrieve('VN', { pnr, account: ACCOUNT }, DEADLINE)).remarks).toBeUndefined();
  });

  it('a commit whose reply is lost is unknown (timeout); retrying its clientRef answers the change it made', async () => {
    const { pnr } = await heldPnr('VN');
    const target = {
      pnr,
      account: ACCOUNT,
      clientRef: 'lost-1',
      mode: 'commit' as const,
      edit: { action: 'add-remark', kind: 'GENERAL', text: 'SAVED ONCE' } as const,
    };
    simulator.setFaults({ VN: { editReplyLostRate: 1 } });
    try {
      expect(await gateway.edit('VN', target, { deadlineMs: 300 })).toMatchObject({
        kind: 'unknown',
        reason: 'timeout',
      });
    } finally {
      simulator.setFaults({ VN: { editReplyLostRate: 0 } });
    }
    const retried = valueOf(await gateway.edit('VN', target, DEADLINE));
    expect(retried.booking.remarks).toEqual([{ kind: 'GENERAL', text: 'SAVED ONCE' }]);
    expect(valueOf(await gateway.retrieve('VN', { pnr, account: ACCOUNT }, DEADLINE)).remarks).toHaveLength(1);
  });
});
