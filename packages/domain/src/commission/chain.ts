// The fee chain: which agencies charge a buyer (every link below the F1), and the fee per passenger of an offer.
import { isDomesticRoute } from '../airports/lookup.js';
import type { AgencyLevel } from '../permissions/roles.js';
import { sumVnd } from '../ledger/money.js';
import { resolveRule, ruleFee, type CommissionRule, type FeePaxType, type FeeRouteScope } from './rules.js';

/** An agency of the tree as the chain needs it. */
export type ChainAgency = { id: string; level: AgencyLevel };

/** One link of the chain: the parent (`chargerId`) charges its direct sub-agency. */
export type FeeLink = { chargerId: string; subAgencyId: string };

/** What a fee depends on in a trip (one direction of an offer, connections included). */
export type FeeTrip = {
  /** The offer's airline (its first segment's carrier); null when unknown, which only "all airlines" rules match. */
  airline: string | null;
  routeScope: FeeRouteScope;
  segmentCount: number;
};

/** An offer's segments as the fee sees them. */
export type FeeSegment = { from: string; to: string };

/**
 * The links from an agency up to its F1, the buyer's own link first. `ancestry` is the agency, then its parent, and
 * so on (as far as known). The platform charges an F1 nothing, so an F1 or the platform itself has no link.
 */
export function feeLinks(ancestry: readonly ChainAgency[]): FeeLink[] {
  const links: FeeLink[] = [];
  for (let index = 0; index + 1 < ancestry.length; index += 1) {
    const child = ancestry[index]!;
    const parent = ancestry[index + 1]!;
    if (child.level === 'platform' || child.level === 'F1' || parent.level === 'platform') break;
    links.push({ chargerId: parent.id, subAgencyId: child.id });
  }
  return links;
}

/** Domestic when every segment is between Vietnamese airports; anything else (or an unknown airport) is international. */
export function routeScopeOf(segments: readonly FeeSegment[]): FeeRouteScope {
  return segments.length > 0 && segments.every((segment) => isDomesticRoute(segment.from, segment.to))
    ? 'domestic'
    : 'international';
}

/** The fee facts of an offer: airline, route scope and segment count. */
export function feeTripOf(offer: { airline: string | null; segments: readonly FeeSegment[] }): FeeTrip {
  return { airline: offer.airline, routeScope: routeScopeOf(offer.segments), segmentCount: offer.segments.length };
}

/** The fee one link charges, with the rule that set it (none → 0). */
export type LinkFee = FeeLink & { rule: CommissionRule | undefined; amount: number };

/** The chain's rules loaded once (one query per search) and asked for every offer. */
export type FeeSchedule = {
  links: readonly FeeLink[];
  /** The fee of each link for one passenger of the type, the buyer's link first. */
  linkFees(trip: FeeTrip, paxType: FeePaxType): LinkFee[];
  /** What one passenger of the type pays above the supplier net: the sum over the chain. */
  perPassenger(trip: FeeTrip, paxType: FeePaxType): number;
};

export function createFeeSchedule(rules: readonly CommissionRule[], links: readonly FeeLink[]): FeeSchedule {
  // Only the rules each charging agency set for this child or for all its children can ever apply.
  const rulesOfLink = links.map((link) =>
    rules.filter(
      (rule) =>
        rule.agencyId === link.chargerId && (rule.subAgencyId === null || rule.subAgencyId === link.subAgencyId),
    ),
  );
  const linkFees = (trip: FeeTrip, paxType: FeePaxType): LinkFee[] => {
    return links.map((link, index) => {
      const rule = resolveRule(rulesOfLink[index]!, {
        ...link,
        airline: trip.airline,
        routeScope: trip.routeScope,
        paxType,
      });
      return { ...link, rule, amount: ruleFee(rule, trip.segmentCount) };
    });
  };
  return {
    links,
    linkFees,
    perPassenger: (trip, paxType) => sumVnd(linkFees(trip, paxType).map((fee) => fee.amount)),
  };
}

/** A schedule that charges nothing: an F1's (or the platform's) own purchases. */
export const NO_FEES: FeeSchedule = createFeeSchedule([], []);

/** One passenger of a sale: the supplier's net for them and the fee of each link (buyer's link first). */
export type SaleLine = { paxType: FeePaxType; supplierNet: number; fees: number[] };

/** The sale lines of an offer for a passenger list, each passenger's fees resolved from the schedule. */
export function saleLines(
  schedule: FeeSchedule,
  trip: FeeTrip,
  passengers: readonly { paxType: FeePaxType; supplierNet: number }[],
): SaleLine[] {
  return passengers.map((passenger) => ({
    paxType: passenger.paxType,
    supplierNet: passenger.supplierNet,
    fees: schedule.linkFees(trip, passenger.paxType).map((fee) => fee.amount),
  }));
}
