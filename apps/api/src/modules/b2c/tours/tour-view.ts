// A tour row as the API answers it: the contract's shape, "3N2Đ", image paths, departures with seats left.
import { contentImageUrl, type TTour, type TTourDeparture, type TTourListItem } from '@portal/contracts';
import { formatTourDuration } from '@portal/domain';
import type { DepartureRow, TourRow } from './tour.repository.js';

export function departureView(row: DepartureRow): TTourDeparture {
  return {
    id: row.id,
    date: row.departureDate,
    seats: row.seats,
    seatsTaken: row.seatsTaken,
    seatsLeft: row.seats - row.seatsTaken,
  };
}

export function tourView(row: TourRow, departures: DepartureRow[], hasBookings: boolean): TTour {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    slug: row.slug,
    days: row.days,
    nights: row.nights,
    duration: formatTourDuration(row.days, row.nights),
    departurePoint: row.departurePoint,
    summary: row.summary,
    descriptionHtml: row.descriptionHtml,
    coverImage: row.coverImage,
    coverImageUrl: row.coverImage ? contentImageUrl(row.coverImage) : null,
    itinerary: row.itinerary,
    adultPrice: row.adultPrice,
    childPrice:
      row.childPrice.mode === 'percent'
        ? { mode: 'percent', value: row.childPrice.value }
        : { mode: 'amount', value: row.childPrice.value },
    infantPrice: row.infantPrice,
    singleRoomSupplement: row.singleRoomSupplement,
    depositPercent: row.depositPercent,
    included: row.included,
    excluded: row.excluded,
    cancellationTiers: [...row.cancellationTiers].sort((a, b) => b.daysBefore - a.daysBefore),
    status: row.status,
    departures: departures.map(departureView),
    hasBookings,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How many upcoming departures a list row shows. */
const LIST_DEPARTURES = 3;

export function tourListItemView(row: TourRow, upcoming: DepartureRow[]): TTourListItem {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    slug: row.slug,
    duration: formatTourDuration(row.days, row.nights),
    days: row.days,
    nights: row.nights,
    departurePoint: row.departurePoint,
    coverImageUrl: row.coverImage ? contentImageUrl(row.coverImage) : null,
    adultPrice: row.adultPrice,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    nextDepartures: upcoming.slice(0, LIST_DEPARTURES).map(departureView),
    seatsLeft: upcoming.reduce((sum, departure) => sum + departure.seats - departure.seatsTaken, 0),
    upcomingDepartures: upcoming.length,
  };
}
