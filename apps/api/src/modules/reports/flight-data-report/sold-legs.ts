// A ticketed PNR as the flight reports count it: its flights (legs) with route, carrier, class, segments, and each passenger's stored price.
import type { TSupplierPaxPrice } from '@portal/contracts';
import { isDomesticRoute } from '@portal/domain';
import { vietnamIso } from '../../../platform/vietnam-time.js';
import type { SoldBooking, SoldPassenger } from './ticket-sales.repository.js';

/** What the reports read of a stored flight (`bookings.flights`, StoredFlight of the bookings module). */
type StoredFlightShape = {
  fareClass?: string;
  cabinClass?: string;
  netPrices?: Partial<Record<'ADT' | 'CHD' | 'INF', TSupplierPaxPrice>>;
  segments?: Array<{ carrierCode?: string; from?: string; to?: string; status?: string | null }>;
};

export type SoldLeg = {
  /** 0 for the PNR's first flight: a ticket is counted in the group of its first flight only. */
  index: number;
  /** The first segment's marketing carrier. */
  airline: string;
  /** The flight's city pair as sold, origin to final destination: HAN-SGN, SGN-NRT (via a connection or not). */
  route: string;
  bookingClass: string;
  cabinClass: string;
  segments: number;
  isDomestic: boolean;
  /** The passengers flying it, each with the supplier's price of their type on this flight (absent: not kept). */
  passengers: Array<{ passenger: SoldPassenger; price: TSupplierPaxPrice | undefined }>;
};

/** The legs of a PNR; cancelled (XX) segments are not coupons and are not counted. */
export function soldLegs(booking: SoldBooking): SoldLeg[] {
  return (booking.flights as StoredFlightShape[]).map((flight, index) => {
    const segments = (flight.segments ?? []).filter((segment) => segment.status !== 'XX');
    const all = flight.segments ?? [];
    const from = all[0]?.from ?? '';
    const to = all[all.length - 1]?.to ?? '';
    return {
      index,
      airline: all[0]?.carrierCode ?? booking.airline,
      route: `${from}-${to}`,
      bookingClass: flight.fareClass ?? '',
      cabinClass: flight.cabinClass ?? '',
      segments: segments.length,
      isDomestic: isDomesticRoute(from, to),
      passengers: booking.passengers.map((passenger) => ({ passenger, price: flight.netPrices?.[passenger.type] })),
    };
  });
}

/** The ticket value of one passenger on one flight: base fare + taxes (carrier surcharges in them) + VAT. */
export const ticketValue = (price: TSupplierPaxPrice | undefined) =>
  price ? price.baseFare + price.tax + price.vat : 0;

/** The Vietnam month (yyyy-MM) of the date a report mode filters on. */
export function monthOf(booking: SoldBooking, mode: 'FLIGHT_DATE' | 'ISSUE_DATE'): string {
  const date = mode === 'ISSUE_DATE' ? (booking.issuedAt ?? booking.departAt) : booking.departAt;
  return vietnamIso(date).slice(0, 7);
}
