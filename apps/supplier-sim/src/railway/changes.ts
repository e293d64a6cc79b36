// Changes of issued tickets to a seat the account has locked (decision 071): at least 24 h before the old ticket leaves,
// 20 per ticket plus max(0, new − old); a quote valid 15 minutes (never past the new lock), accepted by its id (a
// repeat answers the same): the old ticket CHANGED and its seat free, the new one ISSUED in the same booking.
import type { TRailwayChangeQuote, TRailwayChangeResult } from '@portal/contracts';
import { vietnamIso } from '../booking-policy.js';
import { liveLock } from './locks.js';
import { discountOf } from './railway-passengers.js';
import { findBooking, issueTicket, refresh, ticketFromLock, totalOf } from './railway-bookings.js';
import { RAILWAY_SYSTEM, fail, ok, type TRailResult, type TRailwayDeps } from './railway-state.js';

export const CHANGE_FEE = 20;
export const CHANGE_MIN_HOURS = 24;
const QUOTE_SECONDS = 900;

export function changeQuote(
  deps: TRailwayDeps,
  request: { account: string; code: string; ticketId: string; newTicketId: string },
): TRailResult<TRailwayChangeQuote> {
  const stored = findBooking(deps, request);
  if (!stored) return fail('BOOKING_NOT_FOUND', `No booking ${request.code} for this account`);
  const booking = refresh(deps, stored);
  const ticket = booking.tickets.find((candidate) => candidate.ticketId === request.ticketId);
  if (booking.status !== 'ISSUED' || ticket?.status !== 'ISSUED')
    return fail('CHANGE_NOT_ALLOWED', `${request.ticketId} is not an issued ticket of ${request.code}`);
  const now = deps.now();
  if (Date.parse(ticket.departAt) - now.getTime() < CHANGE_MIN_HOURS * 3_600_000)
    return fail('CHANGE_NOT_ALLOWED', `${request.ticketId} leaves in less than ${CHANGE_MIN_HOURS} h`);
  const lock = liveLock(deps, { account: request.account, ticketId: request.newTicketId });
  if (!lock) return fail('LOCK_NOT_FOUND', `No live lock ${request.newTicketId} for this account`);
  const newAmount = lock.seat.fare - discountOf(lock.seat.fare, lock.seat.insurance, ticket.passenger.passengerType);
  const fareDifference = Math.max(0, newAmount - ticket.amount);
  const seconds = deps.faults.current()[RAILWAY_SYSTEM].paidQuoteSeconds ?? QUOTE_SECONDS;
  const quote: TRailwayChangeQuote = {
    quoteId: `CQ${String(deps.state.next()).padStart(8, '0')}`,
    bookingCode: booking.bookingCode,
    ticketId: ticket.ticketId,
    newTicketId: lock.ticketId,
    oldAmount: ticket.amount,
    newAmount,
    changeFee: CHANGE_FEE,
    fareDifference,
    total: CHANGE_FEE + fareDifference,
    expiresAt: vietnamIso(new Date(Math.min(now.getTime() + seconds * 1000, lock.expiresAt))),
  };
  deps.state.data.changeQuotes[quote.quoteId] = { quote, account: request.account, result: null };
  return ok(quote, { isNew: true });
}

export function acceptChange(
  deps: TRailwayDeps,
  request: { account: string; code: string; quoteId: string },
): TRailResult<TRailwayChangeResult> {
  const record = deps.state.data.changeQuotes[request.quoteId];
  if (!record || record.account !== request.account || record.quote.bookingCode !== request.code)
    return fail('QUOTE_NOT_FOUND', `No change quote ${request.quoteId} for ${request.code}`);
  if (record.result) return ok(record.result);
  const { quote } = record;
  if (deps.now().getTime() >= Date.parse(quote.expiresAt))
    return fail('QUOTE_EXPIRED', `Change quote ${request.quoteId} has expired: ask for a new one`);
  const stored = findBooking(deps, request);
  if (!stored) return fail('BOOKING_NOT_FOUND', `No booking ${request.code} for this account`);
  const booking = refresh(deps, stored);
  const old = booking.tickets.find((ticket) => ticket.ticketId === quote.ticketId);
  if (!old || old.status !== 'ISSUED') return fail('CHANGE_NOT_ALLOWED', `${quote.ticketId} is no longer issued`);
  const lock = liveLock(deps, { account: request.account, ticketId: quote.newTicketId });
  if (!lock) return fail('LOCK_NOT_FOUND', `The lock ${quote.newTicketId} has ended: ask for a new quote`);
  const ticket = ticketFromLock(lock, { ticketId: lock.ticketId, passenger: old.passenger });
  Object.assign(ticket, { adultTicketId: old.adultTicketId, infants: old.infants, replaces: old.ticketId });
  booking.tickets.push(ticket);
  issueTicket(deps, { code: booking.bookingCode, ticket, index: booking.tickets.length - 1 });
  lock.usedBy = booking.bookingCode;
  Object.assign(old, { status: 'CHANGED', replacedBy: ticket.ticketId });
  deps.state.dropClaim(old.ticketId);
  for (const child of booking.tickets)
    if (child.adultTicketId === old.ticketId && child.status === 'ISSUED') child.adultTicketId = ticket.ticketId;
  booking.total = totalOf(booking.tickets);
  record.result = structuredClone({ quote, booking });
  return ok(record.result, { isNew: true });
}
