// A train booking as the API answers it (ZTrainBooking): its tickets with station names, its money, and the actions
// the caller may take on it now.
import type { TTrainBooking, TTrainTicket } from '@portal/contracts';
import type { Database } from '@portal/db';
import { isAllowed, needs } from '@portal/domain';
import { vietnamIso } from '../../platform/vietnam-time.js';
import type { BookingCaller } from '../bookings/booking-scope.js';
import { buyerOf, type TrainBookingRow, type TrainTicketRow } from './repository/train-booking-rows.js';
import { partiesOf, ticketsOf } from './repository/train-booking-reads.js';

type TrainAction = TTrainBooking['allowedActions'][number];
const EXPORT_TICKET = needs('EXPORT_TICKET');

/**
 * issue: HOLD before its time limit, with EXPORT_TICKET; cancel: HOLD; refund and change: ISSUED with an ISSUED ticket
 * and EXPORT_TICKET; mail: ISSUED. None on another agency's booking (an administrator above only reads it).
 */
export function trainAllowedActions(
  booking: Pick<TrainBookingRow, 'agencyId' | 'status' | 'timeLimit' | 'pendingAction'>,
  tickets: readonly Pick<TrainTicketRow, 'status'>[],
  options: { caller: BookingCaller; now: Date },
): TrainAction[] {
  const { caller, now } = options;
  if (booking.agencyId !== caller.agencyId) return [];
  const canExport = isAllowed(EXPORT_TICKET, caller.permissions);
  const actions: TrainAction[] = [];
  if (booking.status === 'HOLD') {
    if (canExport && (!booking.timeLimit || now < booking.timeLimit)) actions.push('issue');
    actions.push('cancel');
  }
  if (booking.status === 'ISSUED') {
    const hasIssued = tickets.some((ticket) => ticket.status === 'ISSUED');
    if (canExport && hasIssued && booking.pendingAction === null) actions.push('refund', 'change');
    actions.push('mail');
  }
  return actions;
}

export function ticketView(ticket: TrainTicketRow, nameOf: (code: string) => string): TTrainTicket {
  return {
    ticketId: ticket.ticketId,
    direction: ticket.direction,
    runId: ticket.runId,
    trainNumber: ticket.trainNumber,
    from: ticket.fromStation,
    to: ticket.toStation,
    fromName: nameOf(ticket.fromStation),
    toName: nameOf(ticket.toStation),
    departAt: vietnamIso(ticket.departAt),
    arriveAt: vietnamIso(ticket.arriveAt),
    carriageNo: ticket.carriageNo,
    carriageName: ticket.carriageName,
    seatNumber: ticket.seatNumber,
    seatType: ticket.seatType as TTrainTicket['seatType'],
    compartment: ticket.compartment,
    tier: ticket.tier,
    fullName: ticket.fullName,
    idNumber: ticket.idNumber,
    passengerType: ticket.passengerType as TTrainTicket['passengerType'],
    birthDate: ticket.birthDate,
    adultTicketId: ticket.adultTicketId,
    infants: ticket.infants,
    fare: ticket.fare,
    insurance: ticket.insurance,
    discount: ticket.discount,
    amount: ticket.amount,
    issueFee: ticket.issueFee,
    status: ticket.status,
    ticketNumber: ticket.ticketNumber,
    boardingCode: ticket.boardingCode,
    replaces: ticket.replaces,
    replacedBy: ticket.replacedBy,
    refundAmount: ticket.refundAmount,
    refundFee: ticket.refundFee,
  };
}

/** The booking with its tickets and parties read; LOADING shows as HOLD-to-be (the contract knows no LOADING). */
export async function trainBookingView(
  db: Database,
  booking: TrainBookingRow,
  options: { caller: BookingCaller; now: Date; nameOf: (code: string) => string },
): Promise<TTrainBooking> {
  const [tickets, parties] = await Promise.all([ticketsOf(db, booking.id), partiesOf(db, booking)]);
  return {
    id: booking.id,
    bookingCode: booking.bookingCode,
    // A hold still waiting for the railway's answer is shown as a hold being made: HOLD without a code yet.
    status: booking.status === 'LOADING' ? 'HOLD' : booking.status,
    ...parties,
    timeLimit: booking.timeLimit?.toISOString() ?? null,
    isRoundTrip: booking.isRoundTrip === 1,
    route: booking.route,
    departAt: vietnamIso(booking.departAt),
    buyer: buyerOf(booking),
    tickets: tickets.map((ticket) => ticketView(ticket, options.nameOf)),
    supplierNet: booking.supplierNet,
    feeTotal: booking.feeTotal,
    totalAmount: booking.totalAmount,
    refundedAmount: booking.refundedAmount,
    changeAmount: booking.changeAmount,
    pendingAction: booking.pendingAction,
    lastError: booking.lastError,
    createdAt: booking.createdAt.toISOString(),
    issuedAt: booking.issuedAt?.toISOString() ?? null,
    version: booking.version,
    allowedActions: booking.status === 'LOADING' ? [] : trainAllowedActions(booking, tickets, options),
  };
}
