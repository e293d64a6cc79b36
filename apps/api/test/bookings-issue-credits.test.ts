// A Vietjet credit shell used later for the same passenger (issue 15, decisions 067, 068): listed for a held booking of
// the same agency, airline and name; applied at issue the chain pays total − credit (every fee still earned); refused
// for another name, another airline, an expired or a spent credit; two parallel issues naming it: one wins; a replayed
// key; a lost answer reconciled with the credit used; a void gives it back.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { reserveCreditUses } from '../src/modules/bookings/paid-changes/credit-uses.js';
import type { TBookingDetail, TBookingSystem, TPaidChangeList, TUsableCreditList } from '@portal/contracts';
import { expectApiError } from './support/http.js';
import { CALM, moneyApi, reservationsOf, transactionsOf } from './support/booking-money.js';
import { bookingApi, bookingJobsOf } from './support/bookings.js';
import { holdOn } from './support/priced-edits.js';
import { INSTANT } from './support/search-stream.js';
import type { SignedIn } from './support/test-context.js';
import {
  ISSUE_FEE,
  chainFigures,
  movedBetween,
  paidApi,
  quoteAndPay,
  usePaidSuite,
} from './support/paid-change-suite.js';

const suite = usePaidSuite();

let day = 20;
/** Holds one adult of this name on the first direct fare of `family` (any when omitted), a new day each time. */
const holdNamed = (who: SignedIn, options: { system?: TBookingSystem; family?: string; name: [string, string] }) =>
  holdOn(suite.ctx, who, {
    system: options.system ?? 'VJ',
    days: (day += 1),
    name: options.name,
    ...(options.family ? { accepts: (fare: { fareFamily: string }) => fare.fareFamily === options.family } : {}),
  });

/** A SkyBoss ticket of this passenger refunded by fare rule: its booking and the credit shell's number and amount. */
async function creditShellOf(name: [string, string]) {
  const held = await holdNamed(suite.f3, { family: 'SkyBoss', name });
  const issued = await moneyApi(suite.ctx).issue(suite.f3, held.id);
  expect(issued.statusCode, issued.body).toBe(200);
  const booking = issued.json<TBookingDetail>();
  const call = { bookingId: booking.id, action: 'refund-ticket', body: { expectedVersion: booking.version } };
  await quoteAndPay(suite.ctx, suite.f3, call);
  const { credits } = await paidApi(suite.ctx).list(suite.f3, booking.id);
  return { booking, number: credits[0]!.number, amount: credits[0]!.amount };
}

const usable = async (who: SignedIn, bookingId: string) => {
  const response = await suite.ctx.app.inject({
    method: 'GET',
    url: `/api/bookings/${bookingId}/usable-credits`,
    headers: who.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TUsableCreditList>().credits;
};

const issueWith = (who: SignedIn, bookingId: string, credits: string[], key = randomUUID()) =>
  suite.ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/issue`,
    headers: { ...who.auth, 'idempotency-key': key },
    payload: { credits },
  });

const fareOf = (booking: TBookingDetail) =>
  booking.fareData.byPaxType[0]!.baseFare + booking.fareData.byPaxType[0]!.vat;
const creditsOf = async (bookingId: string): Promise<TPaidChangeList['credits']> =>
  (await paidApi(suite.ctx).list(suite.f3, bookingId)).credits;

/** What each deposit moves when the issue's supplier net is paid `credit` less: the fees as always. */
function sharesOf(booking: TBookingDetail, credit: number) {
  const net = booking.fareData.supplierNet - credit;
  return {
    f3: { balance: -(net + ISSUE_FEE.f1 + ISSUE_FEE.f2), reserved: 0, commission: 0 },
    f2: { balance: -(net + ISSUE_FEE.f1), reserved: 0, commission: ISSUE_FEE.f2 },
    f1: { balance: -net, reserved: 0, commission: ISSUE_FEE.f1 },
  };
}

describe('a credit shell used for the same passenger later', () => {
  it('is listed for a held booking of that name and pays part of the issue: each deposit moves by total − credit', async () => {
    const shell = await creditShellOf(['Lê', 'Thị Hồng']);
    const held = await holdNamed(suite.f3, { family: 'SkyBoss', name: ['LE', 'THI HONG'] });
    const [credit, ...others] = await usable(suite.f3, held.id);
    expect(others).toEqual([]);
    const amount = Math.min(shell.amount, fareOf(held));
    expect(credit).toMatchObject({
      number: shell.number,
      airline: 'VJ',
      paxId: 'ADT-1',
      remaining: shell.amount,
      amount,
    });
    expect(credit!.source).toEqual({ bookingId: shell.booking.id, pnr: shell.booking.pnr });

    const before = await chainFigures(suite);
    const key = randomUUID();
    const issued = await issueWith(suite.f3, held.id, [shell.number], key);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<TBookingDetail>().status).toBe('EXPORT');
    expect(movedBetween(before, await chainFigures(suite))).toEqual(sharesOf(held, amount));
    const [sale] = await transactionsOf(suite.ctx, held.id);
    expect(sale).toMatchObject({ type: 'S' });

    // The same key and body: the booking as it is, nothing moves; another body with that key: 422.
    expect((await issueWith(suite.f3, held.id, [shell.number], key)).statusCode).toBe(200);
    expectApiError(await issueWith(suite.f3, held.id, [], key), 422, 41);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(sharesOf(held, amount));

    // Issued, the booking has no credits to apply any more.
    const late = await suite.ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${held.id}/usable-credits`,
      headers: suite.f3.auth,
    });
    expect(expectApiError(late, 409, 41).details).toMatchObject({ reason: 'wrongState' });
    const [kept] = await creditsOf(shell.booking.id);
    expect(kept).toMatchObject({
      number: shell.number,
      remaining: shell.amount - amount,
      uses: [{ bookingId: held.id, pnr: held.pnr, amount, status: 'USED' }],
    });
  });

  it('refuses another name, another airline, an expired credit and a made-up number with a field error', async () => {
    const shell = await creditShellOf(['Phạm', 'Quốc Bảo']);
    const other = await holdNamed(suite.f3, { name: ['Phạm', 'Quốc Huy'] });
    expect(await usable(suite.f3, other.id)).toEqual([]);
    const named = expectApiError(await issueWith(suite.f3, other.id, [shell.number]), 400, 1);
    expect(named.details?.fields).toEqual([{ field: 'credits.0', message: expect.stringContaining('in the name of') }]);
    const bamboo = await holdNamed(suite.f3, { system: 'QH', name: ['Phạm', 'Quốc Bảo'] });
    const airline = expectApiError(await issueWith(suite.f3, bamboo.id, [shell.number]), 400, 1);
    expect(airline.details?.fields).toEqual([{ field: 'credits.0', message: expect.stringContaining('of VJ') }]);
    const unknown = expectApiError(await issueWith(suite.f3, bamboo.id, ['CS0000000000000']), 400, 1);
    expect(unknown.details).toMatchObject({ fields: [{ field: 'credits.0' }] });

    const same = await holdNamed(suite.f3, { name: ['Phạm', 'Quốc Bảo'] });
    expect(await usable(suite.f3, same.id)).toHaveLength(1);
    // Another agency (even the parent) has no use of it.
    expect(await usable(suite.f2, (await holdNamed(suite.f2, { name: ['Phạm', 'Quốc Bảo'] })).id)).toEqual([]);
    const [row] = await suite.ctx.db
      .select()
      .from(tables.bookingPaidChanges)
      .where(eq(tables.bookingPaidChanges.bookingId, shell.booking.id));
    const expired = (row!.documents as Array<Record<string, unknown>>).map((document) => ({
      ...document,
      expiresAt: '2020-01-01T10:00:00+07:00',
    }));
    await suite.ctx.db
      .update(tables.bookingPaidChanges)
      .set({ documents: expired })
      .where(eq(tables.bookingPaidChanges.id, row!.id));
    expect(await usable(suite.f3, same.id)).toEqual([]);
    const late = expectApiError(await issueWith(suite.f3, same.id, [shell.number]), 400, 1);
    expect(late.details?.fields).toEqual([{ field: 'credits.0', message: 'expired on 01/01/2020' }]);
    for (const booking of [other, bamboo, same]) {
      expect((await bookingApi(suite.ctx).detail(suite.f3, booking.id)).json<TBookingDetail>().status).toBe('HOLD');
      expect(await reservationsOf(suite.ctx, booking.id)).toEqual([]);
    }
  });

  it('two issues naming the same credit at once: one is paid by it, the other refused with nothing reserved', async () => {
    const shell = await creditShellOf(['Võ', 'Minh Tâm']);
    const first = await holdNamed(suite.f3, { family: 'SkyBoss', name: ['Võ', 'Minh Tâm'] });
    const second = await holdNamed(suite.f3, { family: 'SkyBoss', name: ['Võ', 'Minh Tâm'] });
    expect(fareOf(first)).toBeGreaterThanOrEqual(shell.amount);
    expect(fareOf(second)).toBeGreaterThanOrEqual(shell.amount);
    const before = await chainFigures(suite);
    const answers = await Promise.all([first, second].map((held) => issueWith(suite.f3, held.id, [shell.number])));
    // Whichever came second finds the credit spent: before its reserve (400) or on the credit's lock (409).
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won, answers.map((answer) => answer.body).join('\n')).toHaveLength(1);
    const lost = answers.find((answer) => answer.statusCode !== 200)!;
    expect([400, 409]).toContain(lost.statusCode);
    expect(lost.json().details.fields).toEqual([
      {
        field: 'credits.0',
        message: lost.statusCode === 409 ? 'used by another booking meanwhile' : 'already used',
      },
    ]);
    const winner = answers[0]!.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect(movedBetween(before, await chainFigures(suite))).toEqual(sharesOf(winner, shell.amount));
    expect((await bookingApi(suite.ctx).detail(suite.f3, loser.id)).json<TBookingDetail>().status).toBe('HOLD');
    expect(await reservationsOf(suite.ctx, loser.id)).toEqual([]);
    expect(await creditsOf(shell.booking.id)).toMatchObject([{ remaining: 0, uses: [{ bookingId: winner.id }] }]);
    expect(await usable(suite.f3, loser.id)).toEqual([]);
  });

  it('the row lock: a reserve waiting on another of the same credit finds it spent (409), whatever the timing', async () => {
    const shell = await creditShellOf(['Hà', 'Gia Khánh']);
    const [row] = await suite.ctx.db
      .select()
      .from(tables.bookingPaidChanges)
      .where(eq(tables.bookingPaidChanges.bookingId, shell.booking.id));
    const credits = [
      {
        number: shell.number,
        paxId: 'ADT-1',
        amount: shell.amount,
        changeId: row!.id,
        sourceBookingId: row!.bookingId,
      },
    ];
    const reserve = (tx: Database, bookingId: string) =>
      reserveCreditUses(tx, { bookingId, pnr: 'LOCKED', issueKey: `${bookingId}:1`, credits, at: new Date() });
    let reserved!: () => void;
    let commit!: () => void;
    const isReserved = new Promise<void>((resolve) => (reserved = resolve));
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    const [firstId, secondId] = [randomUUID(), randomUUID()];
    const first = suite.ctx.db.transaction(async (tx) => {
      await reserve(tx, firstId);
      reserved();
      await mayCommit;
    });
    await isReserved;
    // The second starts while the first holds the row; it can only read the credit once the first has committed.
    // Its refusal is caught at once: it may come before `await first` has resumed.
    const second = suite.ctx.db
      .transaction((tx) => reserve(tx, secondId))
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    setTimeout(commit, 200);
    await first;
    expect(await second).toMatchObject({ status: 409 });
    expect(await creditsOf(shell.booking.id)).toMatchObject([
      { remaining: 0, uses: [{ bookingId: firstId, amount: shell.amount, status: 'RESERVED' }] },
    ]);
  });

  it('a lost issue answer is reconciled with the credit used; a void gives the credit back', async () => {
    const shell = await creditShellOf(['Đỗ', 'Thanh Bình']);
    const held = await holdNamed(suite.f3, { name: ['Đỗ', 'Thanh Bình'] });
    const amount = Math.min(shell.amount, fareOf(held));
    const before = await chainFigures(suite);
    suite.suppliers.simulator.setFaults({ VJ: { ...INSTANT.VJ, ...CALM.VJ, issueReplyLostRate: 1 } });
    const pending = await issueWith(suite.f3, held.id, [shell.number]);
    suite.suppliers.simulator.setFaults(CALM);
    expect(pending.statusCode, pending.body).toBe(202);
    expect(await creditsOf(shell.booking.id)).toMatchObject([{ uses: [{ bookingId: held.id, status: 'RESERVED' }] }]);
    suite.ctx.clock.advance(30_000);
    expect(await bookingJobsOf(suite.ctx).runOnce()).toMatchObject({ reconciled: 1 });
    expect((await bookingApi(suite.ctx).detail(suite.f3, held.id)).json<TBookingDetail>().status).toBe('EXPORT');
    expect(movedBetween(before, await chainFigures(suite))).toEqual(sharesOf(held, amount));
    expect(await creditsOf(shell.booking.id)).toMatchObject([
      { remaining: shell.amount - amount, uses: [{ bookingId: held.id, amount, status: 'USED' }] },
    ]);

    const voided = await moneyApi(suite.ctx).void(suite.f3, held.id);
    expect(voided.statusCode, voided.body).toBe(200);
    const zero = { balance: 0, reserved: 0, commission: 0 };
    expect(movedBetween(before, await chainFigures(suite))).toEqual({ f1: zero, f2: zero, f3: zero });
    expect(await creditsOf(shell.booking.id)).toMatchObject([{ remaining: shell.amount, uses: [] }]);
  });
});
