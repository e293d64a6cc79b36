// The gateway's edit call against a started simulator over HTTP: quote then commit, idempotent retry, refusals and unknown outcomes.
import { describe, expect, it } from 'vitest';
import { ACCOUNT, DEADLINE, holdRequestOf, useGatewayOverHttp, valueOf } from './support/gateway-over-http.js';

const INFANT = {
  action: 'add-infant',
  adultId: 'ADT-1',
  infant: { title: 'MISS', lastName: 'NGUYEN', firstName: 'BAO AN', birthDate: '2026-01-10' },
} as const;

const http = useGatewayOverHttp();

async function heldPnr(system: 'VN' | 'VJ'): Promise<{ pnr: string; totalNet: number }> {
  return valueOf(await http.gateway.hold(system, await holdRequestOf(http.gateway, system), DEADLINE));
}

describe('edit', () => {
  it('quotes an infant, commits it at the quoted total, and answers the same result to a retried clientRef', async () => {
    const { pnr, totalNet } = await heldPnr('VN');
    const target = { pnr, account: ACCOUNT, clientRef: 'gw-infant-1', edit: INFANT };
    const quote = valueOf(await http.gateway.edit('VN', { ...target, mode: 'quote' }, DEADLINE));
    expect(quote.totalBefore).toBe(totalNet);
    expect(quote.totalAfter).toBeGreaterThan(totalNet);
    const commit = { ...target, mode: 'commit' as const, expectedTotal: quote.totalAfter };
    const committed = valueOf(await http.gateway.edit('VN', commit, DEADLINE));
    expect(committed.booking.passengers.map((passenger) => passenger.id)).toEqual(['ADT-1', 'INF-1']);
    expect(committed.booking.totalNet).toBe(quote.totalAfter);
    expect(valueOf(await http.gateway.edit('VN', commit, DEADLINE))).toEqual(committed);
  });

  it('maps refusals: the airline (EDIT_REFUSED), the system (ACTION_NOT_SUPPORTED), the price (PRICE_CHANGED)', async () => {
    const { pnr } = await heldPnr('VJ');
    const base = { pnr, account: ACCOUNT, mode: 'commit' as const };
    expect(
      await http.gateway.edit('VJ', { ...base, clientRef: 'a', edit: { action: 'submit-sc' } }, DEADLINE),
    ).toMatchObject({
      ok: false,
      kind: 'refused',
      code: 'EDIT_REFUSED',
      httpStatus: 422,
      booking: { pnr },
    });
    const osi = { action: 'add-osi', text: 'VIP PAX' } as const;
    expect(await http.gateway.edit('VJ', { ...base, clientRef: 'b', edit: osi }, DEADLINE)).toMatchObject({
      kind: 'refused',
      code: 'ACTION_NOT_SUPPORTED',
    });
    const { pnr: vnPnr, totalNet: vnTotal } = await heldPnr('VN');
    const priced = { pnr: vnPnr, account: ACCOUNT, mode: 'commit' as const, clientRef: 'c', expectedTotal: vnTotal };
    expect(await http.gateway.edit('VN', { ...priced, edit: INFANT }, DEADLINE)).toMatchObject({
      kind: 'refused',
      code: 'PRICE_CHANGED',
      totalNet: expect.any(Number),
    });
  });

  it('a 5xx from the fault gate is an unknown outcome, and the PNR is unchanged', async () => {
    const { pnr } = await heldPnr('VN');
    const remark = { action: 'add-remark', kind: 'GENERAL', text: 'NOT SAVED' } as const;
    http.simulator.setFaults({ VN: { errorRate: 1 } });
    const result = await http.gateway.edit(
      'VN',
      { pnr, account: ACCOUNT, clientRef: 'x', mode: 'commit', edit: remark },
      DEADLINE,
    );
    http.simulator.setFaults({ VN: { errorRate: 0 } });
    expect(result).toMatchObject({ ok: false, kind: 'unknown', reason: 'supplier-error' });
    expect(valueOf(await http.gateway.retrieve('VN', { pnr, account: ACCOUNT }, DEADLINE)).remarks).toBeUndefined();
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
    http.simulator.setFaults({ VN: { editReplyLostRate: 1 } });
    try {
      expect(await http.gateway.edit('VN', target, { deadlineMs: 300 })).toMatchObject({
        kind: 'unknown',
        reason: 'timeout',
      });
    } finally {
      http.simulator.setFaults({ VN: { editReplyLostRate: 0 } });
    }
    const retried = valueOf(await http.gateway.edit('VN', target, DEADLINE));
    expect(retried.booking.remarks).toEqual([{ kind: 'GENERAL', text: 'SAVED ONCE' }]);
    expect(valueOf(await http.gateway.retrieve('VN', { pnr, account: ACCOUNT }, DEADLINE)).remarks).toHaveLength(1);
  });
});
