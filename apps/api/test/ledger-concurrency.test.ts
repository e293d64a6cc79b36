// The ledger under concurrent calls: truly parallel on PostgreSQL (20 connections), serialised by PGlite's single connection.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../src/platform/errors.js';
import { openLedgerFixture, reference, type LedgerFixture } from './support/ledger-fixtures.js';

const { ledgerTransactions, ledgerReservations } = tables;
const isPostgres = process.env.TEST_DB_KIND === 'postgres';

let fx: LedgerFixture;
beforeAll(async () => {
  fx = await openLedgerFixture({ poolSize: 20 });
});
afterAll(() => fx.close());
afterEach(() => fx.expectInvariants());

let keySequence = 0;
const key = (label: string) => `${label}-${++keySequence}`;
const errorCodeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected'
    ? outcome.reason instanceof AppError
      ? outcome.reason.code
      : String(outcome.reason)
    : 'ok';

async function fundedAgency(amount: number, options: { level?: 'F1' | 'F2'; parentId?: string } = {}) {
  const agency = await fx.newAgency(options);
  await fx.ledger.topUp({
    idempotencyKey: key('fund'),
    agencyId: agency.id,
    amount,
    reference: reference('topup_request', key('req')),
  });
  return agency;
}

describe('one deposit, many callers', () => {
  it('lets exactly the affordable 20 of 50 concurrent reservations through; the other 30 get insufficient funds', async () => {
    const agency = await fundedAgency(2_000_000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        fx.ledger.reserve({
          idempotencyKey: key('rsv'),
          agencyId: agency.id,
          amount: 100_000,
          reference: reference('booking', `P${index}`),
        }),
      ),
    );
    const codes = outcomes.map(errorCodeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(20);
    expect(codes.filter((code) => code === ErrorCode.INSUFFICIENT_FUNDS)).toHaveLength(30);
    expect(await fx.ledger.balances(agency.id)).toEqual({
      balance: 2_000_000,
      reserved: 2_000_000,
      available: 0,
      creditLimit: 0,
    });
    const reservations = await fx.db
      .select()
      .from(ledgerReservations)
      .where(eq(ledgerReservations.agencyId, agency.id));
    expect(reservations).toHaveLength(20);
    await fx.expectInvariants();

    // Settle them concurrently too: half posted, half released.
    const ids = reservations.map((row) => row.id);
    await Promise.all(
      ids.map((reservationId, index) =>
        index % 2 === 0
          ? fx.ledger.post({ idempotencyKey: key('post'), reservationId })
          : fx.ledger.release({ idempotencyKey: key('rel'), reservationId }),
      ),
    );
    expect(await fx.ledger.balances(agency.id)).toEqual({
      balance: 1_000_000,
      reserved: 0,
      available: 1_000_000,
      creditLimit: 0,
    });
  });

  it('moves money once when one key is fired 10 times at once, for every operation', async () => {
    const agency = await fx.newAgency();
    const topUp = {
      idempotencyKey: key('topup'),
      agencyId: agency.id,
      amount: 1_000_000,
      reference: reference('topup_request', 'SAME'),
    };
    const topUps = await Promise.all(Array.from({ length: 10 }, () => fx.ledger.topUp(topUp)));
    expect(new Set(topUps.map((result) => result.transactionId)).size).toBe(1);
    expect(topUps.filter((result) => !result.isReplay)).toHaveLength(1);

    const reserve = {
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 300_000,
      reference: reference('booking', 'SAME'),
    };
    const reserves = await Promise.all(Array.from({ length: 10 }, () => fx.ledger.reserve(reserve)));
    expect(new Set(reserves.map((result) => result.reservationId)).size).toBe(1);
    expect(reserves.filter((result) => !result.isReplay)).toHaveLength(1);
    const { reservationId } = reserves[0]!;

    const post = { idempotencyKey: key('post'), reservationId };
    const posts = await Promise.all(Array.from({ length: 10 }, () => fx.ledger.post(post)));
    expect(new Set(posts.map((result) => result.transactionId)).size).toBe(1);
    expect(posts.filter((result) => !result.isReplay)).toHaveLength(1);

    const credit = {
      idempotencyKey: key('void'),
      transactionId: posts[0]!.transactionId,
      amount: 300_000,
      type: 'V' as const,
    };
    const credits = await Promise.all(Array.from({ length: 10 }, () => fx.ledger.credit(credit)));
    expect(new Set(credits.map((result) => result.transactionId)).size).toBe(1);

    const second = await fx.ledger.reserve({
      ...reserve,
      idempotencyKey: key('rsv'),
      reference: reference('booking', 'OTHER'),
    });
    const release = { idempotencyKey: key('rel'), reservationId: second.reservationId };
    const releases = await Promise.all(Array.from({ length: 10 }, () => fx.ledger.release(release)));
    expect(releases.filter((result) => !result.isReplay)).toHaveLength(1);

    expect(await fx.ledger.balances(agency.id)).toEqual({
      balance: 1_000_000,
      reserved: 0,
      available: 1_000_000,
      creditLimit: 0,
    });
    expect(
      await fx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.agencyId, agency.id)),
    ).toHaveLength(3);
  });

  it('lets one key win when it is fired at two agencies at once; the other agency gets a conflict', async () => {
    const [first, second] = [await fx.newAgency(), await fx.newAgency()];
    const sharedKey = key('shared');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        fx.ledger.topUp({
          idempotencyKey: sharedKey,
          agencyId: (index % 2 === 0 ? first : second).id,
          amount: 700_000,
          reference: reference('topup_request', 'RACE'),
        }),
      ),
    );
    const codes = outcomes.map(errorCodeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === ErrorCode.CONFLICT)).toHaveLength(5);
    const balances = [
      (await fx.ledger.balances(first.id)).balance,
      (await fx.ledger.balances(second.id)).balance,
    ].sort();
    expect(balances).toEqual([0, 700_000]);
  });

  it('settles a reservation one way when posts and releases of it race: no deadlock, the losers get a conflict', async () => {
    for (let round = 0; round < 5; round += 1) {
      const agency = await fundedAgency(1_000_000);
      const { reservationId } = await fx.ledger.reserve({
        idempotencyKey: key('race-rsv'),
        agencyId: agency.id,
        amount: 400_000,
        reference: reference('booking', key('race')),
      });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, index) =>
          index % 2 === 0
            ? fx.ledger.post({ idempotencyKey: key('race-post'), reservationId })
            : fx.ledger.release({ idempotencyKey: key('race-release'), reservationId }),
        ),
      );
      const codes = outcomes.map(errorCodeOf);
      // Whichever came first wins; its kind replays, the other kind is refused as settled (409 code 41).
      expect(
        codes.every((code) => code === 'ok' || code === ErrorCode.CONFLICT),
        codes.join(', '),
      ).toBe(true);
      const postsWon = codes.filter((code, index) => index % 2 === 0 && code === 'ok').length;
      const releasesWon = codes.filter((code, index) => index % 2 === 1 && code === 'ok').length;
      expect([postsWon, releasesWon].sort()).toEqual([0, 5]);
      const expected = postsWon > 0 ? 600_000 : 1_000_000;
      expect(await fx.ledger.balances(agency.id)).toEqual({
        balance: expected,
        reserved: 0,
        available: expected,
        creditLimit: 0,
      });
    }
  });
});

describe('several agencies, operations in opposite orders', () => {
  it('never deadlocks: top-ups of a parent and its sub-agency, reserves, posts and credits, interleaved both ways', async () => {
    const parent = await fundedAgency(10_000_000);
    const child = await fundedAgency(10_000_000, { level: 'F2', parentId: parent.id });
    const sibling = await fundedAgency(10_000_000, { level: 'F2', parentId: parent.id });
    const round = async (order: readonly (typeof parent)[], index: number) => {
      for (const agency of order) {
        await fx.ledger.topUp({
          idempotencyKey: key('t'),
          agencyId: agency.id,
          amount: 10_000,
          reference: reference('topup_request', `R${index}`),
        });
        const reserved = await fx.ledger.reserve({
          idempotencyKey: key('r'),
          agencyId: agency.id,
          amount: 30_000,
          reference: reference('booking', `B${index}`),
        });
        const posted = await fx.ledger.post({ idempotencyKey: key('p'), reservationId: reserved.reservationId });
        await fx.ledger.credit({
          idempotencyKey: key('v'),
          transactionId: posted.transactionId,
          amount: 10_000,
          type: 'R',
        });
      }
    };
    const orders = [
      [parent, child, sibling],
      [sibling, child, parent],
      [child, parent, sibling],
      [sibling, parent, child],
    ];
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 24 }, (_, index) => round(orders[index % orders.length]!, index)),
    );
    expect(outcomes.map(errorCodeOf).filter((code) => code !== 'ok')).toEqual([]);
    // A deadlock would cost PostgreSQL's deadlock_timeout (1 s) before one side is killed.
    if (isPostgres) expect(Date.now() - started).toBeLessThan(15_000);
    // Each agency: funded 10,000,000, then 24 rounds of +10,000 top-up, −30,000 sale, +10,000 refund.
    for (const agency of [parent, child, sibling]) {
      expect(await fx.ledger.balances(agency.id)).toEqual({
        balance: 10_000_000 - 24 * 10_000,
        reserved: 0,
        available: 10_000_000 - 24 * 10_000,
        creditLimit: 0,
      });
    }
  });
});

describe.runIf(isPostgres)('truly parallel (PostgreSQL only)', () => {
  it('keeps the deposit exact under 200 mixed operations from 20 connections', async () => {
    const agency = await fundedAgency(1_000_000);
    const operations = Array.from({ length: 200 }, async (_, index) => {
      if (index % 4 === 0)
        return fx.ledger.topUp({
          idempotencyKey: key('t'),
          agencyId: agency.id,
          amount: 5_000,
          reference: reference('topup_request', `M${index}`),
        });
      const reserved = await fx.ledger.reserve({
        idempotencyKey: key('r'),
        agencyId: agency.id,
        amount: 20_000,
        reference: reference('booking', `M${index}`),
      });
      return index % 3 === 0
        ? fx.ledger.release({ idempotencyKey: key('x'), reservationId: reserved.reservationId })
        : fx.ledger.post({ idempotencyKey: key('p'), reservationId: reserved.reservationId });
    });
    const outcomes = await Promise.allSettled(operations);
    const codes = outcomes.map(errorCodeOf);
    expect(codes.filter((code) => code !== 'ok' && code !== ErrorCode.INSUFFICIENT_FUNDS)).toEqual([]);
    const posted = await fx.db.select().from(ledgerReservations).where(eq(ledgerReservations.agencyId, agency.id));
    const spent = posted.filter((row) => row.status === 'posted').reduce((total, row) => total + row.amount, 0);
    expect(posted.filter((row) => row.status === 'pending')).toEqual([]);
    expect((await fx.ledger.balances(agency.id)).balance).toBe(1_000_000 + 50 * 5_000 - spent);
  });
});
