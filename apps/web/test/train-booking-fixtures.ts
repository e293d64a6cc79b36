// Seat locks, passengers and train bookings shaped like the train API's answers, and the draft the train screens share,
// for the train booking screen tests.
import type { TTrainBooking, TTrainSeatLock, TTrainTicket } from '@portal/contracts';
import { resetTrainDraft, updateTrainDraft } from '../src/lib/train/train-draft';
import { forgetPassengerState } from '../src/features/train-booking/model/passenger-store';

export const BOOKING_ID = '55555555-5555-4555-8555-555555555555';
export const DEPART_AT = '2026-12-20T06:10:00+07:00';
export const RETURN_AT = '2026-12-24T19:30:00+07:00';

/** A held berth: a 1,000,000 fare with 20,000 insurance unless told, locked now for 600 s. */
export function lockOf(overrides: Partial<TTrainSeatLock> & { ticketId: string; number?: string }): TTrainSeatLock {
  const { number = '12', ...rest } = overrides;
  const isReturn = overrides.direction === 'return';
  return {
    direction: 'departure',
    runId: isReturn ? 'SE2-2026-12-24' : 'SE1-2026-12-20',
    trainNumber: isReturn ? 'SE2' : 'SE1',
    from: isReturn ? 'DNA' : 'HNO',
    to: isReturn ? 'HNO' : 'DNA',
    departAt: isReturn ? RETURN_AT : DEPART_AT,
    arriveAt: isReturn ? '2026-12-25T11:00:00+07:00' : '2026-12-20T22:40:00+07:00',
    carriageNo: '3',
    carriageName: 'Nằm khoang 4 điều hòa',
    seat: {
      seatId: `3-${number}`,
      number,
      seatType: 'NAM',
      compartment: 3,
      tier: 1,
      row: null,
      position: null,
      fare: 1_000_000,
      originalFare: 1_000_000,
      insurance: 20_000,
      status: 2,
      isExtra: false,
      isMine: true,
    },
    fare: 1_000_000,
    lockedAt: new Date().toISOString(),
    durationSeconds: 600,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    ...rest,
  };
}

/** The draft with these locks (and the search they came from). */
export function draftWith(departure: TTrainSeatLock[], returning: TTrainSeatLock[] = []): void {
  updateTrainDraft(() => ({
    search: {
      from: 'HNO',
      to: 'DNA',
      departDate: '2026-12-20',
      ...(returning.length > 0 ? { returnDate: '2026-12-24' } : {}),
    },
    departure: { run: null, locks: departure },
    return: { run: null, locks: returning },
    bookingId: null,
  }));
}

/** After each test: no draft and no typed passengers left for the next. */
export function forgetTrainState(): void {
  resetTrainDraft({ keepSearch: false });
  sessionStorage.clear();
  forgetPassengerState();
}

export function ticketOf(overrides: Partial<TTrainTicket> & { ticketId: string }): TTrainTicket {
  return {
    direction: 'departure',
    runId: 'SE1-2026-12-20',
    trainNumber: 'SE1',
    from: 'HNO',
    to: 'DNA',
    fromName: 'Hà Nội',
    toName: 'Đà Nẵng',
    departAt: DEPART_AT,
    arriveAt: '2026-12-20T22:40:00+07:00',
    carriageNo: '3',
    carriageName: 'Nằm khoang 4 điều hòa',
    seatNumber: '12',
    seatType: 'NAM',
    compartment: 3,
    tier: 1,
    fullName: 'Nguyễn Văn An',
    idNumber: '001099012345',
    passengerType: 1,
    birthDate: null,
    adultTicketId: null,
    infants: [],
    fare: 1_000_000,
    insurance: 20_000,
    discount: 0,
    amount: 1_000_000,
    issueFee: 30_000,
    status: 'HELD',
    ticketNumber: null,
    boardingCode: null,
    replaces: null,
    replacedBy: null,
    refundAmount: null,
    refundFee: null,
    ...overrides,
  };
}

export function bookingOf(overrides: Partial<TTrainBooking> = {}): TTrainBooking {
  const tickets = overrides.tickets ?? [ticketOf({ ticketId: 'T-0001' })];
  return {
    id: BOOKING_ID,
    bookingCode: 'VNR4K2P9',
    status: 'HOLD',
    agency: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' },
    createdBy: { id: 'admin_f1-id', name: 'Nguyễn Văn An' },
    timeLimit: new Date(Date.now() + 20 * 60_000).toISOString(),
    isRoundTrip: false,
    route: 'HNO-DNA',
    departAt: DEPART_AT,
    buyer: { fullName: 'Nguyễn Văn An', email: 'an@example.vn', mobile: '0901234567' },
    tickets,
    supplierNet: tickets.reduce((sum, ticket) => sum + ticket.amount, 0),
    feeTotal: tickets.reduce((sum, ticket) => sum + ticket.issueFee, 0),
    totalAmount: tickets.reduce((sum, ticket) => sum + ticket.amount + ticket.issueFee, 0),
    refundedAmount: 0,
    changeAmount: 0,
    pendingAction: null,
    lastError: null,
    createdAt: new Date().toISOString(),
    issuedAt: null,
    version: 1,
    allowedActions: ['issue', 'cancel'],
    ...overrides,
  };
}
