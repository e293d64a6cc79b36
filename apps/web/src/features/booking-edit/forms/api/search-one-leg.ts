// POST /api/flights/search for the one flight add-route sells: a one-way search on the booking's system, offers collected.
import type { TFlightOffer, TSearchEvent, TSearchFlightsRequest } from '@portal/contracts';
import { getHttpClient } from '../../../../lib/http/client-holder';

export type LegSearchResult = { offers: TFlightOffer[] } | { failed: true };

/** Every offer the stream answers (the systems that fail are skipped); failed when the search itself is refused. */
export async function searchOneLeg(request: TSearchFlightsRequest, signal: AbortSignal): Promise<LegSearchResult> {
  const offers: TFlightOffer[] = [];
  const result = await getHttpClient().streamNdjson<TSearchEvent>(
    { url: '/api/flights/search', method: 'POST', body: request },
    (event) => {
      if (event.type === 'offers') offers.push(...event.offers);
    },
    signal,
  );
  return 'error' in result ? { failed: true } : { offers };
}
