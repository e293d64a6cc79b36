// Split sales as the ledger stores them: the keys of a sale's reservations, and reading a split back from its legs.
import { splitSale, sumVnd, type SaleReversal, type SaleSplit, type SplitLeg } from '@portal/domain';
import { MAX_SALE_CHAIN } from './ledger-inputs.js';

/**
 * The key of the reservation of the agency `position` steps above the buyer. The buyer's is the sale's key itself,
 * so a one-agency sale is exactly a plain reserve; the agencies above take `key>1`, `key>2`. Release keys follow
 * the same rule.
 */
export function saleReservationKey(key: string, position: number): string {
  return position === 0 ? key : `${key}>${position}`;
}

/** Every key a sale reserved with `key` may have used, the buyer's first. */
export function saleReservationKeys(key: string): string[] {
  return Array.from({ length: MAX_SALE_CHAIN }, (_, position) => saleReservationKey(key, position));
}

const legId = (leg: Pick<SplitLeg, 'kind' | 'agencyId'>) => `${leg.kind}|${leg.agencyId ?? ''}`;

/** The legs as one canonical string (sorted), for a request's fingerprint and for comparing two sets of legs. */
export function canonicalLegs(legs: readonly SplitLeg[]): string {
  return legs
    .map((leg) => `${legId(leg)}|${leg.amount}`)
    .sort()
    .join(',');
}

/** What is wrong with a sale's legs on their own (before they are compared with the reservations); empty when nothing. */
export function saleLegProblems(legs: readonly SplitLeg[]): string[] {
  const problems: string[] = [];
  if (new Set(legs.map(legId)).size !== legs.length) problems.push('an account appears in two legs');
  if (sumVnd(legs.map((leg) => leg.amount)) !== 0) problems.push('the legs do not sum to zero');
  return problems;
}

/** The fee each link of the chain pays its parent, as the parents' commission legs say (0 without a leg). */
function feesOf(agencyIds: readonly string[], legs: readonly SplitLeg[], sign: 1 | -1): number[] {
  return agencyIds
    .slice(1)
    .map(
      (parentId) =>
        sign * (legs.find((leg) => leg.kind === 'agency_commission' && leg.agencyId === parentId)?.amount ?? 0),
    );
}

/**
 * The split these legs are, for the chain `agencyIds` (the buyer first, its F1 last): the supplier net is the supplier
 * payable leg and each link's fee its parent's commission leg; the split is recomputed from those and must give
 * exactly the same legs. Undefined when the legs are anything else.
 */
export function splitOfLegs(agencyIds: readonly string[], legs: readonly SplitLeg[]): SaleSplit | undefined {
  const supplier = legs.filter((leg) => leg.kind === 'supplier_payable');
  if (supplier.length !== 1 || agencyIds.length === 0) return undefined;
  const fees = feesOf(agencyIds, legs, 1);
  if (fees.some((fee) => fee < 0)) return undefined;
  let split: SaleSplit;
  try {
    split = splitSale({
      supplierNet: supplier[0]!.amount,
      chain: agencyIds.map((agencyId, index) => ({ agencyId, fee: fees[index] ?? 0 })),
    });
  } catch {
    return undefined;
  }
  return canonicalLegs(split.legs) === canonicalLegs(legs) ? split : undefined;
}

/**
 * Everything earlier voids and refunds of a split sale gave back, as one reversal (`legs` are the summed entries of
 * those transactions per account), for reverseSplit's `previous`.
 */
export function reversalOfLegs(agencyIds: readonly string[], legs: readonly SplitLeg[]): SaleReversal {
  const fees = feesOf(agencyIds, legs, -1);
  const depositOf = (agencyId: string) =>
    legs.find((leg) => leg.kind === 'agency_deposit' && leg.agencyId === agencyId)?.amount ?? 0;
  return {
    agencyIds: [...agencyIds],
    refund: depositOf(agencyIds[0]!),
    supplierNet: -(legs.find((leg) => leg.kind === 'supplier_payable')?.amount ?? 0),
    fees,
    shares: agencyIds.map((agencyId, index) => ({
      agencyId,
      pays: depositOf(agencyId),
      earns: index === 0 ? 0 : fees[index - 1]!,
    })),
    legs: legs.filter((leg) => leg.amount !== 0),
  };
}
