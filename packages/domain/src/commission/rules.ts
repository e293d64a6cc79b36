// Commission (issue) fee rules: the vocabulary, which rule of a charging agency applies, and what it costs.
import { isVndAmount } from '../ledger/money.js';

export const FEE_ROUTE_SCOPES = ['domestic', 'international'] as const;
export type FeeRouteScope = (typeof FEE_ROUTE_SCOPES)[number];
export const FEE_PAX_TYPES = ['ADT', 'CHD', 'INF'] as const;
export type FeePaxType = (typeof FEE_PAX_TYPES)[number];
export const FEE_CHARGE_BASES = ['segment', 'ticket'] as const;
export type FeeChargeBasis = (typeof FEE_CHARGE_BASES)[number];

/** The largest fee a rule may set (VND), per segment or per ticket. */
export const MAX_COMMISSION_FEE = 10_000_000;

/** One row of `commission_fees`: what `agencyId` charges below it. */
export type CommissionRule = {
  /** The agency that charges (and earns) the fee. */
  agencyId: string;
  /** The sub-agency it applies to; null = every sub-agency without a rule of its own. */
  subAgencyId: string | null;
  /** Two-character airline code; null = every airline. */
  airline: string | null;
  routeScope: FeeRouteScope;
  paxType: FeePaxType;
  chargeBasis: FeeChargeBasis;
  amount: number;
  /** What it charges per passenger on each paid change after ticketing; absent = 0. */
  changeAmount?: number;
};

/** What a fee is looked up for: one charging agency, one of its direct sub-agencies, one trip's airline and scope. */
export type FeeQuery = {
  chargerId: string;
  subAgencyId: string;
  /** The offer's airline (its first segment's carrier); null when unknown, which only "all airlines" rules match. */
  airline: string | null;
  routeScope: FeeRouteScope;
  paxType: FeePaxType;
};

/**
 * How specifically a rule fits the query: 3 sub-agency and airline, 2 sub-agency for all airlines, 1 default for
 * the airline, 0 default for all airlines; -1 when it does not apply at all.
 */
export function ruleSpecificity(rule: CommissionRule, query: FeeQuery): number {
  if (rule.agencyId !== query.chargerId || rule.routeScope !== query.routeScope || rule.paxType !== query.paxType)
    return -1;
  if (rule.subAgencyId !== null && rule.subAgencyId !== query.subAgencyId) return -1;
  if (rule.airline !== null && rule.airline !== query.airline) return -1;
  return (rule.subAgencyId !== null ? 2 : 0) + (rule.airline !== null ? 1 : 0);
}

/** The most specific rule of the charging agency for the query: sub-agency before default, airline before all. */
export function resolveRule(rules: readonly CommissionRule[], query: FeeQuery): CommissionRule | undefined {
  let best: CommissionRule | undefined;
  let bestScore = -1;
  for (const rule of rules) {
    const score = ruleSpecificity(rule, query);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

/** What one passenger pays under a rule for a trip of `segments` segments: amount × segments, or amount once. No rule → 0. */
export function ruleFee(rule: CommissionRule | undefined, segments: number): number {
  if (!rule) return 0;
  if (!isVndAmount(rule.amount) || rule.amount < 0) throw new RangeError(`not a fee amount: ${rule.amount}`);
  if (!Number.isSafeInteger(segments) || segments < 1) throw new RangeError(`not a segment count: ${segments}`);
  return rule.chargeBasis === 'segment' ? rule.amount * segments : rule.amount;
}
