// Fans a search out to every booking system the agency may use, each under its own deadline, streaming what each answers.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BOOKING_SYSTEMS, ErrorCode, type TBookingSystem, type TSearchEvent, type TSearchFlightsRequest } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { AppError, notFound } from '../../platform/errors.js';
import type { Clock } from '../../platform/clock.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { priceOffer, type IssueFeePolicy, type PaxCounts } from './offer-pricing.js';
import { assertValidSearch } from './search-request-rules.js';
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

class DeadlinePassed extends Error {}

export function createFlightSearchService(deps: FlightSearchDeps) {
  /** Everything that can refuse the search happens here, before the stream starts, so refusals are plain 400s. */
  async function prepare(auth: AccessClaims, request: TSearchFlightsRequest): Promise<PreparedSearch> {
    assertValidSearch(request, deps.clock.now());
    const [agency] = await deps.db.select().from(tables.agencies).where(eq(tables.agencies.id, auth.agencyId)).limit(1);
    if (!agency) throw notFound();
    const allowed = agency.settings.bookingSystems ?? [...BOOKING_SYSTEMS];
    const asked = request.systems ?? [...BOOKING_SYSTEMS];
    const systems = BOOKING_SYSTEMS.filter((system) => allowed.includes(system) && asked.includes(system));
    if (systems.length === 0) {
      throw new AppError(400, ErrorCode.VALIDATION, 'noBookingSystem', {}, { fields: [{ field: 'systems', message: 'no booking system available' }] });
    }
    return {
      searchId: randomUUID(),
      systems,
      fees: { issueFeePerSegment: agency.settings.issueFeePerSegment ?? 0 },
      isIssueFeeHidden: agency.settings.isIssueFeeHidden ?? false,
      request,
    };
  }

  async function askSystem(search: PreparedSearch, system: TBookingSystem, emit: (event: TSearchEvent) => void, clientGone: AbortSignal): Promise<void> {
    const { request } = search;
    const pax: PaxCounts = { adt: request.adt, chd: request.chd, inf: request.inf };
    const promotion = request.promotions?.find((entry) => entry.airline === PROMOTION_AIRLINE[system]);
    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(new DeadlinePassed()), deps.deadlineMs);
    const onClientGone = () => controller.abort();
    clientGone.addEventListener('abort', onClientGone);
    try {
      const answer = await deps.suppliers.search(
        system,
        { legs: request.legs.map((leg) => ({ from: leg.from, to: leg.to, date: leg.departDate })), pax, promotionCode: promotion?.promotionCode },
        { signal: controller.signal },
      );
      const offers = answer.flights.map((flight) => priceOffer({ system, source: answer.source, flight, pax, fees: search.fees }));
      emit({ type: 'offers', system, offers });
      if (promotion && answer.promotion) {
        emit({ type: 'promotion', system, airline: promotion.airline, promotionCode: answer.promotion.code, status: answer.promotion.status, message: answer.promotion.message });
      }
    } catch (error) {
      const isTimeout = controller.signal.reason instanceof DeadlinePassed;
      if (!clientGone.aborted) deps.onSupplierFailure?.(system, error);
      emit({ type: 'system-error', system, reason: isTimeout ? 'timeout' : 'error', message: isTimeout ? `no answer within ${deps.deadlineMs} ms` : 'the booking system failed to answer' });
    } finally {
      clearTimeout(deadline);
      clientGone.removeEventListener('abort', onClientGone);
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
