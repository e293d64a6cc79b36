// The ledger's service API for the rest of the code: top up, adjust, reserve, post, release and credit a deposit, and split sales, each idempotent by key.
import type { Database } from '@portal/db';
import { checkReserve, depositBalances, transferLegs, type DepositBalances } from '@portal/domain';
import type { Clock } from '../../platform/clock.js';
import { requireFound } from '../../platform/errors.js';
import { createAccountDirectory } from './accounts.js';
import { retryOnKeyRace } from '../../platform/unique-violation.js';
import { requestHash } from './idempotency.js';
import { idempotencyKeyReused, insufficientFunds, invalidLedgerInput, reservationSettled } from './ledger-errors.js';
import * as inputs from './ledger-inputs.js';
import { balancesAfter, lockAgencyBalances, replayedTransaction, writeMovement } from './ledger-movements.js';
import * as repo from './ledger.repository.js';
import { postInOneStatement, reserveInOneStatement, type MovementRow } from './ledger-statements.js';
import { createSaleCredits } from './sale-credit.js';
import { createSaleOperations } from './sale.service.js';

export type LedgerServiceDeps = { db: Database; clock: Clock };
/** Every operation answers the deposit's figures after it; a replay (same key, same request) moves nothing. */
export type MovementResult = { transactionId: string; isReplay: boolean; balances: DepositBalances };
export type ReservationResult = { reservationId: string; isReplay: boolean; balances: DepositBalances };
export type PostResult = MovementResult & { reservationId: string };
export type AdjustmentResult = MovementResult & { before: DepositBalances };
/**
 * The writing half of a prepared operation: run it inside a database transaction the caller opened, after the
 * preparation (which may open accounts in transactions of its own) has finished. A unique-key race fails the
 * caller's transaction; the caller may retry it whole (retryOnKeyRace).
 */
export type WriteInTransaction<T> = (tx: Database) => Promise<T>;
export type LedgerService = ReturnType<typeof createLedgerService>;

export function createLedgerService({ db, clock }: LedgerServiceDeps) {
  const accounts = createAccountDirectory(db);

  async function depositAgency(agencyId: string): Promise<repo.AgencyForLedger> {
    const agency = requireFound(await accounts.agencyOf(agencyId));
    if (agency.level === 'platform')
      throw invalidLedgerInput([{ field: 'agencyId', message: 'the platform holds no deposit' }]);
    return agency;
  }

  /**
   * T: money received for the agency (a confirmed top-up request) raises its deposit, exactly once per key.
   * Prepared in two steps so a caller can write it inside its own database transaction (prepareTopUp): the accounts
   * are found or opened first, outside any transaction, then `write(tx)` locks, replays or moves.
   */
  async function prepareTopUp(input: inputs.TopUpInput): Promise<WriteInTransaction<MovementResult>> {
    const request = inputs.parseLedgerInput(inputs.ZTopUpInput, input);
    const agency = await depositAgency(request.agencyId);
    const [deposit, source] = await Promise.all([accounts.depositOf(agency.id), accounts.topUpSourceOf(agency)]);
    const hash = requestHash('topUp', {
      agencyId: agency.id,
      amount: request.amount,
      referenceType: request.reference.type,
      referenceId: request.reference.id,
    });
    return async (tx) => {
      const locked = await lockAgencyBalances(tx, [deposit, source]);
      const lockedDeposit = locked.get(deposit.id)!;
      const replayed = await replayedTransaction(tx, { idempotencyKey: request.idempotencyKey, requestHash: hash });
      if (replayed)
        return { transactionId: replayed, isReplay: true, balances: balancesAfter(lockedDeposit, undefined) };
      const written = await writeMovement(tx, {
        transaction: { ...transactionFields(request, hash), type: 'T', agencyId: agency.id },
        legs: transferLegs({ from: source.id, to: deposit.id, amount: request.amount }),
        accounts: [deposit, source],
      });
      return {
        transactionId: written.transactionId,
        isReplay: false,
        balances: balancesAfter(lockedDeposit, written.balances.get(deposit.id)),
      };
    };
  }

  async function topUpDeposit(input: inputs.TopUpInput): Promise<MovementResult> {
    const write = await prepareTopUp(input);
    return retryOnKeyRace(() => db.transaction(write));
  }

  /**
   * A direct adjustment by the agency above, against the same counterpart a top-up uses (platform cash for an F1,
   * the parent's funding account below): credit is a T raising the deposit, debit a C lowering it, refused with
   * insufficient funds when it would take the available amount below minus the credit limit. Answers the deposit's
   * figures before and after (equal on a replay). Prepared like prepareTopUp, so the caller can audit in the same
   * transaction.
   */
  async function prepareAdjustment(input: inputs.AdjustInput): Promise<WriteInTransaction<AdjustmentResult>> {
    const request = inputs.parseLedgerInput(inputs.ZAdjustInput, input);
    const agency = await depositAgency(request.agencyId);
    const [deposit, source] = await Promise.all([accounts.depositOf(agency.id), accounts.topUpSourceOf(agency)]);
    const hash = requestHash('adjust', {
      agencyId: agency.id,
      amount: request.amount,
      direction: request.direction,
      referenceType: request.reference.type,
      referenceId: request.reference.id,
    });
    return async (tx) => {
      const lockedDeposit = (await lockAgencyBalances(tx, [deposit, source])).get(deposit.id)!;
      const before = balancesAfter(lockedDeposit, undefined);
      const replayed = await replayedTransaction(tx, { idempotencyKey: request.idempotencyKey, requestHash: hash });
      if (replayed) return { transactionId: replayed, isReplay: true, before, balances: before };
      const isCredit = request.direction === 'credit';
      if (!isCredit) {
        const check = checkReserve(lockedDeposit, request.amount);
        if (!check.isAllowed) throw insufficientFunds(check.shortfall);
      }
      const written = await writeMovement(tx, {
        transaction: { ...transactionFields(request, hash), type: isCredit ? 'T' : 'C', agencyId: agency.id },
        legs: isCredit
          ? transferLegs({ from: source.id, to: deposit.id, amount: request.amount })
          : transferLegs({ from: deposit.id, to: source.id, amount: request.amount }),
        accounts: [deposit, source],
      });
      return {
        transactionId: written.transactionId,
        isReplay: false,
        before,
        balances: balancesAfter(lockedDeposit, written.balances.get(deposit.id)),
      };
    };
  }

  async function adjustDeposit(input: inputs.AdjustInput): Promise<AdjustmentResult> {
    const write = await prepareAdjustment(input);
    return retryOnKeyRace(() => db.transaction(write));
  }

  /** Phase one of spending: the amount leaves the available balance (within the credit limit) but is not yet spent. */
  async function reserveDeposit(input: inputs.ReserveInput): Promise<ReservationResult> {
    const request = inputs.parseLedgerInput(inputs.ZReserveInput, input);
    const agency = await depositAgency(request.agencyId);
    const deposit = await accounts.depositOf(agency.id);
    const hash = requestHash('reserve', {
      agencyId: agency.id,
      amount: request.amount,
      referenceType: request.reference.type,
      referenceId: request.reference.id,
    });
    const outcome = await retryOnKeyRace(() =>
      reserveInOneStatement(db, {
        accountId: deposit.id,
        agencyId: agency.id,
        amount: request.amount,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        referenceType: request.reference.type,
        referenceId: request.reference.id,
        description: request.description,
        createdBy: request.createdBy,
        createdAt: clock.now(),
      }),
    );
    if (!outcome) throw new Error(`ledger balance row of ${deposit.id} is missing`);
    if (outcome.reservationId)
      return { reservationId: outcome.reservationId, isReplay: false, balances: depositBalances(outcome.after) };
    // Nothing written: either the key is taken (a retry, or a conflict) or the deposit could not afford it.
    const existing = await repo.findReservation(db, { idempotencyKey: request.idempotencyKey });
    if (existing) {
      if (existing.requestHash !== hash) throw idempotencyKeyReused(request.idempotencyKey);
      return { reservationId: existing.id, isReplay: true, balances: depositBalances(outcome.before) };
    }
    const check = checkReserve(outcome.before, request.amount);
    if (check.isAllowed) throw new Error(`reservation ${request.idempotencyKey} was neither written nor refused`);
    throw insufficientFunds(check.shortfall);
  }

  /** Phase two after the supplier confirmed: the reserved amount is spent, from the deposit to supplier payable (S or C). */
  async function postReservation(input: inputs.PostInput): Promise<PostResult> {
    const request = inputs.parseLedgerInput(inputs.ZPostInput, input);
    const payable = await accounts.accountOf(null, 'supplier_payable');
    const hash = requestHash('post', { reservationId: request.reservationId, type: request.type });
    const transaction = {
      type: request.type,
      idempotencyKey: request.idempotencyKey,
      requestHash: hash,
      description: request.description,
      createdBy: request.createdBy,
      createdAt: clock.now(),
    };
    const outcome = requireFound(
      await retryOnKeyRace(() =>
        postInOneStatement(db, { reservationId: request.reservationId, payableAccountId: payable.id, transaction }),
      ),
    );
    const answer = (transactionId: string, isReplay: boolean) => ({
      transactionId,
      reservationId: request.reservationId,
      isReplay,
      balances: depositBalances(outcome.after),
    });
    if (outcome.transactionId) return answer(outcome.transactionId, false);
    // Nothing written: a retry (this key, or the reservation already posted), a reused key, or a released reservation.
    const { reservation, keyed } = requireFound(await repo.reservationAndKeyedTransaction(db, request));
    if (keyed) {
      if (keyed.requestHash !== hash) throw idempotencyKeyReused(request.idempotencyKey);
      return answer(keyed.id, true);
    }
    if (reservation.status === 'posted') return answer(reservation.transactionId!, true);
    if (reservation.status === 'released') throw reservationSettled('released');
    throw new Error(`post of reservation ${reservation.id} was neither written nor refused`);
  }

  /** On a definite failure (the supplier refused): the reserved amount returns to the available balance. */
  async function releaseReservation(input: inputs.ReleaseInput): Promise<ReservationResult> {
    const request = inputs.parseLedgerInput(inputs.ZReleaseInput, input);
    return retryOnKeyRace(() =>
      db.transaction(async (tx) => {
        const locked = requireFound(await repo.lockReservationAndBalance(tx, request.reservationId));
        const byKey = await repo.findReservation(tx, { releaseKey: request.idempotencyKey });
        if (byKey && byKey.id !== request.reservationId) throw idempotencyKeyReused(request.idempotencyKey);
        const current = requireFound(await repo.findReservation(tx, { id: request.reservationId }));
        if (current.status === 'posted') throw reservationSettled('posted');
        if (current.status === 'released')
          return { reservationId: current.id, isReplay: true, balances: balancesAfter(locked, undefined) };
        const now = clock.now();
        await repo.settleReservation(tx, current.id, {
          status: 'released',
          releaseKey: request.idempotencyKey,
          settledAt: now,
        });
        const updated = await repo.applyBalanceDeltas(
          tx,
          [{ accountId: current.accountId, balance: 0, reserved: -current.amount }],
          now,
        );
        return {
          reservationId: current.id,
          isReplay: false,
          balances: balancesAfter(locked, updated.get(current.accountId)),
        };
      }),
    );
  }

  /**
   * The deposit's current figures (read without locking), for headers and screens. A read never opens an account:
   * an agency whose deposit was never moved answers zeros with its credit limit.
   */
  async function depositBalancesOf(agencyId: string): Promise<DepositBalances> {
    const agency = await depositAgency(agencyId);
    const accountId = await repo.findAccountId(db, agency.id, 'agency_deposit');
    if (!accountId)
      return depositBalances({ balance: 0, reserved: 0, creditLimit: await repo.readCreditLimit(db, agency.id) });
    return depositBalances(requireFound(await repo.readBalance(db, accountId)));
  }

  function transactionFields(
    request: {
      idempotencyKey: string;
      reference: { type: string; id: string };
      description: string;
      createdBy: string | null;
    },
    hash: string,
  ): Omit<MovementRow, 'type' | 'agencyId'> {
    return {
      idempotencyKey: request.idempotencyKey,
      requestHash: hash,
      referenceType: request.reference.type,
      referenceId: request.reference.id,
      description: request.description,
      createdBy: request.createdBy,
      createdAt: clock.now(),
    };
  }

  /** The platform holds no deposit of its own. */
  async function isPlatformAgency(agencyId: string): Promise<boolean> {
    return (await accounts.agencyOf(agencyId))?.level === 'platform';
  }

  // Split sales (sale.service.ts) and their voids and refunds (sale-credit.ts); `credit` is creditSale with the amount required.
  const sales = createSaleOperations({ db, clock, accounts, reserve: reserveDeposit, depositAgency });
  const credits = createSaleCredits({ db, clock, accounts });

  return {
    isPlatformAgency,
    topUp: topUpDeposit,
    prepareTopUp,
    adjust: adjustDeposit,
    prepareAdjustment,
    reserve: reserveDeposit,
    post: postReservation,
    release: releaseReservation,
    /** V or R: gives money back to the deposit for an earlier sale or payment, never more in total than it took. */
    credit: credits.credit,
    balances: depositBalancesOf,
    reserveSale: sales.reserveSale,
    prepareReserveSale: sales.prepareReserveSale,
    postSale: sales.postSale,
    preparePostSale: sales.preparePostSale,
    releaseSale: sales.releaseSale,
    prepareReleaseSale: sales.prepareReleaseSale,
    creditSale: credits.creditSale,
    prepareCreditSale: credits.prepareCreditSale,
  };
}
