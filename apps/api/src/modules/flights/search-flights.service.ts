// Fans a search out to every booking system the agency may use, each under its own deadline, streaming what each answers.
import { randomUUID } from 'node:crypto';
import type { TBookingSystem, TSearchEvent, TSearchFlightsRequest } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { agencySupplierSettings } from './agency-booking-systems.js';
import { priceOffer, type IssueFeePolicy, type PaxCounts } from './offer-pricing.js';
import { assertValidSearch } from './search-request-rules.js';
import { callSupplier } from './supplier-call.js';
import type { SupplierGateway } from './supplier-gateway.js';

export type FlightSearchDeps = {
  db: Database;
  suppliers: SupplierGateway;
  clock: Clock;
  deadlineMs: number;
  /** Where a failed supplier call is reported (the server log; later the reservation error log). */
  onSupplierFailure?: (system: TBookingSystem, error: unknown) => void;
};

/** The airline whose promotion codes a system accepts; the GDSs take none. */
const PROMOTION_AIRLINE: Partial<Record<TBookingSystem, string>> = { VN: 'VN', VJ: 'VJ', QH: 'QH', VU: 'VU' };

export type PreparedSearch = {
  searchId: string;
  systems: TBookingSystem[];
  fees: IssueFeePolicy;
  isIssueFeeHidden: boolean;
  request: TSearchFlightsRequest;
};

export function createFlightSearchService(deps: FlightSearchDeps) {
  /** Everything that can refuse the search happens here, before the stream starts, so refusals are plain 400s. */
  async function prepare(auth: AccessClaims, request: TSearchFlightsRequest): Promise<PreparedSearch> {
    assertValidSearch(request, deps.clock.now());
    const agency = await agencySupplierSettings(deps.db, auth.agencyId, request.systems);
    return { searchId: randomUUID(), systems: agency.systems, fees: agency.fees, isIssueFeeHidden: agency.isIssueFeeHidden, request };
  }

  async function askSystem(search: PreparedSearch, system: TBookingSystem, emit: (event: TSearchEvent) => void, clientGone: AbortSignal): Promise<void> {
    const { request } = search;
    const pax: PaxCounts = { adt: request.adt, chd: request.chd, inf: request.inf };
    const promotion = request.promotions?.find((entry) => entry.airline === PROMOTION_AIRLINE[system]);
    const outcome = await callSupplier(deps.deadlineMs, clientGone, async (signal) => {
      const legs = request.legs.map((leg) => ({ from: leg.from, to: leg.to, date: leg.departDate }));
      const answer = await deps.suppliers.search(system, { legs, pax, promotionCode: promotion?.promotionCode }, { signal });
      return { answer, offers: answer.flights.map((flight) => priceOffer({ system, source: answer.source, flight, pax, fees: search.fees })) };
    });
    if (!outcome.ok) {
      if (!clientGone.aborted) deps.onSupplierFailure?.(system, outcome.error);
      const isTimeout = outcome.reason === 'timeout';
      emit({ type: 'system-error', system, reason: outcome.reason, message: isTimeout ? `no answer within ${deps.deadlineMs} ms` : 'the booking system failed to answer' });
      return;
    }
    const { answer, offers } = outcome.value;
    emit({ type: 'offers', system, offers });
    if (promotion && answer.promotion) {
      emit({ type: 'promotion', system, airline: promotion.airline, promotionCode: answer.promotion.code, status: answer.promotion.status, message: answer.promotion.message });
    }
  }

  /** Streams started → (offers | system-error, promotion?, progress)* → done. Never throws. */
  async function run(search: PreparedSearch, emit: (event: TSearchEvent) => void, clientGone: AbortSignal): Promise<void> {
    const startedAt = performance.now();
    const total = search.systems.length;
    let completed = 0;
    emit({ type: 'started', searchId: search.searchId, systems: search.systems, total, isIssueFeeHidden: search.isIssueFeeHidden });
    await Promise.all(
      search.systems.map(async (system) => {
        await askSystem(search, system, emit, clientGone);
        completed += 1;
        emit({ type: 'progress', completed, total });
      }),
    );
    emit({ type: 'done', completed, total, durationMs: Math.round(performance.now() - startedAt) });
  }

  return { prepare, run };
}

export type FlightSearchService = ReturnType<typeof createFlightSearchService>;
