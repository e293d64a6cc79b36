// Before and at the hold: price re-check, the add-on catalogue, and the hold itself (idempotent by client reference, seats taken).
import type {
  TBookingSystem,
  TSupplierAncillariesRequest,
  TSupplierAncillariesResponse,
  TSupplierBooking,
  TSupplierHoldRequest,
  TSupplierPriceCheckRequest,
  TSupplierPriceCheckResponse,
  TSupplierPricedFlight,
} from '@portal/contracts';
import { vietnamToday } from '@portal/domain';
import { ancillaryCatalogue } from './ancillaries.js';
import { badRequest, refuse, succeed, type TActionResult, type TBookingDeps } from './booking-context.js';
import { firstDeparture, lastFlightDate, resolveFlights, type TResolvedFlight } from './booking-itinerary.js';
import { ancillaryChoices, holdPassengerProblems } from './booking-passengers.js';
import { holdTimeLimit, vietnamIso } from './booking-policy.js';
import {
  flightTotal,
  priceExactClass,
  priceFamily,
  repriceOnce,
  type TPricedFlight,
  type TPricingContext,
} from './booking-pricing.js';
import { refreshExpiry } from './booking-lifecycle.js';
import { canonicalJson } from './booking-store.js';
import { toSegment } from './search.js';
import { SYSTEMS } from './systems.js';

type TResolved = { ok: true; flights: TResolvedFlight[] } | { ok: false; result: TActionResult<never> };

function resolve(system: TBookingSystem, keys: string[], now: Date): TResolved {
  const resolution = resolveFlights(system, keys, now);
  if (resolution.ok) return resolution;
  if (resolution.kind === 'bad-request')
    return { ok: false, result: badRequest([{ field: resolution.field, message: resolution.message }]) };
  return { ok: false, result: refuse('FLIGHT_UNAVAILABLE', resolution.message) };
}

function pricingContext(
  deps: TBookingDeps,
  system: TBookingSystem,
  pax: TPricingContext['pax'],
  promotionCode: string | undefined,
): TPricingContext {
  return {
    system,
    now: deps.now(),
    seats: deps.seats,
    pax,
    bumps: deps.store.bumps,
    ...(promotionCode ? { promotionCode } : {}),
  };
}

/** The family's fare now for each flight; with priceChangeRate the airline may re-price a fare upwards (once). */
export function priceCheck(
  deps: TBookingDeps,
  system: TBookingSystem,
  request: TSupplierPriceCheckRequest,
): TActionResult<TSupplierPriceCheckResponse> {
  const resolved = resolve(
    system,
    request.flights.map((flight) => flight.key),
    deps.now(),
  );
  if (!resolved.ok) return resolved.result;
  const context = pricingContext(deps, system, request.pax, request.promotionCode);
  const flights: TSupplierPricedFlight[] = [];
  let total = 0;
  let isAvailable = true;
  let isRepriced = false;
  for (const [index, flight] of resolved.flights.entries()) {
    const requestedClass = request.flights[index]?.fareClass ?? '';
    let outcome = priceFamily(context, flight, requestedClass);
    if (outcome === 'unknown-class')
      return badRequest([{ field: `flights.${index}.fareClass`, message: 'Not a fare class of this airline' }]);
    if (
      outcome !== 'sold-out' &&
      deps.faults.strikes(system, 'priceChangeRate') &&
      repriceOnce(context, outcome, deps.faults.random)
    ) {
      outcome = priceFamily(context, flight, requestedClass);
    }
    if (typeof outcome === 'string') {
      isAvailable = false;
      flights.push({ key: flight.key, requestedClass, status: 'SOLD_OUT', fare: null });
      continue;
    }
    if (outcome.bump > 0) isRepriced = true;
    total += flightTotal(outcome.fare, request.pax);
    flights.push({ key: flight.key, requestedClass, status: 'AVAILABLE', fare: outcome.fare });
  }
  const totalNet = isAvailable ? total : null;
  const classMoved = flights.some(
    (flight) => flight.fare && flight.fare.fareClass.toUpperCase() !== flight.requestedClass.toUpperCase(),
  );
  const isPriceChanged =
    !isAvailable ||
    classMoved ||
    (request.expectedTotal === undefined ? isRepriced : totalNet !== request.expectedTotal);
  return succeed({ system, currency: 'VND', flights, isAvailable, totalNet, isPriceChanged });
}

const catalogueOf = (flight: TResolvedFlight) =>
  ancillaryCatalogue(flight.segments[0]?.carrier ?? '', flight.isDomestic);

export function ancillaries(
  deps: TBookingDeps,
  system: TBookingSystem,
  request: TSupplierAncillariesRequest,
): TActionResult<TSupplierAncillariesResponse> {
  const resolved = resolve(
    system,
    request.flights.map((flight) => flight.key),
    deps.now(),
  );
  if (!resolved.ok) return resolved.result;
  const wanted = new Set(['ADT', ...(request.pax.chd > 0 ? ['CHD'] : []), ...(request.pax.inf > 0 ? ['INF'] : [])]);
  const routes = resolved.flights.map((flight) => ({
    flightKey: flight.key,
    from: flight.segments[0]?.from ?? '',
    to: flight.segments[flight.segments.length - 1]?.to ?? '',
    airline: flight.segments[0]?.carrier ?? '',
    options: catalogueOf(flight).filter((option) => option.paxTypes.some((type) => wanted.has(type))),
  }));
  return succeed({ system, currency: 'VND', routes });
}

const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function bookedFlights(priced: TPricedFlight[]): TSupplierBooking['flights'] {
  return priced.map(({ flight, fare }) => ({
    key: flight.key,
    legIndex: flight.legIndex,
    fareClass: fare.fareClass,
    fareFamily: fare.fareFamily,
    fareBasis: fare.fareBasis,
    cabinClass: fare.cabinClass,
    baggage: fare.baggage,
    isRefundable: fare.isRefundable,
    netPrices: fare.netPrices,
    segments: flight.segments.map((segment) => ({ ...toSegment(segment), status: 'HK' as const })),
  }));
}

/** Holds the itinerary in the exact classes asked: a new PNR (201), or the same one for a repeated clientRef (200). */
export function hold(
  deps: TBookingDeps,
  system: TBookingSystem,
  request: TSupplierHoldRequest,
): TActionResult<TSupplierBooking> {
  const { store } = deps;
  const now = deps.now();
  const refKey = `${system}|${request.account}|${request.clientRef}`;
  const fingerprint = canonicalJson({ ...request, clientRef: undefined });
  const existingPnr = store.byClientRef.get(refKey);
  const existing = existingPnr ? store.bookings.get(existingPnr) : undefined;
  if (existing) {
    if (existing.fingerprint !== fingerprint)
      return refuse(
        'CLIENT_REF_REUSED',
        `clientRef ${request.clientRef} already made PNR ${existing.view.pnr} with another request`,
      );
    refreshExpiry(deps, existing);
    return succeed(existing.view, 200);
  }

  const resolved = resolve(
    system,
    request.flights.map((flight) => flight.key),
    now,
  );
  if (!resolved.ok) return resolved.result;
  const flights = resolved.flights;
  const trip = {
    lastDate: lastFlightDate(flights),
    today: vietnamToday(now),
    isInternational: flights.some((flight) => !flight.isDomestic),
  };
  const problems = holdPassengerProblems(request.passengers, trip);
  const catalogues = new Map(flights.map((flight) => [flight.key, catalogueOf(flight)] as const));
  const addOns = ancillaryChoices(request, (key) => catalogues.get(key));
  if (problems.length + addOns.problems.length > 0) return badRequest([...problems, ...addOns.problems]);

  const pax = { adt: 0, chd: 0, inf: 0 };
  for (const passenger of request.passengers)
    pax[passenger.type === 'ADT' ? 'adt' : passenger.type === 'CHD' ? 'chd' : 'inf'] += 1;
  const context = pricingContext(deps, system, pax, request.promotionCode);
  const priced: TPricedFlight[] = [];
  for (const [index, flight] of flights.entries()) {
    const fareClass = request.flights[index]?.fareClass ?? '';
    const outcome = priceExactClass(context, flight, fareClass);
    if (outcome === 'unknown-class')
      return badRequest([{ field: `flights.${index}.fareClass`, message: 'Not a fare class of this airline' }]);
    if (outcome === 'sold-out')
      return refuse('SOLD_OUT', `Class ${fareClass} of ${flight.key} has not ${pax.adt + pax.chd} seats left`);
    priced.push(outcome);
  }

  const paxAmounts = request.passengers.map((passenger) => {
    const prices = priced.map(({ fare }) => fare.netPrices[passenger.type] ?? { baseFare: 0, tax: 0, vat: 0 });
    const baseFare = sumOf(prices.map((price) => price.baseFare));
    const tax = sumOf(prices.map((price) => price.tax));
    const vat = sumOf(prices.map((price) => price.vat));
    const addOnTotal = sumOf(
      addOns.chosen.filter((choice) => choice.paxId === passenger.id).map((choice) => choice.option.price),
    );
    return {
      paxId: passenger.id,
      type: passenger.type,
      baseFare,
      tax,
      vat,
      ancillaries: addOnTotal,
      total: baseFare + tax + vat + addOnTotal,
    };
  });
  const totalAncillaries = sumOf(paxAmounts.map((amount) => amount.ancillaries));
  const totalNet = sumOf(paxAmounts.map((amount) => amount.total));
  if (request.expectedTotal !== undefined && request.expectedTotal !== totalNet) {
    return refuse('PRICE_CHANGED', `The total is now ${totalNet} VND, not ${request.expectedTotal} VND`, { totalNet });
  }

  const departure = firstDeparture(flights);
  const timeLimitAt = holdTimeLimit(system, now, departure, deps.faults.current()[system]);
  const seatCount = pax.adt + pax.chd;
  const view: TSupplierBooking = {
    system,
    source: SYSTEMS[system].source,
    pnr: store.newPnr(),
    account: request.account,
    clientRef: request.clientRef,
    airline: flights[0]?.segments[0]?.carrier ?? '',
    status: 'HOLD',
    createdAt: vietnamIso(now),
    timeLimit: vietnamIso(timeLimitAt),
    passengers: request.passengers.map((passenger) => ({ ...passenger })),
    contact: request.contact,
    flights: bookedFlights(priced),
    ancillaries: addOns.chosen.map(({ paxId, flightKey, option }) => ({
      paxId,
      flightKey,
      code: option.code,
      category: option.category,
      groupCategory: option.groupCategory,
      name: option.name,
      price: option.price,
    })),
    paxAmounts,
    totalFare: totalNet - totalAncillaries,
    totalAncillaries,
    totalNet,
    tickets: [],
  };
  const seatsTaken = priced.map(({ flight, bookingClass }) => ({
    flightKey: flight.key,
    fareClass: bookingClass.code,
    count: seatCount,
  }));
  for (const taken of seatsTaken) deps.seats.decrement(taken.flightKey, taken.fareClass, taken.count);
  store.bookings.set(view.pnr, {
    view,
    fingerprint,
    timeLimitAt,
    firstDeparture: departure,
    seatsTaken,
    refundTerms: priced.map(({ flight, family }) => ({
      isDomestic: flight.isDomestic,
      segmentCount: flight.segments.length,
      refundFee: family.refundFee,
    })),
  });
  store.byClientRef.set(refKey, view.pnr);
  return succeed(view, 201);
}
