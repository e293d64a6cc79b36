// The history of one edit (decision 043): a before → after line for every thing it changed, from the portal's rows and
// the airline's PNR as they were and are, a passport number shown only by its last four characters.
import type { TEditChange, TEditChangeField, TSupplierBooking, TSupplierEdit } from '@portal/contracts';
import { localDate, airportDateTime, formatVnd } from '@portal/domain';
import type { PassengerRow, StoredContact, StoredFlight } from '../repository/booking-rows.js';
import type { EditRecords, RecordChange } from './edit-records.js';

/** The booking as the history compares it: our rows, our flights, and the airline's PNR when we read it. */
export type EditState = EditRecords & { flights: readonly StoredFlight[]; pnr?: TSupplierBooking };

export type ChangeInput = {
  body: Record<string, unknown>;
  /** The supplier calls the edit made (the airline's spelling of every text). */
  supplierEdits: readonly TSupplierEdit[];
  recordChange: RecordChange;
  before: EditState;
  after: EditState;
};

/** PII: a document number is never written whole into the history (or logs). */
export const maskedNumber = (number: string) => `••••${number.slice(-4)}`;

type StoredPassport = { number: string; nationality: string; issuingCountry: string; expiryDate?: string };

function passportText(passport: unknown): string | null {
  const stored = passport as StoredPassport | null;
  if (!stored) return null;
  const expiry = stored.expiryDate ? ` ${localDate(stored.expiryDate)}` : '';
  return `${maskedNumber(stored.number)} ${stored.issuingCountry}${expiry}`;
}

function loyaltyText(loyalty: unknown): string | null {
  const cards = (loyalty ?? []) as Array<{ airline: string; number: string }>;
  return cards.length === 0 ? null : cards.map((card) => `${card.airline} ${card.number}`).join(', ');
}

const PASSENGER_FIELDS: Array<{
  column: keyof PassengerRow;
  field: TEditChangeField;
  text: (row: PassengerRow) => string | null;
}> = [
  { column: 'loyalty', field: 'loyalty', text: (row) => loyaltyText(row.loyalty) },
  { column: 'passport', field: 'passport', text: (row) => passportText(row.passport) },
  { column: 'birthDate', field: 'birthDate', text: (row) => (row.birthDate ? localDate(row.birthDate) : null) },
  { column: 'nationality', field: 'nationality', text: (row) => row.nationality },
  { column: 'idNumber', field: 'idNumber', text: (row) => (row.idNumber ? maskedNumber(row.idNumber) : null) },
  { column: 'gender', field: 'gender', text: (row) => row.gender },
];

const CONTACT_FIELDS: Array<{ key: keyof StoredContact; field: TEditChangeField }> = [
  { key: 'name', field: 'contactName' },
  { key: 'phone', field: 'phone' },
  { key: 'email', field: 'email' },
];

/** One line per passenger column and contact field the edit changed (a value sent again as it was makes none). */
function recordLines(input: ChangeInput): TEditChange[] {
  const { recordChange, before, after } = input;
  const lines: TEditChange[] = [];
  const set = recordChange.passenger;
  if (set) {
    const old = before.passengers.find((row) => row.paxId === set.paxId);
    const now = after.passengers.find((row) => row.paxId === set.paxId);
    for (const { column, field, text } of PASSENGER_FIELDS) {
      if (!(column in set.set) || !old || !now || text(old) === text(now)) continue;
      lines.push({ field, paxId: set.paxId, before: text(old), after: text(now) });
    }
  }
  if (recordChange.contact) {
    for (const { key, field } of CONTACT_FIELDS) {
      const [was, is] = [before.contact[key] || null, after.contact[key] || null];
      if (!(key in input.body) || was === is) continue;
      lines.push({ field, before: was, after: is });
    }
  }
  return lines;
}

/** The portal's offerId of a supplier flight key (the history names flights as the booking detail does). */
function offerIdOf(state: EditState, flightKey: string | undefined): string | undefined {
  if (flightKey === undefined) return undefined;
  return state.flights.find((flight) => flight.key === flightKey)?.offerId ?? flightKey;
}

const withText = (head: string, text: string | undefined) => (text ? `${head} ${text}` : head);
const queueText = (queue: TSupplierBooking['queue']) =>
  queue ? `${queue.office} Q${queue.number} C${queue.category}` : null;

/** The lines of one supplier call that wrote a PNR element we do not keep in our tables. */
function elementLines(edit: TSupplierEdit, input: ChangeInput): TEditChange[] {
  const { before, after } = input;
  switch (edit.action) {
    case 'add-osi':
      return [{ field: 'osi', before: null, after: withText(edit.airline ?? '', edit.text).trim() }];
    case 'add-ca':
      return [{ field: 'customerAccount', before: before.pnr?.customerAccount?.code ?? null, after: edit.code }];
    case 'add-sk':
      return [{ field: 'specialKeyword', paxId: edit.paxId, before: null, after: withText(edit.keyword, edit.text) }];
    case 'add-remark':
      return [{ field: 'remark', before: null, after: `${edit.kind}: ${edit.text}` }];
    case 'add-services':
      return edit.services.map((service) => ({
        field: 'ssr',
        paxId: service.paxId,
        flightKey: offerIdOf(before, service.flightKey),
        before: null,
        after: withText(service.code, service.text),
      }));
    case 'swap-queue':
      return [{ field: 'queue', before: queueText(before.pnr?.queue), after: queueText(after.pnr?.queue) }];
    case 'retain-quote-tst': {
      const amount = (pnr: TSupplierBooking | undefined) => (pnr?.storedFare ? formatVnd(pnr.storedFare.amount) : null);
      return [{ field: 'storedFare', before: amount(before.pnr), after: amount(after.pnr) }];
    }
    case 'add-pax-endorsement':
      return [{ field: 'endorsement', paxId: edit.paxId, before: null, after: edit.text }];
    case 'change-route-status':
      return [flightLine('segmentStatus', edit.flightKey, input)];
    case 'add-arunk': {
      const arnk = after.pnr?.arnks?.find((element) => element.afterFlightKey === edit.afterFlightKey);
      const route = arnk ? `ARNK ${arnk.from}-${arnk.to}` : 'ARNK';
      return [{ field: 'arnk', flightKey: offerIdOf(before, edit.afterFlightKey), before: null, after: route }];
    }
    case 'submit-sc':
      return scheduleLines(input);
    case 'remove-checkIn': {
      const flight = before.flights.find((stored) => stored.key === edit.flightKey);
      const numbers = flight?.segments.map((segment) => segment.flightNumber).join(' ') ?? edit.flightKey;
      return [
        {
          field: 'checkIn',
          paxId: edit.paxId,
          flightKey: offerIdOf(before, edit.flightKey),
          before: numbers,
          after: null,
        },
      ];
    }
    default:
      return [];
  }
}

/** A flight's segments as the history shows them: number, local departure and status. */
function flightText(flight: StoredFlight | undefined): string | null {
  if (!flight) return null;
  return flight.segments
    .map((segment) =>
      `${segment.flightNumber} ${airportDateTime(segment.departDateTime)} ${segment.status ?? ''}`.trim(),
    )
    .join(', ');
}

function flightLine(field: TEditChangeField, flightKey: string, input: ChangeInput): TEditChange {
  const of = (state: EditState) => state.flights.find((flight) => flight.key === flightKey);
  return {
    field,
    flightKey: offerIdOf(input.before, flightKey),
    before: flightText(of(input.before)),
    after: flightText(of(input.after)),
  };
}

/** Accepting a schedule change: each flight whose times or statuses moved (all of them when none did). */
function scheduleLines(input: ChangeInput): TEditChange[] {
  const lines = input.before.flights.map((flight) => flightLine('scheduleChange', flight.key, input));
  const moved = lines.filter((line) => line.before !== line.after);
  return moved.length > 0 ? moved : lines;
}

/** Every change of the edit, at least one line: the rows we keep, then the airline's elements call by call. */
export function editChangesOf(input: ChangeInput): TEditChange[] {
  return [...recordLines(input), ...input.supplierEdits.flatMap((edit) => elementLines(edit, input))];
}
