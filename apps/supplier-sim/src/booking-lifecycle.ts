// After the hold: retrieve (expiring a passed time limit), issue tickets, void the same day, cancel, refund quote and refund.
import type { TBookingSystem, TSupplierBooking, TSupplierCreditPayment, TSupplierRefundQuote } from '@portal/contracts';
import { planCredits, restoreCredits } from './credits.js';
import { refuse, succeed, type TActionResult, type TBookingDeps } from './booking-context.js';
import { DEFAULT_TICKET_PREFIXES, refundQuoteExpiry, vietnamIso, voidUntil } from './booking-policy.js';
import type { TStoredBooking } from './booking-store.js';

/** Which PNR an action is on: its booking system, its locator, the account acting and, for a retrieve, a last name. */
export type TPnrRef = { system: TBookingSystem; pnr: string; account: string; lastName?: string };

type TFound = { ok: true; stored: TStoredBooking } | { ok: false; result: TActionResult<never> };

function giveSeatsBack(deps: TBookingDeps, stored: TStoredBooking): void {
  for (const taken of stored.seatsTaken) deps.seats.release(taken.flightKey, taken.fareClass, taken.count);
}

function close(deps: TBookingDeps, stored: TStoredBooking, status: 'CANCELLED' | 'VOIDED' | 'REFUNDED'): void {
  giveSeatsBack(deps, stored);
  stored.view.status = status;
  for (const flight of stored.view.flights) for (const segment of flight.segments) segment.status = 'XX';
}

/** A held PNR whose time limit passed is cancelled (seats back) the moment anyone looks at it or acts on it. */
export function refreshExpiry(deps: TBookingDeps, stored: TStoredBooking): void {
  if (stored.view.status !== 'HOLD' || deps.now().getTime() < stored.timeLimitAt.getTime()) return;
  close(deps, stored, 'CANCELLED');
  stored.view.cancelledAt = vietnamIso(stored.timeLimitAt);
  stored.view.cancelReason = 'TIME_LIMIT';
}

/** The PNR of this system, made by this account (403 OTHER_ACCOUNT otherwise), with its expiry applied. */
export function find(deps: TBookingDeps, ref: TPnrRef): TFound {
  const { system, pnr, account, lastName } = ref;
  const stored = deps.store.bookings.get(pnr.toUpperCase());
  const nameMatches = (name: string) => !lastName || name === lastName.trim().toUpperCase();
  if (
    !stored ||
    stored.view.system !== system ||
    !stored.view.passengers.some((passenger) => nameMatches(passenger.lastName))
  ) {
    return {
      ok: false,
      result: refuse(
        'NOT_FOUND',
        `${system} has no PNR ${pnr.toUpperCase()}${lastName ? ` for ${lastName.toUpperCase()}` : ''}`,
      ),
    };
  }
  if (stored.view.account !== account)
    return { ok: false, result: refuse('OTHER_ACCOUNT', `PNR ${stored.view.pnr} was made by another account`) };
  refreshExpiry(deps, stored);
  return { ok: true, stored };
}

export function wrongState<T>(stored: TStoredBooking, action: string): TActionResult<T> {
  const { view } = stored;
  if (view.status === 'CANCELLED' && view.cancelReason === 'TIME_LIMIT')
    return refuse('TIME_LIMIT_EXPIRED', `PNR ${view.pnr}: the time limit ${view.timeLimit} passed; it is cancelled`, {
      booking: view,
    });
  if (view.status === 'CANCELLED') return refuse('PNR_CANCELLED', `PNR ${view.pnr} is cancelled`, { booking: view });
  return refuse('INVALID_STATE', `PNR ${view.pnr} is ${view.status}: cannot ${action}`, { booking: view });
}

export function retrieve(deps: TBookingDeps, ref: TPnrRef): TActionResult<TSupplierBooking> {
  const found = find(deps, ref);
  return found.ok ? succeed(found.stored.view) : found.result;
}

/**
 * Tickets one per passenger, part paid by the credit shells named (decision 067); issuing a ticketed PNR answers the
 * same tickets (`isNew` false) and takes nothing from any credit again.
 */
export function issue(
  deps: TBookingDeps,
  ref: TPnrRef,
  credits: readonly TSupplierCreditPayment[] = [],
): TActionResult<TSupplierBooking> & { isNew?: boolean } {
  const found = find(deps, ref);
  if (!found.ok) return found.result;
  const { stored } = found;
  const { view } = stored;
  if (view.status === 'TICKETED') return { ...succeed(view), isNew: false };
  if (view.status !== 'HOLD') return wrongState(stored, 'issue');
  const plan = planCredits(deps, view, credits);
  if ('ok' in plan) return plan;
  plan.apply();
  const now = deps.now();
  const prefix = deps.ticketPrefixes[view.airline] ?? DEFAULT_TICKET_PREFIXES[view.airline] ?? '999';
  view.tickets = view.passengers.map((passenger) => ({
    paxId: passenger.id,
    number: deps.store.newTicketNumber(prefix),
  }));
  for (const passenger of view.passengers)
    passenger.ticketNumber = view.tickets.find((ticket) => ticket.paxId === passenger.id)?.number;
  stored.voidUntilAt = voidUntil(now, deps.faults.current()[ref.system]);
  view.status = 'TICKETED';
  view.issuedAt = vietnamIso(now);
  view.voidUntil = vietnamIso(stored.voidUntilAt);
  return { ...succeed(view), isNew: true };
}

/**
 * Voids every ticket (and paid change) of the PNR within the void window (same Vietnam day as the issue, before the cutoff); seats back,
 * and what credit shells paid of the issue back on them.
 * Voiding a voided PNR answers it again (`isNew` false).
 */
export function voidTickets(deps: TBookingDeps, ref: TPnrRef): TActionResult<TSupplierBooking> & { isNew?: boolean } {
  const found = find(deps, ref);
  if (!found.ok) return found.result;
  const { stored } = found;
  if (stored.view.status === 'VOIDED') return { ...succeed(stored.view), isNew: false };
  if (stored.view.status !== 'TICKETED') return wrongState(stored, 'void');
  const now = deps.now();
  if (!stored.voidUntilAt || now.getTime() >= stored.voidUntilAt.getTime()) {
    return refuse(
      'VOID_WINDOW_CLOSED',
      `PNR ${stored.view.pnr}: tickets could be voided until ${stored.view.voidUntil}`,
      { booking: stored.view },
    );
  }
  close(deps, stored, 'VOIDED');
  stored.view.voidedAt = vietnamIso(now);
  restoreCredits(deps, stored.view);
  // The same-day void takes the paid changes' EMDs and tickets with it; their amounts stay for the give-back.
  for (const record of stored.view.paidChanges ?? []) record.voidedAt ??= stored.view.voidedAt;
  return { ...succeed(stored.view), isNew: true };
}

/** Releases a held PNR (seats back); cancelling a cancelled PNR answers it again. */
export function cancel(deps: TBookingDeps, ref: TPnrRef): TActionResult<TSupplierBooking> {
  const found = find(deps, ref);
  if (!found.ok) return found.result;
  const { stored } = found;
  if (stored.view.status === 'CANCELLED') return succeed(stored.view);
  if (stored.view.status !== 'HOLD') return wrongState(stored, 'cancel (void or refund a ticketed PNR)');
  close(deps, stored, 'CANCELLED');
  stored.view.cancelledAt = vietnamIso(deps.now());
  stored.view.cancelReason = 'AGENT';
  return succeed(stored.view);
}

/** Per passenger: the fare's refund fee per segment (none for infants), the whole fare when non-refundable; add-ons are kept. */
function quoteFor(stored: TStoredBooking): Omit<TSupplierRefundQuote, 'quoteId' | 'expiresAt'> {
  const { view } = stored;
  const passengers = view.passengers.map((passenger) => {
    const amount = view.paxAmounts.find((candidate) => candidate.paxId === passenger.id);
    let penalty = amount?.ancillaries ?? 0;
    view.flights.forEach((flight, index) => {
      const price = flight.netPrices[passenger.type];
      const terms = stored.refundTerms[index];
      if (!price || !terms) return;
      const fare = price.baseFare + price.vat;
      const fee =
        terms.refundFee === null
          ? fare
          : passenger.type === 'INF'
            ? 0
            : terms.refundFee[terms.isDomestic ? 0 : 1] * terms.segmentCount;
      penalty += Math.min(fare, fee);
    });
    const paid = amount?.total ?? 0;
    return {
      paxId: passenger.id,
      ticketNumber: passenger.ticketNumber ?? '',
      paid,
      penalty,
      refundable: paid - penalty,
    };
  });
  const total = (pick: (entry: (typeof passengers)[number]) => number) =>
    passengers.reduce((sum, entry) => sum + pick(entry), 0);
  return {
    pnr: view.pnr,
    totalPaid: total((entry) => entry.paid),
    penalty: total((entry) => entry.penalty),
    refundableAmount: total((entry) => entry.refundable),
    passengers,
  };
}

function refundable(deps: TBookingDeps, stored: TStoredBooking): TActionResult<never> | undefined {
  if (stored.view.status !== 'TICKETED') return wrongState(stored, 'refund');
  if (stored.view.refundedCoupons?.length)
    return refuse('INVALID_STATE', `PNR ${stored.view.pnr} is partly refunded: refund the rest with refund-ticket`, {
      booking: stored.view,
    });
  if (deps.now().getTime() >= stored.firstDeparture.getTime())
    return refuse('FLIGHT_DEPARTED', `PNR ${stored.view.pnr}: the first flight has departed`, { booking: stored.view });
  return undefined;
}

export function refundQuote(deps: TBookingDeps, ref: TPnrRef): TActionResult<TSupplierRefundQuote> {
  const found = find(deps, ref);
  if (!found.ok) return found.result;
  const refusal = refundable(deps, found.stored);
  if (refusal) return refusal;
  const expiresAt = refundQuoteExpiry(deps.now(), deps.faults.current()[ref.system]);
  const quote: TSupplierRefundQuote = {
    quoteId: deps.store.newQuoteId(),
    ...quoteFor(found.stored),
    expiresAt: vietnamIso(expiresAt),
  };
  deps.store.quotes.set(quote.quoteId, { quote, system: ref.system, expiresAt });
  return succeed(quote);
}

/** Refunds with a quote still valid; the same quote again answers the refunded PNR (`isNew` false). */
export function refund(
  deps: TBookingDeps,
  ref: TPnrRef,
  quoteId: string,
): TActionResult<TSupplierBooking> & { isNew?: boolean } {
  const found = find(deps, ref);
  if (!found.ok) return found.result;
  const { stored } = found;
  const saved = deps.store.quotes.get(quoteId);
  if (!saved || saved.system !== ref.system || saved.quote.pnr !== stored.view.pnr)
    return refuse('QUOTE_NOT_FOUND', `No refund quote ${quoteId} for PNR ${stored.view.pnr}`);
  if (stored.view.status === 'REFUNDED' && stored.view.refund?.quoteId === quoteId)
    return { ...succeed(stored.view), isNew: false };
  const refusal = refundable(deps, stored);
  if (refusal) return refusal;
  const now = deps.now();
  if (now.getTime() >= saved.expiresAt.getTime())
    return refuse('QUOTE_EXPIRED', `Refund quote ${quoteId} expired at ${saved.quote.expiresAt}; ask for a new one`);
  close(deps, stored, 'REFUNDED');
  stored.view.refund = {
    quoteId,
    penalty: saved.quote.penalty,
    refundedAmount: saved.quote.refundableAmount,
    refundedAt: vietnamIso(now),
  };
  return { ...succeed(stored.view), isNew: true };
}
