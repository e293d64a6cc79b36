// The generic pipeline of the edits without money (decision 042): scope, menu rule, body, version, key, supplier, write.
import type { TBookingDetail, TBookingEditMenu, TBookingSystem } from '@portal/contracts';
import {
  bookingEditContextOf,
  bookingEditFieldIssues,
  bookingEditSchemaFor,
  canStartEdit,
  editActionsFor,
  isDomesticRoute,
  type EditMenuBooking,
} from '@portal/domain';
import { invalidFields } from '../../../platform/field-error.js';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import type { Language } from '../../../platform/messages.js';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import { editOutcomeUnknown, editRefused, staleVersion, wrongState } from '../booking-errors.js';
import { requireActionableBooking, requireVisibleBooking, type BookingCaller } from '../booking-scope.js';
import { bookingDetailView } from '../booking-views.js';
import { bookedFlights, flightTimes } from '../hold/booked-flights.js';
import { findBooking, findKeyUse } from '../repository/booking-reads.js';
import { writeEdit } from '../repository/booking-edit-writes.js';
import { flightsOf, type BookingRow } from '../repository/booking-rows.js';
import { editSummaryOf, supplierEditsOf, type NoMoneyEdit } from './supplier-edits.js';

export type EditRequest = {
  caller: BookingCaller;
  bookingId: string;
  action: NoMoneyEdit;
  idempotencyKey: string;
  body: Record<string, unknown> & { expectedVersion: number };
  language: Language;
};

/** The supplier's commit reference of the key's n-th call: a retry with the same key sends the same references. */
export const clientRefOf = (idempotencyKey: string, index: number) => `edit:${idempotencyKey}:${index}`.slice(0, 100);

export function menuBookingOf(detail: TBookingDetail): EditMenuBooking {
  const segments = detail.routes.flatMap((route) => route.segments);
  return {
    system: detail.system as TBookingSystem,
    status: detail.status,
    isInternational: segments.some((segment) => !isDomesticRoute(segment.from, segment.to)),
    isOwnAgency: detail.isOwnAgency,
  };
}

export function createEditService(deps: BookingSupplierDeps) {
  const { db, clock } = deps;
  const view = (booking: BookingRow, caller: BookingCaller) =>
    bookingDetailView({ db, booking, caller, now: clock.now() });

  /** GET /api/bookings/{id}/edits: the menu this caller sees for this booking now. */
  async function menu(caller: BookingCaller, bookingId: string): Promise<TBookingEditMenu> {
    const detail = await view(await requireVisibleBooking(db, caller, bookingId), caller);
    const actions = editActionsFor(menuBookingOf(detail), caller.permissions).map((entry) => ({
      action: entry.action,
      isPaid: entry.isPaid,
      money: entry.money,
      description: entry.description,
    }));
    return { version: detail.version, actions };
  }

  /** A key already used: the same body answers the booking as it is now; another body or booking is 422. */
  async function replayed(request: EditRequest, fingerprint: string): Promise<TBookingDetail | undefined> {
    const { caller, idempotencyKey, bookingId } = request;
    const used = await findKeyUse(db, { agencyId: caller.agencyId, idempotencyKey, action: 'edited' });
    if (!used) return undefined;
    refuseReusedKey({
      key: idempotencyKey,
      stored: used.bookingId === bookingId ? used.requestHash : 'another booking',
      fingerprint,
    });
    return view((await findBooking(db, bookingId))!, caller);
  }

  /** The body parsed with the booking's rules (400 naming the field). */
  function parsedBody(request: EditRequest, detail: TBookingDetail): Record<string, unknown> {
    const context = bookingEditContextOf(detail, clock.now());
    if (!context) throw wrongState(detail.status, request.action);
    const parsed = bookingEditSchemaFor(request.action, context).safeParse(request.body);
    if (!parsed.success) throw invalidFields(bookingEditFieldIssues(parsed.error.issues, request.language));
    return parsed.data as Record<string, unknown>;
  }

  /** POST /api/bookings/{id}/edits/{action}: the booking as the supplier now returns it, its version raised. */
  async function edit(request: EditRequest): Promise<{ booking: TBookingDetail }> {
    const { caller, bookingId, action, idempotencyKey } = request;
    const booking = await requireActionableBooking(db, caller, bookingId);
    const fingerprint = requestFingerprint({ bookingId, action, body: request.body });
    const again = await replayed(request, fingerprint);
    if (again) return { booking: again };
    const detail = await view(booking, caller);
    if (!canStartEdit(action, menuBookingOf(detail), caller.permissions)) throw wrongState(booking.status, action);
    const body = parsedBody(request, detail);
    if (request.body.expectedVersion !== booking.version) throw staleVersion(booking.version);
    if (!booking.pnr) throw wrongState(booking.status, action);

    const kept = flightsOf(booking);
    const flightKeyOf = (offerId: string) => kept.find((flight) => flight.offerId === offerId)?.key ?? offerId;
    const edits = supplierEditsOf(action, body as never, flightKeyOf);
    let answer: Awaited<ReturnType<typeof deps.suppliers.edit>> | undefined;
    for (const [index, supplierEdit] of edits.entries()) {
      answer = await deps.suppliers.edit(
        booking.system as TBookingSystem,
        {
          pnr: booking.pnr,
          account: booking.supplierAccount,
          clientRef: clientRefOf(idempotencyKey, index),
          mode: 'commit',
          edit: supplierEdit,
        },
        { deadlineMs: deps.deadlineMs },
      );
      if (!answer.ok && answer.kind === 'refused') throw editRefused(answer.code, answer.message);
      if (!answer.ok) throw editOutcomeUnknown(answer.message);
    }
    if (!answer?.ok) throw editOutcomeUnknown('no edit sent');

    const supplierBooking = answer.value.booking;
    const flights = bookedFlights(booking.system, supplierBooking, flightsOf(booking));
    const written = await writeEdit(db, {
      booking,
      expectedVersion: request.body.expectedVersion,
      set: {
        flights: flights as unknown as BookingRow['flights'],
        ...(flights.length > 0 ? flightTimes(flights) : {}),
      },
      actorUserId: caller.userId,
      details: {
        pnr: booking.pnr,
        editAction: action,
        idempotencyKey,
        requestHash: fingerprint,
        before: { version: booking.version },
        after: editSummaryOf(body),
      },
      at: clock.now(),
    });
    if (!written) {
      const current = await findBooking(db, bookingId);
      throw staleVersion(current?.version ?? booking.version);
    }
    return { booking: await view(written, caller) };
  }

  return { menu, edit };
}

export type EditService = ReturnType<typeof createEditService>;
