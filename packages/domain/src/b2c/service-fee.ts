// The service fee an agency's consumer site adds per passenger (issue 20, DOMAIN §6): by airline group and itinerary type.
import { isDomesticRoute } from '../airports/lookup.js';

export type B2cAirlineGroup = 'vn' | 'lowCost' | 'gds';
export type B2cItineraryType = 'domestic' | 'international';
export type B2cServiceFeeTable = Record<B2cAirlineGroup, Record<B2cItineraryType, number>>;

const GROUP_OF_SYSTEM: Record<string, B2cAirlineGroup> = {
  VN: 'vn',
  VJ: 'lowCost',
  QH: 'lowCost',
  VU: 'lowCost',
  '1A': 'gds',
  '1B': 'gds',
  '1G': 'gds',
};

/** The fee group of a booking system (VN, VJ, QH, VU, 1A, 1B, 1G); an unknown system counts as a GDS. */
export function b2cAirlineGroupOf(bookingSystem: string): B2cAirlineGroup {
  return GROUP_OF_SYSTEM[bookingSystem] ?? 'gds';
}

/** Domestic when every segment flies between two Vietnamese airports. */
export function b2cItineraryTypeOf(segments: readonly { from: string; to: string }[]): B2cItineraryType {
  return segments.length > 0 && segments.every((segment) => isDomesticRoute(segment.from, segment.to))
    ? 'domestic'
    : 'international';
}

/**
 * The fee for a whole offer: the table's fee per passenger times the passengers who take a seat or a ticket
 * (adults and children; an infant on a lap pays no service fee). Integer VND.
 */
export function b2cServiceFee(
  table: B2cServiceFeeTable,
  offer: { bookingSystem: string; segments: readonly { from: string; to: string }[] },
  passengers: { adults: number; children: number },
): number {
  const perPassenger = table[b2cAirlineGroupOf(offer.bookingSystem)][b2cItineraryTypeOf(offer.segments)];
  return perPassenger * (passengers.adults + passengers.children);
}
