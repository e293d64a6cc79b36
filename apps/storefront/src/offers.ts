// The results list's pure parts: merging streamed offers, sorting by price, departure or duration, filtering by airline.
import type { TConsumerOffer } from '@portal/contracts';

export type SortKey = 'price' | 'depart' | 'duration';

/** Sold-out offers (lowest price 0) go last whatever the order. */
export function sortOffers(offers: readonly TConsumerOffer[], key: SortKey): TConsumerOffer[] {
  const value = (offer: TConsumerOffer): number =>
    key === 'price' ? offer.lowestPrice : key === 'duration' ? offer.durationMinutes : Date.parse(offer.departDateTime);
  return [...offers].sort((a, b) => {
    const soldOut = Number(a.lowestPrice === 0) - Number(b.lowestPrice === 0);
    // Ties by id in code-unit order: localeCompare's collation cost a phone tens of milliseconds per sort.
    return soldOut !== 0 ? soldOut : value(a) - value(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

/** The airlines among the offers, by name, each with its cheapest price. */
export function airlinesOf(offers: readonly TConsumerOffer[]): { code: string; name: string; lowest: number }[] {
  const byCode = new Map<string, { code: string; name: string; lowest: number }>();
  for (const offer of offers) {
    const known = byCode.get(offer.airline);
    const price = offer.lowestPrice || Number.POSITIVE_INFINITY;
    if (!known) byCode.set(offer.airline, { code: offer.airline, name: offer.airlineName, lowest: price });
    else known.lowest = Math.min(known.lowest, price);
  }
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function filterByAirline(offers: readonly TConsumerOffer[], airline: string): TConsumerOffer[] {
  return airline === '' ? [...offers] : offers.filter((offer) => offer.airline === airline);
}
