// The split of a sale along the fee chain: what each deposit pays, what each parent earns, the ledger legs; and the reversal.
import { isPositiveVndAmount, isVndAmount, sumVnd } from '../ledger/money.js';
import type { SaleLine } from './chain.js';

/** The ledger account kinds a sale moves (decision 008). */
export type SplitAccountKind = 'agency_deposit' | 'agency_commission' | 'parent_funding' | 'supplier_payable';

/** One signed entry of a split: positive raises the account. `agencyId` is null for the platform's supplier payable. */
export type SplitLeg = { kind: SplitAccountKind; agencyId: string | null; amount: number };

/** One agency of the chain: what its deposit pays, and the fee it earns from the sub-agency just below it. */
export type AgencyShare = { agencyId: string; pays: number; earns: number };

export type SaleSplit = {
  /** The buying agency first, its F1 last. */
  agencyIds: string[];
  supplierNet: number;
  /** fees[i]: what agencyIds[i + 1] charges agencyIds[i] (one fewer than the agencies). */
  fees: number[];
  /** What the buyer's deposit pays: the net plus every fee of the chain. */
  buyerPays: number;
  shares: AgencyShare[];
  /** Balanced legs (they sum to zero); legs that would be zero are left out. */
  legs: SplitLeg[];
};

/** One agency of a sale's chain with the fee its parent charges it; the F1's is 0 (the platform charges F1s nothing). */
export type SaleChainLink = { agencyId: string; fee: number };

function requireFee(fee: number, label: string): void {
  if (!isVndAmount(fee) || fee < 0) throw new RangeError(`${label} is not a fee amount: ${fee}`);
}

/**
 * Every agency pays from its deposit the net plus the fees charged at or above its own link (the F1 pays the net);
 * each parent's money held for the child (`parent_funding`) rises by what the parent itself pays, its commission by
 * the fee it charges, and the supplier payable by the net. So each parent receives exactly what its child pays.
 */
function splitOf(agencyIds: readonly string[], supplierNet: number, fees: readonly number[]): SaleSplit {
  if (agencyIds.length === 0) throw new RangeError('a sale needs at least the buying agency');
  if (fees.length !== agencyIds.length - 1)
    throw new RangeError(`expected ${agencyIds.length - 1} fees, got ${fees.length}`);
  if (!isVndAmount(supplierNet) || supplierNet < 0) throw new RangeError(`not a supplier net: ${supplierNet}`);
  fees.forEach((fee, index) => requireFee(fee, `fee ${index}`));
  const pays = agencyIds.map((_id, index) => sumVnd([supplierNet, ...fees.slice(index)]));
  const shares = agencyIds.map((agencyId, index) => ({
    agencyId,
    pays: pays[index]!,
    earns: index === 0 ? 0 : fees[index - 1]!,
  }));
  const legs: SplitLeg[] = [];
  agencyIds.forEach((agencyId, index) => {
    legs.push({ kind: 'agency_deposit', agencyId, amount: -pays[index]! });
    if (index === 0) return;
    legs.push({ kind: 'parent_funding', agencyId, amount: pays[index]! });
    legs.push({ kind: 'agency_commission', agencyId, amount: fees[index - 1]! });
  });
  legs.push({ kind: 'supplier_payable', agencyId: null, amount: supplierNet });
  return {
    agencyIds: [...agencyIds],
    supplierNet,
    fees: [...fees],
    buyerPays: pays[0]!,
    shares,
    legs: legs.filter((leg) => leg.amount !== 0),
  };
}

/** Splits one sale: `chain` runs from the buying agency up to its F1, each with the fee its parent charges it. */
export function splitSale(input: { supplierNet: number; chain: readonly SaleChainLink[] }): SaleSplit {
  const { chain, supplierNet } = input;
  if (!isPositiveVndAmount(supplierNet)) throw new RangeError(`the supplier net must be positive: ${supplierNet}`);
  const top = chain.at(-1);
  if (!top) throw new RangeError('a sale needs at least the buying agency');
  if (top.fee !== 0)
    throw new RangeError('the F1 at the top of the chain pays no fee (the platform charges F1s nothing)');
  return splitOf(
    chain.map((link) => link.agencyId),
    supplierNet,
    chain.slice(0, -1).map((link) => link.fee),
  );
}

/**
 * Splits a sale given per passenger (each line's fees already resolved, the buyer's link first): every line's own
 * split, and the total, which is the split of the summed net and fees (the split is linear, so it equals the sum).
 */
export function splitSaleLines(input: {
  agencyIds: readonly string[];
  lines: readonly Pick<SaleLine, 'supplierNet' | 'fees'>[];
}): { lines: SaleSplit[]; total: SaleSplit } {
  const { agencyIds, lines } = input;
  if (lines.length === 0) throw new RangeError('a sale needs at least one line');
  const split = lines.map((line) => {
    if (!isPositiveVndAmount(line.supplierNet))
      throw new RangeError(`the supplier net must be positive: ${line.supplierNet}`);
    return splitOf(agencyIds, line.supplierNet, line.fees);
  });
  const totalFees = agencyIds.slice(1).map((_id, index) => sumVnd(lines.map((line) => line.fees[index]!)));
  return { lines: split, total: splitOf(agencyIds, sumVnd(lines.map((line) => line.supplierNet)), totalFees) };
}

/**
 * A sale of which `credit` of the supplier net is paid otherwise (a credit shell; decision 068): every deposit of the
 * chain pays that much less, every fee stays earned, the supplier payable takes the rest of the net.
 */
export function splitLessCredit(sale: SaleSplit, credit: number): SaleSplit {
  if (!isVndAmount(credit) || credit < 0 || credit >= sale.supplierNet)
    throw new RangeError(`a credit of ${credit} cannot pay part of a supplier net of ${sale.supplierNet}`);
  return credit === 0 ? sale : splitOf(sale.agencyIds, sale.supplierNet - credit, sale.fees);
}

/** What a void or refund gives back: the same shape as a split, every amount what returns, the legs negated. */
export type SaleReversal = {
  agencyIds: string[];
  /** What returns to the buyer's deposit. */
  refund: number;
  supplierNet: number;
  fees: number[];
  /** `pays` is what returns to each deposit, `earns` the commission each parent gives back. */
  shares: AgencyShare[];
  legs: SplitLeg[];
};

/** Splits `amount` over the parts in proportion (largest remainder, ties to the earlier part); never more than a part. */
function apportion(parts: readonly number[], amount: number): number[] {
  const total = BigInt(sumVnd(parts));
  const wanted = BigInt(amount);
  const exact = parts.map((part) => BigInt(part) * wanted);
  const shares = exact.map((value) => value / total);
  let left = wanted - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * How a partial reversal is shared: `proportional` over the net and each fee, or `net` (only supplier net goes back,
 * through every deposit of the chain; the fees stay earned — a supplier's refund of its own net).
 */
export type ReversalShare = 'proportional' | 'net';

/**
 * The reversal of a split sale (void or refund): in full by default, or `amount` of what the buyer paid shared in
 * proportion over the net and each fee (or, with share `net`, `amount` of the supplier net alone). `previous`
 * reversals of the same sale are taken off first, so repeated partial refunds never give back more of any part than
 * the sale took, and the last one returns exactly the rest. `parts` gives back exactly that net and those fees (a
 * booking split off a ticketed one voids its own passengers' share of the sale; decision 045), `amount` then unused.
 */
export function reverseSplit(
  sale: SaleSplit,
  options: { amount?: number; previous?: readonly SaleReversal[]; share?: ReversalShare; parts?: SaleParts } = {},
): SaleReversal {
  const previous = options.previous ?? [];
  for (const earlier of previous) {
    if (earlier.agencyIds.join() !== sale.agencyIds.join())
      throw new RangeError('a previous reversal belongs to another chain');
  }
  const parts = [sale.supplierNet, ...sale.fees].map((part, index) =>
    sumVnd([part, ...previous.map((earlier) => -(index === 0 ? earlier.supplierNet : earlier.fees[index - 1]!))]),
  );
  if (parts.some((part) => part < 0)) throw new RangeError('previous reversals exceed the sale');
  if (options.parts) return reversalOf(sale.agencyIds, exactParts(parts, options.parts));
  const isNetOnly = options.share === 'net';
  const remaining = isNetOnly ? parts[0]! : sumVnd(parts);
  const amount = options.amount ?? remaining;
  if (!isPositiveVndAmount(amount) || amount > remaining)
    throw new RangeError(`cannot reverse ${amount}: ${remaining} remains of the sale${isNetOnly ? "'s net" : ''}`);
  const [supplierNet, ...fees] = isNetOnly
    ? [amount, ...parts.slice(1).map(() => 0)]
    : amount === remaining
      ? parts
      : apportion(parts, amount);
  return reversalOf(sale.agencyIds, [supplierNet!, ...fees]);
}

/** A net and the fees of each link (the buyer's first) of one part of a sale, as splitSaleLines totals them. */
export type SaleParts = { supplierNet: number; fees: readonly number[] };

/** The parts asked for, each within what remains of it, and not all zero. */
function exactParts(remaining: readonly number[], asked: SaleParts): number[] {
  const wanted = [asked.supplierNet, ...asked.fees];
  if (wanted.length !== remaining.length)
    throw new RangeError(`expected ${remaining.length - 1} fees, got ${asked.fees.length}`);
  wanted.forEach((part, index) => {
    if (!isVndAmount(part) || part < 0 || part > remaining[index]!)
      throw new RangeError(`cannot reverse ${part} of a part of which ${remaining[index]} remains`);
  });
  if (!isPositiveVndAmount(sumVnd(wanted))) throw new RangeError('nothing to reverse');
  return wanted;
}

function reversalOf(agencyIds: readonly string[], [supplierNet, ...fees]: readonly number[]): SaleReversal {
  const split = splitOf(agencyIds, supplierNet!, fees);
  return {
    agencyIds: split.agencyIds,
    refund: split.buyerPays,
    supplierNet: split.supplierNet,
    fees: split.fees,
    shares: split.shares,
    legs: split.legs.map((leg) => ({ ...leg, amount: -leg.amount })),
  };
}
