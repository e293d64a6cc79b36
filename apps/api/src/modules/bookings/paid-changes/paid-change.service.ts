// POST /api/bookings/{id}/paid-changes/{action} (decision 051): the edit checks, then either a quote (stored QUOTED,
// nothing changed) or the quote accepted — the booking claimed and the chain's money reserved in one transaction, the
// airline's commit outside it, and the outcome settled (paid-settlement.ts). A retry with the key re-sends the commit.
import { randomUUID } from 'node:crypto';
import type { TBookingDetail, TPaidBookingEdit, TPaidChangeQuote, TPaidChangeResponse } from '@portal/contracts';
import { canStartEdit, type BookingEditName } from '@portal/domain';
import { canonicalHash } from '../../../platform/canonical-json.js';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import type { Language } from '../../../platform/messages.js';
import { editPending, staleVersion, supplierUnavailable, wrongState } from '../booking-errors.js';
import { requireActionableBooking, type BookingCaller } from '../booking-scope.js';
import { bookingDetailView } from '../booking-views.js';
import { claimForEdit } from '../edits/edit-claim.js';
import { flightKeyOfBooking, menuBookingOf } from '../edits/edit-pipeline.js';
import { isEditPending } from '../repository/booking-edit-writes.js';
import { findBooking, passengersOf } from '../repository/booking-reads.js';
import { lockBooking } from '../repository/booking-writes.js';
import { flightsOf, type BookingRow } from '../repository/booking-rows.js';
import {
  findPaidChange,
  findPaidChangeByKey,
  insertPaidChange,
  markPaidChangeSent,
  type PaidChangeRow,
} from '../repository/booking-paid-changes.js';
import type { BookingMoneyDeps } from '../tickets/booking-ledger.js';
import {
  missingAcceptTotal,
  paidPriceChanged,
  paidQuoteExpired,
  paidRefusal,
  unknownPaidQuote,
} from './paid-errors.js';
import { changeSplitOf, prepareChangeReserve } from './paid-money.js';
import { commitChange } from './paid-commit.js';
import { portalQuoteOf, shownQuoteOf, type StoredPaidQuote } from './paid-quote.js';
import { changeRequestOf, refuseUnknownNames, supplierChangeOf } from './paid-requests.js';
import { paidSupplierOf } from './paid-supplier.js';
import { paidChangeViewOf } from './paid-change-view.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PaidChangeRequest = {
  caller: BookingCaller;
  bookingId: string;
  action: TPaidBookingEdit;
  idempotencyKey: string;
  body: Record<string, unknown> & { expectedVersion: number; acceptQuoteId?: string; acceptTotal?: number };
  language: Language;
  /** The menu entry whose rule decides whether the change may start (upgrade-luggage's, decision 057); `action` by default. */
  startsAs?: BookingEditName;
};

/** 200 with a quote or a DONE change; 202 while the airline's answer is unknown (SENT, reconciled). */
export type PaidChangeAnswer = { statusCode: 200 | 202; body: TPaidChangeResponse };

export function createPaidChangeService(deps: BookingMoneyDeps) {
  const { db, clock } = deps;
  const view = (booking: BookingRow, caller: BookingCaller): Promise<TBookingDetail> =>
    bookingDetailView({ db, booking, caller, now: clock.now() });

  type PassengerRows = Awaited<ReturnType<typeof passengersOf>>;

  /** The body's passengers and flights checked against the booking's (400 naming the field). */
  function checkNames(
    booking: BookingRow,
    options: { body: Record<string, unknown>; passengers: PassengerRows },
  ): void {
    const { body, passengers } = options;
    refuseUnknownNames(body, {
      paxIds: passengers.map((passenger) => passenger.paxId),
      adultIds: passengers.filter((passenger) => passenger.type === 'ADT').map((passenger) => passenger.paxId),
      flightKeys: flightsOf(booking).map((flight) => flight.offerId),
    });
  }

  /** The airline's quote of the change, priced for the chain and stored QUOTED at the booking's version. */
  async function quoteChange(
    booking: BookingRow,
    options: { action: TPaidBookingEdit; request: Record<string, unknown>; passengers?: PassengerRows },
  ): Promise<TPaidChangeQuote> {
    const id = randomUUID();
    const change = supplierChangeOf(options.action, options.request, flightKeyOfBooking(booking));
    const answer = await paidSupplierOf(deps, booking).quote(change, `paid-quote:${id}`);
    if (!answer.ok && answer.kind === 'refused') throw paidRefusal(answer.code, answer.message);
    if (!answer.ok) throw supplierUnavailable(answer.message);
    const passengers = options.passengers ?? (await passengersOf(db, [booking.id]));
    const quote = await portalQuoteOf(db, { quoteId: id, booking, passengers, supplier: answer.value });
    await insertPaidChange(db, {
      id,
      bookingId: booking.id,
      agencyId: booking.agencyId,
      action: options.action,
      request: options.request,
      supplierQuoteId: answer.value.quote.quoteId,
      quote: quote as unknown as Record<string, unknown>,
      total: quote.total,
      expiresAt: new Date(quote.expiresAt),
      bookingVersion: booking.version,
    });
    return shownQuoteOf(quote);
  }

  /** The QUOTED row the body accepts: this booking's, this action's, the same request; 400 naming acceptQuoteId otherwise. */
  async function acceptedRow(request: PaidChangeRequest, body: Record<string, unknown>): Promise<PaidChangeRow> {
    const quoteId = request.body.acceptQuoteId!;
    const row = UUID.test(quoteId) ? await findPaidChange(db, quoteId) : undefined;
    const isThis =
      row?.bookingId === request.bookingId &&
      row.action === request.action &&
      row.status === 'QUOTED' &&
      canonicalHash(row.request) === canonicalHash(changeRequestOf(body));
    if (!row || !isThis) throw unknownPaidQuote();
    return row;
  }

  /** One transaction: the booking locked and claimed by this key, the chain's money reserved, the change SENT. */
  async function send(
    request: PaidChangeRequest,
    options: { booking: BookingRow; row: PaidChangeRow; fingerprint: string },
  ) {
    const { booking, row } = options;
    const stored = row.quote as unknown as StoredPaidQuote;
    const split = stored.saleLines.length > 0 && row.total > 0 ? changeSplitOf(booking, stored.saleLines) : undefined;
    const reserve = split
      ? await prepareChangeReserve(deps, {
          booking,
          change: row,
          split: split.total,
          actorUserId: request.caller.userId,
        })
      : undefined;
    return db.transaction(async (tx) => {
      await lockBooking(tx, booking.id);
      await claimForEdit(tx, {
        bookingId: booking.id,
        action: request.action,
        idempotencyKey: request.idempotencyKey,
        expectedVersion: request.body.expectedVersion,
        requestHash: options.fingerprint,
        at: clock.now(),
      });
      if (reserve) await reserve(tx);
      const sent = await markPaidChangeSent(tx, {
        id: row.id,
        idempotencyKey: request.idempotencyKey,
        requestHash: options.fingerprint,
        split: (split ?? {}) as Record<string, unknown>,
        at: clock.now(),
        createdBy: request.caller.userId,
      });
      if (!sent) throw editPending();
      return sent;
    });
  }

  /** The change as it ended, answered: DONE 200, SENT 202; a refusal re-quotes or throws (paid-commit.ts). */
  async function answerOf(caller: BookingCaller, change: PaidChangeRow): Promise<PaidChangeAnswer> {
    const booking = (await findBooking(db, change.bookingId))!;
    return {
      statusCode: change.status === 'SENT' ? 202 : 200,
      body: { booking: await view(booking, caller), change: paidChangeViewOf(change) },
    };
  }

  /** The commit (again, for a retry of a SENT change) and its outcome. */
  async function commitAndAnswer(request: PaidChangeRequest, change: PaidChangeRow): Promise<PaidChangeAnswer> {
    const outcome = await commitChange(deps, { change, actorUserId: request.caller.userId });
    if (outcome.kind === 'requote') {
      const booking = (await findBooking(db, change.bookingId))!;
      const quote = await quoteChange(booking, { action: request.action, request: change.request });
      throw outcome.code === 'PRICE_CHANGED' ? paidPriceChanged(change.total, quote) : paidQuoteExpired(quote);
    }
    return answerOf(request.caller, outcome.change);
  }

  async function change(request: PaidChangeRequest): Promise<PaidChangeAnswer> {
    const { caller, bookingId, action, idempotencyKey, body } = request;
    const seen = await requireActionableBooking(db, caller, bookingId);
    const fingerprint = requestFingerprint({ bookingId, action, body });
    if (body.acceptQuoteId !== undefined) {
      const used = await findPaidChangeByKey(db, { agencyId: caller.agencyId, idempotencyKey });
      if (used) {
        refuseReusedKey({
          key: idempotencyKey,
          stored: used.bookingId === bookingId ? (used.requestHash ?? '') : 'another booking',
          fingerprint,
        });
        if (used.status === 'SENT') return commitAndAnswer(request, used);
        if (used.status === 'REFUSED') throw paidRefusal('REFUSED', used.message ?? '');
        return answerOf(caller, used);
      }
    }
    const detail = await view(seen, caller);
    const startsAs = request.startsAs ?? action;
    if (!canStartEdit(startsAs, menuBookingOf(detail), caller.permissions) || !seen.pnr || !seen.saleTransactionId)
      throw wrongState(seen.status, startsAs);
    const passengers = await passengersOf(db, [seen.id]);
    checkNames(seen, { body, passengers });
    if (isEditPending(seen, clock.now())) throw editPending();
    if (body.expectedVersion !== seen.version) throw staleVersion(seen.version);
    const changeRequest = changeRequestOf(body);
    if (body.acceptQuoteId === undefined)
      return {
        statusCode: 200,
        body: { booking: detail, quote: await quoteChange(seen, { action, request: changeRequest, passengers }) },
      };
    if (body.acceptTotal === undefined) throw missingAcceptTotal();
    const row = await acceptedRow(request, body);
    // A quote of an earlier version priced a PNR that has changed since: as stale as an expired one.
    if (row.expiresAt.getTime() <= clock.now().getTime() || row.bookingVersion !== seen.version)
      throw paidQuoteExpired(await quoteChange(seen, { action, request: changeRequest, passengers }));
    if (body.acceptTotal !== row.total)
      throw paidPriceChanged(body.acceptTotal, shownQuoteOf(row.quote as unknown as StoredPaidQuote));
    const sent = await send(request, { booking: seen, row, fingerprint });
    return commitAndAnswer(request, sent);
  }

  return { change };
}

export type PaidChangeService = ReturnType<typeof createPaidChangeService>;
