// Split sales under concurrent calls: truly parallel on PostgreSQL (20 connections), serialised by PGlite's single connection.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { tables } from '@portal/db';
import { ErrorCode } from '@portal/contracts';
import { reverseSplit, splitSale, type SaleSplit } from '@portal/domain';
import { AppError } from '../src/platform/errors.js';
import { openLedgerFixture, reference, type LedgerAgency, type LedgerFixture } from './support/ledger-fixtures.js';

const { ledgerAccounts, ledgerBalances, ledgerTransactions, ledgerReservations } = tables;
const isPostgres = process.env.TEST_DB_KIND === 'postgres';

let fx: LedgerFixture;
beforeAll(async () => {
  fx = await openLedgerFixture({ poolSize: 20 });
});
afterAll(() => fx.close());
afterEach(() => fx.expectInvariants());

let keySequence = 0;
const key = (label: string) => `sale-cc-${label}-${++keySequence}`;
const outcomeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected'
    ? outcome.reason instanceof AppError
      ? `${outcome.reason.code}:${outcome.reason.messageKey}`
      : String(outcome.reason)
    : 'ok';

async function funded(agency: LedgerAgency, amount: number) {
  if (amount > 0)
    await fx.ledger.topUp({
      idempotencyKey: key('fund'),
      agencyId: agency.id,
      amount,
      reference: reference('topup_request', key('req')),
    });
  return agency;
}

async function tree(funds: { f1: number; f2: number; f3: number }) {
  const f1 = await funded(await fx.newAgency({ level: 'F1' }), funds.f1);
  const f2 = await funded(await fx.newAgency({ level: 'F2', parentId: f1.id }), funds.f2);
  const f3 = await funded(await fx.newAgency({ level: 'F3', parentId: f2.id }), funds.f3);
  return { f1, f2, f3 };
}

/** Net 1,000,000; the F1 charges 50,000, the F2 30,000: the F3 pays 1,080,000, the F2 1,050,000, the F1 1,000,000. */
const saleOf = (chain: readonly LedgerAgency[], supplierNet = 1_000_000) =>
  splitSale({
    supplierNet,
    chain: chain.map((agency, index) => ({
      agencyId: agency.id,
      fee: index === chain.length - 1 ? 0 : index === chain.length - 2 ? 50_000 : 30_000,
    })),
  });
const paymentsOf = (split: SaleSplit) =>
  split.shares.map((share) => ({ agencyId: share.agencyId, amount: share.pays }));

async function commissionOf(agencyId: string) {
  const [row] = await fx.db
    .select({ balance: ledgerBalances.balance })
    .from(ledgerBalances)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId))
    .where(and(eq(ledgerAccounts.agencyId, agencyId), eq(ledgerAccounts.kind, 'agency_commission')));
  return row?.balance ?? 0;
}

describe('a chain that affords only some sales', () => {
  it('lets exactly the 7 sales the F1 can pay through of 20 concurrent F2 sales; the rest reserve nothing anywhere', async () => {
    const f1 = await funded(await fx.newAgency({ level: 'F1' }), 7_500_000);
    const f2 = await funded(await fx.newAgency({ level: 'F2', parentId: f1.id }), 100_000_000);
    const split = saleOf([f2, f1]);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        fx.ledger.reserveSale({
          idempotencyKey: key('rsv'),
          reference: reference('booking', `F2-${index}`),
          payments: paymentsOf(split),
        }),
      ),
    );
    const codes = outcomes.map(outcomeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(7);
    expect(codes.filter((code) => code === `${ErrorCode.INSUFFICIENT_FUNDS}:upstreamInsufficientFunds`)).toHaveLength(
      13,
    );
    expect(await fx.ledger.balances(f2.id)).toEqual({
      balance: 100_000_000,
      reserved: 7 * 1_050_000,
      available: 100_000_000 - 7 * 1_050_000,
      creditLimit: 0,
    });
    expect(await fx.ledger.balances(f1.id)).toMatchObject({ reserved: 7_000_000, available: 500_000 });
    expect(
      await fx.db
        .select()
        .from(ledgerReservations)
        .where(inArray(ledgerReservations.agencyId, [f1.id, f2.id])),
    ).toHaveLength(14);
  });

  it('lets exactly the 5 sales the F2 can pay through of 20 concurrent F3 sales, then settles them concurrently', async () => {
    const t = await tree({ f1: 100_000_000, f2: 5_500_000, f3: 100_000_000 });
    const split = saleOf([t.f3, t.f2, t.f1]);
    const keys = Array.from({ length: 20 }, () => key('rsv'));
    const outcomes = await Promise.allSettled(
      keys.map((idempotencyKey) =>
        fx.ledger.reserveSale({
          idempotencyKey,
          reference: reference('booking', idempotencyKey),
          payments: paymentsOf(split),
        }),
      ),
    );
    const codes = outcomes.map(outcomeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === `${ErrorCode.INSUFFICIENT_FUNDS}:upstreamInsufficientFunds`)).toHaveLength(
      15,
    );
    for (const agency of [t.f1, t.f2, t.f3])
      expect(
        await fx.db.select().from(ledgerReservations).where(eq(ledgerReservations.agencyId, agency.id)),
      ).toHaveLength(5);
    expect((await fx.ledger.balances(t.f2.id)).available).toBe(5_500_000 - 5 * 1_050_000);

    const reserved = keys.filter((_key, index) => codes[index] === 'ok');
    await Promise.all(
      reserved.map((reserveKey, index) =>
        index < 3
          ? fx.ledger.postSale({ idempotencyKey: key('post'), reserveKey, legs: split.legs })
          : fx.ledger.releaseSale({ idempotencyKey: key('rel'), reserveKey }),
      ),
    );
    expect(await fx.ledger.balances(t.f3.id)).toEqual({
      balance: 100_000_000 - 3 * 1_080_000,
      reserved: 0,
      available: 100_000_000 - 3 * 1_080_000,
      creditLimit: 0,
    });
    expect(await fx.ledger.balances(t.f2.id)).toMatchObject({ balance: 5_500_000 - 3 * 1_050_000, reserved: 0 });
    expect(await fx.ledger.balances(t.f1.id)).toMatchObject({ balance: 100_000_000 - 3 * 1_000_000, reserved: 0 });
    expect([await commissionOf(t.f2.id), await commissionOf(t.f1.id)]).toEqual([3 * 30_000, 3 * 50_000]);
  });
});

describe('one key fired 10 times at once', () => {
  it('reserves, posts, refunds, voids and releases a split sale once each', async () => {
    const t = await tree({ f1: 10_000_000, f2: 10_000_000, f3: 10_000_000 });
    const split = saleOf([t.f3, t.f2, t.f1]);
    const ten = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 10 }, call));
    const once = (results: readonly { isReplay: boolean }[]) =>
      expect(results.filter((result) => !result.isReplay)).toHaveLength(1);

    const reserveRequest = {
      idempotencyKey: key('rsv'),
      reference: reference('booking', 'SAME'),
      payments: paymentsOf(split),
    };
    const reserves = await ten(() => fx.ledger.reserveSale(reserveRequest));
    once(reserves);
    expect(new Set(reserves.map((result) => JSON.stringify(result.reservations))).size).toBe(1);

    const postRequest = { idempotencyKey: key('post'), reserveKey: reserveRequest.idempotencyKey, legs: split.legs };
    const posts = await ten(() => fx.ledger.postSale(postRequest));
    once(posts);
    expect(new Set(posts.map((result) => result.transactionId)).size).toBe(1);
    const saleTransactionId = posts[0]!.transactionId;

    const refundRequest = { idempotencyKey: key('refund'), saleTransactionId, amount: 400_000, type: 'R' as const };
    const refunds = await ten(() => fx.ledger.creditSale(refundRequest));
    once(refunds);
    const voidRequest = { idempotencyKey: key('void'), saleTransactionId, type: 'V' as const };
    const voids = await ten(() => fx.ledger.creditSale(voidRequest));
    once(voids);
    expect(voids.map((result) => result.amount)).toEqual(voids.map(() => 680_000));

    const second = {
      idempotencyKey: key('rsv'),
      reference: reference('booking', 'OTHER'),
      payments: paymentsOf(split),
    };
    await fx.ledger.reserveSale(second);
    const releaseKey = key('rel');
    const releases = await ten(() =>
      fx.ledger.releaseSale({ idempotencyKey: releaseKey, reserveKey: second.idempotencyKey }),
    );
    once(releases);

    for (const agency of [t.f1, t.f2, t.f3])
      expect(await fx.ledger.balances(agency.id)).toEqual({
        balance: 10_000_000,
        reserved: 0,
        available: 10_000_000,
        creditLimit: 0,
      });
    expect(await fx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.agencyId, t.f3.id))).toHaveLength(
      1 + 3,
    );
    expect([await commissionOf(t.f2.id), await commissionOf(t.f1.id)]).toEqual([0, 0]);
  });

  it('replays, never refuses for funds, when the chain affords the sale exactly once and its key is fired 10 times', async () => {
    const t = await tree({ f1: 1_000_000, f2: 1_050_000, f3: 1_080_000 });
    const request = {
      idempotencyKey: key('rsv'),
      reference: reference('booking', 'EXACT'),
      payments: paymentsOf(saleOf([t.f3, t.f2, t.f1])),
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => fx.ledger.reserveSale(request)));
    expect(outcomes.map(outcomeOf)).toEqual(outcomes.map(() => 'ok'));
    const results = outcomes.map(
      (outcome) => (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof fx.ledger.reserveSale>>>).value,
    );
    expect(results.filter((result) => !result.isReplay)).toHaveLength(1);
    for (const agency of [t.f1, t.f2, t.f3]) expect((await fx.ledger.balances(agency.id)).available).toBe(0);
  });

  it('lets one chain win when one key is fired at two chains at once; the other gets a conflict and reserves nothing', async () => {
    const first = await tree({ f1: 10_000_000, f2: 10_000_000, f3: 10_000_000 });
    const second = await tree({ f1: 10_000_000, f2: 10_000_000, f3: 10_000_000 });
    const sharedKey = key('shared');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => {
        const t = index % 2 === 0 ? first : second;
        return fx.ledger.reserveSale({
          idempotencyKey: sharedKey,
          reference: reference('booking', 'RACE'),
          payments: paymentsOf(saleOf([t.f3, t.f2, t.f1])),
        });
      }),
    );
    const codes = outcomes.map(outcomeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === `${ErrorCode.CONFLICT}:idempotencyKeyReused`)).toHaveLength(5);
    const reserved = [
      (await fx.ledger.balances(first.f3.id)).reserved,
      (await fx.ledger.balances(second.f3.id)).reserved,
    ].sort();
    expect(reserved).toEqual([0, 1_080_000]);
    await fx.ledger.releaseSale({ idempotencyKey: key('rel'), reserveKey: sharedKey });
  });

  it('settles a sale one way when posts and releases of it race: no deadlock, the losers get a conflict', async () => {
    for (let round = 0; round < 5; round += 1) {
      const t = await tree({ f1: 2_000_000, f2: 2_000_000, f3: 2_000_000 });
      const split = saleOf([t.f3, t.f2, t.f1]);
      const reserveKey = key('race');
      await fx.ledger.reserveSale({
        idempotencyKey: reserveKey,
        reference: reference('booking', reserveKey),
        payments: paymentsOf(split),
      });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, index) =>
          index % 2 === 0
            ? fx.ledger.postSale({ idempotencyKey: key('race-post'), reserveKey, legs: split.legs })
            : fx.ledger.releaseSale({ idempotencyKey: key('race-rel'), reserveKey }),
        ),
      );
      const codes = outcomes.map(outcomeOf);
      expect(
        codes.every((code) => code === 'ok' || code === `${ErrorCode.CONFLICT}:reservationSettled`),
        codes.join(', '),
      ).toBe(true);
      const postsWon = codes.filter((code, index) => index % 2 === 0 && code === 'ok').length;
      const releasesWon = codes.filter((code, index) => index % 2 === 1 && code === 'ok').length;
      expect([postsWon, releasesWon].sort()).toEqual([0, 5]);
      expect((await fx.ledger.balances(t.f3.id)).balance).toBe(postsWon > 0 ? 2_000_000 - 1_080_000 : 2_000_000);
    }
  });
});

describe('sales, top-ups and credits across a tree in opposite orders', () => {
  it('never deadlocks and leaves every deposit and commission exact', async () => {
    const t = await tree({ f1: 50_000_000, f2: 50_000_000, f3: 50_000_000 });
    const f3Sale = saleOf([t.f3, t.f2, t.f1], 100_000);
    const f2Sale = saleOf([t.f2, t.f1], 100_000);
    const sell = async (split: SaleSplit) => {
      const reserveKey = key('r');
      await fx.ledger.reserveSale({
        idempotencyKey: reserveKey,
        reference: reference('booking', reserveKey),
        payments: paymentsOf(split),
      });
      const posted = await fx.ledger.postSale({ idempotencyKey: key('p'), reserveKey, legs: split.legs });
      await fx.ledger.creditSale({
        idempotencyKey: key('v'),
        saleTransactionId: posted.transactionId,
        amount: 10_000,
        type: 'R',
      });
    };
    const topUp = (agency: LedgerAgency) =>
      fx.ledger.topUp({
        idempotencyKey: key('t'),
        agencyId: agency.id,
        amount: 10_000,
        reference: reference('topup_request', key('t')),
      });
    const steps = [() => sell(f3Sale), () => topUp(t.f3), () => sell(f2Sale), () => topUp(t.f2), () => topUp(t.f1)];
    const round = async (index: number) => {
      const order = index % 2 === 0 ? steps : [...steps].reverse();
      for (const step of order) await step();
    };
    const started = Date.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 16 }, (_, index) => round(index)));
    expect(outcomes.map(outcomeOf).filter((code) => code !== 'ok')).toEqual([]);
    if (isPostgres) expect(Date.now() - started).toBeLessThan(20_000);
    // Per round and agency: a 10,000 top-up, what it pays for each sale, and its share of each 10,000 refund.
    const refunds = [reverseSplit(f3Sale, { amount: 10_000 }), reverseSplit(f2Sale, { amount: 10_000 })];
    const shareOf = (
      parts: readonly { shares: readonly { agencyId: string; pays: number; earns: number }[] }[],
      agencyId: string,
      field: 'pays' | 'earns',
    ) =>
      parts.reduce(
        (total, part) => total + (part.shares.find((share) => share.agencyId === agencyId)?.[field] ?? 0),
        0,
      );
    for (const agency of [t.f1, t.f2, t.f3]) {
      const perRound = 10_000 - shareOf([f3Sale, f2Sale], agency.id, 'pays') + shareOf(refunds, agency.id, 'pays');
      const balance = 50_000_000 + 16 * perRound;
      expect(await fx.ledger.balances(agency.id)).toEqual({ balance, reserved: 0, available: balance, creditLimit: 0 });
      expect(await commissionOf(agency.id)).toBe(
        16 * (shareOf([f3Sale, f2Sale], agency.id, 'earns') - shareOf(refunds, agency.id, 'earns')),
      );
    }
    expect(shareOf(refunds, t.f3.id, 'pays')).toBe(10_000);
    expect(
      await fx.db
        .select()
        .from(ledgerReservations)
        .where(
          and(
            inArray(ledgerReservations.agencyId, [t.f1.id, t.f2.id, t.f3.id]),
            eq(ledgerReservations.status, 'pending'),
          ),
        ),
    ).toEqual([]);
  });
});
