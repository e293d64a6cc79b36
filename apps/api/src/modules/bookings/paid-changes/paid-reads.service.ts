// What the paid-change pages read (issue 15): a booking's accepted paid changes and credit shells (where each went), the
// credit shells a held booking may apply at issue, and — from the
// airline, for an agent who may pay — its flights' seat maps and what they still sell, by the booking's flight keys.
import type { TBookingPaidOffers, TBookingSeatMaps, TPaidChangeList, TUsableCreditList } from '@portal/contracts';
import type { SupplierCallResult } from '../../suppliers/supplier-gateway.js';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import { supplierRefused, supplierUnavailable, wrongState } from '../booking-errors.js';
import { requireActionableBooking, requireVisibleBooking, type BookingCaller } from '../booking-scope.js';
import { acceptedPaidChangesOf } from '../repository/booking-paid-changes.js';
import type { BookingRow } from '../repository/booking-rows.js';
import { paidChangeViewOf } from './paid-change-view.js';
import { flightNamerOf } from './paid-quote.js';
import { creditLeftOf, usableCreditsFor, type CreditDocument } from './credit-shells.js';
import { paidSupplierOf } from './paid-supplier.js';

function valueOf<T>(answer: SupplierCallResult<T>): T {
  if (answer.ok) return answer.value;
  if (answer.kind === 'refused') throw supplierRefused(answer.code, answer.message);
  throw supplierUnavailable(answer.message);
}

export function createPaidReadService(deps: BookingSupplierDeps) {
  const { db } = deps;

  async function ticketed(caller: BookingCaller, bookingId: string, action: string): Promise<BookingRow> {
    const booking = await requireActionableBooking(db, caller, bookingId);
    if (booking.status !== 'EXPORT' || !booking.pnr) throw wrongState(booking.status, action);
    return booking;
  }

  /** GET /api/bookings/{id}/paid-changes: newest first, and the credit shells the DONE ones left. */
  async function list(caller: BookingCaller, bookingId: string): Promise<TPaidChangeList> {
    const booking = await requireVisibleBooking(db, caller, bookingId);
    const rows = await acceptedPaidChangesOf(db, booking.id);
    const credits = rows
      .filter((row) => row.status === 'DONE')
      .flatMap((row) => row.documents as CreditDocument[])
      .filter((document) => document.kind === 'CREDIT_SHELL')
      .map((document) => ({
        number: document.number,
        paxId: document.paxId,
        passengerName: document.passengerName,
        amount: Math.abs(document.amount),
        expiresAt: document.expiresAt ?? '',
        // Where it went (decision 067): the bookings whose issue it paid, and what is left.
        uses: (document.uses ?? []).map(({ bookingId, pnr, amount, status, at }) => ({
          bookingId,
          pnr,
          amount,
          status,
          at,
        })),
        remaining: creditLeftOf(document),
      }));
    return { changes: rows.map(paidChangeViewOf), credits };
  }

  /** GET /api/bookings/{id}/usable-credits: the agency's credit shells this held booking's issue may apply. */
  async function usableCredits(caller: BookingCaller, bookingId: string): Promise<TUsableCreditList> {
    const booking = await requireActionableBooking(db, caller, bookingId);
    if (booking.status !== 'HOLD') throw wrongState(booking.status, 'issue');
    const credits = await usableCreditsFor(db, booking, deps.clock.now());
    return { credits: credits.map(({ changeId: _changeId, ...credit }) => credit) };
  }

  /** GET /api/bookings/{id}/seat-maps */
  async function seatMaps(caller: BookingCaller, bookingId: string): Promise<TBookingSeatMaps> {
    const booking = await ticketed(caller, bookingId, 'buy-seat');
    const answer = valueOf(await paidSupplierOf(deps, booking).seatMaps());
    const name = flightNamerOf(booking);
    return { maps: answer.maps.map((map) => ({ ...map, ...name(map.flightKey) })) };
  }

  /** GET /api/bookings/{id}/paid-offers */
  async function offers(caller: BookingCaller, bookingId: string): Promise<TBookingPaidOffers> {
    const booking = await ticketed(caller, bookingId, 'buy-ancillary');
    const answer = valueOf(await paidSupplierOf(deps, booking).offers());
    const name = flightNamerOf(booking);
    return {
      flights: answer.flights.map((flight) => ({
        ...name(flight.flightKey),
        ...(flight.closedReason ? { closedReason: flight.closedReason } : {}),
        options: flight.options,
      })),
    };
  }

  return { list, usableCredits, seatMaps, offers };
}

export type PaidReadService = ReturnType<typeof createPaidReadService>;
