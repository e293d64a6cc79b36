// The invariants split sales add: a sale takes from no deposit without its reservation, and no credit gives back more of a part than the sale took.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { tables } from '@portal/db';
import { splitSale } from '@portal/domain';
import { checkLedgerInvariants, describeViolation } from '../src/modules/ledger/ledger-invariants.js';
import { openLedgerFixture, reference, type LedgerFixture } from './support/ledger-fixtures.js';

const { ledgerAccounts, ledgerBalances, ledgerEntries, ledgerReservations, ledgerTransactions } = tables;

let fx: LedgerFixture;
beforeEach(async () => {
  fx = await openLedgerFixture({ ledgerBrokenOnPurpose: true });
});
afterEach(() => fx.close());

/** F1 → F2 → F3, funded, with one posted F3 sale (net 1,000,000, fees 50,000 and 30,000). */
async function postedSale() {
  const f1 = await fx.newAgency({ level: 'F1' });
  const f2 = await fx.newAgency({ level: 'F2', parentId: f1.id });
  const f3 = await fx.newAgency({ level: 'F3', parentId: f2.id });
  for (const agency of [f1, f2, f3])
    await fx.ledger.topUp({
      idempotencyKey: `t-${agency.id}`,
      agencyId: agency.id,
      amount: 5_000_000,
      reference: reference('topup_request', agency.id),
    });
  const split = splitSale({
    supplierNet: 1_000_000,
    chain: [
      { agencyId: f3.id, fee: 30_000 },
      { agencyId: f2.id, fee: 50_000 },
      { agencyId: f1.id, fee: 0 },
    ],
  });
  await fx.ledger.reserveSale({
    idempotencyKey: 'sale',
    reference: reference('booking', 'P'),
    payments: split.shares.map((share) => ({ agencyId: share.agencyId, amount: share.pays })),
  });
  const posted = await fx.ledger.postSale({ idempotencyKey: 'post', reserveKey: 'sale', legs: split.legs });
  return { f1, f2, f3, saleId: posted.transactionId };
}

async function accountId(agencyId: string | null, kind: 'agency_deposit' | 'supplier_payable' | 'platform_cash') {
  const owner = agencyId === null ? isNull(ledgerAccounts.agencyId) : eq(ledgerAccounts.agencyId, agencyId);
  const [row] = await fx.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(owner, eq(ledgerAccounts.kind, kind)));
  return row!.id;
}

/** Writes a V transaction reversing the sale with these entries, and moves the balances to match (only the new rule breaks). */
async function forgeCredit(saleId: string, key: string, entries: { accountId: string; amount: number }[]) {
  const [transaction] = await fx.db
    .insert(ledgerTransactions)
    .values({
      type: 'V',
      idempotencyKey: key,
      requestHash: 'forged',
      referenceType: 'booking',
      referenceId: 'P',
      reversesTransactionId: saleId,
    })
    .returning();
  await fx.db.insert(ledgerEntries).values(entries.map((entry) => ({ transactionId: transaction!.id, ...entry })));
  for (const entry of entries)
    await fx.db
      .update(ledgerBalances)
      .set({ balance: sql`${ledgerBalances.balance} + ${entry.amount}` })
      .where(eq(ledgerBalances.accountId, entry.accountId));
}

const violationsOf = async () => (await checkLedgerInvariants(fx.db)).violations;

describe('split-sale invariants', () => {
  it('hold for a ledger with a posted split sale, a partial refund and a void of the rest', async () => {
    const { saleId } = await postedSale();
    await fx.ledger.creditSale({ idempotencyKey: 'refund', saleTransactionId: saleId, amount: 123_457, type: 'R' });
    await fx.ledger.creditSale({ idempotencyKey: 'void', saleTransactionId: saleId, type: 'V' });
    const { violations, summary } = await checkLedgerInvariants(fx.db);
    expect(violations).toEqual([]);
    // 3 top-ups, the sale, two credits; platform cash, supplier payable, 3 deposits, 2 funding and 2 commission accounts.
    expect(summary).toMatchObject({
      transactions: 6,
      accounts: 9,
      pendingReservations: 0,
      depositTotal: 15_000_000,
      sumOfBalances: 0,
    });
  });

  it('finds a sale that takes from a deposit whose reservation is not posted by it', async () => {
    const { f2, saleId } = await postedSale();
    await fx.db
      .update(ledgerReservations)
      .set({ status: 'released', transactionId: null })
      .where(and(eq(ledgerReservations.agencyId, f2.id), eq(ledgerReservations.transactionId, saleId)));
    const violations = await violationsOf();
    expect(violations).toEqual([
      { kind: 'saleWithoutReservation', transactionId: saleId, accountId: await accountId(f2.id, 'agency_deposit') },
    ]);
    expect(describeViolation(violations[0]!)).toMatch(/takes from deposit .* without a posted reservation/);
  });

  it('finds credits that give back more of a part than the sale took, the same way round, or on another account', async () => {
    const { f3, saleId } = await postedSale();
    await fx.ledger.creditSale({ idempotencyKey: 'void', saleTransactionId: saleId, type: 'V' });
    expect(await violationsOf()).toEqual([]);
    const deposit = await accountId(f3.id, 'agency_deposit');
    const supplier = await accountId(null, 'supplier_payable');
    await forgeCredit(saleId, 'one-more', [
      { accountId: deposit, amount: 1 },
      { accountId: supplier, amount: -1 },
    ]);
    const over = await violationsOf();
    expect(
      over.map((violation) => [violation.kind, 'accountId' in violation ? violation.accountId : '']).sort(),
    ).toEqual(
      [
        ['overCredited', deposit],
        ['overCredited', supplier],
      ].sort(),
    );
    expect(
      over.find((violation) => violation.kind === 'overCredited' && violation.accountId === deposit),
    ).toMatchObject({ sold: '-1080000', reversed: '1080001' });
    expect(describeViolation(over[0]!)).toMatch(/voids and refunds moved/);
  });

  it('finds a credit moving money the same way as the sale, or on an account the sale never touched', async () => {
    const { f3, saleId } = await postedSale();
    const deposit = await accountId(f3.id, 'agency_deposit');
    const cash = await accountId(null, 'platform_cash');
    await forgeCredit(saleId, 'wrong-way', [
      { accountId: deposit, amount: -5 },
      { accountId: cash, amount: 5 },
    ]);
    const kinds = (await violationsOf()).map((violation) => [
      violation.kind,
      'accountId' in violation ? violation.accountId : '',
    ]);
    expect(kinds.sort()).toEqual(
      [
        ['overCredited', deposit],
        ['overCredited', cash],
      ].sort(),
    );
  });
});
