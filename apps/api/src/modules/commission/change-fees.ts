// The chain's change fees for a paid change after ticketing: per passenger, what each link charges (one query).
import type { Database } from '@portal/db';
import { chainLinks, changeFeesOfChain, type FeePaxType, type FeeRouteScope } from '@portal/domain';
import { rulesOfLinks } from './fee-chain.js';

export type ChangeFeesOptions = {
  /** The buyer first, up to its F1, as `bookings.pricing.chainAgencyIds`. */
  chainAgencyIds: string[];
  /** The booking's airline (two characters). */
  airline: string;
  routeScope: FeeRouteScope;
  /** The passengers changed, in order. */
  paxTypes: FeePaxType[];
};

/**
 * For each passenger (same order as `paxTypes`), the change fee each link charges: result[i][j] is what
 * chainAgencyIds[j+1] charges chainAgencyIds[j]. The rule is the one the issue fee would use (sub-agency before
 * default, airline before all), its `changeAmount`; no rule → 0. A lone F1 gets [] per passenger.
 */
export async function changeFeesFor(db: Database, options: ChangeFeesOptions): Promise<number[][]> {
  const links = chainLinks(options.chainAgencyIds);
  const rules = await rulesOfLinks(db, links);
  return changeFeesOfChain(rules, links, {
    airline: options.airline.trim().toUpperCase(),
    routeScope: options.routeScope,
    paxTypes: options.paxTypes,
  });
}
