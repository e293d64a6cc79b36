// split-passenger: the chosen passengers (and their infants) moved by the supplier to a new PNR, written as a second
// booking of the same order with its share of the money, in one transaction (decision 045).
import type { TBookingDetail, TBookingSystem, TEditChange, TSupplierBooking } from '@portal/contracts';
import {
  bookingEditContextOf,
  bookingEditFieldIssues,
  bookingEditSchemaFor,
  canStartEdit,
  isDomesticRoute,
  sumVnd,
} from '@portal/domain';
import { invalidFields } from '../../../platform/field-error.js';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import type { Language } from '../../../platform/messages.js';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import { editOutcomeUnknown, editPending, editRefused, staleVersion, wrongState } from '../booking-errors.js';
import { requireActionableBooking, type BookingCaller } from '../booking-scope.js';
import { bookingDetailView } from '../booking-views.js';
import { bookedFlights, flightTimes } from '../hold/booked-flights.js';
import { findBooking } from '../repository/booking-reads.js';
import { claimEdit, releaseEdit } from '../repository/booking-edit-writes.js';
import { findSplitByKey, writeSplit } from '../repository/booking-split-writes.js';
import { flightsOf, type BookingRow, type StoredFlight } from '../repository/booking-rows.js';
import { splitMoney } from './split-money.js';

const ACTION = 'split-passenger';

export type SplitRequest = {
  caller: BookingCaller;
  bookingId: string;
  idempotencyKey: string;
  body: { expectedVersion: number; paxIds: string[] };
  language: Language;
};

export type SplitAnswer = { booking: TBookingDetail; newBookingId: string };

/** The supplier's commit reference of the key: a retry with the same key sends the same one (as edit.service). */
const clientRefOf = (idempotencyKey: string) => `edit:${idempotencyKey}:0`.slice(0, 100);

/** Each moved passenger's PNR before → after (field `split`), the history line of both bookings. */
const splitChanges = (movedPaxIds: readonly string[], pnrs: { from: string; to: string }): TEditChange[] =>
  movedPaxIds.map((paxId) => ({ field: 'split', paxId, before: pnrs.from, after: pnrs.to }));

/** The flight columns of one PNR as the supplier now shows it. */
function flightColumnsOf(system: string, answer: TSupplierBooking, kept: readonly StoredFlight[]) {
  const flights = bookedFlights(system, answer, kept);
  return {
    flights: flights as unknown as BookingRow['flights'],
    ...(flights.length > 0 ? flightTimes(flights) : {}),
  };
}

export function createSplitEditService(deps: BookingSupplierDeps) {
  const { db, clock } = deps;
  const view = (booking: BookingRow, caller: BookingCaller) =>
    bookingDetailView({ db, booking, caller, now: clock.now() });

  /** A key already used: the same body answers the booking now and the same new booking; anything else is 422. */
  async function replayed(request: SplitRequest, fingerprint: string): Promise<SplitAnswer | undefined> {
    const { caller, idempotencyKey, bookingId } = request;
    const used = await findSplitByKey(db, { agencyId: caller.agencyId, idempotencyKey });
    if (!used) return undefined;
    refuseReusedKey({
      key: idempotencyKey,
      stored: used.bookingId === bookingId && used.newBookingId ? used.requestHash : 'another edit',
      fingerprint,
    });
    return { booking: await view((await findBooking(db, bookingId))!, caller), newBookingId: used.newBookingId! };
  }

  /** The menu's rule for this booking (409 wrongState), then the body with the booking's rules (400 naming fields). */
  function checkedBody(request: SplitRequest, detail: TBookingDetail): { paxIds: string[] } {
    const segments = detail.routes.flatMap((route) => route.segments);
    const menuBooking = {
      system: detail.system as TBookingSystem,
      status: detail.status,
      isInternational: segments.some((segment) => !isDomesticRoute(segment.from, segment.to)),
      isOwnAgency: detail.isOwnAgency,
    };
    if (!canStartEdit(ACTION, menuBooking, request.caller.permissions)) throw wrongState(detail.status, ACTION);
    const context = bookingEditContextOf(detail, clock.now());
    if (!context) throw wrongState(detail.status, ACTION);
    const parsed = bookingEditSchemaFor(ACTION, context).safeParse(request.body);
    if (!parsed.success) throw invalidFields(bookingEditFieldIssues(parsed.error.issues, request.language));
    return parsed.data as { paxIds: string[] };
  }

  /** The supplier's commit of the split: the old PNR without the moved passengers and the new one with them. */
  async function commitAtSupplier(booking: BookingRow & { pnr: string }, request: SplitRequest, paxIds: string[]) {
    const answer = await deps.suppliers.edit(
      booking.system as TBookingSystem,
      {
        pnr: booking.pnr,
        account: booking.supplierAccount,
        clientRef: clientRefOf(request.idempotencyKey),
        mode: 'commit',
        edit: { action: ACTION, paxIds },
      },
      { deadlineMs: deps.deadlineMs },
    );
    if (!answer.ok && answer.kind === 'refused') {
      // Nothing changed at the airline: the claim goes, the version is the one the agent sent again.
      const { bookingId, idempotencyKey, body } = request;
      await releaseEdit(db, { bookingId, idempotencyKey, expectedVersion: body.expectedVersion });
      throw editRefused(answer.code, answer.message);
    }
    if (!answer.ok) throw editOutcomeUnknown(answer.message);
    const { booking: kept, splitBooking: moved } = answer.value;
    if (!moved) throw editOutcomeUnknown('the supplier answered no new PNR');
    return { kept, moved };
  }

  /**
   * The booking claimed for this split before the airline is called (decision 043, as edit.service's): 409
   * staleVersion, editPending or wrongState when it cannot be, 422 for this key pending with another body; the same
   * key's claim resumes (its answer was lost).
   */
  async function claimed(request: SplitRequest, requestHash: string): Promise<BookingRow> {
    const { bookingId, idempotencyKey, body } = request;
    const claim = await claimEdit(db, {
      bookingId,
      expectedVersion: body.expectedVersion,
      idempotencyKey,
      requestHash,
      at: clock.now(),
    });
    if (claim.kind === 'claimed' || claim.kind === 'resumed') return claim.booking;
    if (claim.kind === 'pending') throw editPending();
    if (claim.kind === 'reusedKey')
      refuseReusedKey({ key: idempotencyKey, stored: claim.booking?.pendingEditHash ?? '', fingerprint: requestHash });
    const current = claim.booking;
    if (current && (!['HOLD', 'EXPORT'].includes(current.status) || current.pendingSupplierAction))
      throw wrongState(current.status, ACTION);
    throw staleVersion(current?.version ?? body.expectedVersion);
  }

  /** POST /api/bookings/{id}/edits/split-passenger: the original as it is now and the id of the booking split off. */
  async function split(request: SplitRequest): Promise<SplitAnswer> {
    const { caller, bookingId, idempotencyKey } = request;
    const seen = await requireActionableBooking(db, caller, bookingId);
    const fingerprint = requestFingerprint({ bookingId, action: ACTION, body: request.body });
    const again = await replayed(request, fingerprint);
    if (again) return again;
    const body = checkedBody(request, await view(seen, caller));
    const { pnr } = seen;
    if (!pnr) throw wrongState(seen.status, ACTION);
    // A void or refund awaiting its answer is not claimed over: the sale is settled first.
    const booking = await claimed(request, fingerprint);

    const supplier = await commitAtSupplier({ ...booking, pnr }, request, body.paxIds);
    const movedPaxIds = supplier.moved.passengers.map((passenger) => passenger.id);
    const money = splitMoney({
      booking,
      movedPaxIds,
      movedNet: sumVnd(supplier.moved.paxAmounts.map((amount) => amount.total)),
    });
    const pnrs = { from: pnr, to: supplier.moved.pnr };
    const changes = splitChanges(movedPaxIds, pnrs);
    const kept = flightsOf(booking);
    const written = await writeSplit(db, {
      original: booking,
      idempotencyKey,
      keptSet: {
        ...flightColumnsOf(booking.system, supplier.kept, kept),
        pricing: money.kept.pricing as unknown as BookingRow['pricing'],
        supplierNet: money.kept.supplierNet,
        feeTotal: money.kept.feeTotal,
        totalAmount: money.kept.totalAmount,
      },
      created: {
        pnr: supplier.moved.pnr,
        clientRef: `${booking.clientRef}:split:${supplier.moved.pnr}`,
        ...flightColumnsOf(booking.system, supplier.moved, kept),
        pricing: money.moved.pricing as unknown as BookingRow['pricing'],
        supplierNet: money.moved.supplierNet,
        feeTotal: money.moved.feeTotal,
        totalAmount: money.moved.totalAmount,
      },
      movedPaxIds,
      details: {
        original: (newBookingId) => ({
          pnr,
          editAction: ACTION,
          idempotencyKey,
          requestHash: fingerprint,
          before: { version: request.body.expectedVersion, totalAmount: booking.totalAmount },
          after: { paxIds: body.paxIds, newPnr: pnrs.to, totalAmount: money.kept.totalAmount },
          newBookingId,
          changes,
        }),
        created: (originalId) => ({
          pnr: pnrs.to,
          editAction: ACTION,
          splitFrom: { bookingId: originalId, pnr: pnrs.from },
          after: { paxIds: movedPaxIds, totalAmount: money.moved.totalAmount },
          changes,
        }),
      },
      actorUserId: caller.userId,
      at: clock.now(),
    });
    if (!written) {
      const current = await findBooking(db, bookingId);
      throw staleVersion(current?.version ?? booking.version);
    }
    return { booking: await view(written.original, caller), newBookingId: written.created.id };
  }

  return { split };
}

export type SplitEditService = ReturnType<typeof createSplitEditService>;
