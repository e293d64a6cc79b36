// The supplier side of a booking request: the chosen flights grouped per booking system (one PNR each), the sign-in
// account to use, and each group's flights found again (search) and priced again (price check) by its supplier.
import type {
  TBookingSystem,
  TFlightSelection,
  TItineraryRequest,
  TSupplierFlight,
  TSupplierPricedFlight,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { promotionAirlineOf, validatePassengers, type FeeSchedule } from '@portal/domain';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { Language } from '../../platform/messages.js';
import { invalidFieldIn } from '../../platform/field-error.js';
import { agencySupplierSettings } from '../suppliers/agency-booking-systems.js';
import { callSupplier } from '../suppliers/supplier-call.js';
import type { SupplierCallResult, SupplierGateway } from '../suppliers/supplier-gateway.js';
import { feeScheduleOf, type AgencyRow } from '../commission/fee-chain.js';
import type { ReservationErrorLog } from '../reservation-errors/reservation-error-log.js';
import { signInOwnerOf } from '../sign-ins/sign-in-owner.js';
import { enabledSignInAccountOf } from '../sign-ins/sign-ins.service.js';
import { invalidFields } from '../../platform/field-error.js';
import { bookingConflict, supplierRefused, supplierUnavailable } from './booking-errors.js';

export type BookingSupplierDeps = {
  db: Database;
  suppliers: SupplierGateway;
  clock: Clock;
  /** Each supplier call's own deadline. */
  deadlineMs: number;
  reservationErrors: ReservationErrorLog;
};

export type PaxCounts = { adt: number; chd: number; inf: number };

/** One chosen flight: its place in the request, the supplier's key and the leg it was searched on. */
export type ChosenFlight = { index: number; selection: TFlightSelection; key: string };
/** The flights of one booking system: one PNR. */
export type SystemGroup = { system: TBookingSystem; flights: ChosenFlight[] };

export function groupBySystem(flights: readonly TFlightSelection[]): SystemGroup[] {
  const groups = new Map<TBookingSystem, SystemGroup>();
  flights.forEach((selection, index) => {
    const separator = selection.offerId.indexOf(':');
    const system = selection.offerId.slice(0, separator) as TBookingSystem;
    const group = groups.get(system) ?? { system, flights: [] };
    group.flights.push({ index, selection, key: selection.offerId.slice(separator + 1) });
    groups.set(system, group);
  });
  return [...groups.values()];
}

/** OW one flight, RT out and back between the same airports, MC anything else (`ends`: each flight's from and to). */
export function journeyTypeOf(ends: readonly { from: string; to: string }[]): 'OW' | 'RT' | 'MC' {
  if (ends.length === 1) return 'OW';
  const [out, back] = ends;
  return ends.length === 2 && out!.from === back!.to && out!.to === back!.from ? 'RT' : 'MC';
}

/** 400 naming adt/chd/inf when the counts break SPEC §4/§5 (at least one adult, 9 seated, infants ≤ adults). */
export function assertPaxCounts(pax: PaxCounts): void {
  const problems = validatePassengers(pax);
  if (problems.length > 0)
    throw invalidFields(problems.map((problem) => ({ field: problem.field, message: problem.message })));
}

export type AgencyBookingContext = {
  /** The buying agency first, then its parents. */
  ancestry: AgencyRow[];
  /** The buying agency up to its F1: the agencies a sale's split runs through. */
  chainAgencyIds: string[];
  fees: FeeSchedule;
  accounts: Map<TBookingSystem, string>;
};

/** A system the request asks for, and the request field to name when the agency may not use it. */
export type AskedSystem = { system: TBookingSystem; field: string };

export const askedSystemsOf = (groups: readonly SystemGroup[]): AskedSystem[] =>
  groups.map((group) => ({ system: group.system, field: `flights.${group.flights[0]?.index ?? 0}.offerId` }));

/**
 * The agency's chain, fees and the account for each system of the request. A system it may not use (no enabled
 * sign-in of its F1, or narrowed away down the tree) is 400 naming the request's field for it.
 */
export async function agencyBookingContext(options: {
  db: Database;
  agencyId: string;
  systems: readonly AskedSystem[];
  language: Language;
}): Promise<AgencyBookingContext> {
  const { db, agencyId, systems, language } = options;
  const asked = systems.map((entry) => entry.system);
  const closed = (system: TBookingSystem) => {
    const field = systems.find((entry) => entry.system === system)?.field ?? 'flights';
    return invalidFieldIn(language, {
      field,
      vi: `đại lý không được dùng hệ thống ${system}`,
      en: `your agency may not book on ${system}`,
    });
  };
  const settings = await agencySupplierSettings(db, agencyId, asked).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 400) throw closed(asked[0]!);
    throw error;
  });
  const missing = asked.find((system) => !settings.systems.includes(system));
  if (missing) throw closed(missing);
  const owner = signInOwnerOf(settings.ancestry) ?? agencyId;
  const accounts = new Map<TBookingSystem, string>();
  for (const system of asked) {
    const account = await enabledSignInAccountOf(db, owner, system);
    if (!account) throw closed(system);
    accounts.set(system, account);
  }
  const topIndex = settings.ancestry.findIndex((agency) => agency.level === 'F1');
  const chain = topIndex >= 0 ? settings.ancestry.slice(0, topIndex + 1) : settings.ancestry.slice(0, 1);
  return {
    ancestry: settings.ancestry,
    chainAgencyIds: chain.map((agency) => agency.id),
    fees: await feeScheduleOf(db, settings.ancestry),
    accounts,
  };
}

/** The promotion code the agent gave for this system's airline (the GDSs take none). */
export function promotionCodeFor(
  system: TBookingSystem,
  promotions: TItineraryRequest['promotions'],
): string | undefined {
  const airline = promotionAirlineOf(system);
  return airline ? promotions?.find((entry) => entry.airline === airline)?.promotionCode : undefined;
}

/** A chosen flight found again at its supplier: its segments now, and its fare now (null when sold out). */
export type QuotedFlight = ChosenFlight & { flight: TSupplierFlight; priced: TSupplierPricedFlight };
export type QuotedGroup = {
  system: TBookingSystem;
  account: string;
  promotionCode?: string;
  flights: QuotedFlight[];
  /** The supplier's own flag: a class moved, something sold out, or the airline re-priced since the search. */
  isRepriced: boolean;
};

export type CallContext = { agencyId: string; userId: string };

/** Logs a failed call in the agency's reservation error log without waiting for it. */
export function logSupplierFailure(
  deps: BookingSupplierDeps,
  context: CallContext,
  entry: {
    system: string;
    action: 'hold' | 'cancel' | 'issue' | 'void' | 'refund';
    pnr?: string | null;
    message: string;
  },
): void {
  void deps.reservationErrors.record([
    { agencyId: context.agencyId, userId: context.userId, ...entry, occurredAt: deps.clock.now() },
  ]);
}

/**
 * The error a failed lookup answers: 400 naming the request's field (`fieldOf` turns the supplier's field into it),
 * 409 flightUnavailable or supplierRefused, 502 when there was no answer (logged in the reservation error log).
 */
export function lookupFailure(
  deps: BookingSupplierDeps,
  options: {
    context: CallContext;
    system: TBookingSystem;
    result: Exclude<SupplierCallResult<unknown>, { ok: true }>;
    fieldOf: (supplierField: string) => string;
  },
): AppError {
  const { context, system, result, fieldOf } = options;
  if (result.kind === 'unknown') {
    logSupplierFailure(deps, context, { system, action: 'hold', message: result.message });
    return supplierUnavailable(result.message);
  }
  if (result.code === 'BAD_REQUEST' && result.fields?.length)
    return invalidFields(result.fields.map((issue) => ({ field: fieldOf(issue.field), message: issue.message })));
  if (result.code === 'FLIGHT_UNAVAILABLE')
    return bookingConflict('flightUnavailable', {
      key: 'bookingFlightUnavailable',
      params: { message: result.message },
      details: { system, message: result.message },
    });
  return supplierRefused(result.code, result.message);
}

/** The supplier numbers a group's flights from 0; the request numbers the whole itinerary. */
const groupFieldOf = (group: SystemGroup) => (field: string) =>
  field.replace(
    /^flights\.(\d+)/,
    (_whole, position: string) => `flights.${group.flights[Number(position)]?.index ?? position}`,
  );

async function searchAgain(
  deps: BookingSupplierDeps,
  options: { group: SystemGroup; pax: PaxCounts; promotionCode: string | undefined },
): Promise<SupplierCallResult<TSupplierFlight[]>> {
  const { group, pax, promotionCode } = options;
  const legs = group.flights.map(({ selection }) => ({
    from: selection.leg.from,
    to: selection.leg.to,
    date: selection.leg.departDate,
  }));
  const outcome = await callSupplier(deps.deadlineMs, undefined, (signal) =>
    deps.suppliers.search(group.system, { legs, pax, ...(promotionCode ? { promotionCode } : {}) }, { signal }),
  );
  if (outcome.ok) return { ok: true, value: outcome.value.flights };
  const message =
    outcome.reason === 'timeout'
      ? `${group.system} did not answer within ${deps.deadlineMs} ms`
      : outcome.error instanceof Error
        ? outcome.error.message
        : String(outcome.error);
  return { ok: false, kind: 'unknown', reason: outcome.reason === 'timeout' ? 'timeout' : 'supplier-error', message };
}

/**
 * Asks the group's supplier, in parallel, for the flights again (their segments: times, terminals, connections) and
 * for their price now. A flight it no longer sells is 409 flightUnavailable; no answer is 502.
 */
export async function quoteGroup(
  deps: BookingSupplierDeps,
  options: {
    context: CallContext;
    group: SystemGroup;
    account: string;
    pax: PaxCounts;
    promotions: TItineraryRequest['promotions'];
  },
): Promise<QuotedGroup> {
  const { context, group, account, pax, promotions } = options;
  const promotionCode = promotionCodeFor(group.system, promotions);
  const request = {
    account,
    flights: group.flights.map((flight) => ({ key: flight.key, fareClass: flight.selection.fareClass })),
    pax,
    ...(promotionCode ? { promotionCode } : {}),
  };
  const [found, priced] = await Promise.all([
    searchAgain(deps, { group, pax, promotionCode }),
    deps.suppliers.priceCheck(group.system, request, { deadlineMs: deps.deadlineMs }),
  ]);
  if (!found.ok)
    throw lookupFailure(deps, { context, system: group.system, result: found, fieldOf: groupFieldOf(group) });
  if (!priced.ok)
    throw lookupFailure(deps, { context, system: group.system, result: priced, fieldOf: groupFieldOf(group) });
  const flights = group.flights.map((chosen, position): QuotedFlight => {
    const flight = found.value.find((candidate) => candidate.key === chosen.key);
    const price = priced.value.flights[position];
    if (!flight || !price || price.key !== chosen.key) {
      const message = `${group.system} does not sell flight ${chosen.key} now`;
      throw bookingConflict('flightUnavailable', {
        key: 'bookingFlightUnavailable',
        params: { message },
        details: { system: group.system, offerId: chosen.selection.offerId, message },
      });
    }
    return { ...chosen, flight, priced: price };
  });
  return {
    system: group.system,
    account,
    ...(promotionCode ? { promotionCode } : {}),
    flights,
    isRepriced: priced.value.isPriceChanged,
  };
}
