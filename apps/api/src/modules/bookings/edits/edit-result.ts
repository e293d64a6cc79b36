// What an edit the airline accepted writes (decision 043): the booking's flights and contact, the passenger rows, and
// the `edited` event with every change before → after.
import type { TSupplierBooking, TSupplierEdit } from '@portal/contracts';
import type { Database } from '@portal/db';
import { bookedFlights, flightTimes } from '../hold/booked-flights.js';
import { passengerUpdate, type EditWrite } from '../repository/booking-edit-writes.js';
import { findOrder, passengersOf } from '../repository/booking-reads.js';
import { contactOf, flightsOf, type BookingRow } from '../repository/booking-rows.js';
import { editChangesOf } from './edit-changes.js';
import { recordChangeOf, recordsAfter, type EditRecords } from './edit-records.js';
import { editSummaryOf } from './supplier-edits.js';

/** The passengers and the contact the booking detail shows now (the PNR's own contact once edited, else the order's). */
export async function editRecordsOf(db: Database, booking: BookingRow): Promise<EditRecords> {
  const [passengers, order] = await Promise.all([passengersOf(db, [booking.id]), findOrder(db, booking.orderId)]);
  const contact = booking.contact
    ? contactOf(booking)
    : order
      ? contactOf(order)
      : { name: '', phone: '', email: '', extraInfo: '' };
  return { passengers, contact };
}

export type EditResult = {
  booking: BookingRow;
  action: string;
  /** The parsed body and the fingerprint of the request's. */
  body: Record<string, unknown>;
  expectedVersion: number;
  idempotencyKey: string;
  requestHash: string;
  supplierEdits: readonly TSupplierEdit[];
  records: EditRecords;
  /** The PNR before the edit when it was read (the elements only the airline keeps: account, queue, TST). */
  pnrBefore?: TSupplierBooking;
  /** The PNR the last call answered; absent when the edit needed no call (a DOCS gender alone). */
  pnrAfter?: TSupplierBooking;
  actorUserId: string;
  at: Date;
};

/** The write of an accepted edit, its history lines filled from the rows and PNR as they were and are. */
export function editWriteOf(result: EditResult): EditWrite {
  const { booking, body, records, pnrAfter } = result;
  const kept = flightsOf(booking);
  const flights = pnrAfter ? bookedFlights(booking.system, pnrAfter, kept) : kept;
  // The airline's flights as they were when we read them (statuses and times it may have changed without us).
  const flightsBefore = result.pnrBefore ? bookedFlights(booking.system, result.pnrBefore, kept) : kept;
  const recordChange = recordChangeOf(result.action, body, records);
  const changes = editChangesOf({
    body,
    supplierEdits: result.supplierEdits,
    recordChange,
    before: { ...records, flights: flightsBefore, pnr: result.pnrBefore },
    after: { ...recordsAfter(records, recordChange), flights, pnr: pnrAfter },
  });
  const { passenger, contact } = recordChange;
  return {
    booking,
    idempotencyKey: result.idempotencyKey,
    set: {
      ...(pnrAfter ? { flights: flights as unknown as BookingRow['flights'] } : {}),
      ...(pnrAfter && flights.length > 0 ? flightTimes(flights) : {}),
      ...(contact ? { contact } : {}),
    },
    sideWrites: passenger ? [passengerUpdate({ bookingId: booking.id, ...passenger })] : [],
    actorUserId: result.actorUserId,
    details: {
      pnr: booking.pnr,
      editAction: result.action,
      idempotencyKey: result.idempotencyKey,
      requestHash: result.requestHash,
      before: { version: result.expectedVersion },
      after: editSummaryOf(body),
      changes,
    },
    at: result.at,
  };
}
