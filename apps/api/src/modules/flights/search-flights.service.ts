// Fans a search out to every booking system the agency may use, each under its own deadline, streaming what each answers.
import { randomUUID } from 'node:crypto';
import type { TBookingSystem, TSearchEvent, TSearchFlightsRequest } from '@portal/contracts';
import type { Database } from '@portal/db';
import { promotionAirlineOf, type FeeSchedule } from '@portal/domain';
import type { Clock } from '../../platform/clock.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { agencyPricingSettings } from '../suppliers/agency-booking-systems.js';
import { priceOffer, type PaxCounts } from './offer-pricing.js';
import { assertValidSearch } from './search-request-rules.js';
import { callSupplier } from '../suppliers/supplier-call.js';
import type { SupplierGateway } from '../suppliers/supplier-gateway.js';
import {
  supplierErrorText,
  type ReservationErrorEntry,
  type ReservationErrorLog,
} from '../reservation-errors/reservation-error-log.js';

export type FlightSearchDeps = {
  db: Database;
  suppliers: SupplierGateway;
  clock: Clock;
  deadlineMs: number;
  /** Where a failed supplier call is reported (the server log). */
  onSupplierFailure?: (system: TBookingSystem, error: unknown) => void;
  /** The agency's reservation error log: one batch per search or calendar, written without waiting for it. */
  reservationErrors?: ReservationErrorLog;
};

/** What a failed or late system leaves in the reservation error log. */
export function failureMessage(outcome: { reason: 'timeout' | 'error'; error: unknown }, deadlineMs: number): string {
  return outcome.reason === 'timeout' ? `no answer within ${deadlineMs} ms` : supplierErrorText(outcome.error);
}

export type PreparedSearch = {
  searchId: string;
  /** Who searches: their agency and user go on the reservation error log's rows (no user: a consumer of the agency's B2C site). */
  caller: { agencyId: string; userId: string | null };
  systems: TBookingSystem[];
  /** The searching agency's chain fees, loaded once for the whole search. */
  fees: FeeSchedule;
  isIssueFeeHidden: boolean;
  request: TSearchFlightsRequest;
};

export function createFlightSearchService(deps: FlightSearchDeps) {
  /** Everything that can refuse the search happens here, before the stream starts, so refusals are plain 400s. */
  async function prepare(auth: AccessClaims, request: TSearchFlightsRequest): Promise<PreparedSearch> {
    assertValidSearch(request, deps.clock.now());
    const agency = await agencyPricingSettings(deps.db, auth.agencyId, request.systems);
    return {
      searchId: randomUUID(),
      caller: { agencyId: auth.agencyId, userId: auth.userId },
      systems: agency.systems,
      fees: agency.fees,
      isIssueFeeHidden: agency.isIssueFeeHidden,
      request,
    };
  }

  /** Asks one system and streams its answer; answers the failure to log, if any. */
  async function askSystem(options: {
    search: PreparedSearch;
    system: TBookingSystem;
    emit: (event: TSearchEvent) => void;
    clientGone: AbortSignal;
  }): Promise<ReservationErrorEntry | undefined> {
    const { search, system, emit, clientGone } = options;
    const { request } = search;
    const pax: PaxCounts = { adt: request.adt, chd: request.chd, inf: request.inf };
    const promotionAirline = promotionAirlineOf(system);
    const promotion = promotionAirline
      ? request.promotions?.find((entry) => entry.airline === promotionAirline)
      : undefined;
    const outcome = await callSupplier(deps.deadlineMs, clientGone, async (signal) => {
      const legs = request.legs.map((leg) => ({ from: leg.from, to: leg.to, date: leg.departDate }));
      const answer = await deps.suppliers.search(
        system,
        { legs, pax, promotionCode: promotion?.promotionCode },
        { signal },
      );
      return {
        answer,
        offers: answer.flights.map((flight) =>
          priceOffer({ system, source: answer.source, flight, pax, fees: search.fees }),
        ),
      };
    });
    if (!outcome.ok) {
      const isTimeout = outcome.reason === 'timeout';
      emit({
        type: 'system-error',
        system,
        reason: outcome.reason,
        message: isTimeout ? `no answer within ${deps.deadlineMs} ms` : 'the booking system failed to answer',
      });
      // A caller who left aborted the call: that is not the system's failure.
      if (clientGone.aborted) return undefined;
      deps.onSupplierFailure?.(system, outcome.error);
      return {
        ...search.caller,
        system,
        action: 'search',
        message: failureMessage(outcome, deps.deadlineMs),
        occurredAt: deps.clock.now(),
      };
    }
    const { answer, offers } = outcome.value;
    emit({ type: 'offers', system, offers });
    if (promotion && answer.promotion) {
      emit({
        type: 'promotion',
        system,
        airline: promotion.airline,
        promotionCode: answer.promotion.code,
        status: answer.promotion.status,
        message: answer.promotion.message,
      });
    }
    return undefined;
  }

  /** Streams started → (offers | system-error, promotion?, progress)* → done. Never throws. */
  async function run(
    search: PreparedSearch,
    emit: (event: TSearchEvent) => void,
    clientGone: AbortSignal,
  ): Promise<void> {
    const startedAt = performance.now();
    const total = search.systems.length;
    let completed = 0;
    const failures: ReservationErrorEntry[] = [];
    emit({
      type: 'started',
      searchId: search.searchId,
      systems: search.systems,
      total,
      isIssueFeeHidden: search.isIssueFeeHidden,
    });
    await Promise.all(
      search.systems.map(async (system) => {
        const failure = await askSystem({ search, system, emit, clientGone });
        if (failure) failures.push(failure);
        completed += 1;
        emit({ type: 'progress', completed, total });
      }),
    );
    emit({ type: 'done', completed, total, durationMs: Math.round(performance.now() - startedAt) });
    // After done, without waiting: the log never holds up or fails the search.
    if (failures.length > 0) void deps.reservationErrors?.record(failures);
  }

  return { prepare, run };
}

export type FlightSearchService = ReturnType<typeof createFlightSearchService>;
