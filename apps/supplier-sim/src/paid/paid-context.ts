// What a paid change works on: a copy of the ticketed PNR (the draft), the priced lines and documents it makes, and the helpers every action shares.
import type {
  TBookingSystem,
  TPaidChangeLineKind,
  TSupplierBooking,
  TSupplierPaidChange,
  TSupplierPaidDocument,
  TSupplierPaidLine,
} from '@portal/contracts';
import { badRequest, refuse, type TActionResult, type TBookingDeps } from '../booking-context.js';
import type { TStoredBooking } from '../booking-store.js';
import { totalsFromAmounts } from '../edits/edit-context.js';
import { closedReason } from './closing.js';

export type TPaidContext = {
  deps: TBookingDeps;
  system: TBookingSystem;
  /** The PNR as the change leaves it; stored on commit only. */
  draft: TStoredBooking;
  now: Date;
  clientRef: string;
  mode: 'quote' | 'commit';
  /** What the change costs (positive) or gives back (negative), one line per passenger and flight. */
  lines: TSupplierPaidLine[];
  /**
   * Documents other than the EMDs of ancillary lines (the service issues those): a TICKET for an added infant or a
   * reissue, a CREDIT_SHELL. Leave `number` '' to have the service number it at commit (the airline's prefix).
   */
  documents: TSupplierPaidDocument[];
  /** How a negative total comes back (refunds only). */
  refundForm?: 'DEPOSIT' | 'CREDIT_SHELL';
};

/** A refusal, or undefined when the draft now holds the change and its lines. */
export type TPaidOutcome = TActionResult<never> | undefined;

export type TPaidHandler<A extends TSupplierPaidChange['action']> = (
  context: TPaidContext,
  change: Extract<TSupplierPaidChange, { action: A }>,
) => TPaidOutcome;

/** Lines sold as an EMD (one per line with an amount), raising the passenger's ancillaries. */
export const ANCILLARY_KINDS: ReadonlySet<TPaidChangeLineKind> = new Set<TPaidChangeLineKind>([
  'BAGGAGE',
  'SEAT',
  'MEAL',
  'PRIORITY',
  'LOUNGE',
  'INSURANCE',
]);

export const field = (name: string, message: string): TActionResult<never> =>
  badRequest([{ field: `change.${name}`, message }]);

/** The airline says no: its message, the PNR as it stands. */
export const refused = (context: TPaidContext, message: string): TActionResult<never> =>
  refuse('EDIT_REFUSED', `${context.system}: ${message}`, { booking: context.draft.view });

export const isRefusal = (value: unknown): value is TActionResult<never> =>
  typeof value === 'object' && value !== null && 'ok' in value && (value as { ok: unknown }).ok === false;

type TPassenger = TSupplierBooking['passengers'][number];
type TFlight = TSupplierBooking['flights'][number];

export function passengerOf(context: TPaidContext, paxId: string, name: string): TPassenger | TActionResult<never> {
  const passenger = context.draft.view.passengers.find((candidate) => candidate.id === paxId);
  return passenger ?? field(name, `No passenger ${paxId} in this PNR`);
}

/** The PNR's flight, if it still sells changes: FLIGHT_CLOSED naming it otherwise (flown, or too close to departure). */
export function openFlightOf(context: TPaidContext, flightKey: string, name: string): TFlight | TActionResult<never> {
  const flight = context.draft.view.flights.find((candidate) => candidate.key === flightKey);
  if (!flight) return field(name, `No flight ${flightKey} in this PNR`);
  const reason = closedReason(context.system, flight, context.now);
  if (reason)
    return refuse('FLIGHT_CLOSED', `${context.system}: flight ${flightLabel(flight)} ${reason.en}`, {
      booking: context.draft.view,
    });
  return flight;
}

/** "VJ123 HAN-SGN 2026-12-15" for messages. */
export function flightLabel(flight: TFlight): string {
  const first = flight.segments[0];
  const last = flight.segments[flight.segments.length - 1];
  if (!first || !last) return flight.key;
  return `${first.carrierCode}${first.flightNumber} ${first.from}-${last.to} ${first.departDateTime.slice(0, 10)}`;
}

/**
 * Adds a priced line; an ancillary line also raises its passenger's amounts (what retrieve shows). What it replaces is
 * not given back (a seat or bag bought after ticketing is not refunded when a new one replaces it).
 */
export function addLine(context: TPaidContext, line: TSupplierPaidLine): void {
  context.lines.push(line);
  if (!ANCILLARY_KINDS.has(line.kind)) return;
  const { view } = context.draft;
  const amount = view.paxAmounts.find((candidate) => candidate.paxId === line.paxId);
  if (!amount) return;
  amount.ancillaries += line.amount;
  amount.total += line.amount;
  totalsFromAmounts(view);
}
