// Railway bookings: locked seats turned into a booking held until its time limit (idempotent by clientRef), retrieved,
// cancelled, expired lazily, and paid (issued) for the exact total.
import type { TRailwayBooking, TRailwayBookingRequest, TRailwayTicket } from '@portal/contracts';
import { vietnamIso } from '../booking-policy.js';
import { fnv1a } from '../hash.js';
import { liveLock } from './locks.js';
import { discountOf, passengerProblem } from './railway-passengers.js';
import {
  RAILWAY_SYSTEM,
  fail,
  ok,
  type TLockRecord,
  type TRailResult,
  type TRailwayDeps,
  type TStoredRailBooking,
} from './railway-state.js';

/** A hold lasts 20 minutes (the VNR fault knob holdTimeLimitSeconds changes it), never past 1 h before departure. */
export const HOLD_SECONDS = 1200;
const BEFORE_DEPARTURE_MS = 3_600_000;
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The sum of the held and issued tickets' amounts. */
export const totalOf = (tickets: readonly TRailwayTicket[]) =>
  tickets.filter((ticket) => ticket.status === 'HELD' || ticket.status === 'ISSUED').reduce((s, t) => s + t.amount, 0);

function newCode(deps: TRailwayDeps): string {
  for (;;) {
    let hash = fnv1a(`vnr-booking|${deps.state.next()}`);
    let code = '';
    for (let i = 0; i < 6; i++) {
      code += CODE_LETTERS[hash % CODE_LETTERS.length];
      hash = Math.floor(hash / CODE_LETTERS.length) ^ (Math.imul(hash, 0x9e3779b1) >>> 7);
    }
    if (!deps.state.data.bookings[code]) return code;
  }
}

/** 13 digits from the booking code and the ticket's place in it. */
export function ticketNumberOf(code: string, index: number): string {
  const head = String(fnv1a(`vnr-ticket|${code}|${index}`)).padStart(10, '0');
  const tail = String(fnv1a(`vnr-ticket-tail|${code}|${index}`) % 1000).padStart(3, '0');
  return `${head}${tail}`;
}

/** What the boarding card's QR carries: VNR|ticket number|train|date (yyyyMMdd)|carriage|seat. */
export const boardingCodeOf = (ticket: TRailwayTicket, ticketNumber: string) =>
  [
    'VNR',
    ticketNumber,
    ticket.trainNumber,
    ticket.departAt.slice(0, 10).replace(/-/g, ''),
    ticket.carriageNo,
    ticket.seat.number,
  ].join('|');

/** Issues a held ticket: its number and boarding code, its seat sold. */
export function issueTicket(deps: TRailwayDeps, options: { code: string; ticket: TRailwayTicket; index: number }) {
  const { code, ticket, index } = options;
  const ticketNumber = ticketNumberOf(code, index);
  Object.assign(ticket, { status: 'ISSUED', ticketNumber, boardingCode: boardingCodeOf(ticket, ticketNumber) });
  const claim = deps.state.data.claims[ticket.ticketId];
  if (claim) deps.state.putClaim({ ...claim, kind: 'sold', expiresAt: null });
}

export function ticketFromLock(lock: TLockRecord, request: TRailwayBookingRequest['tickets'][number]): TRailwayTicket {
  const { status: _status, ...seat } = lock.seat;
  const discount = discountOf(seat.fare, seat.insurance, request.passenger.passengerType);
  return {
    ticketId: lock.ticketId,
    runId: lock.runId,
    trainNumber: lock.trainNumber,
    from: lock.from,
    to: lock.to,
    departAt: lock.departAt,
    arriveAt: lock.arriveAt,
    carriageNo: lock.carriageNo,
    seat,
    passenger: request.passenger,
    adultTicketId: request.adultTicketId ?? null,
    infants: [],
    fare: seat.fare,
    insurance: seat.insurance,
    discount,
    amount: seat.fare - discount,
    status: 'HELD',
    ticketNumber: null,
    boardingCode: null,
    replacedBy: null,
    replaces: null,
  };
}

/** A hold past its time limit becomes EXPIRED and lets its seats go (read time). */
export function refresh(deps: TRailwayDeps, stored: TStoredRailBooking): TRailwayBooking {
  const { view } = stored;
  if (view.status === 'HOLD' && deps.now().getTime() >= stored.timeLimitAt) {
    view.status = 'EXPIRED';
    for (const ticket of view.tickets) {
      if (ticket.status !== 'HELD') continue;
      ticket.status = 'CANCELLED';
      deps.state.dropClaim(ticket.ticketId);
    }
    view.total = totalOf(view.tickets);
  }
  return view;
}

/** Every hold past its limit expired now (run before each answer, so no seat stays taken by a dead hold). */
export function expireHolds(deps: TRailwayDeps): void {
  for (const stored of Object.values(deps.state.data.bookings))
    if (stored.view.status === 'HOLD') refresh(deps, stored);
}

export function findBooking(deps: TRailwayDeps, options: { account: string; code: string }) {
  const stored = deps.state.data.bookings[options.code];
  return stored && stored.view.account === options.account ? stored : undefined;
}

const notFound = <T>(code: string) => fail<T>('BOOKING_NOT_FOUND', `No booking ${code} for this account`);

export function holdBooking(deps: TRailwayDeps, request: TRailwayBookingRequest): TRailResult<TRailwayBooking> {
  const known = deps.state.data.clientRefs[`${request.account}|${request.clientRef}`];
  const existing = known ? deps.state.data.bookings[known] : undefined;
  if (existing) return ok(refresh(deps, existing));
  const ids = request.tickets.map((ticket) => ticket.ticketId);
  if (new Set(ids).size !== ids.length) return fail('BAD_REQUEST', 'tickets: a ticketId is named twice');
  const locks = new Map<string, TLockRecord>();
  for (const ticketId of ids) {
    const lock = liveLock(deps, { account: request.account, ticketId });
    if (!lock) return fail('LOCK_NOT_FOUND', `No live lock ${ticketId} for this account`);
    locks.set(ticketId, lock);
  }
  const infants = request.infants ?? [];
  const problem = passengerProblem({ tickets: request.tickets, infants, locks });
  if (problem) return fail('INVALID_PASSENGER', problem);
  const now = deps.now();
  const holdSeconds = deps.faults.current()[RAILWAY_SYSTEM].holdTimeLimitSeconds ?? HOLD_SECONDS;
  const firstDeparture = Math.min(...[...locks.values()].map((lock) => Date.parse(lock.departAt)));
  const timeLimitAt = Math.min(now.getTime() + holdSeconds * 1000, firstDeparture - BEFORE_DEPARTURE_MS);
  if (timeLimitAt <= now.getTime()) return fail('TIME_LIMIT_EXPIRED', 'Too close to departure to hold a booking');
  const code = newCode(deps);
  const tickets = request.tickets.map((ticket) => {
    const issued = ticketFromLock(locks.get(ticket.ticketId) as TLockRecord, ticket);
    issued.infants = infants
      .filter((infant) => infant.adultTicketId === ticket.ticketId)
      .map(({ fullName, birthDate }) => ({ fullName, birthDate }));
    return issued;
  });
  for (const lock of locks.values()) {
    lock.usedBy = code;
    const claim = deps.state.data.claims[lock.ticketId];
    if (claim) deps.state.putClaim({ ...claim, kind: 'hold', expiresAt: timeLimitAt });
  }
  const view: TRailwayBooking = {
    bookingCode: code,
    clientRef: request.clientRef,
    account: request.account,
    status: 'HOLD',
    timeLimit: vietnamIso(new Date(timeLimitAt)),
    buyer: request.buyer,
    tickets,
    total: totalOf(tickets),
    createdAt: vietnamIso(now),
    issuedAt: null,
  };
  deps.state.data.bookings[code] = { view, timeLimitAt };
  deps.state.data.clientRefs[`${request.account}|${request.clientRef}`] = code;
  return ok(view, { status: 201, isNew: true });
}

export function retrieveBooking(deps: TRailwayDeps, options: { account: string; code: string }) {
  const stored = findBooking(deps, options);
  return stored ? ok(refresh(deps, stored)) : notFound<TRailwayBooking>(options.code);
}

export function cancelBooking(
  deps: TRailwayDeps,
  options: { account: string; code: string },
): TRailResult<TRailwayBooking> {
  const stored = findBooking(deps, options);
  if (!stored) return notFound(options.code);
  const view = refresh(deps, stored);
  if (view.status === 'ISSUED') return fail('REFUND_NOT_ALLOWED', `${view.bookingCode} is issued: refund its tickets`);
  if (view.status !== 'HOLD') return ok(view);
  view.status = 'CANCELLED';
  for (const ticket of view.tickets) {
    ticket.status = 'CANCELLED';
    deps.state.dropClaim(ticket.ticketId);
  }
  view.total = 0;
  return ok(view, { isNew: true });
}

export function payBooking(
  deps: TRailwayDeps,
  options: { account: string; code: string; expectedTotal: number },
): TRailResult<TRailwayBooking> {
  const stored = findBooking(deps, options);
  if (!stored) return notFound(options.code);
  const view = refresh(deps, stored);
  if (view.status === 'ISSUED') return ok(view);
  if (view.status !== 'HOLD')
    return fail('TIME_LIMIT_EXPIRED', `${view.bookingCode} is ${view.status.toLowerCase()}: it can no longer be paid`);
  if (options.expectedTotal !== view.total)
    return fail('PRICE_CHANGED', `The total is ${view.total}, not ${options.expectedTotal}`);
  view.tickets.forEach((ticket, index) => issueTicket(deps, { code: view.bookingCode, ticket, index }));
  view.status = 'ISSUED';
  view.issuedAt = vietnamIso(deps.now());
  return ok(view, { isNew: true });
}
