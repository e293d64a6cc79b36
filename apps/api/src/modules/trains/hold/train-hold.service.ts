// POST /api/trains/bookings: the checks and the price first (400 naming fields, 409 priceChanged before any call),
// then the LOADING booking with its tickets and locks in one transaction, then the railway's hold (outside any
// transaction), recorded as HOLD with the railway's code, time limit and amounts, or FAILED with its reason.
import { randomUUID } from 'node:crypto';
import type { TRailwayBookingRequest, TTrainBooking } from '@portal/contracts';
import { sumVnd, toAirlineName } from '@portal/domain';
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../../../platform/errors.js';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import type { Language } from '../../../platform/messages.js';
import { isUniqueViolation } from '../../../platform/unique-violation.js';
import { priceChanged } from '../../bookings/booking-errors.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import type { TrainBookingRow, TrainPricing } from '../repository/train-booking-rows.js';
import { findTrainBookingByKey } from '../repository/train-booking-reads.js';
import { insertTrainBooking } from '../repository/train-booking-writes.js';
import { attachLocks, locksOfAgency } from '../repository/train-seat-locks.js';
import { trainAgencyContext } from '../train-agency.js';
import type { TrainCatalogue } from '../train-catalogue.js';
import { RAILWAY, type TrainDeps } from '../train-deps.js';
import { trainBookingView } from '../train-views.js';
import { checkHold, saleLinesOf, type HoldBody, type PlannedTicket } from './hold-checks.js';
import { sendTrainHold } from './hold-outcome.js';

/** The railway's clientRef of a booking: derived from its id, so a re-sent hold answers the same booking. */
export const clientRefOf = (bookingId: string) => `portal-${bookingId}`;

function railwayRequestOf(request: HoldBody, planned: readonly PlannedTicket[]): TrainPricing['railwayRequest'] {
  const { buyer } = request;
  return {
    tickets: planned.map(({ passenger }) => ({
      ticketId: passenger.ticketId,
      passenger: {
        fullName: passenger.fullName,
        idNumber: passenger.idNumber,
        passengerType: passenger.passengerType,
        ...(passenger.birthDate ? { birthDate: passenger.birthDate } : {}),
      },
      ...(passenger.adultTicketId ? { adultTicketId: passenger.adultTicketId } : {}),
    })),
    infants: request.infants.map(({ fullName, birthDate, adultTicketId }) => ({ fullName, birthDate, adultTicketId })),
    buyer: {
      fullName: buyer.fullName,
      email: buyer.email,
      mobile: buyer.mobile,
      ...(buyer.idNumber ? { idNumber: buyer.idNumber } : {}),
      ...(buyer.company ? { company: buyer.company } : {}),
      ...(buyer.address ? { address: buyer.address } : {}),
      ...(buyer.taxCode ? { taxCode: buyer.taxCode } : {}),
    },
  } satisfies Omit<TRailwayBookingRequest, 'account' | 'clientRef'>;
}

/** e.g. HNO-DNA, or HNO-DNA-HNO for a round trip. */
function routeOf(planned: readonly PlannedTicket[]): { route: string; isRoundTrip: boolean; departAt: Date } {
  const out = planned.find((ticket) => ticket.lock.direction === 'departure') ?? planned[0]!;
  const back = planned.find((ticket) => ticket.lock.direction === 'return');
  const departAt = new Date(Math.min(...planned.map((ticket) => new Date(ticket.lock.departAt).getTime())));
  const stops = [out.lock.from, out.lock.to, ...(back && back.lock.to !== out.lock.to ? [back.lock.to] : [])];
  return { route: stops.join('-'), isRoundTrip: back !== undefined, departAt };
}

export function createTrainHoldService(deps: TrainDeps & { catalogue: TrainCatalogue }) {
  const { db, clock, catalogue } = deps;

  const view = async (booking: TrainBookingRow, caller: BookingCaller) =>
    trainBookingView(db, booking, { caller, now: clock.now(), nameOf: await catalogue.stationNames() });

  /** The key's booking: 422 when another body used it; a hold whose first call got no answer is sent again. */
  async function replay(known: TrainBookingRow, options: { caller: BookingCaller; requestHash: string; key: string }) {
    refuseReusedKey({ key: options.key, stored: known.requestHash, fingerprint: options.requestHash });
    const current =
      known.status === 'LOADING' && known.lastError !== null
        ? await sendTrainHold(deps, known, options.caller.userId)
        : known;
    return view(current, options.caller);
  }

  async function hold(options: {
    caller: BookingCaller;
    idempotencyKey: string;
    request: HoldBody;
    language: Language;
  }): Promise<{ booking: TTrainBooking; isReplay: boolean }> {
    const { caller, idempotencyKey: key, request, language } = options;
    const requestHash = requestFingerprint(request);
    const known = await findTrainBookingByKey(db, caller.agencyId, key);
    if (known) return { booking: await replay(known, { caller, requestHash, key }), isReplay: true };

    const now = clock.now();
    const context = await trainAgencyContext(db, caller.agencyId);
    const locks = await locksOfAgency(
      db,
      caller.agencyId,
      request.passengers.map((passenger) => passenger.ticketId),
    );
    const planned = checkHold({ request, locks, fees: context.fees, now, language });
    const supplierNet = sumVnd(planned.map((ticket) => ticket.amount));
    const feeTotal = sumVnd(planned.map((ticket) => ticket.issueFee));
    if (supplierNet + feeTotal !== request.acceptedTotal)
      throw priceChanged(request.acceptedTotal, supplierNet + feeTotal, {
        supplierNet,
        feeTotal,
        tickets: planned.map(({ passenger, amount, discount, issueFee }) => ({
          ticketId: passenger.ticketId,
          amount,
          discount,
          issueFee,
        })),
      });

    const id = randomUUID();
    const pricing: TrainPricing = {
      version: 1,
      product: 'TRAIN',
      chainAgencyIds: context.chainAgencyIds,
      feeLinks: [...context.fees.links],
      lines: saleLinesOf(planned),
      railwayRequest: railwayRequestOf(request, planned),
    };
    let booking: TrainBookingRow;
    try {
      booking = await db.transaction(async (tx) => {
        const written = await insertTrainBooking(tx, {
          booking: {
            id,
            agencyId: caller.agencyId,
            createdBy: caller.userId,
            system: RAILWAY,
            supplierAccount: context.account,
            clientRef: clientRefOf(id),
            idempotencyKey: key,
            requestHash,
            status: 'LOADING',
            ...routeOf(planned),
            isRoundTrip: routeOf(planned).isRoundTrip ? 1 : 0,
            // With the name as the list's name filter matches it (upper case, no accents).
            buyer: { ...request.buyer, searchName: toAirlineName(request.buyer.fullName) },
            pricing: pricing as unknown as Record<string, unknown>,
            supplierNet,
            feeTotal,
            totalAmount: supplierNet + feeTotal,
            createdAt: now,
            updatedAt: now,
          },
          tickets: planned.map((ticket, index) => ({
            ticketId: ticket.passenger.ticketId,
            direction: ticket.lock.direction,
            runId: ticket.lock.runId,
            trainNumber: ticket.lock.trainNumber,
            fromStation: ticket.lock.from,
            toStation: ticket.lock.to,
            departAt: new Date(ticket.lock.departAt),
            arriveAt: new Date(ticket.lock.arriveAt),
            carriageNo: ticket.lock.carriageNo,
            carriageName: ticket.lock.carriageName,
            seatNumber: ticket.lock.seat.number,
            seatType: ticket.lock.seat.seatType,
            compartment: ticket.lock.seat.compartment,
            tier: ticket.lock.seat.tier,
            fullName: ticket.passenger.fullName,
            searchName: toAirlineName(ticket.passenger.fullName),
            idNumber: ticket.passenger.idNumber,
            passengerType: ticket.passenger.passengerType,
            birthDate: ticket.passenger.birthDate ?? null,
            adultTicketId: ticket.passenger.adultTicketId ?? null,
            infants: ticket.infants,
            fare: ticket.lock.seat.fare,
            insurance: ticket.lock.seat.insurance,
            discount: ticket.discount,
            amount: ticket.amount,
            issueFee: ticket.issueFee,
            status: 'HELD',
            // A millisecond apart: the tickets read back in the order the passengers were listed.
            createdAt: new Date(now.getTime() + index),
            updatedAt: now,
          })),
          event: {
            actorUserId: caller.userId,
            action: 'hold-requested',
            fromStatus: null,
            toStatus: 'LOADING',
            details: { idempotencyKey: key, acceptedTotal: request.acceptedTotal, totalAmount: supplierNet + feeTotal },
            at: now,
          },
        });
        const ticketIds = planned.map((ticket) => ticket.passenger.ticketId);
        const taken = await attachLocks(tx, { bookingId: id, agencyId: caller.agencyId, ticketIds, now });
        if (taken !== ticketIds.length) throw new LocksTaken();
        return written;
      });
    } catch (error) {
      // The same key raced in from a second request: the first one's booking is the answer.
      if (isUniqueViolation(error) || error instanceof LocksTaken) {
        const winner = await findTrainBookingByKey(db, caller.agencyId, key);
        if (winner) return { booking: await replay(winner, { caller, requestHash, key }), isReplay: true };
      }
      if (error instanceof LocksTaken) throw locksTaken();
      throw error;
    }
    const outcome = await sendTrainHold(deps, booking, caller.userId);
    return { booking: await view(outcome, caller), isReplay: false };
  }

  return { hold };
}

/** Another hold (another key) took one of the seats between the checks and the write. */
class LocksTaken extends Error {}

const locksTaken = () =>
  new AppError({
    status: 409,
    code: ErrorCode.CONFLICT,
    messageKey: 'trainSeatBooked',
    details: { reason: 'seatsTaken' },
  });

export type TrainHoldService = ReturnType<typeof createTrainHoldService>;
