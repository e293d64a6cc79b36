// Turns a supplier's flight into our offer: the supplier's net price per passenger type plus the chain's issue fee.
import type {
  TFareOption,
  TFlightOffer,
  TPaxPrice,
  TSupplierFlight,
  TSupplierPaxPrice,
  TBookingSystem,
} from '@portal/contracts';
import { feeTripOf, type FeeSchedule } from '@portal/domain';

export type PaxCounts = { adt: number; chd: number; inf: number };

function paxPrice(net: TSupplierPaxPrice, issueFee: number): TPaxPrice {
  return {
    baseFare: net.baseFare,
    tax: net.tax,
    vat: net.vat,
    issueFee,
    total: net.baseFare + net.tax + net.vat + issueFee,
  };
}

export function priceOffer(options: {
  system: TBookingSystem;
  source: string;
  flight: TSupplierFlight;
  pax: PaxCounts;
  fees: FeeSchedule;
}): TFlightOffer {
  const { flight, pax, fees } = options;
  // The fee per passenger type for this one-direction flight (connections included), summed over the buyer's chain.
  const trip = feeTripOf({ airline: flight.segments[0]?.carrierCode ?? null, segments: flight.segments });
  const feeOf = {
    ADT: fees.perPassenger(trip, 'ADT'),
    CHD: fees.perPassenger(trip, 'CHD'),
    INF: fees.perPassenger(trip, 'INF'),
  };
  // A fare the supplier does not price for every passenger type of the search cannot be sold to this party.
  const priceable = flight.fares.filter(
    (fare) => (pax.chd === 0 || fare.netPrices.CHD) && (pax.inf === 0 || fare.netPrices.INF),
  );
  const fares: TFareOption[] = priceable.map((fare) => {
    const adult = paxPrice(fare.netPrices.ADT, feeOf.ADT);
    const child = pax.chd > 0 ? paxPrice(fare.netPrices.CHD!, feeOf.CHD) : undefined;
    const infant = pax.inf > 0 ? paxPrice(fare.netPrices.INF!, feeOf.INF) : undefined;
    const totalPrice = adult.total * pax.adt + (child?.total ?? 0) * pax.chd + (infant?.total ?? 0) * pax.inf;
    const { netPrices: _netPrices, ...terms } = fare;
    return {
      ...terms,
      prices: { ADT: adult, ...(child ? { CHD: child } : {}), ...(infant ? { INF: infant } : {}) },
      totalPrice,
    };
  });
  const first = flight.segments[0]!;
  const last = flight.segments[flight.segments.length - 1]!;
  const open = fares.filter((fare) => fare.seatAvailable > 0).map((fare) => fare.prices.ADT.total);
  const departMs = Date.parse(first.departDateTime);
  const arriveMs = Date.parse(last.arrivalDateTime);
  return {
    id: `${options.system}:${flight.key}`,
    system: options.system,
    source: options.source,
    airline: first.carrierCode,
    legIndex: flight.legIndex,
    from: first.from,
    to: last.to,
    departDateTime: first.departDateTime,
    arrivalDateTime: last.arrivalDateTime,
    durationMinutes: Math.round((arriveMs - departMs) / 60_000),
    numberOfStop: flight.segments.length - 1,
    combineSegment: flight.combineSegment,
    ...(flight.combinationId ? { combinationId: flight.combinationId } : {}),
    segments: flight.segments,
    fares,
    lowestFare: open.length > 0 ? Math.min(...open) : 0,
  };
}
