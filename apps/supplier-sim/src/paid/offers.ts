// What a ticketed PNR's flights still sell (decision 049): baggage dearer than at hold, meals, priority, lounge, insurance; nothing once a flight closes.
import type { TBookingSystem, TSupplierBooking, TSupplierOffersResponse, TSupplierPaidOption } from '@portal/contracts';
import { isDomesticRoute } from '@portal/domain';
import { ancillaryCatalogue } from '../ancillaries.js';
import { LOW_COST } from '../edits/edit-rules.js';
import { closedReason } from './closing.js';
import { flightLabel } from './paid-context.js';

type TFlight = TSupplierBooking['flights'][number];

/** Baggage bought after ticketing costs a fifth more than with the hold, and half more in the last 48 hours. */
export const AFTER_TICKETING_BAGGAGE_FACTOR = 1.2;
export const LATE_BAGGAGE_FACTOR = 1.5;
export const LATE_BAGGAGE_HOURS = 48;
const INTERNATIONAL_FACTOR = 2.5;
const round1000 = (amount: number) => Math.round(amount / 1000) * 1000;

type TService = {
  code: string;
  category: 'PRIORITY' | 'LOUNGE' | 'INSURANCE';
  vi: string;
  en: string;
  domestic: number;
  paxTypes: Array<'ADT' | 'CHD' | 'INF'>;
};

const PRIORITY: TService = {
  code: 'PRIORITY',
  category: 'PRIORITY',
  vi: 'Ưu tiên làm thủ tục và lên máy bay',
  en: 'Priority check-in and boarding',
  domestic: 80_000,
  paxTypes: ['ADT', 'CHD'],
};
const LOUNGE: TService = {
  code: 'LOUNGE',
  category: 'LOUNGE',
  vi: 'Phòng chờ hạng thương gia',
  en: 'Business lounge access',
  domestic: 450_000,
  paxTypes: ['ADT', 'CHD'],
};
const INSURANCE: TService = {
  code: 'INSURANCE',
  category: 'INSURANCE',
  vi: 'Bảo hiểm chuyến bay',
  en: 'Flight insurance',
  domestic: 40_000,
  paxTypes: ['ADT', 'CHD', 'INF'],
};

export const isDomesticFlight = (flight: TFlight) =>
  isDomesticRoute(flight.segments[0]?.from ?? '', flight.segments[flight.segments.length - 1]?.to ?? '');

/** Lounges are sold by the full-service airlines and on international flights. */
const sellsLounge = (system: TBookingSystem, flight: TFlight) =>
  !LOW_COST.includes(system) || !isDomesticFlight(flight);

function baggageFactor(flight: TFlight, now: Date): number {
  const departure = Date.parse(flight.segments[0]?.departDateTime ?? '');
  return departure - now.getTime() < LATE_BAGGAGE_HOURS * 3_600_000
    ? LATE_BAGGAGE_FACTOR
    : AFTER_TICKETING_BAGGAGE_FACTOR;
}

/** Every option a flight sells after ticketing now (whether it is open or not). */
export function flightOptions(system: TBookingSystem, flight: TFlight, now: Date): TSupplierPaidOption[] {
  const domestic = isDomesticFlight(flight);
  const factor = baggageFactor(flight, now);
  const catalogue = ancillaryCatalogue(flight.segments[0]?.carrierCode ?? '', domestic);
  const bags = catalogue
    .filter((option) => option.category === 'BAGGAGE')
    .map((option): TSupplierPaidOption => ({
      code: option.code,
      category: 'BAGGAGE',
      groupCategory: option.groupCategory,
      name: option.name,
      ...(option.value !== undefined ? { value: option.value } : {}),
      price: round1000(option.price * factor),
      paxTypes: option.paxTypes,
    }));
  const meals = catalogue
    .filter((option) => option.category === 'MEAL')
    .map((option): TSupplierPaidOption => ({
      code: option.code,
      category: 'MEAL',
      groupCategory: option.groupCategory,
      name: option.name,
      price: option.price,
      paxTypes: option.paxTypes,
    }));
  const services = [PRIORITY, ...(sellsLounge(system, flight) ? [LOUNGE] : []), INSURANCE].map(
    (service): TSupplierPaidOption => ({
      code: service.code,
      category: service.category,
      groupCategory: service.category,
      name: { vi: service.vi, en: service.en },
      price: domestic ? service.domestic : round1000(service.domestic * INTERNATIONAL_FACTOR),
      paxTypes: service.paxTypes,
    }),
  );
  return [...bags, ...meals, ...services];
}

/** POST …/offers: per flight, its options, or none and why when the flight is closed. */
export function offersOf(system: TBookingSystem, view: TSupplierBooking, now: Date): TSupplierOffersResponse {
  return {
    system,
    pnr: view.pnr,
    flights: view.flights.map((flight) => {
      const reason = closedReason(system, flight, now);
      if (reason) return { flightKey: flight.key, closedReason: `${flightLabel(flight)} ${reason.en}`, options: [] };
      return { flightKey: flight.key, options: flightOptions(system, flight, now) };
    }),
  };
}
