// Bringing in a held PNR the agency made outside the portal (POST /api/bookings/retrieve): found with the agency's
// sign-in account, priced as the supplier holds it plus the chain's fees, and written as a HOLD booking of a new order.
import { createHash } from 'node:crypto';
import { ErrorCode, type TPaxType, type TRetrievePnrRequest, type TRetrievePnrResponse } from '@portal/contracts';
import { sumVnd, toAirlineName } from '@portal/domain';
import { AppError } from '../../../platform/errors.js';
import type { Language } from '../../../platform/messages.js';
import { isUniqueViolation } from '../../../platform/unique-violation.js';
import { bookingConflict, supplierRefused, supplierUnavailable } from '../booking-errors.js';
import { requireVisibleBooking, visibleAgencyIds, type BookingCaller } from '../booking-scope.js';
import { agencyBookingContext, journeyTypeOf, type BookingSupplierDeps } from '../booking-suppliers.js';
import { bookingDetailView } from '../booking-views.js';
import { bookingsWithPnr } from '../repository/booking-reads.js';
import type { BookingRow, StoredAncillary, StoredPricing } from '../repository/booking-rows.js';
import { insertOrderWithBookings } from '../repository/booking-writes.js';
import { bookedFlights, flightTimes, routeText } from './booked-flights.js';
import { feeTripsOfFlights, priceFares, saleLinesOf } from './booking-pricing.js';

export function createImportService(deps: BookingSupplierDeps) {
  const { db, clock } = deps;

  const detailOf = (booking: BookingRow, caller: BookingCaller) =>
    bookingDetailView({ db, booking, caller, now: clock.now() });

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
      throw new AppError({
        status: 404,
        code: ErrorCode.NOT_FOUND,
        messageKey: 'bookingPnrNotFound',
        params: {
          pnr: request.pnr,
          system: request.system,
          lastName: toAirlineName(request.lastName),
        },
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
    const context = await agencyBookingContext({
      db,
      agencyId: caller.agencyId,
      systems: [{ system: request.system, field: 'system' }],
      language,
    });
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
      if (result.code === 'NOT_FOUND')
        throw new AppError({ status: 404, code: ErrorCode.NOT_FOUND, messageKey: 'bookingPnrNotFound', params });
      if (result.code === 'OTHER_ACCOUNT')
        throw new AppError({ status: 404, code: ErrorCode.NOT_FOUND, messageKey: 'bookingPnrOtherAccount', params });
      throw supplierRefused(result.code, result.message);
    }
    const answer = result.value;
    if (answer.status !== 'HOLD')
      throw bookingConflict('importNotHeld', {
        key: 'bookingImportNotHeld',
        params: { pnr: answer.pnr, status: answer.status },
        details: { supplierStatus: answer.status },
      });

    const flights = bookedFlights(request.system, answer, []);
    const pax = { adt: 0, chd: 0, inf: 0 };
    for (const passenger of answer.passengers)
      pax[passenger.type === 'ADT' ? 'adt' : passenger.type === 'CHD' ? 'chd' : 'inf'] += 1;
    const trips = feeTripsOfFlights(flights);
    const fare = priceFares({
      netPrices: flights.map((flight) => flight.netPrices),
      pax,
      schedule: context.fees,
      trips,
    });
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
      const written = await insertOrderWithBookings(db, {
        order: {
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
        },
        bookings: [
          {
            booking: {
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
            },
            passengers: answer.passengers.map((passenger) => ({
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
            event: {
              actorUserId: caller.userId,
              action: 'import',
              fromStatus: null,
              toStatus: 'HOLD',
              details: { pnr: answer.pnr, timeLimit: answer.timeLimit, supplierNet: answer.totalNet },
              at: now,
            },
          },
        ],
      });
      const bookingId = written.bookings[0]!.id;
      return { booking: await detailOf(await requireVisibleBooking(db, caller, bookingId), caller), isExisting: false };
    } catch (error) {
      // Two imports of one PNR at once: the first one's booking is the answer.
      if (!isUniqueViolation(error)) throw error;
      const winner = await existingImport(caller, request);
      if (!winner) throw error;
      return winner;
    }
  }

  return { retrieve };
}

export type ImportService = ReturnType<typeof createImportService>;
