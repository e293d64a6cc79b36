// A search stream of thousands of offers, grown from one real search's answer (the portal and its simulator, recorded
// as NDJSON through POST /api/flights/search): each offer copied under new ids with its fares' prices varied, the
// systems answering in the recorded order, one `offers` event each, as the portal streams them (decision 066).
import type { TFlightOffer, TSearchEvent, TSearchFlightsRequest } from '@portal/contracts';

export type RecordedSearch = { request: TSearchFlightsRequest; events: TSearchEvent[] };

export async function recordSearch(portalUrl: string, request: TSearchFlightsRequest): Promise<RecordedSearch> {
  const login = await fetch(`${portalUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'f1.admin', password: 'Demo@2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${portalUrl}/api/flights/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(request),
  });
  const text = await response.text();
  const events = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TSearchEvent);
  return { request, events };
}

/** Prices up or down by up to 18 %, in whole thousands of dong, so that copies sort apart. */
function varied(offer: TFlightOffer, copy: number): TFlightOffer {
  const factor = 0.82 + ((copy * 7919) % 37) / 100;
  const scale = (amount: number) => Math.round((amount * factor) / 1000) * 1000;
  const fares = offer.fares.map((fare) => ({
    ...fare,
    prices: Object.fromEntries(
      Object.entries(fare.prices).map(([type, price]) => [
        type,
        price ? { ...price, baseFare: scale(price.baseFare), total: scale(price.total) } : price,
      ]),
    ),
    totalPrice: scale(fare.totalPrice),
  }));
  return { ...offer, id: `${offer.id}~${copy}`, fares, lowestFare: scale(offer.lowestFare) } as TFlightOffer;
}

/** The recorded events with every system's offers copied until the whole stream carries `total` offers. */
export function grownEvents(recorded: readonly TSearchEvent[], total: number): TSearchEvent[] {
  const recordedCount = recorded.reduce((sum, event) => sum + (event.type === 'offers' ? event.offers.length : 0), 0);
  if (recordedCount === 0) throw new Error('the recorded search found no offers');
  let remaining = total;
  let left = recordedCount;
  return recorded.map((event) => {
    if (event.type !== 'offers' || event.offers.length === 0) return event;
    const share = Math.round((remaining * event.offers.length) / left);
    remaining -= share;
    left -= event.offers.length;
    const offers = Array.from({ length: share }, (_, index) => {
      const source = event.offers[index % event.offers.length] as TFlightOffer;
      return varied(source, Math.floor(index / event.offers.length));
    });
    return { ...event, offers };
  });
}
