// What an edit works on: a copy of the stored PNR (the draft), seat moves to apply on commit, and the helpers every action shares.
import type { TBookingSystem, TSupplierBooking, TSupplierEdit } from '@portal/contracts';
import { isDomesticRoute, vietnamToday } from '@portal/domain';
import { badRequest, refuse, type TActionResult, type TBookingDeps } from '../booking-context.js';
import type { TStoredBooking } from '../booking-store.js';

export type TSeatMove = { flightKey: string; fareClass: string; count: number; kind: 'take' | 'release' };

export type TEditDraft = {
  stored: TStoredBooking;
  seatMoves: TSeatMove[];
  /** split-passenger: the new PNR, stored on commit. */
  split?: TStoredBooking;
};

export type TEditContext = {
  deps: TBookingDeps;
  system: TBookingSystem;
  draft: TEditDraft;
  now: Date;
  clientRef: string;
};

/** A refusal, or undefined when the draft now holds the change. */
export type TEditOutcome = TActionResult<never> | undefined;

export type TEditHandler<A extends TSupplierEdit['action']> = (
  context: TEditContext,
  edit: Extract<TSupplierEdit, { action: A }>,
) => TEditOutcome;

export const field = (name: string, message: string): TActionResult<never> =>
  badRequest([{ field: `edit.${name}`, message }]);

/** The airline says no: its message, the PNR as it stands. */
export const refused = (context: TEditContext, message: string): TActionResult<never> =>
  refuse('EDIT_REFUSED', `${context.system}: ${message}`, { booking: context.draft.stored.view });

export const today = (context: TEditContext) => vietnamToday(context.now);

type TPassenger = TSupplierBooking['passengers'][number];
type TFlight = TSupplierBooking['flights'][number];

export function passengerOf(context: TEditContext, paxId: string, name = 'paxId'): TPassenger | TActionResult<never> {
  const passenger = context.draft.stored.view.passengers.find((candidate) => candidate.id === paxId);
  return passenger ?? field(name, `No passenger ${paxId} in this PNR`);
}

export function flightOf(context: TEditContext, flightKey: string, name = 'flightKey'): TFlight | TActionResult<never> {
  const flight = context.draft.stored.view.flights.find((candidate) => candidate.key === flightKey);
  return flight ?? field(name, `No flight ${flightKey} in this PNR`);
}

export const isRefusal = (value: unknown): value is TActionResult<never> =>
  typeof value === 'object' && value !== null && 'ok' in value && (value as { ok: unknown }).ok === false;

/** The local date of the last flight (ages and passport validity are judged on it). */
export function lastFlightDate(view: TSupplierBooking): string {
  const segments = view.flights.flatMap((flight) => flight.segments);
  return segments[segments.length - 1]?.departDateTime.slice(0, 10) ?? '';
}

/** Any segment leaves or enters Vietnam. */
export const isInternational = (view: TSupplierBooking) =>
  view.flights.some((flight) => flight.segments.some((segment) => !isDomesticRoute(segment.from, segment.to)));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The totals from the per-passenger amounts. */
export function totalsFromAmounts(view: TSupplierBooking): void {
  const fees = sum(view.paxAmounts.map((amount) => amount.fees ?? 0));
  view.totalAncillaries = sum(view.paxAmounts.map((amount) => amount.ancillaries));
  view.totalNet = sum(view.paxAmounts.map((amount) => amount.total));
  view.totalFare = view.totalNet - view.totalAncillaries - fees;
  if (fees > 0) view.totalFees = fees;
  else delete view.totalFees;
}

/**
 * Reprices a held PNR from its flights' prices, its add-ons and fees (plus `newFees` per passenger); the retained
 * fare quote (TST) no longer matches and is dropped, as a GDS does.
 */
export function reprice(view: TSupplierBooking, newFees: Record<string, number> = {}): void {
  const oldFees = new Map(view.paxAmounts.map((amount) => [amount.paxId, amount.fees ?? 0]));
  view.paxAmounts = view.passengers.map((passenger) => {
    const prices = view.flights.map((flight) => flight.netPrices[passenger.type] ?? { baseFare: 0, tax: 0, vat: 0 });
    const baseFare = sum(prices.map((price) => price.baseFare));
    const tax = sum(prices.map((price) => price.tax));
    const vat = sum(prices.map((price) => price.vat));
    const ancillaries = sum(
      view.ancillaries.filter((choice) => choice.paxId === passenger.id).map((choice) => choice.price),
    );
    const fees = (oldFees.get(passenger.id) ?? 0) + (newFees[passenger.id] ?? 0);
    return {
      paxId: passenger.id,
      type: passenger.type,
      baseFare,
      tax,
      vat,
      ancillaries,
      ...(fees > 0 ? { fees } : {}),
      total: baseFare + tax + vat + ancillaries + fees,
    };
  });
  totalsFromAmounts(view);
  delete view.storedFare;
}
