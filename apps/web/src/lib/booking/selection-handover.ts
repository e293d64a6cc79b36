// Hands the chosen flights from the results to the passenger step: sessionStorage under a generated id, so a reload keeps them.
import type { TFareOption, TFlightOffer, TPromotionEntry, TSearchFlightsRequest } from '@portal/contracts';
import { randomUuid } from '../http/idempotency-key';

/** One chosen flight: what the booking endpoints need (offer, class, searched leg) and what the page shows. */
export type HandedOverFlight = {
  offerId: string;
  fareClass: string;
  leg: { from: string; to: string; departDate: string };
  /** The offer as the search answered it, without its other fares. */
  offer: Omit<TFlightOffer, 'fares'>;
  fare: TFareOption;
};

export type BookingSelection = {
  version: 1;
  journeyType: TSearchFlightsRequest['journeyType'];
  adt: number;
  chd: number;
  inf: number;
  promotions?: TPromotionEntry[];
  /** In leg order. */
  flights: HandedOverFlight[];
  isIssueFeeHidden: boolean;
  /** The total the results showed (fares, taxes, VAT and issue fees of every passenger): the price check compares with it. */
  expectedTotal: number;
  /** Where the results were (path and query), to go back when a flight cannot be booked. */
  resultsPath: string;
  savedAt: number;
};

const KEY_PREFIX = 'portal.bookingSelection.';
/** Selections older than this are dropped when a new one is saved. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Kept in memory too, so a blocked or full sessionStorage still carries the selection to the next page. */
const memory = new Map<string, string>();

function pruneOld(storage: Storage, now: number): void {
  for (let index = storage.length - 1; index >= 0; index--) {
    const key = storage.key(index);
    if (!key?.startsWith(KEY_PREFIX)) continue;
    const saved = readText(storage.getItem(key));
    if (!saved || now - saved.savedAt > MAX_AGE_MS) storage.removeItem(key);
  }
}

function readText(text: string | null | undefined): BookingSelection | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as BookingSelection;
    return value?.version === 1 && Array.isArray(value.flights) && value.flights.length > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the selection and answers its new id. */
export function saveBookingSelection(
  selection: Omit<BookingSelection, 'version' | 'savedAt'>,
  now: number = Date.now(),
): string {
  const id = randomUuid();
  const text = JSON.stringify({ ...selection, version: 1, savedAt: now } satisfies BookingSelection);
  memory.set(id, text);
  const storage = sessionStore();
  try {
    if (storage) {
      pruneOld(storage, now);
      storage.setItem(KEY_PREFIX + id, text);
    }
  } catch {
    // A full or blocked storage: the in-memory copy still serves this tab until a reload.
  }
  return id;
}

export function loadBookingSelection(id: string | null | undefined): BookingSelection | undefined {
  if (!id) return undefined;
  let text: string | null | undefined;
  try {
    text = sessionStore()?.getItem(KEY_PREFIX + id);
  } catch {
    text = undefined;
  }
  return readText(text ?? memory.get(id));
}

export function forgetBookingSelection(id: string): void {
  memory.delete(id);
  try {
    sessionStore()?.removeItem(KEY_PREFIX + id);
  } catch {
    // Nothing to forget.
  }
}

/** The passenger step of a selection: multi-city has its own route, which carries the id in the query. */
export function passengerStepPath(id: string, journeyType: BookingSelection['journeyType']): string {
  return journeyType === 'MC'
    ? `/booking/multi-destinations-passengers?id=${encodeURIComponent(id)}`
    : `/booking/passenger-information/${encodeURIComponent(id)}`;
}

export const PASSENGER_STEP_ROUTES = {
  single: '/booking/passenger-information/:id',
  multi: '/booking/multi-destinations-passengers',
} as const;
