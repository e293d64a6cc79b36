// Voids and refunds (V, R) of sales and payments from a deposit: a split sale given back in proportion, a two-leg payment as a transfer.
import type { Database } from '@portal/db';
import {
  isPlatformAccountKind,
  reverseSplit,
  sumVnd,
  transferLegs,
  type DepositBalances,
  type LedgerLeg,
  type SaleParts,
  type SaleReversal,
  type SaleSplit,
  type SplitLeg,
} from '@portal/domain';
import type { Clock } from '../../platform/clock.js';
import { requireFound } from '../../platform/errors.js';
import type { AccountDirectory, LedgerAccountRef } from './accounts.js';
import { retryOnKeyRace } from '../../platform/unique-violation.js';
import { requestHash } from './idempotency.js';
import { creditExceedsSale, invalidLedgerInput } from './ledger-errors.js';
import * as inputs from './ledger-inputs.js';
import { balancesAfter, lockAgencyBalances, replayedTransaction, writeMovement } from './ledger-movements.js';
import * as repo from './ledger.repository.js';
import { reversalOfLegs, splitOfLegs } from './sale-legs.js';
import * as statements from './sale-statements.js';
import type { WriteInTransaction } from './sale.service.js';

/** A credit of `amount` of what remains (all of it when left out), in proportion or of the net alone. */
function reversalOfAmount(
  split: SaleSplit,
  options: { previous: SaleReversal; request: inputs.CreditSaleRequest; remaining: number },
): SaleReversal {
  const { previous, request, remaining } = options;
  const amount = request.amount ?? remaining;
  if (remaining <= 0 || amount > remaining) throw creditExceedsSale({ remaining, requested: request.amount ?? 0 });
  return reverseSplit(split, { amount, previous: [previous], share: request.share });
}

/** A credit of exactly these parts (net and each fee), each within what remains of it (decision 045). */
function reversalOfParts(
  split: SaleSplit,
  options: { previous: SaleReversal; parts: SaleParts; remaining: number },
): SaleReversal {
  try {
    return reverseSplit(split, { previous: [options.previous], parts: options.parts });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const requested = sumVnd([options.parts.supplierNet, ...options.parts.fees]);
    throw creditExceedsSale({ remaining: options.remaining, requested });
  }
}

/** `amount` is what went back to the buyer's deposit. */
export type CreditSaleResult = { transactionId: string; amount: number; isReplay: boolean; balances: DepositBalances };

export function createSaleCredits({ db, clock, accounts }: { db: Database; clock: Clock; accounts: AccountDirectory }) {
  /** How a spending transaction is given back: as its split (in proportion), or as a plain two-leg transfer. */
  type SaleShape =
    | { kind: 'split'; split: SaleSplit }
    | { kind: 'transfer'; depositAccountId: string; counterAccountId: string; spent: number };

  /** The chain of a sale: its buyer (the transaction's agency), then each parent that paid into the sale too. */
  async function saleChainOf(buyerId: string, legs: readonly SplitLeg[]): Promise<string[]> {
    const payers = new Set(
      legs.filter((leg) => leg.kind === 'agency_deposit' && leg.amount < 0).map((leg) => leg.agencyId),
    );
    const chain = [buyerId];
    for (
      let agency = await accounts.agencyOf(buyerId);
      agency?.parentId && payers.has(agency.parentId);
      agency = await accounts.agencyOf(agency.parentId)
    ) {
      chain.push(agency.parentId);
    }
    return chain;
  }

  async function saleShapeOf(
    buyerId: string,
    legs: readonly (SplitLeg & { accountId: string })[],
  ): Promise<SaleShape | undefined> {
    const split = splitOfLegs(await saleChainOf(buyerId, legs), legs);
    if (split) return { kind: 'split', split };
    const deposit = legs.find((leg) => leg.kind === 'agency_deposit' && leg.agencyId === buyerId && leg.amount < 0);
    if (legs.length !== 2 || !deposit) return undefined;
    const counter = legs.find((leg) => leg !== deposit)!;
    return {
      kind: 'transfer',
      depositAccountId: deposit.accountId,
      counterAccountId: counter.accountId,
      spent: -deposit.amount,
    };
  }

  /**
   * V or R for a sale or payment from a deposit: a split sale is given back as reverseSplit shares it (in full by
   * default, or `amount` of what the buyer paid, after what earlier credits of the sale gave back; with share `net`,
   * `amount` of the supplier net alone through every deposit of the chain, the fees kept), a two-leg payment
   * as a transfer back. Locks every agency account of the sale in the global order, then replays, checks what remains
   * and writes one transaction linked to the sale. Never more of any part than the sale took (422 code 41 otherwise).
   */
  async function prepareCredit(
    request: inputs.CreditSaleRequest,
    field: string,
  ): Promise<WriteInTransaction<CreditSaleResult>> {
    const spending = requireFound(await repo.findSpending(db, request.saleTransactionId));
    const { transaction: original } = spending;
    const buyerId = original.agencyId;
    const legs = spending.legs.map((leg) => ({ ...leg, kind: leg.kind as SplitLeg['kind'] }));
    const buyerLeg = legs.find((leg) => leg.kind === 'agency_deposit' && leg.agencyId === buyerId && leg.amount < 0);
    if ((original.type !== 'S' && original.type !== 'C') || !buyerId || !buyerLeg) {
      throw invalidLedgerInput([{ field, message: 'not a sale or payment from a deposit' }]);
    }
    const shape = await saleShapeOf(buyerId, legs);
    if (!shape)
      throw new Error(
        `transaction ${original.id} is neither a split sale nor a two-leg payment; it cannot be credited`,
      );
    const saleAccounts: LedgerAccountRef[] = legs.map((leg) => ({
      id: leg.accountId,
      kind: leg.kind,
      agencyId: leg.agencyId,
      isPlatform: isPlatformAccountKind(leg.kind),
    }));
    const accountIdOf = new Map(legs.map((leg) => [`${leg.kind}|${leg.agencyId ?? ''}`, leg.accountId]));
    const reference = request.reference ?? { type: original.referenceType, id: original.referenceId };
    const isNetOnly = request.share === 'net';
    const hash = requestHash('credit', {
      transactionId: original.id,
      amount: request.amount,
      type: request.type,
      referenceType: reference.type,
      referenceId: reference.id,
      ...(isNetOnly ? { share: 'net' } : {}),
      ...(request.parts ? { parts: [request.parts.supplierNet, ...request.parts.fees].join(',') } : {}),
    });
    return async (tx) => {
      const buyer = (await lockAgencyBalances(tx, saleAccounts)).get(buyerLeg.accountId)!;
      const replayed = await replayedTransaction(tx, { idempotencyKey: request.idempotencyKey, requestHash: hash });
      if (replayed)
        return {
          transactionId: replayed,
          amount: await statements.amountOnAccount(tx, replayed, buyerLeg.accountId),
          isReplay: true,
          balances: balancesAfter(buyer, undefined),
        };
      const reversed = await statements.reversedSoFar(tx, original.id);
      const unknown = [...reversed.keys()].filter(
        (accountId) => !saleAccounts.some((account) => account.id === accountId),
      );
      if (unknown.length > 0)
        throw new Error(`credits of transaction ${original.id} moved accounts the sale did not: ${unknown.join(', ')}`);
      let credit: { amount: number; legs: LedgerLeg[] };
      if (shape.kind === 'split') {
        const previous = reversalOfLegs(
          shape.split.agencyIds,
          legs.map((leg) => ({ kind: leg.kind, agencyId: leg.agencyId, amount: reversed.get(leg.accountId) ?? 0 })),
        );
        // With share `net`, only the supplier net that has not gone back yet can (each deposit of the chain gets it).
        const remaining = isNetOnly
          ? sumVnd([shape.split.supplierNet, -previous.supplierNet])
          : sumVnd([shape.split.buyerPays, -previous.refund]);
        const reversal = request.parts
          ? reversalOfParts(shape.split, { previous, parts: request.parts, remaining })
          : reversalOfAmount(shape.split, { previous, request, remaining });
        credit = {
          amount: reversal.refund,
          legs: reversal.legs.map((leg) => ({
            accountId: accountIdOf.get(`${leg.kind}|${leg.agencyId ?? ''}`)!,
            amount: leg.amount,
          })),
        };
      } else {
        if (request.parts)
          throw invalidLedgerInput([{ field: 'parts', message: 'only a split sale is credited by parts' }]);
        const remaining = sumVnd([shape.spent, -(reversed.get(shape.depositAccountId) ?? 0)]);
        const amount = request.amount ?? remaining;
        if (remaining <= 0 || amount > remaining)
          throw creditExceedsSale({ remaining, requested: request.amount ?? 0 });
        credit = { amount, legs: transferLegs({ from: shape.counterAccountId, to: shape.depositAccountId, amount }) };
      }
      const touched = new Set(credit.legs.map((leg) => leg.accountId));
      const written = await writeMovement(tx, {
        transaction: {
          type: request.type,
          idempotencyKey: request.idempotencyKey,
          requestHash: hash,
          referenceType: reference.type,
          referenceId: reference.id,
          description: request.description,
          agencyId: buyerId,
          reversesTransactionId: original.id,
          createdBy: request.createdBy,
          createdAt: clock.now(),
        },
        legs: credit.legs,
        accounts: saleAccounts.filter((account) => touched.has(account.id)),
      });
      return {
        transactionId: written.transactionId,
        amount: credit.amount,
        isReplay: false,
        balances: balancesAfter(buyer, written.balances.get(buyerLeg.accountId)),
      };
    };
  }

  async function prepareCreditSale(input: inputs.CreditSaleInput): Promise<WriteInTransaction<CreditSaleResult>> {
    return prepareCredit(inputs.parseLedgerInput(inputs.ZCreditSaleInput, input), 'saleTransactionId');
  }

  async function creditSale(input: inputs.CreditSaleInput): Promise<CreditSaleResult> {
    const write = await prepareCreditSale(input);
    return retryOnKeyRace(() => db.transaction(write));
  }

  /** The existing `credit` (amount required, the sale named `transactionId`), answered as before. */
  async function credit(
    input: inputs.CreditInput,
  ): Promise<{ transactionId: string; isReplay: boolean; balances: DepositBalances }> {
    const { transactionId, ...request } = inputs.parseLedgerInput(inputs.ZCreditInput, input);
    const write = await prepareCredit({ ...request, saleTransactionId: transactionId }, 'transactionId');
    const result = await retryOnKeyRace(() => db.transaction(write));
    return { transactionId: result.transactionId, isReplay: result.isReplay, balances: result.balances };
  }

  return { creditSale, prepareCreditSale, credit };
}
