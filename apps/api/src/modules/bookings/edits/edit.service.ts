// The generic pipeline of the edits without money (decisions 042, 043): scope, menu rule, body, key, claim, supplier, write.
import type {
  TBookingDetail,
  TBookingEditMenu,
  TBookingSystem,
  TSupplierBooking as SupplierBooking,
  TSupplierEdit,
} from '@portal/contracts';
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
import { editOutcomeUnknown, editPending, editRefused, staleVersion, wrongState } from '../booking-errors.js';
import { requireActionableBooking, requireVisibleBooking, type BookingCaller } from '../booking-scope.js';
import { bookingDetailView } from '../booking-views.js';
import { findBooking, findKeyUse } from '../repository/booking-reads.js';
import { claimEdit, releaseEdit, writeEdit } from '../repository/booking-edit-writes.js';
import { flightsOf, type BookingRow } from '../repository/booking-rows.js';
import { editRecordsOf, editWriteOf } from './edit-result.js';
import { supplierEditsOf, type NoMoneyEdit } from './supplier-edits.js';

/**
 * The actions whose history needs the PNR as it was: what they replace lives only at the airline, or moved there
 * without us (a waitlist confirmed, a schedule change).
 */
const PNR_READ_BEFORE: ReadonlySet<NoMoneyEdit> = new Set([
  'add-ca',
  'swap-queue',
  'retain-quote-tst',
  'change-route-status',
  'submit-sc',
]);

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

  /**
   * The booking claimed for this request before the airline is called (decision 043): 409 staleVersion or
   * editPending when it cannot be, 422 for this key pending with another body; a claim of the same key resumes.
   */
  async function claimed(request: EditRequest, requestHash: string): Promise<BookingRow> {
    const claim = await claimEdit(db, {
      bookingId: request.bookingId,
      expectedVersion: request.body.expectedVersion,
      idempotencyKey: request.idempotencyKey,
      requestHash,
      at: clock.now(),
    });
    if (claim.kind === 'claimed' || claim.kind === 'resumed') return claim.booking;
    if (claim.kind === 'pending') throw editPending();
    if (claim.kind === 'reusedKey') {
      refuseReusedKey({
        key: request.idempotencyKey,
        stored: claim.booking?.pendingEditHash ?? '',
        fingerprint: requestHash,
      });
    }
    if (claim.booking && claim.booking.status !== 'HOLD' && claim.booking.status !== 'EXPORT') {
      throw wrongState(claim.booking.status, request.action);
    }
    if (claim.booking?.pendingSupplierAction) throw wrongState(claim.booking.status, request.action);
    throw staleVersion(claim.booking?.version ?? request.body.expectedVersion);
  }

  /**
   * The supplier's commits of the edit, in order, answering the PNR the last one returned (undefined when the edit
   * needs no call); a refusal releases the claim (422), no answer keeps it (502).
   */
  async function commitAtSupplier(
    request: EditRequest,
    options: { booking: BookingRow; edits: readonly TSupplierEdit[] },
  ): Promise<SupplierBooking | undefined> {
    const { booking, edits } = options;
    let supplierBooking: SupplierBooking | undefined;
    for (const [index, supplierEdit] of edits.entries()) {
      const answer = await deps.suppliers.edit(
        booking.system as TBookingSystem,
        {
          pnr: booking.pnr!,
          account: booking.supplierAccount,
          clientRef: clientRefOf(request.idempotencyKey, index),
          mode: 'commit',
          edit: supplierEdit,
        },
        { deadlineMs: deps.deadlineMs },
      );
      if (!answer.ok && answer.kind === 'refused') {
        // Only the first call can be refused with nothing changed; a later one leaves the earlier commits made, so
        // the claim stays for a retry with the same key (the earlier ones replay) like an unknown outcome.
        if (index === 0) await releaseEdit(db, { ...request, expectedVersion: request.body.expectedVersion });
        throw editRefused(answer.code, answer.message);
      }
      if (!answer.ok) throw editOutcomeUnknown(answer.message);
      supplierBooking = answer.value.booking;
    }
    return supplierBooking;
  }

  /**
   * The PNR before the edit, for the history's `before` of what only the airline keeps (customer account, queue,
   * stored fare, segment statuses and times it changed); undefined for other actions or when the airline does not answer (the line then has no before).
   */
  async function pnrBeforeOf(action: NoMoneyEdit, booking: BookingRow): Promise<SupplierBooking | undefined> {
    if (!PNR_READ_BEFORE.has(action)) return undefined;
    const answer = await deps.suppliers.retrieve(
      booking.system as TBookingSystem,
      { pnr: booking.pnr!, account: booking.supplierAccount },
      { deadlineMs: deps.deadlineMs },
    );
    return answer.ok ? answer.value : undefined;
  }

  /** POST /api/bookings/{id}/edits/{action}: the booking as the supplier now returns it, its version raised. */
  async function edit(request: EditRequest): Promise<{ booking: TBookingDetail }> {
    const { caller, bookingId, action, idempotencyKey } = request;
    const seen = await requireActionableBooking(db, caller, bookingId);
    const fingerprint = requestFingerprint({ bookingId, action, body: request.body });
    const again = await replayed(request, fingerprint);
    if (again) return { booking: again };
    const detail = await view(seen, caller);
    if (!canStartEdit(action, menuBookingOf(detail), caller.permissions)) throw wrongState(seen.status, action);
    const body = parsedBody(request, detail);
    if (!seen.pnr) throw wrongState(seen.status, action);
    const booking = await claimed(request, fingerprint);

    const kept = flightsOf(booking);
    const flightKeyOf = (offerId: string) => kept.find((flight) => flight.offerId === offerId)?.key ?? offerId;
    const supplierEdits = supplierEditsOf(action, body as never, { flightKeyOf, airline: booking.airline });
    const records = await editRecordsOf(db, booking);
    const pnrBefore = await pnrBeforeOf(action, booking);
    const pnrAfter = await commitAtSupplier(request, { booking, edits: supplierEdits });
    const written = await writeEdit(
      db,
      editWriteOf({
        booking,
        action,
        body,
        expectedVersion: request.body.expectedVersion,
        idempotencyKey,
        requestHash: fingerprint,
        supplierEdits,
        records,
        pnrBefore,
        pnrAfter,
        actorUserId: caller.userId,
        at: clock.now(),
      }),
    );
    if (!written) {
      const current = await findBooking(db, bookingId);
      throw staleVersion(current?.version ?? booking.version);
    }
    return { booking: await view(written, caller) };
  }

  return { menu, edit };
}

export type EditService = ReturnType<typeof createEditService>;
