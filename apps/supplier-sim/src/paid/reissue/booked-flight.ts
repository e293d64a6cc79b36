// What the reissue and refund rules read from a flight of a PNR: its fare family (whose rules apply), domestic or
// not, when it leaves and how many segments (coupons) it has.
import type { TSupplierBooking } from '@portal/contracts';
import { isDomesticRoute } from '@portal/domain';
import { findFareClass, type TFareFamily } from '../../families.js';
import type { TPaxPrices } from './paid-lines.js';

type TFlight = TSupplierBooking['flights'][number];

export type TBookedFlightFacts = {
  key: string;
  family: TFareFamily;
  isDomestic: boolean;
  departure: Date;
  segmentCount: number;
  netPrices: TPaxPrices;
};

/** The facts of a booked flight, or undefined when its class is no longer one of the airline's. */
export function bookedFlightFacts(flight: TFlight): TBookedFlightFacts | undefined {
  const first = flight.segments[0];
  const last = flight.segments[flight.segments.length - 1];
  if (!first || !last) return undefined;
  const found = findFareClass(first.carrierCode, flight.fareClass);
  if (!found) return undefined;
  return {
    key: flight.key,
    family: found.family,
    isDomestic: isDomesticRoute(first.from, last.to),
    departure: new Date(first.departDateTime),
    segmentCount: flight.segments.length,
    netPrices: flight.netPrices,
  };
}
