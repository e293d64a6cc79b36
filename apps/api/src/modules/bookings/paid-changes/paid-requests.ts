// What each paid change's portal body asks of the airline (TSupplierPaidChange), and the checks of the body against the
// booking (its passengers and flights: 400 naming the field), for the eight actions of PAID_BOOKING_EDITS.
import type { TPaidBookingEdit, TPaidChangeBody, TSupplierPaidChange } from '@portal/contracts';
import { toAirlineName } from '@portal/domain';
import { invalidFields, type FieldIssue } from '../../../platform/field-error.js';
import { typedDateToIso } from '../../../platform/typed-dates.js';
import type { FlightKeyOf } from '../edits/supplier-edits.js';

type Mappers = {
  [Action in TPaidBookingEdit]: (body: TPaidChangeBody<Action>, flightKeyOf: FlightKeyOf) => TSupplierPaidChange;
};

/** The supplier's flight key of a search offer id (`VN:key` → `key`). */
const offerKey = (offerId: string) => offerId.slice(offerId.indexOf(':') + 1);

const MAPPERS: Mappers = {
  'buy-luggage': (body, flightKeyOf) => ({
    action: 'buy-luggage',
    items: body.items.map((item) => ({
      paxId: item.paxId,
      flightKey: flightKeyOf(item.flightKey),
      code: item.optionCode,
    })),
  }),
  'buy-seat': (body, flightKeyOf) => ({
    action: 'buy-seat',
    seats: body.seats.map((seat) => ({ paxId: seat.paxId, flightKey: flightKeyOf(seat.flightKey), seat: seat.seat })),
  }),
  'buy-ancillary': (body, flightKeyOf) => ({
    action: 'buy-ancillary',
    items: body.items.map((item) => ({
      paxId: item.paxId,
      flightKey: flightKeyOf(item.flightKey),
      code: item.optionCode,
    })),
  }),
  'add-infant-vj': (body) => ({
    action: 'add-infant-vj',
    adultId: body.adultId,
    infant: {
      title: body.title,
      lastName: toAirlineName(body.lastName),
      firstName: toAirlineName(body.firstName),
      birthDate: typedDateToIso(body.birthDate),
      ...(body.passport
        ? { passport: { ...body.passport, expiryDate: typedDateToIso(body.passport.expiryDate) } }
        : {}),
    },
  }),
  'exchange-route': (body, flightKeyOf) => ({
    action: 'exchange-route',
    flights: body.flights.map((flight) => ({
      flightKey: flightKeyOf(flight.flightKey),
      to: { key: offerKey(flight.to.offerId), fareClass: flight.to.fareClass },
    })),
  }),
  'refund-ticket': (body, flightKeyOf) => ({
    action: 'refund-ticket',
    ...(body.paxIds ? { paxIds: body.paxIds } : {}),
    ...(body.flightKeys ? { flightKeys: body.flightKeys.map(flightKeyOf) } : {}),
  }),
  'quote-best-price': () => ({ action: 'quote-best-price' }),
  'process-price': () => ({ action: 'process-price' }),
};

/** The supplier's change of a parsed portal body. */
export function supplierChangeOf(
  action: TPaidBookingEdit,
  body: Record<string, unknown>,
  flightKeyOf: FlightKeyOf,
): TSupplierPaidChange {
  return (MAPPERS[action] as (body: unknown, flightKeyOf: FlightKeyOf) => TSupplierPaidChange)(body, flightKeyOf);
}

/** The body without the envelope (version, accepted quote and total): what a quote is of, and what accepting repeats. */
export function changeRequestOf(body: Record<string, unknown>): Record<string, unknown> {
  const { expectedVersion: _version, acceptQuoteId: _quote, acceptTotal: _total, ...request } = body;
  return request;
}

export type BookingFacts = { paxIds: readonly string[]; adultIds: readonly string[]; flightKeys: readonly string[] };

type Named = { paxId?: string; flightKey?: string };

/** Every passenger and flight a body names must be the booking's; each pair once (400 naming the field otherwise). */
export function refuseUnknownNames(body: Record<string, unknown>, facts: BookingFacts): void {
  const issues: FieldIssue[] = [];
  for (const list of ['items', 'seats'] as const) {
    const entries = (body[list] ?? []) as Named[];
    const pairs = entries.map(
      (entry) =>
        `${entry.paxId}|${entry.flightKey}|${list === 'seats' ? '' : (entry as { optionCode?: string }).optionCode}`,
    );
    entries.forEach((entry, index) => {
      if (entry.paxId && !facts.paxIds.includes(entry.paxId))
        issues.push({ field: `${list}.${index}.paxId`, message: 'not a passenger of the booking' });
      if (entry.flightKey && !facts.flightKeys.includes(entry.flightKey))
        issues.push({ field: `${list}.${index}.flightKey`, message: 'not a flight of the booking' });
      if (pairs.indexOf(pairs[index]!) !== index)
        issues.push({ field: `${list}.${index}.flightKey`, message: 'duplicate' });
    });
  }
  ((body.flights ?? []) as Named[]).forEach((flight, index) => {
    if (!facts.flightKeys.includes(flight.flightKey ?? ''))
      issues.push({ field: `flights.${index}.flightKey`, message: 'not a flight of the booking' });
  });
  ((body.paxIds ?? []) as string[]).forEach((paxId, index) => {
    if (!facts.paxIds.includes(paxId))
      issues.push({ field: `paxIds.${index}`, message: 'not a passenger of the booking' });
  });
  ((body.flightKeys ?? []) as string[]).forEach((flightKey, index) => {
    if (!facts.flightKeys.includes(flightKey))
      issues.push({ field: `flightKeys.${index}`, message: 'not a flight of the booking' });
  });
  if (typeof body.adultId === 'string' && !facts.adultIds.includes(body.adultId))
    issues.push({ field: 'adultId', message: 'not an adult of the booking' });
  if (issues.length > 0) throw invalidFields(issues);
}
