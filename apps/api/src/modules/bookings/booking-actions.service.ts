// Reading an order or a PNR, cancelling a hold at the supplier, and bringing in a PNR the agency made outside the portal.
import { createHash } from 'node:crypto';
import {
  ErrorCode,
  type TBookingDetail,
  type TBookingOrder,
  type TBookingSystem,
  type TPaxType,
  type TRetrievePnrRequest,
  type TRetrievePnrResponse,
} from '@portal/contracts';
import { tables } from '@portal/db';
import { sumVnd, toAirlineName } from '@portal/domain';
import { AppError, notFound } from '../../platform/errors.js';
import type { Language } from '../../platform/messages.js';
import { isUniqueViolation } from '../ledger/idempotency.js';
import { bookingConflict, supplierRefused, supplierUnavailable, wrongState } from './booking-errors.js';
import { feeTripsOfFlights, priceFares, saleLinesOf } from './hold/booking-pricing.js';
import {
  bookingsWithPnr,
  findOrder,
  type BookingRow,
  type StoredAncillary,
  type StoredPricing,
} from './repository/booking-reads.js';
import {
  requireActionableBooking,
  requireVisibleBooking,
  visibleAgencyIds,
  type BookingCaller,
} from './booking-scope.js';
import {
  agencyBookingContext,
  journeyTypeOf,
  logSupplierFailure,
  type BookingSupplierDeps,
} from './booking-suppliers.js';
import { changeInPlace, recordBookingEvent, transitionBooking } from './repository/booking-transitions.js';
import { bookingDetailView, orderView } from './booking-views.js';
import { GONE_CODES } from './tickets/issue-outcomes.js';
import { bookedFlights, flightTimes, routeText } from './hold/booked-flights.js';

const { bookingOrders, bookings, bookingPassengers } = tables;

export function createBookingActionService(deps: BookingSupplierDeps) {
  const { db, clock } = deps;

  const detailOf = (booking: BookingRow, caller: BookingCaller) => bookingDetailView(db, booking, caller, clock.now());

  /** The completed page: an order of the caller's agency (or of one it sees). */
  async function order(caller: BookingCaller, orderId: string): Promise<TBookingOrder> {
    const found = await findOrder(db, orderId);
    if (!found) throw notFound();
    if (found.agencyId !== caller.agencyId && !(await visibleAgencyIds(db, caller)).includes(found.agencyId))
      throw notFound();
    return orderView(db, found);
  }

  async function detail(caller: BookingCaller, bookingId: string): Promise<TBookingDetail> {
    return detailOf(await requireVisibleBooking(db, caller, bookingId), caller);
  }

  /**
   * Releases a held PNR at the supplier, then marks it CANCEL with its event. Cancelling a cancelled booking answers it
   * again; any other state is 409 wrongState. A PNR already gone at the supplier (GONE_CODES) is marked CANCEL too. Any
   * other refusal of the supplier is 409 supplierRefused (its message shown), no
   * answer is 502 with the booking still HOLD (a retry is safe: cancelling twice at the supplier answers the same).
   */
  async function cancel(caller: BookingCaller, bookingId: string, reason?: string): Promise<TBookingDetail> {
    const booking = await requireActionableBooking(db, caller, bookingId);
    if (booking.status === 'CANCEL') return detailOf(booking, caller);
    if (booking.status !== 'HOLD' || !booking.pnr) throw wrongState(booking.status, 'cancel');
    const result = await deps.suppliers.cancel(
      booking.system as TBookingSystem,
      { pnr: booking.pnr, account: booking.supplierAccount },
      { deadlineMs: deps.deadlineMs },
    );
    const at = clock.now();
    const base = { bookingId, actorUserId: caller.userId, at };
    // Cancelled now, or already gone at the supplier (cancelled by someone else, its time limit passed, or unknown to it).
    const answer = result.ok ? result.value : result.kind === 'refused' ? result.booking : undefined;
    const supplierCode = !result.ok && result.kind === 'refused' ? result.code : undefined;
    if (
      (result.ok && result.value.status === 'CANCELLED') ||
      (supplierCode !== undefined && GONE_CODES.has(supplierCode))
    ) {
      await db.transaction((tx) =>
        transitionBooking(tx, {
          ...base,
          from: ['HOLD'],
          to: 'CANCEL',
          action: supplierCode === 'TIME_LIMIT_EXPIRED' ? 'expire' : 'cancel',
          set: { closedAt: at, lastError: null },
          details: {
            pnr: booking.pnr,
            cancelReason: answer?.cancelReason ?? null,
            ...(reason ? { reason } : {}),
            ...(supplierCode ? { supplierCode } : {}),
          },
        }),
      );
      return detailOf(await requireVisibleBooking(db, caller, bookingId), caller);
    }
    const message = result.ok ? `the supplier answered ${result.value.status}` : result.message;
    const isUnknown = !result.ok && result.kind === 'unknown';
    await db.transaction((tx) =>
      changeInPlace(tx, {
        ...base,
        status: 'HOLD',
        action: isUnknown ? 'cancel-unknown' : 'cancel-failed',
        set: { lastError: message },
        details: { message, ...(supplierCode ? { supplierCode } : {}) },
      }),
    );
    logSupplierFailure(
      deps,
      { agencyId: caller.agencyId, userId: caller.userId },
      { system: booking.system, action: 'cancel', pnr: booking.pnr, message },
    );
    throw isUnknown
      ? supplierUnavailable(message)
      : supplierRefused(supplierCode ?? answer?.status ?? 'UNRECOGNISED', message);
  }

  /** An existing booking with this PNR that the caller sees; another agency's answers 404 like a PNR that does not exist. */
  async function existingImport(
    caller: BookingCaller,
    request: TRetrievePnrRequest,
  ): Promise<TRetrievePnrResponse | undefined> {
    const existing = await bookingsWithPnr(db, request.system, request.pnr);
    if (existing.length === 0) return undefined;
    const visible = await visibleAgencyIds(db, caller);
    const mine =
      existing.find((booking) => booking.agencyId === caller.agencyId) ??
      existing.find((booking) => visible.includes(booking.agencyId));
    if (!mine)
      throw new AppError(404, ErrorCode.NOT_FOUND, 'bookingPnrNotFound', {
        pnr: request.pnr,
        system: request.system,
        lastName: toAirlineName(request.lastName),
      });
    return { booking: await detailOf(mine, caller), isExisting: true };
  }

  /**
   * Brings a held PNR made outside the portal in (with the agency's sign-in account): a HOLD booking priced as the
   * supplier holds it plus the chain's fees, so it can be issued like any other. Another account's PNR and an unknown
   * PNR are 404 with a clear message; a PNR already in the portal answers that booking.
   */
  async function retrieve(
    caller: BookingCaller,
    request: TRetrievePnrRequest,
    language: Language,
  ): Promise<TRetrievePnrResponse> {
    const context = await agencyBookingContext(
      db,
      caller.agencyId,
      [{ system: request.system, field: 'system' }],
      language,
    );
    const already = await existingImport(caller, request);
    if (already) return already;
    const account = context.accounts.get(request.system)!;
    const lastName = toAirlineName(request.lastName);
    const result = await deps.suppliers.retrieve(
      request.system,
      { pnr: request.pnr, account, lastName },
      { deadlineMs: deps.deadlineMs },
    );
    const params = { pnr: request.pnr, system: request.system, lastName };
    if (!result.ok) {
      if (result.kind === 'unknown') throw supplierUnavailable(result.message);
      if (result.code === 'NOT_FOUND') throw new AppError(404, ErrorCode.NOT_FOUND, 'bookingPnrNotFound', params);
      if (result.code === 'OTHER_ACCOUNT')
        throw new AppError(404, ErrorCode.NOT_FOUND, 'bookingPnrOtherAccount', params);
      throw supplierRefused(result.code, result.message);
    }
    const answer = result.value;
    if (answer.status !== 'HOLD')
      throw bookingConflict(
        'importNotHeld',
        'bookingImportNotHeld',
        { pnr: answer.pnr, status: answer.status },
        { supplierStatus: answer.status },
      );

    const flights = bookedFlights(request.system, answer, []);
    const pax = { adt: 0, chd: 0, inf: 0 };
    for (const passenger of answer.passengers)
      pax[passenger.type === 'ADT' ? 'adt' : passenger.type === 'CHD' ? 'chd' : 'inf'] += 1;
    const trips = feeTripsOfFlights(flights);
    const fare = priceFares(
      flights.map((flight) => flight.netPrices),
      pax,
      context.fees,
      trips,
    );
    if (!fare) throw supplierRefused('UNPRICED', `PNR ${answer.pnr} has no fare for every passenger type`);
    const ancillaries: StoredAncillary[] = answer.ancillaries.map((item) => ({
      ...item,
      offerId: `${request.system}:${item.flightKey}`,
    }));
    const lines = saleLinesOf(
      answer.passengers.map((passenger) => ({ paxId: passenger.id, type: passenger.type as TPaxType })),
      fare.byPaxType,
      ancillaries,
    );
    const supplierNet = sumVnd(lines.map((line) => line.supplierNet));
    const pricing: StoredPricing = {
      version: 1,
      pax,
      chainAgencyIds: context.chainAgencyIds,
      feeLinks: [...context.fees.links],
      feeTrips: trips,
      byPaxType: fare.byPaxType,
      ancillaries,
      lines,
    };
    const now = clock.now();
    try {
      const bookingId = await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(bookingOrders)
          .values({
            agencyId: caller.agencyId,
            createdBy: caller.userId,
            journeyType: journeyTypeOf(
              flights.map((flight) => ({
                from: flight.segments[0]!.from,
                to: flight.segments[flight.segments.length - 1]!.to,
              })),
            ),
            // '|' is outside IDEMPOTENCY_KEY_PATTERN, so no client's hold key can take an import's place.
            idempotencyKey: `import|${request.system}|${answer.pnr}`,
            requestHash: createHash('sha256').update(`${request.system}:${answer.pnr}`).digest('base64url'),
            contact: {
              name: answer.contact.name,
              phone: answer.contact.phone,
              email: answer.contact.email ?? '',
              extraInfo: answer.contact.note ?? '',
            },
            createdAt: now,
          })
          .returning();
        const [row] = await tx
          .insert(bookings)
          .values({
            orderId: order!.id,
            agencyId: caller.agencyId,
            createdBy: caller.userId,
            system: request.system,
            airline: answer.airline,
            supplierAccount: account,
            clientRef: `import:${request.system}:${account}:${answer.pnr}`,
            pnr: answer.pnr,
            status: 'HOLD',
            timeLimit: new Date(answer.timeLimit),
            ...flightTimes(flights),
            route: routeText(flights),
            flights: flights as unknown as Record<string, unknown>[],
            pricing: pricing as unknown as Record<string, unknown>,
            supplierNet,
            feeTotal: fare.feeTotal,
            totalAmount: supplierNet + fare.feeTotal,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.insert(bookingPassengers).values(
          answer.passengers.map((passenger) => ({
            bookingId: row!.id,
            paxId: passenger.id,
            type: passenger.type,
            title: passenger.title,
            lastName: passenger.lastName,
            firstName: passenger.firstName,
            airlineLastName: passenger.lastName,
            airlineFirstName: passenger.firstName,
            birthDate: passenger.birthDate ?? null,
            parentPaxId: passenger.infantOf ?? null,
            passport: passenger.passport
              ? {
                  number: passenger.passport.number,
                  nationality: passenger.passport.nationality,
                  issuingCountry: passenger.passport.issuingCountry,
                  ...(passenger.passport.issueDate ? { issuingDate: passenger.passport.issueDate } : {}),
                  expiryDate: passenger.passport.expiryDate,
                }
              : null,
            loyalty: passenger.loyaltyNumber ? [{ airline: answer.airline, number: passenger.loyaltyNumber }] : [],
            ticketNumber: passenger.ticketNumber ?? null,
          })),
        );
        await recordBookingEvent(tx, {
          bookingId: row!.id,
          actorUserId: caller.userId,
          action: 'import',
          fromStatus: null,
          toStatus: 'HOLD',
          details: { pnr: answer.pnr, timeLimit: answer.timeLimit, supplierNet: answer.totalNet },
          at: now,
        });
        return row!.id;
      });
      return { booking: await detailOf(await requireVisibleBooking(db, caller, bookingId), caller), isExisting: false };
    } catch (error) {
      // Two imports of one PNR at once: the first one's booking is the answer.
      if (!isUniqueViolation(error)) throw error;
      const winner = await existingImport(caller, request);
      if (!winner) throw error;
      return winner;
    }
  }

  return { order, detail, cancel, retrieve };
}

export type BookingActionService = ReturnType<typeof createBookingActionService>;
