// Selections, price checks, add-on catalogues and orders for the passenger-step and completed-page tests, with flights
// a month from today so infants and children can have real birth dates.
import { fireEvent, within } from '@testing-library/react';
import type {
  TAncillariesResponse,
  TBookingOrder,
  TFlightOffer,
  TOrderBooking,
  TPriceCheckResponse,
} from '@portal/contracts';
import { saveBookingSelection, type BookingSelection } from '../src/lib/booking/selection-handover';
import { offer } from './flight-results-fixtures';

const DAY_MS = 86_400_000;

/** yyyy-MM-dd some days from today (UTC day, fine for dates weeks away). */
export const isoDay = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** dd/MM/yyyy of the day `years` years and `days` days before yyyy-MM-dd. */
export function typedBefore(isoDate: string, years: number, days = 0): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  const iso = date.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

export const FLIGHT_DAY = isoDay(30);

export const DOMESTIC = offer({
  system: 'VN',
  flight: 'VN201',
  date: FLIGHT_DAY,
  depart: '06:00',
  arrive: '08:10',
  fares: [{ fareClass: 'E', base: 900_000 }],
});
export const INTERNATIONAL = offer({
  system: 'VN',
  flight: 'VN300',
  from: 'SGN',
  to: 'NRT',
  date: FLIGHT_DAY,
  depart: '00:05',
  arrive: '07:45',
  fares: [{ fareClass: 'Q', base: 9_000_000 }],
});

export type Counts = { adt: number; chd: number; inf: number };

/** What the results would have shown: every passenger's total over the chosen fares. */
export function expectedTotalOf(offers: readonly TFlightOffer[], counts: Counts): number {
  return offers.reduce((sum, chosen) => {
    const prices = chosen.fares[0]!.prices;
    return (
      sum +
      prices.ADT.total * counts.adt +
      (prices.CHD?.total ?? 0) * counts.chd +
      (prices.INF?.total ?? 0) * counts.inf
    );
  }, 0);
}

export function selectionOf(
  offers: readonly TFlightOffer[],
  counts: Counts,
  resultsPath = '/booking/flights?type=OW',
): Omit<BookingSelection, 'version' | 'savedAt'> {
  return {
    journeyType: offers.length > 1 ? 'RT' : 'OW',
    ...counts,
    flights: offers.map((chosen) => {
      const { fares, ...shown } = chosen;
      return {
        offerId: chosen.id,
        fareClass: fares[0]!.fareClass,
        leg: { from: chosen.from, to: chosen.to, departDate: chosen.departDateTime.slice(0, 10) },
        offer: shown,
        fare: fares[0]!,
      };
    }),
    isIssueFeeHidden: false,
    expectedTotal: expectedTotalOf(offers, counts),
    resultsPath,
  };
}

/** Saves a selection as the results page would and answers its passenger-step path. */
export function handOver(
  offers: readonly TFlightOffer[],
  counts: Counts,
): { id: string; path: string; expectedTotal: number } {
  const selection = selectionOf(offers, counts);
  const id = saveBookingSelection(selection);
  return { id, path: `/booking/passenger-information/${id}`, expectedTotal: selection.expectedTotal };
}

export function priceCheckOf(
  offers: readonly TFlightOffer[],
  counts: Counts,
  change: { newTotal?: number } = {},
): TPriceCheckResponse {
  const oldTotal = expectedTotalOf(offers, counts);
  const newTotal = change.newTotal ?? oldTotal;
  const first = offers[0]!;
  const { prices, ...terms } = first.fares[0]!;
  return {
    currency: 'VND',
    pnrs: [
      {
        system: first.system,
        airline: first.airline,
        flights: offers.map((chosen) => ({
          offerId: chosen.id,
          requestedClass: chosen.fares[0]!.fareClass,
          status: 'AVAILABLE',
          fare: terms,
          from: chosen.from,
          to: chosen.to,
          departDateTime: chosen.departDateTime,
          arrivalDateTime: chosen.arrivalDateTime,
          segments: chosen.segments,
        })),
        prices,
        supplierNet: newTotal - 50_000 * (counts.adt + counts.chd),
        feeTotal: 50_000 * (counts.adt + counts.chd),
        total: newTotal,
        isAvailable: true,
        isPriceChanged: newTotal !== oldTotal,
      },
    ],
    oldTotal,
    newTotal,
    isAvailable: true,
    isPriceChanged: newTotal !== oldTotal,
  };
}

export function catalogueOf(chosen: TFlightOffer): TAncillariesResponse {
  return {
    currency: 'VND',
    routes: [
      {
        offerId: chosen.id,
        system: chosen.system,
        from: chosen.from,
        to: chosen.to,
        airline: chosen.airline,
        options: [
          {
            code: 'BAG20',
            category: 'BAGGAGE',
            groupCategory: 'BAGGAGE',
            name: { vi: 'Hành lý 20kg', en: 'Baggage 20kg' },
            value: 20,
            unit: 'KG',
            price: 200_000,
            paxTypes: ['ADT', 'CHD'],
          },
          {
            code: 'BAG30',
            category: 'BAGGAGE',
            groupCategory: 'BAGGAGE',
            name: { vi: 'Hành lý 30kg', en: 'Baggage 30kg' },
            value: 30,
            unit: 'KG',
            price: 300_000,
            paxTypes: ['ADT', 'CHD'],
          },
          {
            code: 'MEAL1',
            category: 'MEAL',
            groupCategory: 'MEAL',
            name: { vi: 'Cơm gà', en: 'Chicken rice' },
            price: 80_000,
            paxTypes: ['ADT', 'CHD'],
          },
        ],
      },
    ],
  };
}

export function orderBooking(overrides: Partial<TOrderBooking> = {}): TOrderBooking {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    system: 'VN',
    airline: 'VN',
    pnr: null,
    status: 'LOADING',
    timeLimit: null,
    route: 'HAN-SGN',
    departAt: `${FLIGHT_DAY}T06:00:00.000Z`,
    arriveAt: `${FLIGHT_DAY}T08:10:00.000Z`,
    flights: [
      {
        offerId: DOMESTIC.id,
        fareClass: 'E',
        from: 'HAN',
        to: 'SGN',
        departDateTime: DOMESTIC.departDateTime,
        arrivalDateTime: DOMESTIC.arrivalDateTime,
        flightNumbers: ['VN201'],
      },
    ],
    supplierNet: 1_090_000,
    feeTotal: 50_000,
    totalAmount: 1_140_000,
    lastError: null,
    allowedActions: [],
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export const ORDER_ID = '22222222-2222-4222-8222-222222222222';

export function orderOf(bookings: TOrderBooking[], overrides: Partial<TBookingOrder> = {}): TBookingOrder {
  return {
    id: ORDER_ID,
    journeyType: 'OW',
    createdAt: new Date().toISOString(),
    contact: { name: 'Nguyễn Văn Đức', phone: '0901234567', email: '', extraInfo: '' },
    passengers: [
      {
        paxId: 'ADT-1',
        type: 'ADT',
        title: 'MR',
        lastName: 'Nguyễn',
        firstName: 'Văn Đức',
        airlineLastName: 'NGUYEN',
        airlineFirstName: 'VAN DUC',
        parentPaxId: null,
      },
    ],
    bookings,
    total: bookings
      .filter((booking) => ['LOADING', 'HOLD', 'ISSUING', 'EXPORT'].includes(booking.status))
      .reduce((sum, booking) => sum + booking.totalAmount, 0),
    isLoading: bookings.some((booking) => booking.status === 'LOADING'),
    isReplay: false,
    warnings: [],
    ...overrides,
  };
}

/** The form section of one passenger, by its heading (e.g. "Trẻ em 1 (CHD-1)"). */
export function passengerSection(container: HTMLElement, heading: RegExp | string) {
  return within(container).getByRole('region', { name: heading });
}

export type PassengerInput = { title?: string; lastName?: string; firstName?: string; birthDate?: string };

/** Types into a passenger's fields and leaves each, as an agent would. */
export function fillPassenger(section: HTMLElement, input: PassengerInput): void {
  const scope = within(section);
  const type = (label: RegExp, value: string | undefined) => {
    if (value === undefined) return;
    const field = scope.getByLabelText(label);
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
  };
  type(/^Danh xưng/, input.title);
  type(/^Họ/, input.lastName);
  type(/^Tên đệm và tên/, input.firstName);
  type(/^Ngày sinh/, input.birthDate);
}

/** The message under a field (its helper text), read through aria-describedby. */
export function messageOf(field: HTMLElement): string {
  const id = field.getAttribute('aria-describedby');
  return (id ? document.getElementById(id)?.textContent : '') ?? '';
}
