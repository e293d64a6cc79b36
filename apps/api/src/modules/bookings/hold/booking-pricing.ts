// The price of one PNR: the supplier's net per passenger type over its flights plus the chain's issue fees (one ticket
// per passenger per PNR), add-ons at the supplier's price (no fee), and the per-passenger lines the ledger split needs.
import type { TPaxPrice, TPaxType, TPnrPrice, TSupplierFare } from '@portal/contracts';
import { feeTripOf, sumVnd, type FeeSchedule, type FeeTrip } from '@portal/domain';
import type { StoredAncillary, StoredPaxTypePrice, StoredSaleLine } from '../repository/booking-rows.js';
import type { PaxCounts, QuotedGroup } from '../booking-suppliers.js';

export const PAX_TYPES: readonly TPaxType[] = ['ADT', 'CHD', 'INF'];
export const countOf = (pax: PaxCounts, type: TPaxType) =>
  type === 'ADT' ? pax.adt : type === 'CHD' ? pax.chd : pax.inf;

type Segment = { carrierCode: string; from: string; to: string };

/**
 * The fee facts of a PNR, one per flight (one direction, connections included), as the search priced each offer: the
 * flight's airline (first carrier), domestic only when every segment of it is, its segments counted. A per-segment fee
 * counts every segment; a per-ticket fee is charged once per passenger per direction, so a round trip held in one
 * PNR costs exactly the two offers the agent saw (decision 011).
 */
export function feeTripsOfFlights(flights: readonly { segments: readonly Segment[] }[]): FeeTrip[] {
  return flights.map((flight) =>
    feeTripOf({ airline: flight.segments[0]?.carrierCode ?? null, segments: flight.segments }),
  );
}

/** Each link's fee for one passenger of the type over the PNR's flights, the buyer's link first. */
function linkFeesOver(schedule: FeeSchedule, trips: readonly FeeTrip[], type: TPaxType): number[] {
  return schedule.links.map((_, index) => sumVnd(trips.map((trip) => schedule.linkFees(trip, type)[index]!.amount)));
}

export type FarePrice = {
  byPaxType: Partial<Record<TPaxType, StoredPaxTypePrice>>;
  /** What the supplier charges for the fares of every passenger. */
  fareNet: number;
  feeTotal: number;
  prices: { ADT: TPaxPrice; CHD?: TPaxPrice; INF?: TPaxPrice };
};

/** Prices the fares for the counts; undefined when a fare is not sold to a passenger type of the counts. */
export function priceFares(options: {
  netPrices: readonly Partial<TSupplierFare['netPrices']>[];
  pax: PaxCounts;
  schedule: FeeSchedule;
  trips: readonly FeeTrip[];
}): FarePrice | undefined {
  const { netPrices, pax, schedule, trips } = options;
  const byPaxType: Partial<Record<TPaxType, StoredPaxTypePrice>> = {};
  const prices: Partial<Record<TPaxType, TPaxPrice>> = {};
  for (const type of PAX_TYPES) {
    const count = countOf(pax, type);
    if (count === 0) continue;
    const parts = netPrices.map((net) => net[type]);
    if (parts.some((part) => part === undefined)) return undefined;
    const baseFare = sumVnd(parts.map((part) => part!.baseFare));
    const tax = sumVnd(parts.map((part) => part!.tax));
    const vat = sumVnd(parts.map((part) => part!.vat));
    const fees = linkFeesOver(schedule, trips, type);
    const issueFee = sumVnd(fees);
    const total = sumVnd([baseFare, tax, vat, issueFee]);
    byPaxType[type] = { count, baseFare, tax, vat, fees, issueFee, total };
    prices[type] = { baseFare, tax, vat, issueFee, total };
  }
  if (!prices.ADT) return undefined;
  const entries = Object.values(byPaxType);
  return {
    byPaxType,
    fareNet: sumVnd(entries.map((entry) => entry.count * (entry.baseFare + entry.tax + entry.vat))),
    feeTotal: sumVnd(entries.map((entry) => entry.count * entry.issueFee)),
    prices: prices as FarePrice['prices'],
  };
}

/** One line per passenger: fare net and own add-ons to the supplier, each link's fee (splitSaleLines' input). */
export function saleLinesOf(
  passengers: readonly { paxId: string; type: TPaxType }[],
  byPaxType: FarePrice['byPaxType'],
  ancillaries: readonly StoredAncillary[],
): StoredSaleLine[] {
  return passengers.map((passenger) => {
    const price = byPaxType[passenger.type];
    if (!price) throw new RangeError(`no price for ${passenger.type}`);
    const fareNet = price.baseFare + price.tax + price.vat;
    const addOns = sumVnd(ancillaries.filter((item) => item.paxId === passenger.paxId).map((item) => item.price));
    return {
      paxId: passenger.paxId,
      paxType: passenger.type,
      fareNet,
      ancillaries: addOns,
      supplierNet: fareNet + addOns,
      fees: [...price.fees],
    };
  });
}

export type PricedGroup = { group: QuotedGroup; trips: FeeTrip[]; fare: FarePrice | undefined; view: TPnrPrice };

/** A quoted group priced for the agency: its answer for the price check, and the fare when it can be held. */
export function priceGroup(group: QuotedGroup, pax: PaxCounts, schedule: FeeSchedule): PricedGroup {
  const trips = feeTripsOfFlights(group.flights.map(({ flight }) => flight));
  const fares = group.flights.map(({ priced }) => (priced.status === 'AVAILABLE' ? priced.fare : null));
  const fare = fares.every((item) => item !== null)
    ? priceFares({ netPrices: fares.map((item) => item!.netPrices), pax, schedule, trips })
    : undefined;
  const isAvailable = fare !== undefined;
  const classMoved = fares.some(
    (item, position) =>
      item !== null && item.fareClass.toUpperCase() !== group.flights[position]!.selection.fareClass.toUpperCase(),
  );
  const view: TPnrPrice = {
    system: group.system,
    airline: group.flights[0]?.flight.segments[0]?.carrierCode ?? '',
    flights: group.flights.map(({ selection, flight, priced }) => {
      const { netPrices: _net, ...terms } = priced.fare ?? { netPrices: null };
      const first = flight.segments[0]!;
      const last = flight.segments[flight.segments.length - 1]!;
      return {
        offerId: selection.offerId,
        requestedClass: selection.fareClass,
        status: priced.status === 'AVAILABLE' && priced.fare ? 'AVAILABLE' : 'SOLD_OUT',
        fare: priced.fare ? (terms as NonNullable<TPnrPrice['flights'][number]['fare']>) : null,
        from: first.from,
        to: last.to,
        departDateTime: first.departDateTime,
        arrivalDateTime: last.arrivalDateTime,
        segments: flight.segments,
      };
    }),
    prices: fare?.prices ?? null,
    supplierNet: fare?.fareNet ?? null,
    feeTotal: fare?.feeTotal ?? null,
    total: fare ? fare.fareNet + fare.feeTotal : null,
    isAvailable,
    isPriceChanged: !isAvailable || classMoved || group.isRepriced,
  };
  return { group, trips, fare, view };
}
