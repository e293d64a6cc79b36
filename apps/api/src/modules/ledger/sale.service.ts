// Split sales (decision 011): one reservation per deposit of the chain, and one transaction for the whole split (or a release).
import type { Database } from '@portal/db';
import { checkReserve, depositBalances, type DepositBalances, type LedgerLeg, type SplitLeg } from '@portal/domain';
import type { Clock } from '../../platform/clock.js';
import { notFound, requireFound } from '../../platform/errors.js';
import type { AccountDirectory, LedgerAccountRef } from './accounts.js';
import { retryOnKeyRace } from '../../platform/unique-violation.js';
import { requestHash } from './idempotency.js';
import {
  idempotencyKeyReused,
  insufficientFunds,
  invalidLedgerInput,
  reservationSettled,
  upstreamInsufficientFunds,
} from './ledger-errors.js';
import * as inputs from './ledger-inputs.js';
import { balancesAfter, lockAgencyBalances, replayedTransaction, writeMovement } from './ledger-movements.js';
import * as repo from './ledger.repository.js';
import { canonicalLegs, saleLegProblems, saleReservationKey, splitOfLegs } from './sale-legs.js';
import * as statements from './sale-statements.js';

/** One deposit's reservation of a sale, in chain order (the buyer first). */
export type SaleReservation = { agencyId: string; reservationId: string; amount: number };
/** Every answer carries the buyer's deposit figures after the operation (as they are now, on a replay). */
export type ReserveSaleResult = { reservations: SaleReservation[]; isReplay: boolean; balances: DepositBalances };
export type PostSaleResult = {
  transactionId: string;
  reservationIds: string[];
  isReplay: boolean;
  balances: DepositBalances;
};
export type ReleaseSaleResult = { reservationIds: string[]; isReplay: boolean; balances: DepositBalances };
export type WriteInTransaction<T> = (tx: Database) => Promise<T>;

export type SaleOperationsDeps = {
  db: Database;
  clock: Clock;
  accounts: AccountDirectory;
  /** The existing one-statement reserve, which a one-agency sale is. */
  reserve(input: inputs.ReserveInput): Promise<{ reservationId: string; isReplay: boolean; balances: DepositBalances }>;
  /** The agency, 404 when unknown, 400 for the platform (it holds no deposit). */
  depositAgency(agencyId: string): Promise<repo.AgencyForLedger>;
};

export function createSaleOperations({ db, clock, accounts, reserve, depositAgency }: SaleOperationsDeps) {
  /** The payers as a chain: each the parent of the one before, ending at an F1 (a single payer may be any agency). */
  async function payerChain(payments: readonly { agencyId: string }[]): Promise<repo.AgencyForLedger[]> {
    const chain = await Promise.all(payments.map((payment) => depositAgency(payment.agencyId)));
    if (chain.length === 1) return chain;
    chain.forEach((agency, index) => {
      const parent = chain[index + 1];
      if (parent && agency.parentId !== parent.id) {
        throw invalidLedgerInput([
          { field: `payments.${index + 1}.agencyId`, message: 'not the parent of the agency before it' },
        ]);
      }
    });
    if (chain.at(-1)!.level !== 'F1')
      throw invalidLedgerInput([
        { field: `payments.${chain.length - 1}.agencyId`, message: "the chain must end at the buyer's F1" },
      ]);
    return chain;
  }

  /** A one-agency sale fingerprints like a plain reserve, so the two are interchangeable for one deposit. */
  function reserveSaleHash(request: ReturnType<typeof parseReserveSale>): string {
    const { payments, reference } = request;
    if (payments.length === 1)
      return requestHash('reserve', {
        agencyId: payments[0]!.agencyId,
        amount: payments[0]!.amount,
        referenceType: reference.type,
        referenceId: reference.id,
      });
    return requestHash('reserveSale', {
      payments: payments.map((payment) => `${payment.agencyId}:${payment.amount}`).join(','),
      referenceType: reference.type,
      referenceId: reference.id,
    });
  }
  const parseReserveSale = (input: inputs.ReserveSaleInput) => inputs.parseLedgerInput(inputs.ZReserveSaleInput, input);

  /**
   * Reserves every payer's amount in one database transaction: replays when the key is known, locks the deposits'
   * balance rows in the global order, checks each deposit can afford its amount within its credit limit (the buyer's
   * first: its own 422, or an agency above's), and writes all the reservations and raises every `reserved` in one
   * statement — or nothing at all.
   */
  async function prepareReserveSale(input: inputs.ReserveSaleInput): Promise<WriteInTransaction<ReserveSaleResult>> {
    const request = parseReserveSale(input);
    const chain = await payerChain(request.payments);
    const deposits = await Promise.all(chain.map((agency) => accounts.depositOf(agency.id)));
    const hash = reserveSaleHash(request);
    const keys = request.payments.map((_payment, position) => saleReservationKey(request.idempotencyKey, position));
    /** The sale this key already reserved, answered as a replay (the buyer's figures as they are now), or a conflict. */
    const replayOf = async (tx: Database): Promise<ReserveSaleResult | undefined> => {
      const existing = await statements.findSaleReservations(tx, request.idempotencyKey);
      if (existing.length === 0) return undefined;
      if (existing.length !== keys.length || existing.some((row) => row.requestHash !== hash))
        throw idempotencyKeyReused(request.idempotencyKey);
      const reservations = existing.map((row) => ({
        agencyId: row.agencyId,
        reservationId: row.id,
        amount: row.amount,
      }));
      return {
        reservations,
        isReplay: true,
        balances: depositBalances(requireFound(await repo.readBalance(tx, deposits[0]!.id))),
      };
    };
    // The key is looked up before the locks, so the hot rows are held for the insert and the commit only. A caller
    // that committed the same key while this one waited for the locks is found afterwards: when the funds no longer
    // suffice (looked up again before refusing), or when the insert fails on the unique key (the retry replays).
    return async (tx) => {
      const replay = await replayOf(tx);
      if (replay) return replay;
      const locked = await lockAgencyBalances(tx, deposits);
      const buyer = locked.get(deposits[0]!.id)!;
      for (const [position, payment] of request.payments.entries()) {
        const check = checkReserve(locked.get(deposits[position]!.id)!, payment.amount);
        if (check.isAllowed) continue;
        const raced = await replayOf(tx);
        if (raced) return raced;
        throw position === 0
          ? insufficientFunds(check.shortfall)
          : upstreamInsufficientFunds({ agencyId: payment.agencyId, level: chain[position]!.level });
      }
      const createdAt = clock.now();
      const written = await statements.insertSaleReservations(
        tx,
        request.payments.map((payment, position) => ({
          accountId: deposits[position]!.id,
          agencyId: payment.agencyId,
          amount: payment.amount,
          idempotencyKey: keys[position]!,
          requestHash: hash,
          referenceType: request.reference.type,
          referenceId: request.reference.id,
          description: request.description,
          createdBy: request.createdBy,
          createdAt,
        })),
      );
      const byKey = new Map(written.map((row) => [row.idempotencyKey, row]));
      const reservations = request.payments.map((payment, position) => ({
        agencyId: payment.agencyId,
        reservationId: byKey.get(keys[position]!)!.reservationId,
        amount: payment.amount,
      }));
      return { reservations, isReplay: false, balances: balancesAfter(buyer, byKey.get(keys[0]!)) };
    };
  }

  /** A one-agency sale takes the one-statement reserve; a chain takes prepareReserveSale's transaction. */
  async function reserveSale(input: inputs.ReserveSaleInput): Promise<ReserveSaleResult> {
    const request = parseReserveSale(input);
    if (request.payments.length === 1) {
      const [payment] = request.payments as [{ agencyId: string; amount: number }];
      const { idempotencyKey, reference, description, createdBy } = request;
      const { reservationId, isReplay, balances } = await reserve({
        idempotencyKey,
        reference,
        description,
        createdBy,
        agencyId: payment.agencyId,
        amount: payment.amount,
      });
      return {
        reservations: [{ agencyId: payment.agencyId, reservationId, amount: payment.amount }],
        isReplay,
        balances,
      };
    }
    const write = await prepareReserveSale(request);
    return retryOnKeyRace(() => db.transaction(write));
  }

  /**
   * Spends a sale's reservations with the legs of its split, as one S or C transaction. The legs are checked before
   * any lock: they must sum to zero, be exactly the domain split of the reservations' chain, and take from each
   * deposit exactly its reservation (400 naming `legs` otherwise). Then, in one database transaction: the reservation
   * rows are locked, the key and the reservations' states decide a replay or a refusal, the agency balance rows are
   * locked in the global order, and the transaction with all its entries, every balance row and every reservation's
   * status are written.
   */
  async function preparePostSale(input: inputs.PostSaleInput): Promise<WriteInTransaction<PostSaleResult>> {
    const request = inputs.parseLedgerInput(inputs.ZPostSaleInput, input);
    const legs: SplitLeg[] = request.legs;
    const problems = saleLegProblems(legs);
    if (problems.length > 0) throw invalidLedgerInput([{ field: 'legs', message: problems.join('; ') }]);
    const reservations = await statements.findSaleReservations(db, request.reserveKey);
    if (reservations.length === 0) throw notFound();
    const mismatch = legsMismatch(reservations, legs);
    if (mismatch) throw invalidLedgerInput([{ field: 'legs', message: mismatch }]);
    const legAccounts = await Promise.all(legs.map((leg) => accounts.accountOf(leg.agencyId, leg.kind)));
    const ids = reservations.map((row) => row.id);
    const buyerAccountId = reservations[0]!.accountId;
    // Deposits lose their share from balance and reserved, the other accounts gain theirs (writeMovement orders the rows).
    const movementLegs: LedgerLeg[] = legs.map((leg, index) => ({
      accountId: legAccounts[index]!.id,
      amount: leg.amount,
    }));
    const reservedDeltas = new Map(reservations.map((row) => [row.accountId, -row.amount]));
    const legAccountIds = new Set(movementLegs.map((leg) => leg.accountId));
    if (reservations.some((row) => !legAccountIds.has(row.accountId)))
      throw new Error(`the legs of sale ${request.reserveKey} miss a reserved deposit account`);
    const hash = requestHash('postSale', {
      reserveKey: request.reserveKey,
      type: request.type,
      legs: canonicalLegs(legs),
    });
    return async (tx) => {
      const current = await statements.lockReservations(tx, ids);
      const answer = async (transactionId: string): Promise<PostSaleResult> => ({
        transactionId,
        reservationIds: ids,
        isReplay: true,
        balances: depositBalances(requireFound(await repo.readBalance(tx, buyerAccountId))),
      });
      const replayed = await replayedTransaction(tx, { idempotencyKey: request.idempotencyKey, requestHash: hash });
      if (replayed) return answer(replayed);
      const postedBy = new Set(current.map((row) => row.transactionId));
      if (current.every((row) => row.status === 'posted') && postedBy.size === 1)
        return answer(current[0]!.transactionId!);
      if (current.some((row) => row.status === 'released')) throw reservationSettled('released');
      if (current.some((row) => row.status !== 'pending')) throw reservationSettled('posted');
      const locked = await lockAgencyBalances(tx, legAccounts);
      const buyer = reservations[0]!;
      const written = await writeMovement(tx, {
        transaction: {
          type: request.type,
          idempotencyKey: request.idempotencyKey,
          requestHash: hash,
          referenceType: buyer.referenceType,
          referenceId: buyer.referenceId,
          description: request.description ?? buyer.description,
          agencyId: buyer.agencyId,
          createdBy: request.createdBy,
          createdAt: clock.now(),
        },
        legs: movementLegs,
        accounts: legAccounts,
        reservedDeltas,
        postsReservations: ids,
      });
      return {
        transactionId: written.transactionId,
        reservationIds: ids,
        isReplay: false,
        balances: balancesAfter(locked.get(buyerAccountId)!, written.balances.get(buyerAccountId)),
      };
    };
  }

  async function postSale(input: inputs.PostSaleInput): Promise<PostSaleResult> {
    const write = await preparePostSale(input);
    return retryOnKeyRace(() => db.transaction(write));
  }

  /**
   * Releases every pending reservation of the sale at once (reservation rows locked first, then the deposits' balance
   * rows). Already released reservations replay; a posted one is 409. Each reservation gets its own release key,
   * derived from the idempotency key as the reservation keys are.
   */
  async function prepareReleaseSale(input: inputs.ReleaseSaleInput): Promise<WriteInTransaction<ReleaseSaleResult>> {
    const request = inputs.parseLedgerInput(inputs.ZReleaseSaleInput, input);
    return async (tx) => {
      const sale = await statements.findSaleReservations(tx, request.reserveKey, { lock: true });
      if (sale.length === 0) throw notFound();
      const reservationIds = sale.map((row) => row.id);
      const releaseKeys = sale.map((row) => saleReservationKey(request.idempotencyKey, row.position));
      const taken = await statements.reservationsByReleaseKey(tx, releaseKeys);
      sale.forEach((row, index) => {
        const holder = taken.get(releaseKeys[index]!);
        if (holder && holder !== row.id) throw idempotencyKeyReused(request.idempotencyKey);
      });
      if (sale.some((row) => row.status === 'posted')) throw reservationSettled('posted');
      const deposits: LedgerAccountRef[] = sale.map((row) => ({
        id: row.accountId,
        kind: 'agency_deposit',
        agencyId: row.agencyId,
        isPlatform: false,
      }));
      const locked = await lockAgencyBalances(tx, deposits);
      const buyer = locked.get(sale[0]!.accountId)!;
      const pending = sale.filter((row) => row.status === 'pending');
      if (pending.length === 0) return { reservationIds, isReplay: true, balances: balancesAfter(buyer, undefined) };
      const moved = await statements.settleReleased(
        tx,
        pending.map((row) => ({
          id: row.id,
          accountId: row.accountId,
          amount: row.amount,
          releaseKey: releaseKeys[row.position]!,
        })),
        clock.now(),
      );
      return { reservationIds, isReplay: false, balances: balancesAfter(buyer, moved.get(sale[0]!.accountId)) };
    };
  }

  async function releaseSale(input: inputs.ReleaseSaleInput): Promise<ReleaseSaleResult> {
    const write = await prepareReleaseSale(input);
    return retryOnKeyRace(() => db.transaction(write));
  }

  return { reserveSale, prepareReserveSale, postSale, preparePostSale, releaseSale, prepareReleaseSale };
}

/**
 * Why the legs are not the sale's split, or undefined when they are: each reservation's deposit must pay exactly
 * its amount, no other deposit may pay, and the legs must be what splitSale gives for the chain, net and fees.
 */
function legsMismatch(
  reservations: readonly statements.SaleReservationRow[],
  legs: readonly SplitLeg[],
): string | undefined {
  const deposits = legs.filter((leg) => leg.kind === 'agency_deposit');
  for (const reservation of reservations) {
    const leg = deposits.find((candidate) => candidate.agencyId === reservation.agencyId);
    if (leg?.amount !== -reservation.amount)
      return `the deposit of agency ${reservation.agencyId} must pay exactly its reservation (${reservation.amount})`;
  }
  if (deposits.length !== reservations.length) return 'a deposit pays that holds no reservation of the sale';
  if (
    !splitOfLegs(
      reservations.map((row) => row.agencyId),
      legs,
    )
  )
    return "the legs are not the split of the sale's chain";
  return undefined;
}
