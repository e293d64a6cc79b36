// The consumer's flight search: the portal's own streaming engine run for the site's agency, each offer priced for consumers.
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
import { consumerOfferOf, type ConsumerPricing } from './consumer-pricing.js';
import type { PublicSite } from './public-site.js';

export type PreparedConsumerSearch = { search: PreparedSearch; pricing: ConsumerPricing };

/** The engine's field paths in the consumer's words: legs.0.from → from. */
const consumerField = (field: string) => field.replace(/^legs\.0\./, '');

export function createConsumerSearchService(deps: FlightSearchDeps) {
  const engine = createFlightSearchService(deps);

  /** Everything that can refuse happens here (400 naming the field, 404 when the site sells no flights). */
  async function prepare(
    site: PublicSite,
    body: z.output<typeof ZStorefrontSearchRequest>,
  ): Promise<PreparedConsumerSearch> {
    if (!site.products.includes('flights')) throw notFound();
    const request: TSearchFlightsRequest = {
      journeyType: 'OW',
      legs: [{ from: body.from, to: body.to, departDate: body.departDate }],
      adt: body.adt,
      chd: body.chd,
      inf: body.inf,
    };
    const problems = searchRequestProblems(request, deps.clock.now());
    if (problems.length > 0)
      throw invalidFields(problems.map((problem) => ({ ...problem, field: consumerField(problem.field) })));
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
          const offers = event.offers
            .map((offer) => consumerOfferOf(offer, prepared.pricing))
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
