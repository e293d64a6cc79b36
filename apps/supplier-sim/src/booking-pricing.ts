// Prices a booking's flights now: the asked class or the family's current one, the airline's own re-pricing (a fault) on top, and totals.
import type { TBookingSystem, TSupplierFare, TSupplierSearchRequest } from '@portal/contracts';
import type { TResolvedFlight } from './booking-itinerary.js';
import { adultBaseFare, classSeats, isClassOpen, sellingClass, toSupplierFare, type TFareInput } from './fares.js';
import { findFareClass, type TBookingClass, type TFareFamily } from './families.js';
import { resolvePromotion } from './promotions.js';
import { daysBetween, todayInVietnam } from './search.js';
import type { TSeatInventory } from './seats.js';
import { SYSTEMS } from './systems.js';

type TPax = TSupplierSearchRequest['pax'];

export type TPricingContext = {
  system: TBookingSystem;
  now: Date;
  seats: TSeatInventory;
  pax: TPax;
  promotionCode?: string;
  /** Extra adult base fare per `system|flight key|class` once the airline re-priced it. */
  bumps: Map<string, number>;
};

export type TPricedFlight = {
  flight: TResolvedFlight;
  family: TFareFamily;
  bookingClass: TBookingClass;
  fare: TSupplierFare;
  adultBase: number;
  bump: number;
};

export type TPricingOutcome = TPricedFlight | 'unknown-class' | 'sold-out';

export const bumpKey = (system: TBookingSystem, flightKey: string, fareClass: string) =>
  `${system}|${flightKey}|${fareClass}`;

/** Seats a booking takes: adults and children (infants sit on a lap). */
export const seatsNeeded = (pax: TPax) => pax.adt + pax.chd;

function fareInput(context: TPricingContext, flight: TResolvedFlight): TFareInput {
  const promotion = resolvePromotion(context.system, context.promotionCode);
  const date = flight.key.slice(0, 10);
  return {
    profile: SYSTEMS[context.system],
    flightKey: flight.key,
    segments: flight.segments,
    daysToDeparture: daysBetween(todayInVietnam(context.now), date),
    pax: context.pax,
    ...(promotion.status === 'applied' ? { promotion: promotion.promotion } : {}),
    isCombined: flight.combinationId !== undefined,
    seats: context.seats,
  };
}

function priced(
  context: TPricingContext,
  input: TFareInput,
  flight: TResolvedFlight,
  family: TFareFamily,
  bookingClass: TBookingClass,
  seats: number,
): TPricedFlight {
  const bump = context.bumps.get(bumpKey(context.system, flight.key, bookingClass.code)) ?? 0;
  const adultBase = adultBaseFare(input, family, bookingClass) + bump;
  return {
    flight,
    family,
    bookingClass,
    adultBase,
    bump,
    fare: toSupplierFare(input, { family, bookingClass, seats, adultBase }),
  };
}

/** The fare class asked for, exactly as asked: sold out when it is closed or lacks the seats (a hold books this). */
export function priceExactClass(context: TPricingContext, flight: TResolvedFlight, fareClass: string): TPricingOutcome {
  const found = findFareClass(flight.segments[0]?.carrier ?? '', fareClass);
  if (!found) return 'unknown-class';
  const input = fareInput(context, flight);
  if (!isClassOpen(input, found.family, found.bookingClass)) return 'sold-out';
  const seats = classSeats(input, found.family, found.bookingClass);
  if (seats < Math.max(1, seatsNeeded(context.pax))) return 'sold-out';
  return priced(context, input, flight, found.family, found.bookingClass, seats);
}

/** The asked class's family at its cheapest open class with the seats (a price check answers this). */
export function priceFamily(context: TPricingContext, flight: TResolvedFlight, fareClass: string): TPricingOutcome {
  const found = findFareClass(flight.segments[0]?.carrier ?? '', fareClass);
  if (!found) return 'unknown-class';
  const input = fareInput(context, flight);
  const selling = sellingClass(input, found.family, Math.max(1, seatsNeeded(context.pax)));
  if (!selling) return 'sold-out';
  return priced(context, input, flight, found.family, selling.bookingClass, selling.seats);
}

/** Re-prices a fare upwards by 3–10 % of the adult base fare (at least 10,000 VND), once per flight and class. */
export function repriceOnce(context: TPricingContext, pricedFlight: TPricedFlight, random: () => number): boolean {
  const key = bumpKey(context.system, pricedFlight.flight.key, pricedFlight.bookingClass.code);
  if (context.bumps.has(key)) return false;
  const share = 0.03 + 0.07 * random();
  context.bumps.set(key, Math.max(10_000, Math.round((pricedFlight.adultBase * share) / 1000) * 1000));
  return true;
}

/** Net fare of every passenger of the counts on one flight. */
export function flightTotal(fare: TSupplierFare, pax: TPax): number {
  const sum = (price: { baseFare: number; tax: number; vat: number } | undefined) =>
    price ? price.baseFare + price.tax + price.vat : 0;
  return sum(fare.netPrices.ADT) * pax.adt + sum(fare.netPrices.CHD) * pax.chd + sum(fare.netPrices.INF) * pax.inf;
}
