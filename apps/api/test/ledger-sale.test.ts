// Split sales in the ledger: reserve along the chain (all or nothing), post the split, release, void and refund.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { tables } from '@portal/db';
import { ErrorCode } from '@portal/contracts';
import { reverseSplit, splitSale, splitSaleLines, type SaleSplit, type SplitLeg } from '@portal/domain';
import {
  ledgerError,
  openLedgerFixture,
  reference,
  type LedgerAgency,
  type LedgerFixture,
} from './support/ledger-fixtures.js';

const { ledgerAccounts, ledgerBalances, ledgerEntries, ledgerReservations, ledgerTransactions } = tables;

let fx: LedgerFixture;
beforeAll(async () => {
  fx = await openLedgerFixture();
});
afterAll(() => fx.close());
afterEach(() => fx.expectInvariants());

let keySequence = 0;
const key = (label: string) => `sale-${label}-${++keySequence}`;

type Tree = { f1: LedgerAgency; f2: LedgerAgency; f3: LedgerAgency };

/** F1 → F2 → F3, each deposit funded with the amount given (F2 and F3 from their parents' funding accounts). */
async function tree(
  funds: { f1: number; f2: number; f3: number },
  limits: { f1?: number; f2?: number; f3?: number } = {},
): Promise<Tree> {
  const f1 = await fx.newAgency({ level: 'F1', creditLimit: limits.f1 });
  const f2 = await fx.newAgency({ level: 'F2', parentId: f1.id, creditLimit: limits.f2 });
  const f3 = await fx.newAgency({ level: 'F3', parentId: f2.id, creditLimit: limits.f3 });
  for (const [agency, amount] of [
    [f1, funds.f1],
    [f2, funds.f2],
    [f3, funds.f3],
  ] as const) {
    if (amount > 0)
      await fx.ledger.topUp({
        idempotencyKey: key('fund'),
        agencyId: agency.id,
        amount,
        reference: reference('topup_request', key('req')),
      });
  }
  return { f1, f2, f3 };
}

/** An F3's sale: the F1 charges the F2 50,000, the F2 charges the F3 30,000 (decision 011's stacking). */
function f3Sale(t: Tree, supplierNet = 1_000_000, fees = { f2: 30_000, f1: 50_000 }): SaleSplit {
  return splitSale({
    supplierNet,
    chain: [
      { agencyId: t.f3.id, fee: fees.f2 },
      { agencyId: t.f2.id, fee: fees.f1 },
      { agencyId: t.f1.id, fee: 0 },
    ],
  });
}

const paymentsOf = (split: SaleSplit) =>
  split.shares.map((share) => ({ agencyId: share.agencyId, amount: share.pays }));

async function accountBalance(agencyId: string | null, kind: string) {
  const owner = agencyId === null ? isNull(ledgerAccounts.agencyId) : eq(ledgerAccounts.agencyId, agencyId);
  const [row] = await fx.db
    .select({ balance: ledgerBalances.balance, reserved: ledgerBalances.reserved })
    .from(ledgerBalances)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId))
    .where(and(owner, eq(ledgerAccounts.kind, kind as 'agency_deposit')));
  return row?.balance ?? 0;
}

/** Every balance a sale of the tree can move, to compare before and after. */
async function snapshot(t: Tree) {
  const figures: Record<string, number> = {};
  for (const [name, agency] of Object.entries(t)) {
    for (const kind of ['agency_deposit', 'parent_funding', 'agency_commission'])
      figures[`${name}.${kind}`] = await accountBalance(agency.id, kind);
    figures[`${name}.reserved`] = (await fx.ledger.balances(agency.id)).reserved;
  }
  figures.supplier = await accountBalance(null, 'supplier_payable');
  return figures;
}

async function legsOf(transactionId: string): Promise<SplitLeg[]> {
  return fx.db
    .select({ kind: ledgerAccounts.kind, agencyId: ledgerAccounts.agencyId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId)) as Promise<SplitLeg[]>;
}
async function keyOf(transactionId: string) {
  const [row] = await fx.db
    .select({ key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.id, transactionId));
  return row!.key;
}
const sortedLegs = (legs: readonly SplitLeg[]) =>
  [...legs].sort((a, b) => `${a.kind}${a.agencyId}`.localeCompare(`${b.kind}${b.agencyId}`));

async function reserveAndPost(t: Tree, split = f3Sale(t)) {
  const reserveKey = key('rsv');
  const reserved = await fx.ledger.reserveSale({
    idempotencyKey: reserveKey,
    reference: reference('booking', key('pnr')),
    description: 'Xuất vé HAN-SGN',
    payments: paymentsOf(split),
  });
  const posted = await fx.ledger.postSale({ idempotencyKey: key('post'), reserveKey, legs: split.legs });
  return { reserveKey, reserved, posted, split };
}

describe('reserveSale', () => {
  it('reserves each deposit of the chain its share in one go, buyer first', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const split = f3Sale(t);
    const result = await fx.ledger.reserveSale({
      idempotencyKey: key('rsv'),
      reference: reference('booking', 'P1'),
      payments: paymentsOf(split),
    });
    expect(result.isReplay).toBe(false);
    expect(result.reservations.map(({ agencyId, amount }) => ({ agencyId, amount }))).toEqual([
      { agencyId: t.f3.id, amount: 1_080_000 },
      { agencyId: t.f2.id, amount: 1_050_000 },
      { agencyId: t.f1.id, amount: 1_000_000 },
    ]);
    expect(result.balances).toEqual({ balance: 5_000_000, reserved: 1_080_000, available: 3_920_000, creditLimit: 0 });
    expect((await fx.ledger.balances(t.f2.id)).reserved).toBe(1_050_000);
    expect((await fx.ledger.balances(t.f1.id)).reserved).toBe(1_000_000);
    const rows = await fx.db
      .select()
      .from(ledgerReservations)
      .where(
        inArray(
          ledgerReservations.id,
          result.reservations.map((row) => row.reservationId),
        ),
      );
    expect(rows.every((row) => row.status === 'pending' && row.referenceId === 'P1')).toBe(true);
  });

  it('answers a retry with the same reservation ids and refuses the key with other payments', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const request = {
      idempotencyKey: key('rsv'),
      reference: reference('booking', 'P2'),
      payments: paymentsOf(f3Sale(t)),
    };
    const first = await fx.ledger.reserveSale(request);
    expect(await fx.ledger.reserveSale({ ...request, description: 'bấm lại' })).toEqual({ ...first, isReplay: true });
    const changed = {
      ...request,
      payments: request.payments.map((payment, index) =>
        index === 2 ? { ...payment, amount: payment.amount + 1 } : payment,
      ),
    };
    expect(await ledgerError(fx.ledger.reserveSale(changed))).toMatchObject({ status: 422, code: ErrorCode.CONFLICT });
    expect(
      await ledgerError(fx.ledger.reserveSale({ ...request, reference: reference('booking', 'OTHER') })),
    ).toMatchObject({ code: ErrorCode.CONFLICT });
    expect((await fx.ledger.balances(t.f3.id)).reserved).toBe(1_080_000);
  });

  it('reserves nothing when the F1 cannot afford the net, and says an agency above is short', async () => {
    const t = await tree({ f1: 999_999, f2: 5_000_000, f3: 5_000_000 });
    const before = await snapshot(t);
    const request = {
      idempotencyKey: key('rsv'),
      reference: reference('booking', 'P3'),
      payments: paymentsOf(f3Sale(t)),
    };
    const error = await ledgerError(fx.ledger.reserveSale(request));
    expect(error).toMatchObject({
      status: 422,
      code: ErrorCode.INSUFFICIENT_FUNDS,
      messageKey: 'upstreamInsufficientFunds',
      details: { agencyId: t.f1.id, level: 'F1', payer: 'upstream' },
    });
    // The agent must not learn the F1's figures.
    expect(error.details).not.toHaveProperty('available');
    expect(await snapshot(t)).toEqual(before);
    expect(await fx.db.select().from(ledgerReservations).where(eq(ledgerReservations.referenceId, 'P3'))).toEqual([]);
    // Within its credit limit the F1 can pay, and the same key then succeeds.
    await fx.db.update(tables.agencies).set({ creditLimit: 1 }).where(eq(tables.agencies.id, t.f1.id));
    expect((await fx.ledger.reserveSale(request)).isReplay).toBe(false);
  });

  it("names the F2 when it is the F2 that is short, and uses the buyer's own message when the buyer is", async () => {
    const short = await tree({ f1: 5_000_000, f2: 1_000_000, f3: 5_000_000 });
    const error = await ledgerError(
      fx.ledger.reserveSale({
        idempotencyKey: key('rsv'),
        reference: reference('booking', 'P4'),
        payments: paymentsOf(f3Sale(short)),
      }),
    );
    expect(error).toMatchObject({
      code: ErrorCode.INSUFFICIENT_FUNDS,
      details: { agencyId: short.f2.id, level: 'F2' },
    });
    expect((await fx.ledger.balances(short.f3.id)).reserved).toBe(0);

    const poor = await tree({ f1: 0, f2: 0, f3: 1_000_000 }, { f3: 50_000 });
    const buyerError = await ledgerError(
      fx.ledger.reserveSale({
        idempotencyKey: key('rsv'),
        reference: reference('booking', 'P5'),
        payments: paymentsOf(f3Sale(poor)),
      }),
    );
    expect(buyerError).toMatchObject({
      messageKey: 'insufficientFunds',
      code: ErrorCode.INSUFFICIENT_FUNDS,
      details: { available: 1_000_000, creditLimit: 50_000, spendable: 1_050_000, requested: 1_080_000 },
    });
  });

  it('behaves exactly like reserve for a single payer: same key, same reservation, same error', async () => {
    const agency = await fx.newAgency({ level: 'F1' });
    await fx.ledger.topUp({
      idempotencyKey: key('fund'),
      agencyId: agency.id,
      amount: 1_000_000,
      reference: reference('topup_request', key('req')),
    });
    const idempotencyKey = key('single');
    const sale = await fx.ledger.reserveSale({
      idempotencyKey,
      reference: reference('booking', 'S1'),
      payments: [{ agencyId: agency.id, amount: 400_000 }],
    });
    const plain = await fx.ledger.reserve({
      idempotencyKey,
      agencyId: agency.id,
      amount: 400_000,
      reference: reference('booking', 'S1'),
    });
    expect(plain).toEqual({
      reservationId: sale.reservations[0]!.reservationId,
      isReplay: true,
      balances: sale.balances,
    });
    // The transactional path (prepareReserveSale, for callers writing in their own transaction) fingerprints alike.
    const write = await fx.ledger.prepareReserveSale({
      idempotencyKey,
      reference: reference('booking', 'S1'),
      payments: [{ agencyId: agency.id, amount: 400_000 }],
    });
    expect((await fx.db.transaction(write)).reservations).toEqual(sale.reservations);
    const tooMuch = {
      idempotencyKey: key('single'),
      reference: reference('booking', 'S2'),
      payments: [{ agencyId: agency.id, amount: 700_000 }],
    };
    const saleError = await ledgerError(fx.ledger.reserveSale(tooMuch));
    const reserveError = await ledgerError(fx.ledger.reserve({ ...tooMuch, agencyId: agency.id, amount: 700_000 }));
    expect({ ...saleError }).toEqual({ ...reserveError });
    // A one-agency sale posts and releases through the sale operations too.
    const released = await fx.ledger.releaseSale({ idempotencyKey: key('rel'), reserveKey: idempotencyKey });
    expect(released).toEqual({
      reservationIds: [sale.reservations[0]!.reservationId],
      isReplay: false,
      balances: { balance: 1_000_000, reserved: 0, available: 1_000_000, creditLimit: 0 },
    });
  });

  it('refuses payers that are not one chain up to an F1, and unknown agencies, before reserving anything', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const [f3, f2, f1] = paymentsOf(f3Sale(t));
    const cases = [
      { payments: [f3!, f1!], field: 'payments.1.agencyId' },
      { payments: [f2!, f3!, f1!], field: 'payments.1.agencyId' },
      { payments: [f3!, f2!], field: 'payments.1.agencyId' },
      { payments: [f3!, f3!], field: 'payments' },
      { payments: [], field: 'payments' },
      { payments: [f3!, f2!, f1!, f1!], field: 'payments' },
      { payments: [{ ...f3!, amount: 0 }, f2!, f1!], field: 'payments.0.amount' },
      { payments: [{ ...f3!, amount: 1.5 }, f2!, f1!], field: 'payments.0.amount' },
    ];
    for (const { payments, field } of cases) {
      const error = await ledgerError(
        fx.ledger.reserveSale({ idempotencyKey: key('bad'), reference: reference('booking', 'BAD'), payments }),
      );
      expect(error, JSON.stringify(payments)).toMatchObject({ status: 400, code: ErrorCode.VALIDATION });
      expect((error.details as { fields: { field: string }[] }).fields.map((entry) => entry.field)).toContain(field);
    }
    const unknown = await ledgerError(
      fx.ledger.reserveSale({
        idempotencyKey: key('bad'),
        reference: reference('booking', 'BAD'),
        payments: [f3!, f2!, { ...f1!, agencyId: crypto.randomUUID() }],
      }),
    );
    expect(unknown).toMatchObject({ status: 404 });
    expect(await fx.db.select().from(ledgerReservations).where(eq(ledgerReservations.referenceId, 'BAD'))).toEqual([]);
  });
});

describe('postSale', () => {
  it("writes one transaction with the split's entries and moves every balance: deposits, funding, commission, supplier", async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const before = await snapshot(t);
    const { reserved, posted, split } = await reserveAndPost(t);
    expect(posted).toMatchObject({
      isReplay: false,
      reservationIds: reserved.reservations.map((row) => row.reservationId),
    });
    expect(posted.balances).toEqual({
      balance: 5_000_000 - 1_080_000,
      reserved: 0,
      available: 5_000_000 - 1_080_000,
      creditLimit: 0,
    });
    expect(sortedLegs(await legsOf(posted.transactionId))).toEqual(sortedLegs(split.legs));
    expect(sortedLegs(split.legs)).toEqual(
      sortedLegs([
        { kind: 'agency_deposit', agencyId: t.f3.id, amount: -1_080_000 },
        { kind: 'agency_deposit', agencyId: t.f2.id, amount: -1_050_000 },
        { kind: 'parent_funding', agencyId: t.f2.id, amount: 1_050_000 },
        { kind: 'agency_commission', agencyId: t.f2.id, amount: 30_000 },
        { kind: 'agency_deposit', agencyId: t.f1.id, amount: -1_000_000 },
        { kind: 'parent_funding', agencyId: t.f1.id, amount: 1_000_000 },
        { kind: 'agency_commission', agencyId: t.f1.id, amount: 50_000 },
        { kind: 'supplier_payable', agencyId: null, amount: 1_000_000 },
      ]),
    );
    const after = await snapshot(t);
    expect(after).toEqual({
      ...before,
      'f3.agency_deposit': before['f3.agency_deposit']! - 1_080_000,
      'f2.agency_deposit': before['f2.agency_deposit']! - 1_050_000,
      'f1.agency_deposit': before['f1.agency_deposit']! - 1_000_000,
      'f2.parent_funding': before['f2.parent_funding']! + 1_050_000,
      'f1.parent_funding': before['f1.parent_funding']! + 1_000_000,
      'f2.agency_commission': 30_000,
      'f1.agency_commission': 50_000,
      supplier: before.supplier! + 1_000_000,
    });
    const [transaction] = await fx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, posted.transactionId));
    expect(transaction).toMatchObject({
      type: 'S',
      agencyId: t.f3.id,
      referenceType: 'booking',
      description: 'Xuất vé HAN-SGN',
    });
    const rows = await fx.db
      .select()
      .from(ledgerReservations)
      .where(inArray(ledgerReservations.id, posted.reservationIds));
    expect(rows.map((row) => [row.status, row.transactionId])).toEqual(
      rows.map(() => ['posted', posted.transactionId]),
    );
  });

  it('posts a sale split per passenger (splitSaleLines total) and a type C charge', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const { total: split } = splitSaleLines({
      agencyIds: [t.f3.id, t.f2.id, t.f1.id],
      lines: [
        { supplierNet: 500_000, fees: [0, 12_345] },
        { supplierNet: 277_777, fees: [0, 0] },
      ],
    });
    const reserveKey = key('rsv');
    await fx.ledger.reserveSale({
      idempotencyKey: reserveKey,
      reference: reference('booking', 'C1'),
      payments: paymentsOf(split),
    });
    const posted = await fx.ledger.postSale({
      idempotencyKey: key('post'),
      reserveKey,
      type: 'C',
      legs: split.legs,
      description: 'Phí dịch vụ',
    });
    const [transaction] = await fx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, posted.transactionId));
    expect(transaction).toMatchObject({ type: 'C', description: 'Phí dịch vụ' });
    // A zero fee has no commission leg.
    expect((await legsOf(posted.transactionId)).filter((leg) => leg.kind === 'agency_commission')).toEqual([
      { kind: 'agency_commission', agencyId: t.f1.id, amount: 12_345 },
    ]);
  });

  it('replays with the same transaction whatever the key once posted, and refuses the key for another sale', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const { reserveKey, posted, split } = await reserveAndPost(t);
    const postKey = key('post');
    const first = await fx.ledger.postSale({ idempotencyKey: postKey, reserveKey, legs: split.legs });
    expect(first).toEqual({ ...posted, isReplay: true });
    expect(await fx.ledger.postSale({ idempotencyKey: postKey, reserveKey, legs: split.legs })).toEqual({
      ...posted,
      isReplay: true,
    });
    const otherKey = key('rsv');
    await fx.ledger.reserveSale({
      idempotencyKey: otherKey,
      reference: reference('booking', otherKey),
      payments: paymentsOf(split),
    });
    const reused = await ledgerError(
      fx.ledger.postSale({ idempotencyKey: await keyOf(posted.transactionId), reserveKey: otherKey, legs: split.legs }),
    );
    expect(reused).toMatchObject({ status: 422, code: ErrorCode.CONFLICT });
    expect((await fx.ledger.balances(t.f3.id)).reserved).toBe(1_080_000);
    await fx.ledger.releaseSale({ idempotencyKey: key('rel'), reserveKey: otherKey });
    expect(
      await fx.db.select().from(ledgerReservations).where(eq(ledgerReservations.transactionId, posted.transactionId)),
    ).toHaveLength(3);
  });

  it('refuses legs that do not balance, do not match the reservations or are not the split, writing nothing', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const split = f3Sale(t);
    const reserveKey = key('rsv');
    await fx.ledger.reserveSale({
      idempotencyKey: reserveKey,
      reference: reference('booking', 'L1'),
      payments: paymentsOf(split),
    });
    const before = await snapshot(t);
    const change = (index: number, amount: number) =>
      split.legs.map((leg, at) => (at === index ? { ...leg, amount } : leg));
    const depositAt = split.legs.findIndex((leg) => leg.kind === 'agency_deposit' && leg.agencyId === t.f2.id);
    const supplierAt = split.legs.findIndex((leg) => leg.kind === 'supplier_payable');
    const commissionAt = split.legs.findIndex((leg) => leg.kind === 'agency_commission' && leg.agencyId === t.f1.id);
    const otherSale = f3Sale(t, 900_000);
    const badLegs: SplitLeg[][] = [
      change(supplierAt, 1_000_001), // does not sum to zero
      change(depositAt, -1_049_999).map((leg) => (leg.kind === 'supplier_payable' ? { ...leg, amount: 999_999 } : leg)), // balanced, but not the F2's reservation
      otherSale.legs, // another amount altogether
      // Balanced and the deposits right, but the F1's fee booked as supplier money: not a split.
      split.legs
        .filter((_leg, at) => at !== commissionAt)
        .map((leg) => (leg.kind === 'supplier_payable' ? { ...leg, amount: leg.amount + 50_000 } : leg)),
      [
        ...split.legs,
        { kind: 'agency_deposit', agencyId: (await fx.newAgency()).id, amount: -1 },
        { kind: 'supplier_payable', agencyId: null, amount: 1 },
      ], // duplicate leg
      split.legs
        .filter((leg) => !(leg.kind === 'agency_deposit' && leg.agencyId === t.f1.id))
        .map((leg) => (leg.kind === 'supplier_payable' ? { ...leg, amount: 0 } : leg)),
      [
        { kind: 'supplier_payable', agencyId: t.f1.id, amount: 1 },
        { kind: 'agency_deposit', agencyId: t.f3.id, amount: -1 },
      ],
    ];
    for (const legs of badLegs) {
      const error = await ledgerError(fx.ledger.postSale({ idempotencyKey: key('post'), reserveKey, legs }));
      expect(error, JSON.stringify(legs)).toMatchObject({ status: 400, code: ErrorCode.VALIDATION });
      expect((error.details as { fields: { field: string }[] }).fields[0]!.field).toMatch(/^legs/);
    }
    expect(await snapshot(t)).toEqual(before);
    expect(
      await ledgerError(
        fx.ledger.postSale({ idempotencyKey: key('post'), reserveKey: key('unknown'), legs: split.legs }),
      ),
    ).toMatchObject({ status: 404 });
    // The right legs still post.
    expect((await fx.ledger.postSale({ idempotencyKey: key('post'), reserveKey, legs: split.legs })).isReplay).toBe(
      false,
    );
  });
});

describe('releaseSale', () => {
  it('releases every reservation of the sale at once; a retry replays; posting it afterwards is refused', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const before = await snapshot(t);
    const split = f3Sale(t);
    const reserveKey = key('rsv');
    const reserved = await fx.ledger.reserveSale({
      idempotencyKey: reserveKey,
      reference: reference('booking', 'R1'),
      payments: paymentsOf(split),
    });
    const release = { idempotencyKey: key('rel'), reserveKey };
    const released = await fx.ledger.releaseSale(release);
    expect(released).toEqual({
      reservationIds: reserved.reservations.map((row) => row.reservationId),
      isReplay: false,
      balances: { balance: 5_000_000, reserved: 0, available: 5_000_000, creditLimit: 0 },
    });
    expect(await snapshot(t)).toEqual(before);
    expect(await fx.ledger.releaseSale(release)).toEqual({ ...released, isReplay: true });
    expect(await fx.ledger.releaseSale({ idempotencyKey: key('rel-other'), reserveKey })).toEqual({
      ...released,
      isReplay: true,
    });
    expect(
      await ledgerError(fx.ledger.postSale({ idempotencyKey: key('post'), reserveKey, legs: split.legs })),
    ).toMatchObject({ status: 409, details: { status: 'released' } });
    const rows = await fx.db
      .select()
      .from(ledgerReservations)
      .where(inArray(ledgerReservations.id, released.reservationIds));
    expect(rows.map((row) => row.releaseKey).sort()).toEqual(
      [release.idempotencyKey, `${release.idempotencyKey}>1`, `${release.idempotencyKey}>2`].sort(),
    );
  });

  it('refuses to release a posted sale, a release key used for another sale, and an unknown sale', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const { reserveKey } = await reserveAndPost(t);
    expect(await ledgerError(fx.ledger.releaseSale({ idempotencyKey: key('rel'), reserveKey }))).toMatchObject({
      status: 409,
      details: { status: 'posted' },
    });
    const first = key('rsv');
    const second = key('rsv');
    for (const idempotencyKey of [first, second])
      await fx.ledger.reserveSale({
        idempotencyKey,
        reference: reference('booking', idempotencyKey),
        payments: paymentsOf(f3Sale(t, 10_000)),
      });
    const releaseKey = key('rel');
    await fx.ledger.releaseSale({ idempotencyKey: releaseKey, reserveKey: first });
    expect(await ledgerError(fx.ledger.releaseSale({ idempotencyKey: releaseKey, reserveKey: second }))).toMatchObject({
      status: 422,
      code: ErrorCode.CONFLICT,
    });
    expect(
      await ledgerError(fx.ledger.releaseSale({ idempotencyKey: key('rel'), reserveKey: key('nothing') })),
    ).toMatchObject({ status: 404 });
    await fx.ledger.releaseSale({ idempotencyKey: key('rel'), reserveKey: second });
  });
});

describe('creditSale', () => {
  it('voids a split sale in full: every balance back exactly where it was, linked to the sale', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const before = await snapshot(t);
    const { posted, split } = await reserveAndPost(t);
    const voided = await fx.ledger.creditSale({
      idempotencyKey: key('void'),
      saleTransactionId: posted.transactionId,
      type: 'V',
      description: 'Hủy vé',
    });
    expect(voided).toMatchObject({
      isReplay: false,
      amount: 1_080_000,
      balances: { balance: 5_000_000, reserved: 0, available: 5_000_000 },
    });
    expect(await snapshot(t)).toEqual(before);
    expect(sortedLegs(await legsOf(voided.transactionId))).toEqual(
      sortedLegs(split.legs.map((leg) => ({ ...leg, amount: -leg.amount }))),
    );
    const [transaction] = await fx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, voided.transactionId));
    expect(transaction).toMatchObject({
      type: 'V',
      reversesTransactionId: posted.transactionId,
      agencyId: t.f3.id,
      referenceType: 'booking',
    });
    const again = await ledgerError(
      fx.ledger.creditSale({ idempotencyKey: key('void'), saleTransactionId: posted.transactionId, type: 'V' }),
    );
    expect(again).toMatchObject({
      status: 422,
      code: ErrorCode.CONFLICT,
      messageKey: 'creditExceedsSale',
      details: { remaining: 0 },
    });
  });

  it('refunds in parts shared as reverseSplit does, counting earlier credits, and never more than the sale', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const before = await snapshot(t);
    const { posted, split } = await reserveAndPost(t, f3Sale(t, 1_000_001, { f2: 30_001, f1: 49_999 }));
    const first = await fx.ledger.creditSale({
      idempotencyKey: key('refund'),
      saleTransactionId: posted.transactionId,
      amount: 333_333,
      type: 'R',
    });
    const expectedFirst = reverseSplit(split, { amount: 333_333 });
    expect(first.amount).toBe(333_333);
    expect(sortedLegs(await legsOf(first.transactionId))).toEqual(sortedLegs(expectedFirst.legs));
    const over = await ledgerError(
      fx.ledger.creditSale({
        idempotencyKey: key('refund'),
        saleTransactionId: posted.transactionId,
        amount: split.buyerPays - 333_333 + 1,
        type: 'R',
      }),
    );
    expect(over).toMatchObject({
      status: 422,
      code: ErrorCode.CONFLICT,
      details: { remaining: split.buyerPays - 333_333, requested: split.buyerPays - 333_333 + 1 },
    });
    const second = await fx.ledger.creditSale({
      idempotencyKey: key('refund'),
      saleTransactionId: posted.transactionId,
      amount: 1,
      type: 'R',
    });
    expect(sortedLegs(await legsOf(second.transactionId))).toEqual(
      sortedLegs(reverseSplit(split, { amount: 1, previous: [expectedFirst] }).legs),
    );
    // The rest, by default: everything ends exactly where it began.
    const rest = await fx.ledger.creditSale({
      idempotencyKey: key('refund'),
      saleTransactionId: posted.transactionId,
      type: 'V',
    });
    expect(rest.amount).toBe(split.buyerPays - 333_334);
    expect(await snapshot(t)).toEqual(before);
  });

  it('replays a credit by key with the amount it gave, and refuses the key with another amount', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const { posted } = await reserveAndPost(t);
    const request = {
      idempotencyKey: key('refund'),
      saleTransactionId: posted.transactionId,
      amount: 500_000,
      type: 'R' as const,
    };
    const first = await fx.ledger.creditSale(request);
    expect(await fx.ledger.creditSale({ ...request, description: 'lại' })).toEqual({ ...first, isReplay: true });
    expect(await ledgerError(fx.ledger.creditSale({ ...request, amount: 400_000 }))).toMatchObject({
      code: ErrorCode.CONFLICT,
      details: { idempotencyKey: request.idempotencyKey },
    });
    const full = { idempotencyKey: key('void'), saleTransactionId: posted.transactionId, type: 'V' as const };
    const rest = await fx.ledger.creditSale(full);
    expect(rest.amount).toBe(580_000);
    expect(await fx.ledger.creditSale(full)).toEqual({ ...rest, isReplay: true });
  });

  it('lets the existing credit give back a split sale, and still a one-counterpart payment', async () => {
    const t = await tree({ f1: 5_000_000, f2: 5_000_000, f3: 5_000_000 });
    const before = await snapshot(t);
    const { posted } = await reserveAndPost(t);
    const credited = await fx.ledger.credit({
      idempotencyKey: key('credit'),
      transactionId: posted.transactionId,
      amount: 1_080_000,
      type: 'V',
    });
    expect(Object.keys(credited).sort()).toEqual(['balances', 'isReplay', 'transactionId']);
    expect(await snapshot(t)).toEqual(before);

    const debit = await fx.ledger.adjust({
      idempotencyKey: key('debit'),
      agencyId: t.f2.id,
      amount: 200_000,
      direction: 'debit',
      reference: reference('adjustment', key('adj')),
    });
    const back = await fx.ledger.creditSale({
      idempotencyKey: key('back'),
      saleTransactionId: debit.transactionId,
      type: 'R',
    });
    expect(back).toMatchObject({ amount: 200_000, balances: { balance: 5_000_000 } });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses what is not a sale, and an unknown transaction', async () => {
    const t = await tree({ f1: 5_000_000, f2: 0, f3: 0 });
    const [topUp] = await fx.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.agencyId, t.f1.id), eq(ledgerTransactions.type, 'T')));
    const error = await ledgerError(
      fx.ledger.creditSale({ idempotencyKey: key('c'), saleTransactionId: topUp!.id, type: 'R' }),
    );
    expect(error).toMatchObject({ status: 400, details: { fields: [{ field: 'saleTransactionId' }] } });
    expect(
      await ledgerError(
        fx.ledger.creditSale({ idempotencyKey: key('c'), saleTransactionId: crypto.randomUUID(), type: 'R' }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await ledgerError(
        fx.ledger.creditSale({ idempotencyKey: key('c'), saleTransactionId: topUp!.id, type: 'R', amount: -5 }),
      ),
    ).toMatchObject({
      status: 400,
      details: { fields: [{ field: 'amount' }] },
    });
  });
});
