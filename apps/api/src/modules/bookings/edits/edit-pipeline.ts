// The steps every booking edit shares (decisions 042, 043): scope, a used key's replay, menu rule, body, claim, commits.
import type {
  TBookingDetail,
  TBookingSystem,
  TOpenBookingEdit,
  TSupplierBooking,
  TSupplierEdit,
  TSupplierEditResult,
} from '@portal/contracts';
import {
  bookingEditContextOf,
  bookingEditFieldIssues,
  bookingEditSchemaFor,
  canStartEdit,
  isDomesticRoute,
  type EditMenuBooking,
} from '@portal/domain';
import { invalidFields } from '../../../platform/field-error.js';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import type { Language } from '../../../platform/messages.js';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import { editOutcomeUnknown, editRefused, staleVersion, wrongState } from '../booking-errors.js';
import { requireActionableBooking, type BookingCaller } from '../booking-scope.js';
import { bookingDetailView } from '../booking-views.js';
import { findBooking, findKeyUse } from '../repository/booking-reads.js';
import { flightsOf, type BookingRow } from '../repository/booking-rows.js';
import { claimForEdit, releaseClaim, type EditClaimFor } from './edit-claim.js';

/** One edit request as every service receives it (the route has checked the path, key and JSON shape). */
export type EditStepRequest = {
  caller: BookingCaller;
  bookingId: string;
  action: TOpenBookingEdit;
  idempotencyKey: string;
  body: Record<string, unknown> & { expectedVersion: number };
  language: Language;
};

/** The booking as the edit found it, its detail, the parsed body and the request's fingerprint. */
export type StartedEdit = {
  seen: BookingRow;
  pnr: string;
  detail: TBookingDetail;
  body: Record<string, unknown>;
  fingerprint: string;
};

/** The supplier's commit reference of the key's n-th call: a retry with the same key sends the same references. */
export const clientRefOf = (idempotencyKey: string, index: number) => `edit:${idempotencyKey}:${index}`.slice(0, 100);

/** What the menu's rule needs of a booking's detail. */
export function menuBookingOf(detail: TBookingDetail): EditMenuBooking {
  const segments = detail.routes.flatMap((route) => route.segments);
  return {
    system: detail.system as TBookingSystem,
    status: detail.status,
    isInternational: segments.some((segment) => !isDomesticRoute(segment.from, segment.to)),
    isOwnAgency: detail.isOwnAgency,
  };
}

/** The booking's flight key of an offer id a body names (the id itself when no kept flight has it). */
export function flightKeyOfBooking(booking: BookingRow): (offerId: string) => string {
  const kept = flightsOf(booking);
  return (offerId) => kept.find((flight) => flight.offerId === offerId)?.key ?? offerId;
}

/** The PNR as the airline holds it now; undefined when it does not answer. */
export async function pnrAtAirline(
  deps: BookingSupplierDeps,
  booking: BookingRow,
): Promise<TSupplierBooking | undefined> {
  const answer = await deps.suppliers.retrieve(
    booking.system as TBookingSystem,
    { pnr: booking.pnr!, account: booking.supplierAccount },
    { deadlineMs: deps.deadlineMs },
  );
  return answer.ok ? answer.value : undefined;
}

export function createEditPipeline(deps: BookingSupplierDeps) {
  const { db, clock } = deps;
  const view = (booking: BookingRow, caller: BookingCaller) =>
    bookingDetailView({ db, booking, caller, now: clock.now() });

  /** A key an edit already used: the same body answers the booking as it is now; another body or booking is 422. */
  async function replayedEdit(request: EditStepRequest, fingerprint: string): Promise<TBookingDetail | undefined> {
    const { caller, idempotencyKey, bookingId } = request;
    const used = await findKeyUse(db, { agencyId: caller.agencyId, idempotencyKey, action: 'edited' });
    if (!used) return undefined;
    const stored = used.bookingId === bookingId ? used.requestHash : 'another booking';
    refuseReusedKey({ key: idempotencyKey, stored, fingerprint });
    return view((await findBooking(db, bookingId))!, caller);
  }

  /** The body parsed with the booking's rules (400 naming the field); 409 wrongState when it has no flight to edit. */
  function parsedBody(request: EditStepRequest, detail: TBookingDetail): Record<string, unknown> {
    const context = bookingEditContextOf(detail, clock.now());
    if (!context) throw wrongState(detail.status, request.action);
    const parsed = bookingEditSchemaFor(request.action, context).safeParse(request.body);
    if (!parsed.success) throw invalidFields(bookingEditFieldIssues(parsed.error.issues, request.language));
    return parsed.data as Record<string, unknown>;
  }

  /**
   * The checks before the airline, in order: the caller's scope (404/403), a used key (`replay`'s answer), the
   * menu's rule and a PNR (409 wrongState), the body (400, then `checkBody`'s own refusals).
   */
  async function start<Replay>(options: {
    request: EditStepRequest;
    replay: (fingerprint: string) => Promise<Replay | undefined>;
    checkBody?: (body: Record<string, unknown>) => void;
  }): Promise<{ replayed: Replay } | StartedEdit> {
    const { request } = options;
    const { caller, bookingId, action } = request;
    const seen = await requireActionableBooking(db, caller, bookingId);
    const fingerprint = requestFingerprint({ bookingId, action, body: request.body });
    const replayed = await options.replay(fingerprint);
    if (replayed !== undefined) return { replayed };
    const detail = await view(seen, caller);
    if (!canStartEdit(action, menuBookingOf(detail), caller.permissions)) throw wrongState(seen.status, action);
    const body = parsedBody(request, detail);
    options.checkBody?.(body);
    if (!seen.pnr) throw wrongState(seen.status, action);
    return { seen, pnr: seen.pnr, detail, body, fingerprint };
  }

  /** The claim of this request (edit-claim.ts), at the version the agent edited. */
  const claimOf = (request: EditStepRequest, fingerprint: string): EditClaimFor => ({
    bookingId: request.bookingId,
    action: request.action,
    idempotencyKey: request.idempotencyKey,
    expectedVersion: request.body.expectedVersion,
    requestHash: fingerprint,
    at: clock.now(),
  });

  /** The booking claimed before the airline is called: 409 editPending, wrongState or staleVersion when it cannot be. */
  const claimed = (request: EditStepRequest, fingerprint: string) => claimForEdit(db, claimOf(request, fingerprint));

  /**
   * The supplier's commits of the edit, in order, answering what the last one returned (undefined when the edit needs
   * no call); a refusal of the first releases the claim (422), no answer keeps it (502).
   */
  async function commitAtSupplier(
    request: EditStepRequest,
    options: { booking: BookingRow; edits: readonly TSupplierEdit[]; fingerprint: string },
  ): Promise<TSupplierEditResult | undefined> {
    const { booking, edits } = options;
    let last: TSupplierEditResult | undefined;
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
        if (index === 0) await releaseClaim(db, claimOf(request, options.fingerprint));
        throw editRefused(answer.code, answer.message);
      }
      if (!answer.ok) throw editOutcomeUnknown(answer.message);
      last = answer.value;
    }
    return last;
  }

  /** The write found the booking changed under its claim: 409 staleVersion with the version it has now. */
  async function refuseStaleWrite(booking: BookingRow): Promise<never> {
    const current = await findBooking(db, booking.id);
    throw staleVersion(current?.version ?? booking.version);
  }

  return { view, replayedEdit, start, claimOf, claimed, commitAtSupplier, refuseStaleWrite };
}

export type EditPipeline = ReturnType<typeof createEditPipeline>;
