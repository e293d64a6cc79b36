// Issuing a held PNR from the deposit in two phases: the chain's money reserved and HOLD → ISSUING in one transaction,
// the supplier's issue outside any transaction, then the sale posted with EXPORT (or released, or left to reconcile).
import type { TBookingDetail, TBookingSystem } from '@portal/contracts';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import { bookingConflict, editPending, priceChanged, supplierRefused, wrongState } from '../booking-errors.js';
import { isEditPending } from '../repository/booking-edit-writes.js';
import { BookingMoved, bookingReference, issueKeyFor, saleSplitOf, type BookingMoneyDeps } from './booking-ledger.js';
import { lockBooking } from '../repository/booking-writes.js';
import { findBooking, findKeyUse } from '../repository/booking-reads.js';
import { pricingOf, type BookingRow } from '../repository/booking-rows.js';
import { planCreditPayments } from '../paid-changes/credit-shells.js';
import { reserveCreditUses } from '../paid-changes/credit-uses.js';
import { requireActionableBooking, type BookingCaller } from '../booking-scope.js';
import { transitionBooking } from '../repository/booking-transitions.js';
import { bookingDetailView } from '../booking-views.js';
import { applyIssueAnswer } from './issue-outcomes.js';

/** 200 once ticketed (EXPORT); 202 while the outcome is not known yet (ISSUING: poll the detail). */
export type IssueAnswer = { statusCode: 200 | 202; booking: TBookingDetail };

/** What one issue request is: the key, the booking it names, the total the agent confirmed and the credits named. */
export type IssueKeyUse = { idempotencyKey: string; bookingId: string; acceptedTotal?: number; credits?: string[] };

/** The fingerprint stored with the key: the booking and the body (credits only when some are named). */
const issueFingerprint = (request: IssueKeyUse) =>
  requestFingerprint({
    bookingId: request.bookingId,
    acceptedTotal: request.acceptedTotal ?? null,
    ...(request.credits?.length ? { credits: request.credits.map((number) => number.trim().toUpperCase()) } : {}),
  });

/** A hold version that moved between the read and the lock (an in-place change) is read again, a few times at most. */
const START_ATTEMPTS = 3;

export function createIssueService(deps: BookingMoneyDeps) {
  const { db, clock } = deps;

  async function answerOf(booking: BookingRow, caller: BookingCaller): Promise<IssueAnswer> {
    return {
      statusCode: booking.status === 'ISSUING' ? 202 : 200,
      booking: await bookingDetailView({ db, booking, caller, now: clock.now() }),
    };
  }

  /** The state answers a request that finds the booking issued or being issued; any other non-HOLD state is 409. */
  async function answerAsItIs(booking: BookingRow | undefined, caller: BookingCaller): Promise<IssueAnswer> {
    if (!booking) throw wrongState('UNKNOWN', 'issue');
    if (booking.status === 'ISSUING' || booking.status === 'EXPORT') return answerOf(booking, caller);
    throw wrongState(booking.status, 'issue');
  }

  /**
   * The same Idempotency-Key already started an issue of another booking of the agency, or of this one with another
   * body: 422, as DESIGN §3 says. An issue started before fingerprints were stored compares by booking only.
   */
  async function refuseReusedIssueKey(caller: BookingCaller, request: IssueKeyUse): Promise<void> {
    const used = await findKeyUse(db, {
      agencyId: caller.agencyId,
      idempotencyKey: request.idempotencyKey,
      action: 'issue-sent',
    });
    if (!used) return;
    const fingerprint = issueFingerprint(request);
    const stored = used.bookingId !== request.bookingId ? 'another booking' : (used.requestHash ?? fingerprint);
    refuseReusedKey({ key: request.idempotencyKey, stored, fingerprint });
  }

  function refuseExpired(booking: BookingRow): void {
    if (booking.timeLimit && booking.timeLimit.getTime() <= clock.now().getTime()) {
      const timeLimit = booking.timeLimit.toISOString();
      throw bookingConflict('timeLimitExpired', {
        key: 'bookingTimeLimitExpired',
        params: { pnr: booking.pnr ?? '' },
        details: { timeLimit },
      });
    }
  }

  /**
   * Phase one, in one transaction: the booking row locked (still HOLD at the version the key was made from), every
   * deposit of the chain reserved (all or nothing; 422 code 60 when one cannot pay, the booking left HOLD), and HOLD →
   * ISSUING with the attempt's key and an 'issue-sent' event. Answers the ISSUING row, or the booking as another
   * request left it.
   */
  async function start(
    caller: BookingCaller,
    booking: BookingRow,
    request: IssueKeyUse,
  ): Promise<{ started: BookingRow } | { current: BookingRow | undefined }> {
    const { idempotencyKey } = request;
    const credits = await planCreditPayments(db, { booking, numbers: request.credits ?? [], now: clock.now() });
    const withCredits = { ...booking, pricing: { ...pricingOf(booking), credits } };
    const split = saleSplitOf(withCredits);
    const issueKey = issueKeyFor(booking);
    const reserve = await deps.ledger.prepareReserveSale({
      idempotencyKey: issueKey,
      reference: bookingReference(booking.id),
      description: `Giữ tiền xuất vé ${booking.pnr} (${booking.airline} ${booking.route})`,
      createdBy: caller.userId,
      payments: split.shares.map((share) => ({ agencyId: share.agencyId, amount: share.pays })),
    });
    try {
      const started = await db.transaction(async (tx) => {
        const current = await lockBooking(tx, booking.id);
        if (current?.status !== 'HOLD' || current.version !== booking.version) throw new BookingMoved(current);
        if (isEditPending(current, clock.now())) throw editPending();
        const at = clock.now();
        await reserveCreditUses(tx, { bookingId: booking.id, pnr: booking.pnr ?? '', issueKey, credits, at });
        const reserved = await reserve(tx);
        const row = await transitionBooking(tx, {
          bookingId: booking.id,
          from: ['HOLD'],
          to: 'ISSUING',
          actorUserId: caller.userId,
          action: 'issue-sent',
          set: { issueKey, lastError: null, pricing: withCredits.pricing },
          details: {
            pnr: booking.pnr,
            idempotencyKey,
            requestHash: issueFingerprint(request),
            issueKey,
            amount: split.buyerPays,
            ...(credits.length
              ? { credits: credits.map(({ number, paxId, amount }) => ({ number, paxId, amount })) }
              : {}),
            reservations: reserved.reservations,
          },
          at,
        });
        if (!row) throw new BookingMoved(current);
        return row;
      });
      return { started };
    } catch (error) {
      if (error instanceof BookingMoved) return { current: error.booking };
      throw error;
    }
  }

  /**
   * What a request answers without issuing (before the PIN is asked for): the booking as it is when it is issued or
   * being issued, 409 for a state that cannot be issued or a time limit that has passed, 400 for a credit named that
   * it cannot use; undefined for a hold to issue.
   */
  async function answerWithoutIssuing(caller: BookingCaller, request: IssueKeyUse): Promise<IssueAnswer | undefined> {
    const booking = await requireActionableBooking(db, caller, request.bookingId);
    await refuseReusedIssueKey(caller, request);
    if (booking.status !== 'HOLD') return answerAsItIs(booking, caller);
    refuseExpired(booking);
    // A credit the booking cannot use is refused before the PIN is asked for (checked again when issuing).
    await planCreditPayments(db, { booking, numbers: request.credits ?? [], now: clock.now() });
    return undefined;
  }

  /**
   * POST /api/bookings/{id}/issue. Any number of requests for one PNR (whatever their keys) give one ticket set and
   * one debit: they meet on the booking's lock, one moves it to ISSUING, the others answer the booking as it is (202
   * while ISSUING, 200 once EXPORT). A definite refusal releases the money (409 with the supplier's message); no
   * answer leaves the money reserved for the reconciliation (202).
   */
  async function issue(options: {
    caller: BookingCaller;
    bookingId: string;
    idempotencyKey: string;
    acceptedTotal?: number;
    /** Credit shells (GET …/usable-credits) paying part of it; the deposits pay the rest (decision 068). */
    credits?: string[];
  }): Promise<IssueAnswer> {
    const { caller, bookingId, idempotencyKey, acceptedTotal, credits } = options;
    let booking = await requireActionableBooking(db, caller, bookingId);
    if (booking.status === 'HOLD' && acceptedTotal !== undefined && acceptedTotal !== booking.totalAmount)
      throw priceChanged(acceptedTotal, booking.totalAmount, null);
    await refuseReusedIssueKey(caller, { idempotencyKey, bookingId, acceptedTotal, credits });
    let started: BookingRow | undefined;
    for (let attempt = 0; attempt < START_ATTEMPTS && !started; attempt += 1) {
      if (booking.status !== 'HOLD') return answerAsItIs(booking, caller);
      if (!booking.pnr) throw wrongState(booking.status, 'issue');
      refuseExpired(booking);
      if (isEditPending(booking, clock.now())) throw editPending();
      const outcome = await start(caller, booking, { idempotencyKey, bookingId, acceptedTotal, credits });
      if ('started' in outcome) started = outcome.started;
      else if (outcome.current?.status === 'HOLD') booking = outcome.current;
      else return answerAsItIs(outcome.current, caller);
    }
    if (!started) return answerAsItIs(await findBooking(db, bookingId), caller);

    const paidBy = (pricingOf(started).credits ?? []).map(({ number, amount }) => ({ number, amount }));
    const result = await deps.suppliers.issue(
      started.system as TBookingSystem,
      { pnr: started.pnr!, account: started.supplierAccount, ...(paidBy.length ? { credits: paidBy } : {}) },
      { deadlineMs: deps.deadlineMs },
    );
    const outcome = await applyIssueAnswer(deps, {
      booking: started,
      result,
      source: 'issue',
      actorUserId: caller.userId,
    });
    if (outcome.kind === 'released') throw supplierRefused(outcome.code, outcome.message);
    return answerAsItIs(outcome.booking, caller);
  }

  return { answerWithoutIssuing, issue };
}

export type IssueService = ReturnType<typeof createIssueService>;
