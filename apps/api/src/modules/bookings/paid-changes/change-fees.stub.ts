// A stand-in for commission/change-fees.ts (branch s-commission-fee): the same signature, no fee charged. Replaced by
// the real changeFeesFor once that branch is merged; the only file that changes then is the import in paid-quote.ts.
import type { Database } from '@portal/db';
import type { FeePaxType, FeeRouteScope } from '@portal/domain';

/** Per passenger, the fee each link of the chain charges on a change (the buyer's link first): zeros here. */
export async function changeFeesFor(
  _db: Database,
  options: {
    chainAgencyIds: readonly string[];
    airline: string | null;
    routeScope: FeeRouteScope;
    paxTypes: readonly FeePaxType[];
  },
): Promise<number[][]> {
  return options.paxTypes.map(() => options.chainAgencyIds.slice(1).map(() => 0));
}
