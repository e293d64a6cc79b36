// Questions asked of the booking-system record (packages/contracts): GDS or airline, carrier, colours, promotions, pairing.
import {
  BOOKING_SYSTEM_FACTS,
  BOOKING_SYSTEMS,
  PROMOTION_AIRLINES,
  type TBookingSystem,
  type TBookingSystemColour,
  type TBookingSystemFacts,
  type TPromotionAirline,
} from '@portal/contracts';

/** The facts of a system named by a string (a route, a stored row); undefined when no such system exists. */
export function bookingSystemFactsOf(system: string): TBookingSystemFacts | undefined {
  return (BOOKING_SYSTEMS as readonly string[]).includes(system)
    ? BOOKING_SYSTEM_FACTS[system as TBookingSystem]
    : undefined;
}

export function isGdsSystem(system: string): boolean {
  return bookingSystemFactsOf(system)?.kind === 'gds';
}

/** The airline system that sells this carrier as its own; undefined for a carrier only the GDSs sell. */
export function systemOfCarrier(carrier: string): TBookingSystem | undefined {
  return BOOKING_SYSTEMS.find((system) => BOOKING_SYSTEM_FACTS[system].carrier === carrier);
}

/** The one airline an airline system sells; null for a GDS, which sells many. */
export function carrierOfSystem(system: TBookingSystem): string | null {
  return BOOKING_SYSTEM_FACTS[system].carrier;
}

/** The airline whose promotion codes the system takes; undefined for a system that takes none (the GDSs). */
export function promotionAirlineOf(system: TBookingSystem): TPromotionAirline | undefined {
  const facts: TBookingSystemFacts = BOOKING_SYSTEM_FACTS[system];
  return facts.promotionCodes ? (facts.carrier as TPromotionAirline) : undefined;
}

/** The promotion airlines in the order of their fields on the search form (SPEC §3: VN, QH, VJ, VU). */
export const PROMOTION_AIRLINES_IN_FORM_ORDER: readonly TPromotionAirline[] = PROMOTION_AIRLINES.toSorted(
  (left, right) => promotionFormOrderOf(left) - promotionFormOrderOf(right),
);

function promotionFormOrderOf(airline: TPromotionAirline): number {
  const system = systemOfCarrier(airline);
  return (system && BOOKING_SYSTEM_FACTS[system].promotionCodes?.formOrder) ?? Number.MAX_SAFE_INTEGER;
}

/** An airline's brand colour, for the airlines that have a booking system of their own. */
export function airlineColourOf(carrier: string): TBookingSystemColour | undefined {
  const system = systemOfCarrier(carrier);
  return system ? BOOKING_SYSTEM_FACTS[system].colour : undefined;
}

/** An airline's brand name (the same in both languages), for the airlines that have a booking system of their own. */
export function airlineNameOf(carrier: string): string | undefined {
  const system = systemOfCarrier(carrier);
  return system ? BOOKING_SYSTEM_FACTS[system].name : undefined;
}

/** Whether the system's combined round-trip fares are sold as a pair (the GDSs). */
export function pairsRoundTripFares(system: string): boolean {
  return bookingSystemFactsOf(system)?.pairsRoundTripFares ?? false;
}

/**
 * Hours before departure within which the portal does not sell an offer (SPEC §5: Bamboo Airways, 24), by the
 * offer's system or its airline; null when no such rule applies.
 */
export function hidesFlightsWithinHoursOf(offer: { system: string; airline: string }): number | null {
  const bySystem = bookingSystemFactsOf(offer.system)?.hidesFlightsWithinHours ?? null;
  if (bySystem !== null) return bySystem;
  const carrierSystem = systemOfCarrier(offer.airline);
  return carrierSystem ? BOOKING_SYSTEM_FACTS[carrierSystem].hidesFlightsWithinHours : null;
}

/**
 * How a system's PNRs behave for changes (DOMAIN §3): a GDS; Vietnam Airlines, a full-service airline whose PNR takes
 * the same elements as a GDS's (OSI, SK, ARNK, queues, TST, endorsements); or a low-cost airline (VJ, QH, VU).
 * Decision 040; the fact would sit best in BOOKING_SYSTEM_FACTS once the supplier side takes it.
 */
export type PnrStyle = 'gds' | 'full-service' | 'low-cost';
const FULL_SERVICE_CARRIERS: readonly string[] = ['VN'];

export function pnrStyleOf(system: TBookingSystem): PnrStyle {
  const facts: TBookingSystemFacts = BOOKING_SYSTEM_FACTS[system];
  if (facts.kind === 'gds') return 'gds';
  return facts.carrier !== null && FULL_SERVICE_CARRIERS.includes(facts.carrier) ? 'full-service' : 'low-cost';
}
