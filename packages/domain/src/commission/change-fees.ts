// Change fees: what each link of a booking's chain charges per passenger on a paid change after ticketing.
import { isVndAmount } from '../ledger/money.js';
import type { FeeLink } from './chain.js';
import { resolveRule, type CommissionRule, type FeePaxType, type FeeRouteScope } from './rules.js';

/** What a change fee depends on: the booking's airline and route scope, and its passengers' types in order. */
export type ChangeFeeQuery = {
  airline: string | null;
  routeScope: FeeRouteScope;
  paxTypes: readonly FeePaxType[];
};

/**
 * The links of a booking's stored chain (buyer first, up to its F1): link j is what chainAgencyIds[j+1] charges
 * chainAgencyIds[j]. A lone F1 has none.
 */
export function chainLinks(chainAgencyIds: readonly string[]): FeeLink[] {
  return chainAgencyIds.slice(1).map((chargerId, index) => ({ chargerId, subAgencyId: chainAgencyIds[index]! }));
}

/** The change fee of the rule the issue fee would use (no rule → 0); a rule without a change fee charges 0. */
export function ruleChangeFee(rule: CommissionRule | undefined): number {
  const amount = rule?.changeAmount ?? 0;
  if (!isVndAmount(amount) || amount < 0) throw new RangeError(`not a change fee amount: ${amount}`);
  return amount;
}

/**
 * Per passenger (in the order of `paxTypes`), the change fee each link charges, the buyer's link first: the most
 * specific rule of the charging agency (sub-agency before default, airline before all; same scope and type) decides.
 */
export function changeFeesOfChain(
  rules: readonly CommissionRule[],
  links: readonly FeeLink[],
  query: ChangeFeeQuery,
): number[][] {
  return query.paxTypes.map((paxType) =>
    links.map((link) =>
      ruleChangeFee(resolveRule(rules, { ...link, airline: query.airline, routeScope: query.routeScope, paxType })),
    ),
  );
}
