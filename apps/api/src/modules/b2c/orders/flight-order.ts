// createFlightOrder: a consumer's flight held for the agency through the bookings module's own hold path, as the site's
// actor, then the B2C order with the site's service fee and a hold time capped to the site's hold minutes.
import { ErrorCode, type TBookingOrder } from '@portal/contracts';
import type { Database } from '@portal/db';
import { b2cServiceFee } from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { isUniqueViolation } from '../../../platform/unique-violation.js';
import { supplierUnavailable } from '../../bookings/booking-errors.js';
import type { Language } from '../../../platform/messages.js';
import type { HoldRequest, HoldService } from '../../bookings/hold/hold.service.js';
import { findSite } from '../site/site.repository.js';
import { findOrderOfBooking, type B2cOrderRow } from './b2c-orders.repository.js';
import { createB2cOrder } from './create-order.js';
import type { OrderMailSettings } from './order-mail.js';
import { siteActorOf } from './site-actor.js';

/** `mail`: the consumer's confirmation mail (the B2C module's settings). */
export type FlightOrderDeps = { db: Database; clock: Clock; holds: HoldService; mail: OrderMailSettings };

/**
 * The site's fee for every flight of every PNR: per passenger who takes a seat, by airline group and the flight's
 * itinerary type, so a round trip held in one PNR pays it per leg, as the storefront showed it (decision 145).
 */
export function feeOfOrder(
  table: Parameters<typeof b2cServiceFee>[0],
  order: TBookingOrder,
  pax: { adt: number; chd: number },
): number {
  return order.bookings.reduce(
    (sum, booking) =>
      booking.flights.reduce(
        (fees, flight) =>
          fees +
          b2cServiceFee(
            table,
            { bookingSystem: booking.system, segments: [flight] },
            { adults: pax.adt, children: pax.chd },
          ),
        sum,
      ),
    0,
  );
}

/** A retry that came while the first request's hold still waits for the airline: ask again in a moment. */
export class HoldInProgress extends AppError {
  constructor() {
    super({
      status: 409,
      code: ErrorCode.CONFLICT,
      messageKey: 'storefrontHoldInProgress',
      details: { reason: 'holdInProgress' },
    });
  }
}

export async function createFlightOrder(
  deps: FlightOrderDeps,
  input: { agencyId: string; request: HoldRequest; idempotencyKey: string; language: Language },
): Promise<B2cOrderRow> {
  const { db, clock, holds } = deps;
  const { agencyId, request } = input;
  const site = await findSite(db, agencyId);
  if (!site || !site.products.includes('flights')) throw notFound();
  const userId = await siteActorOf(db, agencyId, clock.now());
  const held = await holds.hold({
    caller: { userId, agencyId, permissions: [] },
    idempotencyKey: `b2c:${input.idempotencyKey}`,
    request,
    language: input.language,
  });
  const first = held.bookings[0];
  // A retry of the same request: the order made the first time.
  const known = first ? await findOrderOfBooking(db, first.id) : undefined;
  if (known) return known;
  if (held.bookings.some((booking) => booking.status === 'LOADING')) throw new HoldInProgress();
  const failed = held.bookings.find((booking) => booking.status !== 'HOLD' || !booking.pnr);
  if (!first || failed) throw supplierUnavailable(failed?.lastError ?? 'no booking was held');

  const now = clock.now();
  const serviceFee = feeOfOrder(site.serviceFees, held, request);
  const limits = held.bookings.flatMap((booking) => (booking.timeLimit ? [Date.parse(booking.timeLimit)] : []));
  const holdExpiresAt = new Date(Math.min(now.getTime() + site.holdMinutes * 60_000, ...limits));
  const routes = held.bookings.map((booking) => `${booking.route} ${booking.pnr}`).join(', ');
  try {
    return await db.transaction((tx) =>
      createB2cOrder(
        tx,
        {
          mail: deps.mail,
          agencyId,
          kind: 'flight',
          contact: { name: held.contact.name, phone: held.contact.phone, email: held.contact.email },
          totalAmount: held.total + serviceFee,
          serviceFee,
          bookingId: first.id,
          holdExpiresAt,
          summary: routes,
          details: {
            bookingOrderId: held.id,
            bookings: held.bookings.map(({ id, pnr, system, route, departAt, flights }) => ({
              id,
              pnr,
              system,
              route,
              departAt,
              // As the airports' clocks read them, for the consumer's page.
              flights: flights.map(({ flightNumbers, from, to, departDateTime, arrivalDateTime }) => ({
                flightNumbers,
                from,
                to,
                departDateTime,
                arrivalDateTime,
              })),
            })),
            passengers: held.passengers.map(({ type, lastName, firstName }) => ({ type, lastName, firstName })),
          },
          language: input.language,
        },
        now,
      ),
    );
  } catch (error) {
    // Two retries of one submit made the order at once: the booking's one order (unique) is the answer to both.
    const winner = isUniqueViolation(error) ? await findOrderOfBooking(db, first.id) : undefined;
    if (!winner) throw error;
    return winner;
  }
}
