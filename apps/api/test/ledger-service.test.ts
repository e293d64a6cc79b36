// The ledger service: top-ups, the reserve → post / release cycle, credits, funds and credit limits, idempotency by key.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { tables } from '@portal/db';
import { ErrorCode } from '@portal/contracts';
import { ledgerError, openLedgerFixture, reference, type LedgerFixture } from './support/ledger-fixtures.js';

const { ledgerAccounts, ledgerBalances, ledgerTransactions, ledgerEntries, ledgerReservations } = tables;

let fx: LedgerFixture;
beforeAll(async () => {
  fx = await openLedgerFixture();
});
afterAll(() => fx.close());
afterEach(() => fx.expectInvariants());

let keySequence = 0;
const key = (label: string) => `${label}-${++keySequence}`;

async function fundedAgency(amount: number, options: { creditLimit?: number } = {}) {
  const agency = await fx.newAgency({ creditLimit: options.creditLimit });
  if (amount > 0)
    await fx.ledger.topUp({
      idempotencyKey: key('topup'),
      agencyId: agency.id,
      amount,
      reference: reference('topup_request', key('req')),
    });
  return agency;
}

async function platformBalance(kind: 'platform_cash' | 'supplier_payable') {
  const [row] = await fx.db
    .select({ balance: ledgerBalances.balance })
    .from(ledgerBalances)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId))
    .where(and(isNull(ledgerAccounts.agencyId), eq(ledgerAccounts.kind, kind)));
  return row?.balance ?? 0;
}

describe('topUp', () => {
  it('credits the deposit once however often it is retried with the same key', async () => {
    const agency = await fx.newAgency();
    const cashBefore = await platformBalance('platform_cash');
    const request = {
      idempotencyKey: key('confirm'),
      agencyId: agency.id,
      amount: 5_000_000,
      reference: reference('topup_request', 'REQ-1'),
      description: 'CK Vietcombank',
    };
    const first = await fx.ledger.topUp(request);
    const retries = [];
    for (let attempt = 0; attempt < 4; attempt++)
      retries.push(await fx.ledger.topUp({ ...request, description: 'bấm lại' }));
    expect(first).toMatchObject({
      isReplay: false,
      balances: { balance: 5_000_000, reserved: 0, available: 5_000_000, creditLimit: 0 },
    });
    for (const retry of retries) expect(retry).toEqual({ ...first, isReplay: true });
    expect(
      await fx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.agencyId, agency.id)),
    ).toHaveLength(1);
    expect(
      await fx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, first.transactionId)),
    ).toHaveLength(2);
    expect(await platformBalance('platform_cash')).toBe(cashBefore - 5_000_000);
  });

  it("funds a sub-agency's deposit from its parent's funding account", async () => {
    const parent = await fx.newAgency();
    const child = await fx.newAgency({ level: 'F2', parentId: parent.id });
    const result = await fx.ledger.topUp({
      idempotencyKey: key('f2'),
      agencyId: child.id,
      amount: 2_000_000,
      reference: reference('topup_request', 'F2-1'),
    });
    expect(result.balances.balance).toBe(2_000_000);
    const legs = await fx.db
      .select({ kind: ledgerAccounts.kind, agencyId: ledgerAccounts.agencyId, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, result.transactionId));
    expect(legs).toEqual(
      expect.arrayContaining([
        { kind: 'agency_deposit', agencyId: child.id, amount: 2_000_000 },
        { kind: 'parent_funding', agencyId: parent.id, amount: -2_000_000 },
      ]),
    );
  });

  it('refuses the same key with a different amount or agency, moving nothing', async () => {
    const agency = await fx.newAgency();
    const other = await fx.newAgency();
    const request = {
      idempotencyKey: key('conflict'),
      agencyId: agency.id,
      amount: 1_000_000,
      reference: reference('topup_request', 'C-1'),
    };
    await fx.ledger.topUp(request);
    for (const changed of [
      { ...request, amount: 1_000_001 },
      { ...request, agencyId: other.id },
      { ...request, reference: reference('topup_request', 'C-2') },
    ]) {
      const error = await ledgerError(fx.ledger.topUp(changed));
      expect(error).toMatchObject({
        status: 422,
        code: ErrorCode.CONFLICT,
        details: { idempotencyKey: request.idempotencyKey },
      });
    }
    expect(await fx.ledger.balances(agency.id)).toMatchObject({ balance: 1_000_000 });
    expect(await fx.ledger.balances(other.id)).toMatchObject({ balance: 0 });
  });
});

describe('reserve, post and release', () => {
  it('moves reserved money out of available, then spends it into supplier payable', async () => {
    const agency = await fundedAgency(1_000_000);
    const payableBefore = await platformBalance('supplier_payable');
    const reserved = await fx.ledger.reserve({
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 300_000,
      reference: reference('booking', 'PNR1'),
    });
    expect(reserved).toMatchObject({
      isReplay: false,
      balances: { balance: 1_000_000, reserved: 300_000, available: 700_000 },
    });
    const posted = await fx.ledger.post({ idempotencyKey: key('post'), reservationId: reserved.reservationId });
    expect(posted).toMatchObject({
      isReplay: false,
      reservationId: reserved.reservationId,
      balances: { balance: 700_000, reserved: 0, available: 700_000 },
    });
    expect(await platformBalance('supplier_payable')).toBe(payableBefore + 300_000);
    const [transaction] = await fx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, posted.transactionId));
    expect(transaction).toMatchObject({
      type: 'S',
      referenceType: 'booking',
      referenceId: 'PNR1',
      agencyId: agency.id,
    });
    const [reservation] = await fx.db
      .select()
      .from(ledgerReservations)
      .where(eq(ledgerReservations.id, reserved.reservationId));
    expect(reservation).toMatchObject({ status: 'posted', transactionId: posted.transactionId });
  });

  it('returns a released reservation to the available balance without a transaction', async () => {
    const agency = await fundedAgency(1_000_000);
    const reserved = await fx.ledger.reserve({
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 400_000,
      reference: reference('booking', 'PNR2'),
    });
    const released = await fx.ledger.release({ idempotencyKey: key('rel'), reservationId: reserved.reservationId });
    expect(released).toMatchObject({
      isReplay: false,
      balances: { balance: 1_000_000, reserved: 0, available: 1_000_000 },
    });
    expect(
      await fx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.agencyId, agency.id)),
    ).toHaveLength(1);
  });

  it('posts with type C for a payment that is not a sale', async () => {
    const agency = await fundedAgency(500_000);
    const reserved = await fx.ledger.reserve({
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 50_000,
      reference: reference('booking', 'FEE'),
    });
    const posted = await fx.ledger.post({
      idempotencyKey: key('post'),
      reservationId: reserved.reservationId,
      type: 'C',
    });
    const [transaction] = await fx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, posted.transactionId));
    expect(transaction!.type).toBe('C');
  });

  it('answers a retried reserve, post or release with the first result and no second movement', async () => {
    const agency = await fundedAgency(1_000_000);
    const reserveRequest = {
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 100_000,
      reference: reference('booking', 'PNR3'),
    };
    const first = await fx.ledger.reserve(reserveRequest);
    expect(await fx.ledger.reserve(reserveRequest)).toEqual({ ...first, isReplay: true });
    const postRequest = { idempotencyKey: key('post'), reservationId: first.reservationId };
    const posted = await fx.ledger.post(postRequest);
    expect(await fx.ledger.post(postRequest)).toEqual({ ...posted, isReplay: true });
    // Another key for an already posted reservation: the reservation itself is posted once.
    expect(await fx.ledger.post({ idempotencyKey: key('post-again'), reservationId: first.reservationId })).toEqual({
      ...posted,
      isReplay: true,
    });
    const other = await fx.ledger.reserve({
      ...reserveRequest,
      idempotencyKey: key('rsv'),
      reference: reference('booking', 'PNR4'),
    });
    const releaseRequest = { idempotencyKey: key('rel'), reservationId: other.reservationId };
    const released = await fx.ledger.release(releaseRequest);
    expect(await fx.ledger.release(releaseRequest)).toEqual({ ...released, isReplay: true });
    expect(await fx.ledger.balances(agency.id)).toEqual({
      balance: 900_000,
      reserved: 0,
      available: 900_000,
      creditLimit: 0,
    });
  });

  it('replays a reservation even when the deposit could no longer afford it', async () => {
    const agency = await fundedAgency(100_000);
    const request = {
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 100_000,
      reference: reference('booking', 'PNR5'),
    };
    const first = await fx.ledger.reserve(request);
    expect((await fx.ledger.reserve(request)).reservationId).toBe(first.reservationId);
  });

  it('refuses to post a released reservation and to release a posted one', async () => {
    const agency = await fundedAgency(1_000_000);
    const toRelease = await fx.ledger.reserve({
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 10_000,
      reference: reference('booking', 'A'),
    });
    await fx.ledger.release({ idempotencyKey: key('rel'), reservationId: toRelease.reservationId });
    expect(
      await ledgerError(fx.ledger.post({ idempotencyKey: key('post'), reservationId: toRelease.reservationId })),
    ).toMatchObject({ status: 409, code: ErrorCode.CONFLICT, details: { status: 'released' } });
    const toPost = await fx.ledger.reserve({
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 10_000,
      reference: reference('booking', 'B'),
    });
    await fx.ledger.post({ idempotencyKey: key('post'), reservationId: toPost.reservationId });
    expect(
      await ledgerError(fx.ledger.release({ idempotencyKey: key('rel'), reservationId: toPost.reservationId })),
    ).toMatchObject({ status: 409, details: { status: 'posted' } });
  });

  it('refuses a key reused for a different reservation', async () => {
    const agency = await fundedAgency(1_000_000);
    const a = await fx.ledger.reserve({
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 10_000,
      reference: reference('booking', 'A'),
    });
    const b = await fx.ledger.reserve({
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 10_000,
      reference: reference('booking', 'B'),
    });
    const postKey = key('post');
    await fx.ledger.post({ idempotencyKey: postKey, reservationId: a.reservationId });
    expect(
      await ledgerError(fx.ledger.post({ idempotencyKey: postKey, reservationId: b.reservationId })),
    ).toMatchObject({ status: 422, code: ErrorCode.CONFLICT });
    const releaseKey = key('rel');
    const c = await fx.ledger.reserve({
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 10_000,
      reference: reference('booking', 'C'),
    });
    await fx.ledger.release({ idempotencyKey: releaseKey, reservationId: b.reservationId });
    expect(
      await ledgerError(fx.ledger.release({ idempotencyKey: releaseKey, reservationId: c.reservationId })),
    ).toMatchObject({ status: 422, code: ErrorCode.CONFLICT });
  });
});

describe('insufficient funds and the credit limit', () => {
  it('refuses a reservation the deposit cannot afford, with the available amount, writing nothing', async () => {
    const agency = await fundedAgency(250_000);
    await fx.ledger.reserve({
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 100_000,
      reference: reference('booking', 'X'),
    });
    const error = await ledgerError(
      fx.ledger.reserve({
        idempotencyKey: key('rsv'),
        agencyId: agency.id,
        amount: 150_001,
        reference: reference('booking', 'Y'),
      }),
    );
    expect(error).toMatchObject({
      status: 422,
      code: ErrorCode.INSUFFICIENT_FUNDS,
      details: { available: 150_000, creditLimit: 0, spendable: 150_000, requested: 150_001 },
    });
    expect(
      await fx.db.select().from(ledgerReservations).where(eq(ledgerReservations.agencyId, agency.id)),
    ).toHaveLength(1);
    expect(await fx.ledger.balances(agency.id)).toEqual({
      balance: 250_000,
      reserved: 100_000,
      available: 150_000,
      creditLimit: 0,
    });
  });

  it('lets a deposit go down to minus its credit limit and not one đồng further', async () => {
    const agency = await fundedAgency(100_000, { creditLimit: 500_000 });
    const reserved = await fx.ledger.reserve({
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount: 600_000,
      reference: reference('booking', 'CL'),
    });
    expect(reserved.balances).toEqual({
      balance: 100_000,
      reserved: 600_000,
      available: -500_000,
      creditLimit: 500_000,
    });
    const error = await ledgerError(
      fx.ledger.reserve({
        idempotencyKey: key('rsv'),
        agencyId: agency.id,
        amount: 1,
        reference: reference('booking', 'CL2'),
      }),
    );
    expect(error.details).toEqual({ available: -500_000, creditLimit: 500_000, spendable: 0, requested: 1 });
    const posted = await fx.ledger.post({ idempotencyKey: key('post'), reservationId: reserved.reservationId });
    expect(posted.balances).toEqual({ balance: -500_000, reserved: 0, available: -500_000, creditLimit: 500_000 });
  });

  it('says so in the caller’s language through the error handler’s message key', async () => {
    const agency = await fundedAgency(0);
    const error = await ledgerError(
      fx.ledger.reserve({
        idempotencyKey: key('rsv'),
        agencyId: agency.id,
        amount: 10_000,
        reference: reference('booking', 'Z'),
      }),
    );
    expect(error.messageKey).toBe('insufficientFunds');
    expect(error.params).toMatchObject({ requested: '10.000 ₫', spendable: '0 ₫' });
  });
});

describe('credit (void and refund)', () => {
  async function sale(amount: number) {
    const agency = await fundedAgency(1_000_000);
    const reserved = await fx.ledger.reserve({
      idempotencyKey: key('rsv'),
      agencyId: agency.id,
      amount,
      reference: reference('booking', key('PNR')),
    });
    const posted = await fx.ledger.post({ idempotencyKey: key('post'), reservationId: reserved.reservationId });
    return { agency, posted };
  }

  it('voids a sale back into the deposit, linked to the sale', async () => {
    const { agency, posted } = await sale(400_000);
    const voided = await fx.ledger.credit({
      idempotencyKey: key('void'),
      transactionId: posted.transactionId,
      amount: 400_000,
      type: 'V',
    });
    expect(voided.balances).toEqual({ balance: 1_000_000, reserved: 0, available: 1_000_000, creditLimit: 0 });
    const [transaction] = await fx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, voided.transactionId));
    expect(transaction).toMatchObject({ type: 'V', reversesTransactionId: posted.transactionId, agencyId: agency.id });
  });

  it('refunds in parts, idempotently, never more in total than the sale took', async () => {
    const { posted } = await sale(400_000);
    const first = {
      idempotencyKey: key('refund'),
      transactionId: posted.transactionId,
      amount: 150_000,
      type: 'R' as const,
    };
    await fx.ledger.credit(first);
    expect((await fx.ledger.credit(first)).isReplay).toBe(true);
    await fx.ledger.credit({ ...first, idempotencyKey: key('refund'), amount: 200_000 });
    const error = await ledgerError(fx.ledger.credit({ ...first, idempotencyKey: key('refund'), amount: 50_001 }));
    expect(error).toMatchObject({
      status: 422,
      code: ErrorCode.CONFLICT,
      details: { remaining: 50_000, requested: 50_001 },
    });
    expect(await ledgerError(fx.ledger.credit({ ...first, amount: 1 }))).toMatchObject({
      status: 422,
      messageKey: 'idempotencyKeyReused',
    });
  });

  it('refuses to credit against a top-up', async () => {
    const agency = await fx.newAgency();
    const topUp = await fx.ledger.topUp({
      idempotencyKey: key('t'),
      agencyId: agency.id,
      amount: 10_000,
      reference: reference('topup_request', 'R'),
    });
    expect(
      await ledgerError(
        fx.ledger.credit({ idempotencyKey: key('r'), transactionId: topUp.transactionId, amount: 10_000, type: 'R' }),
      ),
    ).toMatchObject({ status: 400, code: ErrorCode.VALIDATION });
  });
});

describe('bad input', () => {
  it('answers 400 naming the field for amounts that are not positive safe integers, never touching the database', async () => {
    const agency = await fx.newAgency();
    for (const amount of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, Infinity]) {
      const error = await ledgerError(
        fx.ledger.reserve({
          idempotencyKey: key('bad'),
          agencyId: agency.id,
          amount,
          reference: reference('booking', 'B'),
        }),
      );
      expect(error, String(amount)).toMatchObject({ status: 400, code: ErrorCode.VALIDATION });
      expect((error.details as { fields: { field: string }[] }).fields.map((issue) => issue.field)).toEqual(['amount']);
    }
  });

  it('answers 400 for a malformed id and 404 for an unknown agency or reservation', async () => {
    expect(
      await ledgerError(
        fx.ledger.topUp({
          idempotencyKey: key('x'),
          agencyId: 'not-a-uuid',
          amount: 1,
          reference: reference('t', '1'),
        }),
      ),
    ).toMatchObject({ status: 400 });
    const absent = '00000000-0000-4000-8000-000000000000';
    expect(
      await ledgerError(
        fx.ledger.topUp({ idempotencyKey: key('x'), agencyId: absent, amount: 1, reference: reference('t', '1') }),
      ),
    ).toMatchObject({ status: 404 });
    expect(await ledgerError(fx.ledger.post({ idempotencyKey: key('x'), reservationId: absent }))).toMatchObject({
      status: 404,
    });
    expect(await ledgerError(fx.ledger.release({ idempotencyKey: '', reservationId: absent }))).toMatchObject({
      status: 400,
    });
  });

  it('gives the platform itself no deposit', async () => {
    const platform = await fx.newAgency({ level: 'platform' });
    expect(
      await ledgerError(
        fx.ledger.topUp({ idempotencyKey: key('x'), agencyId: platform.id, amount: 1, reference: reference('t', '1') }),
      ),
    ).toMatchObject({ status: 400 });
  });
});
