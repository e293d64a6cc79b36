// Paying and issuing a held train booking from the deposit in two phases (as flights' issue.service.ts): the chain's
// money reserved and HOLD → ISSUING in one transaction, the railway's pay outside any transaction, then the sale posted
// with ISSUED (or released back to HOLD, or left ISSUING for the reconciliation).
import type { TRailwaySystem } from '@portal/contracts';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import { bookingConflict, priceChanged, supplierRefused, wrongState } from '../../bookings/booking-errors.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { findTrainKeyUse } from '../repository/train-money-reads.js';
import { findTrainBooking } from '../repository/train-booking-reads.js';
import { lockTrainBooking, moveTrainBooking } from '../repository/train-money-writes.js';
import type { TrainBookingRow } from '../repository/train-booking-rows.js';
import { applyPayAnswer } from './train-issue-outcomes.js';
import {
  describeBooking,
  TrainBookingMoved,
  trainIssueKeyFor,
  trainReference,
  trainSaleSplitOf,
  type TrainMoneyDeps,
} from './train-ledger.js';
import { requireActionableTrainBooking } from './train-money-scope.js';

/** 200 once issued; 202 while the railway's answer is not known (ISSUING: poll the booking). */
export type TrainIssueAnswer = { statusCode: 200 | 202; booking: TrainBookingRow };
export type TrainIssueRequest = { idempotencyKey: string; bookingId: string; acceptedTotal: number };

const issueFingerprint = (request: TrainIssueRequest) =>
  requestFingerprint({ bookingId: request.bookingId, acceptedTotal: request.acceptedTotal });

/** A hold whose version moved between the read and the lock is read again, a few times at most. */
const START_ATTEMPTS = 3;

export function createTrainIssueService(deps: TrainMoneyDeps) {
  const { db, clock } = deps;

  /** An issued or issuing booking answers as it is (200 or 202); any other state that is not HOLD is 409. */
  function answerAsItIs(booking: TrainBookingRow | undefined): TrainIssueAnswer {
    if (booking?.status === 'ISSUING') return { statusCode: 202, booking };
    if (booking && (booking.status === 'ISSUED' || booking.status === 'REFUNDED')) return { statusCode: 200, booking };
    throw wrongState(booking?.status ?? 'UNKNOWN', 'issue');
  }

  /** The same Idempotency-Key already issued another booking of the agency, or this one with another body: 422. */
  async function refuseReusedIssueKey(caller: BookingCaller, request: TrainIssueRequest): Promise<void> {
    const used = await findTrainKeyUse(db, {
      agencyId: caller.agencyId,
      idempotencyKey: request.idempotencyKey,
      action: 'issue-sent',
    });
    if (!used) return;
    const fingerprint = issueFingerprint(request);
    const stored = used.bookingId !== request.bookingId ? 'another booking' : (used.requestHash ?? fingerprint);
    refuseReusedKey({ key: request.idempotencyKey, stored, fingerprint });
  }

  function refuseExpired(booking: TrainBookingRow): void {
    if (booking.timeLimit && booking.timeLimit.getTime() <= clock.now().getTime())
      throw bookingConflict('timeLimitExpired', {
        key: 'bookingTimeLimitExpired',
        params: { pnr: booking.bookingCode ?? '' },
        details: { timeLimit: booking.timeLimit.toISOString() },
      });
  }

  /**
   * Phase one, in one transaction: the row locked (still HOLD at the version the key was made from), every deposit of
   * the chain reserved under `train:<id>:issue:<version>` (all or nothing: 422 when one cannot pay, the booking left
   * HOLD), and HOLD → ISSUING with an 'issue-sent' event. Answers the ISSUING row or the booking as another left it.
   */
  async function start(
    caller: BookingCaller,
    booking: TrainBookingRow,
    request: TrainIssueRequest,
  ): Promise<{ started: TrainBookingRow } | { current: TrainBookingRow | undefined }> {
    const split = trainSaleSplitOf(booking);
    const issueKey = trainIssueKeyFor(booking);
    const reserve = await deps.ledger.prepareReserveSale({
      idempotencyKey: issueKey,
      reference: trainReference(booking.id),
      description: `Giữ tiền xuất vé tàu ${describeBooking(booking)}`,
      createdBy: caller.userId,
      payments: split.shares.map((share) => ({ agencyId: share.agencyId, amount: share.pays })),
    });
    try {
      const started = await db.transaction(async (tx) => {
        const current = await lockTrainBooking(tx, booking.id);
        if (current?.status !== 'HOLD' || current.version !== booking.version) throw new TrainBookingMoved(current);
        const reserved = await reserve(tx);
        const row = await moveTrainBooking(tx, {
          bookingId: booking.id,
          from: ['HOLD'],
          to: 'ISSUING',
          actorUserId: caller.userId,
          action: 'issue-sent',
          set: { issueKey, lastError: null },
          details: {
            bookingCode: booking.bookingCode,
            idempotencyKey: request.idempotencyKey,
            requestHash: issueFingerprint(request),
            issueKey,
            amount: split.buyerPays,
            reservations: reserved.reservations,
          },
          at: clock.now(),
        });
        if (!row) throw new TrainBookingMoved(current);
        return row;
      });
      return { started };
    } catch (error) {
      if (error instanceof TrainBookingMoved) return { current: error.booking };
      throw error;
    }
  }

  /** What a request answers without paying (before the PIN is asked for); undefined for a hold to issue. */
  async function answerWithoutIssuing(
    caller: BookingCaller,
    request: TrainIssueRequest,
  ): Promise<TrainIssueAnswer | undefined> {
    const booking = await requireActionableTrainBooking(db, caller, request.bookingId);
    await refuseReusedIssueKey(caller, request);
    if (booking.status !== 'HOLD') return answerAsItIs(booking);
    refuseExpired(booking);
    if (request.acceptedTotal !== booking.totalAmount)
      throw priceChanged(request.acceptedTotal, booking.totalAmount, null);
    return undefined;
  }

  /**
   * POST /api/trains/bookings/{id}/issue. Any number of requests for one booking (whatever their keys) move the money
   * once: they meet on the booking's lock, one moves it to ISSUING, the others answer it as it is. A refusal releases
   * the money (409 with the railway's message); no answer leaves it reserved for the reconciliation (202).
   */
  async function issue(caller: BookingCaller, request: TrainIssueRequest): Promise<TrainIssueAnswer> {
    let booking = await requireActionableTrainBooking(db, caller, request.bookingId);
    if (booking.status === 'HOLD' && request.acceptedTotal !== booking.totalAmount)
      throw priceChanged(request.acceptedTotal, booking.totalAmount, null);
    await refuseReusedIssueKey(caller, request);
    let started: TrainBookingRow | undefined;
    for (let attempt = 0; attempt < START_ATTEMPTS && !started; attempt += 1) {
      if (booking.status !== 'HOLD') return answerAsItIs(booking);
      if (!booking.bookingCode) throw wrongState(booking.status, 'issue');
      refuseExpired(booking);
      const outcome = await start(caller, booking, request);
      if ('started' in outcome) started = outcome.started;
      else if (outcome.current?.status === 'HOLD') booking = outcome.current;
      else return answerAsItIs(outcome.current);
    }
    if (!started) return answerAsItIs(await findTrainBooking(db, request.bookingId));
    const result = await deps.railway.pay(
      started.system as TRailwaySystem,
      { account: started.supplierAccount, bookingCode: started.bookingCode!, expectedTotal: started.supplierNet },
      { deadlineMs: deps.deadlineMs },
    );
    const outcome = await applyPayAnswer(deps, { booking: started, result, source: 'pay', actorUserId: caller.userId });
    if (outcome.kind === 'released') throw supplierRefused(outcome.code, outcome.message);
    return answerAsItIs(outcome.booking);
  }

  return { answerWithoutIssuing, issue };
}

export type TrainIssueService = ReturnType<typeof createTrainIssueService>;
