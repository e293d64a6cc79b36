// Issue paid in part by a credit shell (decision 067): consumed once, the remainder kept, refusals for an unknown,
// expired, other-name, other-airline or spent credit, nothing taken on a refusal or a repeated issue, given back on void.
import type { TSupplierBooking } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { action, adult, retrieve, useBookingSimulator } from './booking-support.js';
import { fareOn, held } from './edit-support.js';
import { buyOk } from './paid-support.js';
import { ticketedIn } from './paid-reissue-support.js';
import { NOW } from './support.js';
import { comparableAirlineName } from '@portal/domain';

const { simulator, clock } = useBookingSimulator();
afterEach(() => clock.set(NOW));

const current = async (pnr: string, system = 'VJ') =>
  (await retrieve(simulator, system, pnr)).json as unknown as TSupplierBooking;

/** A Vietjet SkyBoss ticket of NGUYEN/VAN DUC refunded as a credit shell: its PNR and the credit. */
async function creditShell(system = 'VJ') {
  const { booking } = await ticketedIn(simulator, system, { family: 'SkyBoss' });
  const done = await buyOk(simulator, system, booking.pnr, { action: 'refund-ticket' });
  const shell = done.documents?.find((document) => document.kind === 'CREDIT_SHELL');
  if (!shell) throw new Error('a credit shell expected');
  return { source: booking.pnr, number: shell.number, amount: shell.amount };
}

const fareOfPax = (booking: TSupplierBooking) => booking.paxAmounts[0]!.baseFare + booking.paxAmounts[0]!.vat;
const issueWith = (system: string, pnr: string, credits: unknown) =>
  action(simulator, system, pnr, 'issue', { credits });

describe('issue with credit shells', () => {
  it('pays part of the fare with the credit, keeps the remainder and takes nothing on a repeated issue', async () => {
    const credit = await creditShell();
    const hold = await held(simulator, 'VJ', { passengers: [adult(1)] });
    const ticketTotal = fareOfPax(hold);
    const use = Math.min(credit.amount - 1_000, ticketTotal);
    const answer = await issueWith('VJ', hold.pnr, [{ number: credit.number, amount: use }]);
    expect(answer.status).toBe(200);
    const issued = answer.json as unknown as TSupplierBooking;
    expect(issued.status).toBe('TICKETED');
    expect(issued.creditPayments).toEqual([{ number: credit.number, paxId: 'ADT-1', amount: use }]);
    const again = await issueWith('VJ', hold.pnr, [{ number: credit.number, amount: use }]);
    expect(again.status).toBe(200);
    const source = await current(credit.source);
    expect(source.credits?.[0]?.uses).toEqual([{ pnr: hold.pnr, paxId: 'ADT-1', amount: use, at: expect.any(String) }]);

    const next = await held(simulator, 'VJ');
    const spent = await issueWith('VJ', next.pnr, [{ number: credit.number, amount: credit.amount - use + 1 }]);
    expect([spent.status, spent.json.error]).toEqual([409, 'CREDIT_USED']);
    expect((await current(next.pnr)).status).toBe('HOLD');
    const restAmount = Math.min(credit.amount - use, fareOfPax(next));
    const rest = await issueWith('VJ', next.pnr, [{ number: credit.number, amount: restAmount }]);
    expect(rest.status).toBe(200);
    expect((await current(credit.source)).credits?.[0]?.uses?.map((item) => item.amount)).toEqual([use, restAmount]);
  });

  it('refuses an unknown, expired, other-name or other-airline credit and one above the fare, nothing taken', async () => {
    const credit = await creditShell();
    const hold = await held(simulator, 'VJ');
    const total = fareOfPax(hold);
    const refusal = async (system: string, pnr: string, credits: unknown) => {
      const answer = await issueWith(system, pnr, credits);
      return [answer.status, answer.json.error];
    };
    expect(await refusal('VJ', hold.pnr, [{ number: 'CS0000000000000', amount: 1_000 }])).toEqual([
      404,
      'CREDIT_NOT_FOUND',
    ]);
    const other = await held(simulator, 'VJ', { passengers: [adult(2)] });
    expect(await refusal('VJ', other.pnr, [{ number: credit.number, amount: 1_000 }])).toEqual([
      422,
      'CREDIT_NAME_MISMATCH',
    ]);
    const bamboo = await held(simulator, 'QH');
    expect(await refusal('QH', bamboo.pnr, [{ number: credit.number, amount: 1_000 }])).toEqual([
      404,
      'CREDIT_NOT_FOUND',
    ]);
    const above = await issueWith('VJ', hold.pnr, [{ number: credit.number, amount: total + 1 }]);
    expect(above.status).toBe(credit.amount > total ? 400 : 409);
    expect(await refusal('VJ', hold.pnr, [{ number: credit.number, amount: 0 }])).toEqual([400, 'BAD_REQUEST']);
    clock.set(new Date(NOW.getTime() + 366 * 86_400_000));
    const nextYear = { from: 'HAN', to: 'SGN', date: '2027-12-15' };
    const late = await held(simulator, 'VJ', {}, await fareOn(simulator, 'VJ', nextYear));
    expect(await refusal('VJ', late.pnr, [{ number: credit.number, amount: 1_000 }])).toEqual([409, 'CREDIT_EXPIRED']);
    clock.set(NOW);
    expect((await current(credit.source)).credits?.[0]?.uses ?? []).toEqual([]);
  });

  it('gives the credit back when the ticket it paid is voided', async () => {
    const credit = await creditShell();
    const hold = await held(simulator, 'VJ');
    const use = Math.min(credit.amount, fareOfPax(hold));
    expect((await issueWith('VJ', hold.pnr, [{ number: credit.number, amount: use }])).status).toBe(200);
    expect((await current(credit.source)).credits?.[0]?.uses).toHaveLength(1);
    expect((await action(simulator, 'VJ', hold.pnr, 'void')).status).toBe(200);
    expect((await current(credit.source)).credits?.[0]?.uses).toEqual([]);
  });

  it('compares names as the airline does: no diacritics, upper case, letters only (the domain rule)', () => {
    expect(comparableAirlineName('Nguyễn/Văn Đức')).toBe('NGUYEN VAN DUC');
    expect(comparableAirlineName('NGUYEN  VAN-DUC')).toBe('NGUYEN VAN DUC');
  });
});
