// The consumer's flight search: the portal's own streaming engine run for the site's agency (one way, or a round trip of
// two legs), each offer priced for consumers and saying its leg.
import type { z } from 'zod';
import type { TConsumerSearchEvent, TSearchFlightsRequest, ZStorefrontSearchRequest } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { invalidFields } from '../../../platform/field-error.js';
import { notFound } from '../../../platform/errors.js';
import { searchRequestProblems } from '../../flights/search-request-rules.js';
import {
  createFlightSearchService,
  type FlightSearchDeps,
  type PreparedSearch,
} from '../../flights/search-flights.service.js';
import { agencyPricingSettings } from '../../suppliers/agency-booking-systems.js';
import { consumerOfferOf, holdGroupOf, type ConsumerPricing } from './consumer-pricing.js';
import type { PublicSite } from './public-site.js';

export type PreparedConsumerSearch = { search: PreparedSearch; pricing: ConsumerPricing };

type ConsumerSearch = { from: string; to: string; departDate: string; returnDate?: string };

/** The engine's request of a consumer's search: one way, or a round trip whose second leg flies back on returnDate. */
export function engineRequestOf(
  search: ConsumerSearch & { adt: number; chd: number; inf: number },
): TSearchFlightsRequest {
  const out = { from: search.from, to: search.to, departDate: search.departDate };
  const { adt, chd, inf } = search;
  return search.returnDate === undefined
    ? { journeyType: 'OW', legs: [out], adt, chd, inf }
    : {
        journeyType: 'RT',
        legs: [out, { from: search.to, to: search.from, departDate: search.returnDate }],
        adt,
        chd,
        inf,
      };
}

/** The engine's field paths in the consumer's words: legs.0.from → from, legs.1.departDate → returnDate (its airports are the outbound's, swapped). */
export const consumerField = (field: string) =>
  field
    .replace(/^legs\.0\./, '')
    .replace(/^legs\.1\.departDate$/, 'returnDate')
    .replace(/^legs\.1\.from$/, 'to')
    .replace(/^legs\.1\.to$/, 'from')
    .replace(/^legs$/, 'returnDate');

/** The engine's problems named in the consumer's words, each field and message once (a round trip's airports are checked on both legs). */
export function consumerProblems<T extends { field: string; message: string }>(problems: readonly T[], prefix = '') {
  const seen = new Set<string>();
  return problems
    .map((problem) => ({ ...problem, field: `${prefix}${consumerField(problem.field)}` }))
    .filter((problem) => {
      const key = `${problem.field}|${problem.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
}

export function createConsumerSearchService(deps: FlightSearchDeps) {
  const engine = createFlightSearchService(deps);

  /** Everything that can refuse happens here (400 naming the field, 404 when the site sells no flights). */
  async function prepare(
    site: PublicSite,
    body: z.output<typeof ZStorefrontSearchRequest>,
  ): Promise<PreparedConsumerSearch> {
    if (!site.products.includes('flights')) throw notFound();
    const request = engineRequestOf(body);
    const problems = searchRequestProblems(request, deps.clock.now());
    if (problems.length > 0) throw invalidFields(consumerProblems(problems));
    // Only the booking systems the agency may use (its F1's enabled sign-ins, narrowed down its chain).
    const agency = await agencyPricingSettings(deps.db, site.agencyId);
    return {
      search: {
        searchId: randomUUID(),
        caller: { agencyId: site.agencyId, userId: null },
        systems: agency.systems,
        fees: agency.fees,
        isIssueFeeHidden: true,
        request,
      },
      pricing: {
        serviceFees: site.serviceFees,
        pricesIncludeFee: site.pricesIncludeFee,
        passengers: { adt: body.adt, chd: body.chd, inf: body.inf },
      },
    };
  }

  /** Streams started → offers* / progress* → done, without the systems' names or their failures. Never throws. */
  function run(
    prepared: PreparedConsumerSearch,
    emit: (event: TConsumerSearchEvent) => void,
    clientGone: AbortSignal,
  ): Promise<void> {
    return engine.run(
      prepared.search,
      (event) => {
        if (event.type === 'started')
          emit({ type: 'started', total: event.total, pricesIncludeFee: prepared.pricing.pricesIncludeFee });
        else if (event.type === 'offers') {
          const { searchId, request } = prepared.search;
          const isRoundTrip = request.journeyType === 'RT';
          const offers = event.offers
            // A round trip's fare sold only with a return the supplier does not name cannot be paired: left out.
            .filter((offer) => !isRoundTrip || !offer.combineSegment || offer.combinationId !== undefined)
            .map((offer) => ({
              ...consumerOfferOf(offer, prepared.pricing),
              ...(isRoundTrip ? { holdGroup: holdGroupOf(offer, searchId) } : {}),
            }))
            .filter((offer) => offer.fares.length > 0);
          if (offers.length > 0) emit({ type: 'offers', offers });
        } else if (event.type === 'progress') emit(event);
        else if (event.type === 'done') emit({ type: 'done', completed: event.completed, total: event.total });
      },
      clientGone,
    );
  }

  return { prepare, run };
}
export type ConsumerSearchService = ReturnType<typeof createConsumerSearchService>;
