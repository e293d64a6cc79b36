// What a priced edit changed (decision 044): the history's before → after lines and the passenger rows to write.
import type { TBookingEditBody, TEditChange, TSupplierBooking } from '@portal/contracts';
import type { tables } from '@portal/db';
import type { PassengerRow, StoredAncillary, StoredFlight } from '../repository/booking-rows.js';
import type { FlightKeyOf } from './supplier-edits.js';
import type { PricedEdit } from './priced-supplier-edits.js';
import { localDate } from '@portal/domain';

type PassengerInsert = Omit<typeof tables.bookingPassengers.$inferInsert, 'bookingId'>;

/** New passenger rows (an infant) and changed ones (a corrected name or birth date), by paxId. */
export type PassengerWrites = {
  added: PassengerInsert[];
  changed: { paxId: string; set: Partial<PassengerInsert> }[];
};

export type PricedChanges = { changes: TEditChange[]; passengers: PassengerWrites };

/** What the booking was before the edit, as the portal keeps it. */
export type BookingBefore = {
  flights: readonly StoredFlight[];
  passengers: readonly PassengerRow[];
  ancillaries: readonly StoredAncillary[];
};

type ChangeInput<Action extends PricedEdit> = {
  body: TBookingEditBody<Action>;
  before: BookingBefore;
  answer: TSupplierBooking;
  flightKeyOf: FlightKeyOf;
};

const NONE: PassengerWrites = { added: [], changed: [] };

/** yyyy-MM-dd as dd/MM/yyyy. */
const typedDay = (iso: string | null | undefined) => (iso ? localDate(iso) : null);
const typedName = (name: string) => name.replace(/\s+/g, ' ').trim();

/** VN213 HAN-SGN 12/12/2026 class Y */
function flightText(flight: Pick<StoredFlight, 'segments' | 'fareClass'>): string {
  const first = flight.segments[0];
  const last = flight.segments[flight.segments.length - 1];
  const numbers = flight.segments.map((segment) => segment.flightNumber).join('/');
  return `${numbers} ${first?.from ?? ''}-${last?.to ?? ''} ${typedDay(first?.departDateTime.slice(0, 10))} class ${flight.fareClass}`;
}

const CHANGES: { [Action in PricedEdit]: (input: ChangeInput<Action>) => PricedChanges } = {
  'add-infant': ({ body, before, answer }) => {
    const infant = answer.passengers.find((p) => !before.passengers.some((row) => row.paxId === p.id));
    if (!infant) return { changes: [], passengers: NONE };
    const row: PassengerInsert = {
      paxId: infant.id,
      type: 'INF',
      title: infant.title,
      lastName: typedName(body.lastName),
      firstName: typedName(body.firstName),
      airlineLastName: infant.lastName,
      airlineFirstName: infant.firstName,
      birthDate: infant.birthDate ?? null,
      parentPaxId: infant.infantOf ?? body.adultId,
      passport: null,
      loyalty: null,
    };
    const after = `${infant.title} ${infant.lastName}/${infant.firstName} ${typedDay(infant.birthDate)} (${body.adultId})`;
    return {
      changes: [{ field: 'infant', paxId: infant.id, before: null, after }],
      passengers: { added: [row], changed: [] },
    };
  },
  'add-route': ({ body, answer }) => {
    const key = body.flight.offerId.slice(body.flight.offerId.indexOf(':') + 1);
    const added = answer.flights.find((flight) => flight.key === key);
    return {
      changes: [
        { field: 'route', flightKey: body.flight.offerId, before: null, after: added ? flightText(added) : key },
      ],
      passengers: NONE,
    };
  },
  'remove-route': ({ body, before }) => {
    const removed = before.flights.find((flight) => flight.offerId === body.flightKey);
    const text = removed ? flightText(removed) : body.flightKey;
    return { changes: [{ field: 'route', flightKey: body.flightKey, before: text, after: null }], passengers: NONE };
  },
  'change-route-class': ({ body, before, answer, flightKeyOf }) => {
    const old = before.flights.find((flight) => flight.offerId === body.flightKey);
    const now = answer.flights.find((flight) => flight.key === flightKeyOf(body.flightKey));
    const change = { field: 'fareClass', flightKey: body.flightKey, before: old?.fareClass ?? null } as const;
    return { changes: [{ ...change, after: now?.fareClass ?? body.bookingClass }], passengers: NONE };
  },
  'upgrade-luggage': ({ body, before, flightKeyOf }) => ({
    changes: body.upgrades.map((upgrade) => {
      const bag = before.ancillaries.find(
        (item) =>
          item.paxId === upgrade.paxId &&
          item.flightKey === flightKeyOf(upgrade.flightKey) &&
          item.groupCategory === 'BAGGAGE',
      );
      const line = { field: 'baggage', paxId: upgrade.paxId, flightKey: upgrade.flightKey } as const;
      return { ...line, before: bag?.code ?? null, after: upgrade.optionCode };
    }),
    passengers: NONE,
  }),
  'change-passenger-info': ({ body, before, answer }) => {
    const row = before.passengers.find((candidate) => candidate.paxId === body.paxId);
    const now = answer.passengers.find((candidate) => candidate.id === body.paxId);
    if (!row || !now) return { changes: [], passengers: NONE };
    const set = {
      title: now.title,
      lastName: typedName(body.lastName),
      firstName: typedName(body.firstName),
      airlineLastName: now.lastName,
      airlineFirstName: now.firstName,
    };
    const line = {
      field: 'name',
      paxId: body.paxId,
      before: `${row.title} ${row.airlineLastName}/${row.airlineFirstName}`,
      after: `${now.title} ${now.lastName}/${now.firstName}`,
    } as const;
    return { changes: [line], passengers: { added: [], changed: [{ paxId: body.paxId, set }] } };
  },
  'change-birthday-qh': ({ body, before, answer }) => {
    const row = before.passengers.find((candidate) => candidate.paxId === body.paxId);
    const now = answer.passengers.find((candidate) => candidate.id === body.paxId);
    const birthDate = now?.birthDate ?? null;
    const line = { field: 'birthDate', paxId: body.paxId, before: typedDay(row?.birthDate), after: body.birthDate };
    return {
      changes: [line as TEditChange],
      passengers: { added: [], changed: [{ paxId: body.paxId, set: { birthDate } }] },
    };
  },
};

/** The edit's history lines (with a 'total' line when the total moved) and the passenger rows it writes. */
export function pricedChangesOf<Action extends PricedEdit>(
  action: Action,
  input: ChangeInput<Action> & { totals: { before: number; after: number } },
): PricedChanges {
  const changer = CHANGES[action] as (input: ChangeInput<Action>) => PricedChanges;
  const { changes, passengers } = changer(input);
  const { totals } = input;
  const total: TEditChange[] =
    totals.before === totals.after
      ? []
      : [{ field: 'total', before: String(totals.before), after: String(totals.after) }];
  return { changes: [...changes, ...total], passengers };
}
