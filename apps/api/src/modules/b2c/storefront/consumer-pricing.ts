// A portal offer turned into what a consumer sees: the agency's price plus the site's service fee, nothing else of the chain.
import { createHash } from 'node:crypto';
import type { TConsumerFare, TConsumerOffer, TFlightOffer } from '@portal/contracts';
import { airlineNameOf, b2cServiceFee, type B2cServiceFeeTable } from '@portal/domain';

export type ConsumerPricing = {
  serviceFees: B2cServiceFeeTable;
  pricesIncludeFee: boolean;
  passengers: { adt: number; chd: number; inf: number };
};

/**
 * The round-trip pairing a consumer may see (decision 145): one booking per order, so an outbound and a return go
 * together only on the same booking system, and a combined fare only with its own other half. Hashed with the
 * search's id: the value names neither the system nor the supplier's combination.
 */
export function holdGroupOf(offer: Pick<TFlightOffer, 'system' | 'combinationId'>, searchId: string): string {
  return createHash('sha256')
    .update(`${searchId}|${offer.system}|${offer.combinationId ?? ''}`)
    .digest('base64url')
    .slice(0, 12);
}

/**
 * Integer VND throughout: the fee per passenger comes from the site's table (airline group × itinerary type), adults
 * and children pay it, infants do not (`b2cServiceFee`), on each flight of a round trip (the fee per leg, as the order
 * adds it). The total always includes it; the adult price shown does when the site says its prices include the fee.
 */
export function consumerOfferOf(offer: TFlightOffer, pricing: ConsumerPricing): TConsumerOffer {
  // Classified by the leg's origin and destination, as the hold (consumerFeeOf) and the order (feeOfOrder) classify it:
  // a domestic trip connecting abroad keeps the domestic fee, so the hold never answers it with a changed price.
  const feeOffer = { bookingSystem: offer.system, segments: [{ from: offer.from, to: offer.to }] };
  const perPassenger = b2cServiceFee(pricing.serviceFees, feeOffer, { adults: 1, children: 0 });
  const feeOfSearch = b2cServiceFee(pricing.serviceFees, feeOffer, {
    adults: pricing.passengers.adt,
    children: pricing.passengers.chd,
  });
  const fares: TConsumerFare[] = offer.fares.map((fare) => ({
    fareClass: fare.fareClass,
    fareFamily: fare.fareFamily,
    cabinClass: fare.cabinClass,
    seatAvailable: fare.seatAvailable,
    handKg: fare.baggage.handKg,
    checkedKg: fare.baggage.checkedKg,
    isRefundable: fare.isRefundable,
    isChangeable: fare.isChangeable,
    adultPrice: fare.prices.ADT.total + (pricing.pricesIncludeFee ? perPassenger : 0),
    serviceFeePerPassenger: perPassenger,
    total: fare.totalPrice + feeOfSearch,
  }));
  const open = fares.filter((fare) => fare.seatAvailable > 0).map((fare) => fare.adultPrice);
  return {
    id: offer.id,
    leg: offer.legIndex,
    airline: offer.airline,
    airlineName: airlineNameOf(offer.airline) ?? offer.segments[0]?.carrierName ?? offer.airline,
    flightNumbers: offer.segments.map((segment) => segment.flightNumber),
    from: offer.from,
    to: offer.to,
    departDateTime: offer.departDateTime,
    arrivalDateTime: offer.arrivalDateTime,
    durationMinutes: offer.durationMinutes,
    stops: offer.numberOfStop,
    fares,
    lowestPrice: open.length > 0 ? Math.min(...open) : 0,
  };
}
