// The edits without money (decisions 042, 043): the shared pipeline's checks and claim, the supplier's commits, the write.
import type { TBookingEditMenu, TBookingDetail, TSupplierBooking as SupplierBooking } from '@portal/contracts';
import { editActionsFor } from '@portal/domain';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import { requireVisibleBooking, type BookingCaller } from '../booking-scope.js';
import { writeEdit } from '../repository/booking-edit-writes.js';
import type { BookingRow } from '../repository/booking-rows.js';
import { editRecordsOf, editWriteOf } from './edit-result.js';
import {
  createEditPipeline,
  flightKeyOfBooking,
  menuBookingOf,
  pnrAtAirline,
  type EditStepRequest,
} from './edit-pipeline.js';
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

export type EditRequest = Omit<EditStepRequest, 'action'> & { action: NoMoneyEdit };

export function createEditService(deps: BookingSupplierDeps) {
  const { db, clock } = deps;
  const pipeline = createEditPipeline(deps);

  /** GET /api/bookings/{id}/edits: the menu this caller sees for this booking now. */
  async function menu(caller: BookingCaller, bookingId: string): Promise<TBookingEditMenu> {
    const detail = await pipeline.view(await requireVisibleBooking(db, caller, bookingId), caller);
    const actions = editActionsFor(menuBookingOf(detail), caller.permissions).map((entry) => ({
      action: entry.action,
      isPaid: entry.isPaid,
      money: entry.money,
      description: entry.description,
    }));
    return { version: detail.version, actions };
  }

  /**
   * The PNR before the edit, for the history's `before` of what only the airline keeps (customer account, queue,
   * stored fare, segment statuses and times it changed); undefined for other actions or when the airline does not answer (the line then has no before).
   */
  async function pnrBeforeOf(action: NoMoneyEdit, booking: BookingRow): Promise<SupplierBooking | undefined> {
    return PNR_READ_BEFORE.has(action) ? pnrAtAirline(deps, booking) : undefined;
  }

  /** POST /api/bookings/{id}/edits/{action}: the booking as the supplier now returns it, its version raised. */
  async function edit(request: EditRequest): Promise<{ booking: TBookingDetail }> {
    const { caller, action, idempotencyKey } = request;
    const started = await pipeline.start({
      request,
      replay: (fingerprint) => pipeline.replayedEdit(request, fingerprint),
    });
    if ('replayed' in started) return { booking: started.replayed };
    const { body, fingerprint } = started;
    const booking = await pipeline.claimed(request, fingerprint);

    const supplierEdits = supplierEditsOf(action, body as never, {
      flightKeyOf: flightKeyOfBooking(booking),
      airline: booking.airline,
    });
    const records = await editRecordsOf(db, booking);
    const pnrBefore = await pnrBeforeOf(action, booking);
    const committed = await pipeline.commitAtSupplier(request, { booking, edits: supplierEdits, fingerprint });
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
        pnrAfter: committed?.booking,
        actorUserId: caller.userId,
        at: clock.now(),
      }),
    );
    if (!written) return pipeline.refuseStaleWrite(booking);
    return { booking: await pipeline.view(written, caller) };
  }

  return { menu, edit };
}

export type EditService = ReturnType<typeof createEditService>;
