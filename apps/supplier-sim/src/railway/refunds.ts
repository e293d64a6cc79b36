// Refunds of issued tickets (decision 071): a quote by the railway's fee table — individual 10 % from 24 h, 20 % from
// 4 h; a group (11 or more passengers) 10 % from 72 h, 20 % from 24 h; Tết 30 %; at least 10 per ticket — valid 15 min,
// then accepted by its id (a repeat answers the same); refunded seats are free again.
import type { TRailwayBooking, TRailwayRefundQuote, TRailwayRefundResult } from '@portal/contracts';
import { vietnamIso } from '../booking-policy.js';
import { isTet } from './fares.js';
import { findBooking, refresh, totalOf } from './railway-bookings.js';
import { RAILWAY_SYSTEM, fail, ok, type TRailResult, type TRailwayDeps } from './railway-state.js';

export const GROUP_MIN_PASSENGERS = 11;
export const MIN_REFUND_FEE = 10;
const QUOTE_SECONDS = 900;
const HOUR_MS = 3_600_000;

/** The fee percentage for a ticket leaving in `hoursBefore` hours, or null when it cannot be refunded. */
export function refundPercent(options: { hoursBefore: number; isGroup: boolean; isTet: boolean }): number | null {
  const { hoursBefore, isGroup } = options;
  if (hoursBefore < 4) return null;
  if (isGroup && hoursBefore < 24) return null;
  if (options.isTet) return 30;
  if (isGroup) return hoursBefore >= 72 ? 10 : 20;
  return hoursBefore >= 24 ? 10 : 20;
}

/** The fee on the ticket's amount, rounded half up, at least 10 and never more than the amount. */
export const refundFee = (amount: number, percent: number) =>
  Math.min(amount, Math.max(MIN_REFUND_FEE, Math.floor((amount * percent + 50) / 100)));

export const passengerCount = (booking: TRailwayBooking) =>
  booking.tickets.filter((ticket) => ticket.replaces === null).length;

export function refundQuote(
  deps: TRailwayDeps,
  request: { account: string; code: string; ticketIds: string[] },
): TRailResult<TRailwayRefundQuote> {
  const stored = findBooking(deps, request);
  if (!stored) return fail('BOOKING_NOT_FOUND', `No booking ${request.code} for this account`);
  const booking = refresh(deps, stored);
  if (booking.status !== 'ISSUED') return fail('REFUND_NOT_ALLOWED', `${booking.bookingCode} is not issued`);
  if (new Set(request.ticketIds).size !== request.ticketIds.length)
    return fail('BAD_REQUEST', 'ticketIds: a ticket is named twice');
  const now = deps.now();
  const isGroup = passengerCount(booking) >= GROUP_MIN_PASSENGERS;
  const lines: TRailwayRefundQuote['lines'] = [];
  let anyTet = false;
  for (const ticketId of request.ticketIds) {
    const ticket = booking.tickets.find((candidate) => candidate.ticketId === ticketId);
    if (!ticket || ticket.status !== 'ISSUED') return fail('REFUND_NOT_ALLOWED', `${ticketId} is not an issued ticket`);
    const tet = isTet(ticket.departAt.slice(0, 10));
    const hoursBefore = (Date.parse(ticket.departAt) - now.getTime()) / HOUR_MS;
    const feePercent = refundPercent({ hoursBefore, isGroup, isTet: tet });
    if (feePercent === null)
      return fail('REFUND_NOT_ALLOWED', `${ticketId} leaves too soon to be refunded (${hoursBefore.toFixed(1)} h)`);
    anyTet ||= tet;
    const fee = refundFee(ticket.amount, feePercent);
    lines.push({ ticketId, amount: ticket.amount, feePercent, fee, refund: ticket.amount - fee });
  }
  const seconds = deps.faults.current()[RAILWAY_SYSTEM].refundQuoteSeconds ?? QUOTE_SECONDS;
  const quote: TRailwayRefundQuote = {
    quoteId: `RQ${String(deps.state.next()).padStart(8, '0')}`,
    bookingCode: booking.bookingCode,
    rule: anyTet ? 'TET' : isGroup ? 'GROUP' : 'INDIVIDUAL',
    lines,
    totalFee: lines.reduce((sum, line) => sum + line.fee, 0),
    totalRefund: lines.reduce((sum, line) => sum + line.refund, 0),
    expiresAt: vietnamIso(new Date(now.getTime() + seconds * 1000)),
  };
  deps.state.data.refundQuotes[quote.quoteId] = { quote, account: request.account, result: null };
  return ok(quote, { isNew: true });
}

export function acceptRefund(
  deps: TRailwayDeps,
  request: { account: string; code: string; quoteId: string },
): TRailResult<TRailwayRefundResult> {
  const record = deps.state.data.refundQuotes[request.quoteId];
  if (!record || record.account !== request.account || record.quote.bookingCode !== request.code)
    return fail('QUOTE_NOT_FOUND', `No refund quote ${request.quoteId} for ${request.code}`);
  if (record.result) return ok(record.result);
  if (deps.now().getTime() >= Date.parse(record.quote.expiresAt))
    return fail('QUOTE_EXPIRED', `Refund quote ${request.quoteId} has expired: ask for a new one`);
  const stored = findBooking(deps, request);
  if (!stored) return fail('BOOKING_NOT_FOUND', `No booking ${request.code} for this account`);
  const booking = refresh(deps, stored);
  const tickets = record.quote.lines.map((line) => booking.tickets.find((ticket) => ticket.ticketId === line.ticketId));
  if (tickets.some((ticket) => ticket?.status !== 'ISSUED'))
    return fail('REFUND_NOT_ALLOWED', 'A quoted ticket is no longer issued: ask for a new quote');
  for (const ticket of tickets) {
    if (!ticket) continue;
    ticket.status = 'REFUNDED';
    deps.state.dropClaim(ticket.ticketId);
  }
  booking.total = totalOf(booking.tickets);
  record.result = structuredClone({ quote: record.quote, booking });
  return ok(record.result, { isNew: true });
}
