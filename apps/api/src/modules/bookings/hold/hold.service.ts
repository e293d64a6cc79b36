// POST /api/bookings/hold: checks the passengers, add-ons, price and duplicates, writes the order and one LOADING booking
// per system in one transaction, then asks every supplier to hold in parallel (outside any transaction) and records each answer.
import { randomUUID } from 'node:crypto';
import type { TBookingOrder } from '@portal/contracts';
import {
  airlinePassengersOf,
  bookingContactName,
  calendarDateInVietnam,
  passengerIssueText,
  passengerItineraryOf,
  sumVnd,
  validatePassengerForm,
  type AirlinePassenger,
} from '@portal/domain';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import type { Language } from '../../../platform/messages.js';
import { isUniqueViolation } from '../../../platform/unique-violation.js';
import { flightTimes, routeText } from './booked-flights.js';
import { invalidFields, type FieldIssue } from '../../../platform/field-error.js';
import { bookingConflict, priceChanged } from '../booking-errors.js';
import { priceGroup, type PricedGroup } from './booking-pricing.js';
import { bookingsOfOrder, findOrderByKey } from '../repository/booking-reads.js';
import { type OrderRow, type StoredAncillary, type StoredContact } from '../repository/booking-rows.js';
import type { BookingCaller } from '../booking-scope.js';
import {
  agencyBookingContext,
  askedSystemsOf,
  assertPaxCounts,
  groupBySystem,
  journeyTypeOf,
  quoteGroup,
  type BookingSupplierDeps,
  type CallContext,
  type QuotedGroup,
  type SystemGroup,
} from '../booking-suppliers.js';
import { insertOrderWithBookings } from '../repository/booking-writes.js';
import { orderView } from '../booking-views.js';
import { checkedAncillaries, fetchCatalogue, type Catalogue } from './hold-ancillaries.js';
import { refuseDuplicateHold } from './hold-duplicates.js';
import { resendStaleHolds, sendHold } from './hold-outcomes.js';
import { passengerRows, planBookings, type HoldRequest, type PlannedBooking } from './hold-plan.js';
import { hasClassMoved, priceCheckAnswer } from './quotes.service.js';

export type { HoldRequest } from './hold-plan.js';

/** What decides the order (everything but confirmDuplicate), hashed: the same key with another body is 422. */
export function holdRequestHash(request: HoldRequest): string {
  const { confirmDuplicate: _confirm, ...decisive } = request;
  return requestFingerprint(decisive);
}

export function createHoldService(deps: BookingSupplierDeps) {
  const { db, clock } = deps;

  /** The known order of an Idempotency-Key: 422 when another body reused the key. */
  async function replay(known: {
    order: OrderRow;
    requestHash: string;
    idempotencyKey: string;
    caller: BookingCaller;
  }): Promise<TBookingOrder> {
    const { order, requestHash, idempotencyKey, caller } = known;
    refuseReusedKey({ key: idempotencyKey, stored: order.requestHash, fingerprint: requestHash });
    // A retry is also the moment to re-send a hold whose first call ended without an answer (same clientRef, same PNR).
    await resendStaleHolds(deps, { orderId: order.id, limit: 10, actorUserId: caller.userId });
    return orderView(db, order, { caller, now: clock.now(), isReplay: true });
  }

  /** The passenger rules on the itinerary the suppliers answered: 400 naming passengers.N.field; warnings go back to the agent. */
  function checkPassengers(request: HoldRequest, groups: readonly QuotedGroup[], language: Language): FieldIssue[] {
    const segments = groups
      .flatMap((group) => group.flights)
      .sort((a, b) => a.index - b.index)
      .flatMap(({ flight }) => flight.segments);
    const itinerary = passengerItineraryOf({ adt: request.adt, chd: request.chd, inf: request.inf }, segments);
    if (!itinerary) throw new Error('an itinerary without readable departure times');
    const check = validatePassengerForm(request, itinerary, calendarDateInVietnam(clock.now()));
    const text = (issue: (typeof check.errors)[number]) => ({
      field: issue.path,
      message: passengerIssueText(issue.code, language, issue.params),
    });
    if (check.errors.length > 0) throw invalidFields(check.errors.map(text));
    return check.warnings.map(text);
  }

  /** The order and one LOADING booking per planned PNR, with their passengers and 'hold-requested' events. */
  async function write(options: {
    caller: BookingCaller;
    request: HoldRequest;
    key: { idempotencyKey: string; requestHash: string };
    planned: readonly PlannedBooking[];
    airline: readonly AirlinePassenger[];
  }): Promise<OrderRow> {
    const { caller, request, key, planned, airline } = options;
    const now = clock.now();
    const contact: StoredContact = {
      name: bookingContactName(request),
      phone: request.contact.phone,
      email: request.contact.email ?? '',
      extraInfo: request.contact.extraInfo ?? '',
    };
    const written = await insertOrderWithBookings(db, {
      order: {
        agencyId: caller.agencyId,
        createdBy: caller.userId,
        journeyType: journeyTypeOf(request.flights.map((flight) => flight.leg)),
        ...key,
        contact,
        createdAt: now,
      },
      bookings: planned.map((booking) => {
        const totalAmount = booking.supplierNet + booking.feeTotal;
        return {
          booking: {
            agencyId: caller.agencyId,
            createdBy: caller.userId,
            system: booking.group.system,
            airline: booking.flights[0]?.segments[0]?.carrierCode ?? '',
            supplierAccount: booking.group.account,
            clientRef: `${booking.group.system}-${randomUUID()}`,
            status: 'LOADING',
            ...flightTimes(booking.flights),
            route: routeText(booking.flights),
            flights: booking.flights as unknown as Record<string, unknown>[],
            pricing: booking.pricing as unknown as Record<string, unknown>,
            supplierNet: booking.supplierNet,
            feeTotal: booking.feeTotal,
            totalAmount,
            createdAt: now,
            updatedAt: now,
          },
          passengers: passengerRows(request, airline),
          event: {
            actorUserId: caller.userId,
            action: 'hold-requested',
            fromStatus: null,
            toStatus: 'LOADING',
            details: { idempotencyKey: key.idempotencyKey, acceptedTotal: request.acceptedTotal, totalAmount },
            at: now,
          },
        };
      }),
    });
    return written.order;
  }

  /** Each system's flights found and priced again by its supplier, and its add-on catalogue when add-ons are chosen (all in parallel). */
  async function lookUp(options: {
    call: CallContext;
    request: HoldRequest;
    groups: readonly SystemGroup[];
    accounts: ReadonlyMap<string, string>;
  }): Promise<{ quoted: QuotedGroup[]; catalogue: Catalogue }> {
    const { call, request, groups, accounts } = options;
    const pax = { adt: request.adt, chd: request.chd, inf: request.inf };
    const wantsAddOns = new Set(
      request.ancillaries.map((choice) => choice.offerId.slice(0, choice.offerId.indexOf(':'))),
    );
    const answers = await Promise.all(
      groups.map(async (group) => {
        const account = accounts.get(group.system)!;
        const keys = group.flights.map((flight) => flight.key);
        return Promise.all([
          quoteGroup(deps, { context: call, group, account, pax, promotions: request.promotions }),
          wantsAddOns.has(group.system)
            ? fetchCatalogue(deps, call, { system: group.system, account, keys, pax, fieldOf: () => 'ancillaries' })
            : [],
        ]);
      }),
    );
    return {
      quoted: answers.map(([quoted]) => quoted),
      catalogue: new Map(answers.flatMap(([, routes]) => routes.map((route) => [route.offerId, route] as const))),
    };
  }

  /** 409 soldOut when a class has no seats, 409 priceChanged when a class moved or the total is not the accepted one. */
  function checkPrice(priced: readonly PricedGroup[], addOns: readonly StoredAncillary[], acceptedTotal: number): void {
    const soldOut = priced
      .filter(({ fare }) => !fare)
      .flatMap(({ view }) => {
        const closed = view.flights.filter((flight) => flight.status === 'SOLD_OUT');
        return (closed.length > 0 ? closed : view.flights).map((flight) => flight.offerId);
      });
    if (soldOut.length > 0)
      throw bookingConflict('soldOut', {
        key: 'bookingSoldOut',
        params: { flights: soldOut.join(', ') },
        details: { flights: soldOut, priceCheck: priceCheckAnswer(priced, null) },
      });
    const ancillaryTotal = sumVnd(addOns.map((item) => item.price));
    const newTotal = sumVnd(priced.map(({ fare }) => fare!.fareNet + fare!.feeTotal)) + ancillaryTotal;
    if (hasClassMoved(priced) || newTotal !== acceptedTotal)
      throw priceChanged(acceptedTotal, newTotal, { ...priceCheckAnswer(priced, null), ancillaryTotal });
  }

  async function hold(options: {
    caller: BookingCaller;
    idempotencyKey: string;
    request: HoldRequest;
    language: Language;
  }): Promise<TBookingOrder> {
    const { caller, idempotencyKey, request, language } = options;
    const requestHash = holdRequestHash(request);
    const replayIfKnown = async () => {
      const known = await findOrderByKey(db, caller.agencyId, idempotencyKey);
      return known ? replay({ order: known, requestHash, idempotencyKey, caller }) : undefined;
    };
    const known = await replayIfKnown();
    if (known) return known;

    const pax = { adt: request.adt, chd: request.chd, inf: request.inf };
    assertPaxCounts(pax);
    const groups = groupBySystem(request.flights);
    const context = await agencyBookingContext({
      db,
      agencyId: caller.agencyId,
      systems: askedSystemsOf(groups),
      language,
    });
    const { quoted, catalogue } = await lookUp({
      call: { agencyId: caller.agencyId, userId: caller.userId },
      request,
      groups,
      accounts: context.accounts,
    });
    const warnings = checkPassengers(request, quoted, language);
    const addOns = checkedAncillaries({
      choices: request.ancillaries,
      passengers: new Map(request.passengers.map((passenger) => [passenger.paxId, passenger.type] as const)),
      catalogue,
      language,
    });
    const priced = quoted.map((group) => priceGroup(group, pax, context.fees));
    checkPrice(priced, addOns, request.acceptedTotal);
    const airline = airlinePassengersOf(request);
    if (!request.confirmDuplicate) {
      try {
        await refuseDuplicateHold(db, { caller, request, quoted, airline });
      } catch (error) {
        // The "duplicate" may be this very request's order, made meanwhile by a retry with the same key.
        const raced = await replayIfKnown();
        if (raced) return raced;
        throw error;
      }
    }

    const planned = planBookings({
      priced,
      addOns,
      request,
      airline,
      chain: { chainAgencyIds: context.chainAgencyIds, feeLinks: [...context.fees.links] },
    });
    let order: OrderRow;
    try {
      order = await write({ caller, request, key: { idempotencyKey, requestHash }, planned, airline });
    } catch (error) {
      // The same key raced in from a second request: the first one's order is the answer.
      const winner = isUniqueViolation(error) ? await replayIfKnown() : undefined;
      if (!winner) throw error;
      return winner;
    }
    const created = await bookingsOfOrder(db, order.id);
    await Promise.all(created.map((booking) => sendHold(deps, booking, caller.userId)));
    return orderView(db, order, { caller, now: clock.now(), warnings });
  }

  return { hold };
}

export type HoldService = ReturnType<typeof createHoldService>;
