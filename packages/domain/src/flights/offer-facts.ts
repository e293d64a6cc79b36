// Facts read off one flight offer that the filters, sorts and lists share: carrier group, local time band, price, seats.
import type { TFlightOffer } from '@portal/contracts';
import type { PriceSortKey } from './sort-keys.js';

/** Time-band codes of SPEC §5: 60 = 00:00–06:00, 120 = 06:00–12:00, 180 = 12:00–18:00, 240 = 18:00–24:00. */
export const TIME_BANDS = [60, 120, 180, 240] as const;
export type TimeBand = (typeof TIME_BANDS)[number];

/** Carriers folded into another for filtering and the airline list: Pacific Airlines (BL) flies as Vietnam Airlines. */
const CARRIER_GROUPS: Readonly<Record<string, string>> = { BL: 'VN' };

export function carrierGroupOf(carrierCode: string): string {
  return CARRIER_GROUPS[carrierCode] ?? carrierCode;
}

/** The airline an offer is filed under: its marketing carrier, with BL counted as VN. */
export function airlineGroupOf(offer: Pick<TFlightOffer, 'airline'>): string {
  return carrierGroupOf(offer.airline);
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})/;

/**
 * Minutes after local midnight, read from the text of the date-time as written (the airport's own clock);
 * the UTC offset is deliberately ignored, so 08:00+07:00 is 08:00 and never 01:00.
 */
export function localMinutesOf(dateTime: string): number {
  const match = LOCAL_TIME.exec(dateTime);
  if (!match) throw new RangeError(`Not a 'yyyy-MM-ddTHH:mm' date-time: ${dateTime}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Bands are half-open: 06:00 belongs to 120 (06–12), 23:59 to 240. */
export function timeBandOf(dateTime: string): TimeBand {
  const hour = Math.floor(localMinutesOf(dateTime) / 60);
  if (hour < 6) return 60;
  if (hour < 12) return 120;
  if (hour < 18) return 180;
  return 240;
}

export function hasSeats(offer: Pick<TFlightOffer, 'fares'>): boolean {
  return offer.fares.some((fare) => fare.seatAvailable > 0);
}

/** A Vietjet flight whose every fare is sold out (or which has no fare at all). */
export function isSoldOutVietjet(offer: Pick<TFlightOffer, 'airline' | 'system' | 'fares'>): boolean {
  return (offer.airline === 'VJ' || offer.system === 'VJ') && !hasSeats(offer);
}

/**
 * The adult price an offer is ranked by: P_FULL_FARE is the cheapest adult total (lowestFare), P_BASE_FARE the
 * cheapest adult base fare among fares with seats. Undefined when nothing can be bought.
 */
export function offerPrice(offer: TFlightOffer, priceKey: PriceSortKey): number | undefined {
  if (priceKey === 'P_FULL_FARE') return offer.lowestFare > 0 ? offer.lowestFare : undefined;
  let cheapest: number | undefined;
  for (const fare of offer.fares) {
    if (fare.seatAvailable <= 0) continue;
    const baseFare = fare.prices.ADT.baseFare;
    if (cheapest === undefined || baseFare < cheapest) cheapest = baseFare;
  }
  return cheapest;
}

/** The instant of departure in epoch milliseconds (the offset is honoured here, unlike the time bands). */
export function departureInstantOf(offer: Pick<TFlightOffer, 'departDateTime'>): number {
  const instant = Date.parse(offer.departDateTime);
  if (Number.isNaN(instant)) throw new RangeError(`Not an ISO date-time: ${offer.departDateTime}`);
  return instant;
}
