// split-passenger: the chosen passengers (and their infants) moved by the supplier to a new PNR, written as a second
// booking of the same order with its share of the money, in one transaction (decision 045).
import type { TBookingDetail, TEditChange, TSupplierBooking } from '@portal/contracts';
import { sumVnd } from '@portal/domain';
import { refuseReusedKey } from '../../../platform/idempotency.js';
import type { Language } from '../../../platform/messages.js';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import { editOutcomeUnknown } from '../booking-errors.js';
import type { BookingCaller } from '../booking-scope.js';
import { bookedFlights, flightTimes } from '../hold/booked-flights.js';
import { moveCreditUses } from '../paid-changes/credit-uses.js';
import { findBooking, findKeyUse } from '../repository/booking-reads.js';
import { writeSplit } from '../repository/booking-split-writes.js';
import { flightsOf, type BookingRow, type StoredFlight } from '../repository/booking-rows.js';
import { createEditPipeline } from './edit-pipeline.js';
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
  const pipeline = createEditPipeline(deps);

  /** A key already used: the same body answers the booking now and the same new booking; anything else is 422. */
  async function replayed(request: SplitRequest, fingerprint: string): Promise<SplitAnswer | undefined> {
    const { caller, idempotencyKey, bookingId } = request;
    const used = await findKeyUse(db, { agencyId: caller.agencyId, idempotencyKey, action: 'edited' });
    if (!used) return undefined;
    refuseReusedKey({
      key: idempotencyKey,
      stored: used.bookingId === bookingId && used.newBookingId ? used.requestHash : 'another edit',
      fingerprint,
    });
    const booking = await pipeline.view((await findBooking(db, bookingId))!, caller);
    return { booking, newBookingId: used.newBookingId! };
  }

  /** POST /api/bookings/{id}/edits/split-passenger: the original as it is now and the id of the booking split off. */
  async function split(request: SplitRequest): Promise<SplitAnswer> {
    const { caller, idempotencyKey } = request;
    const step = { ...request, action: ACTION } as const;
    const started = await pipeline.start({ request: step, replay: (fingerprint) => replayed(request, fingerprint) });
    if ('replayed' in started) return started.replayed;
    const { pnr, fingerprint } = started;
    const body = started.body as { paxIds: string[] };
    // A void or refund awaiting its answer is not claimed over: the sale is settled first.
    const booking = await pipeline.claimed(step, fingerprint);

    const edits = [{ action: ACTION, paxIds: body.paxIds }] as const;
    const committed = await pipeline.commitAtSupplier(step, { booking, edits, fingerprint });
    if (!committed?.splitBooking) throw editOutcomeUnknown('the supplier answered no new PNR');
    const supplier = { kept: committed.booking, moved: committed.splitBooking };
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
      alsoWrite: (tx, created) =>
        moveCreditUses(tx, {
          fromBookingId: booking.id,
          to: { bookingId: created.id, pnr: pnrs.to },
          credits: money.moved.pricing.credits ?? [],
        }),
    });
    if (!written) return pipeline.refuseStaleWrite(booking);
    return { booking: await pipeline.view(written.original, caller), newBookingId: written.created.id };
  }

  return { split };
}

export type SplitEditService = ReturnType<typeof createSplitEditService>;
