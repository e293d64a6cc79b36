// What the search stream's worker and the page say to each other, and how a big `offers` event is cut into slices.
export type WorkerRequest = { body: ReadableStream<Uint8Array>; maxOffers: number };

export type WorkerAnswer =
  | { kind: 'events'; events: unknown[] }
  | { kind: 'bad-line'; line: string }
  | { kind: 'failed'; message: string }
  | { kind: 'end' };

/** An `offers` event with more than `maxOffers` offers, as several events of the same system; others unchanged. */
export function sliceSearchEvent(event: unknown, maxOffers: number): unknown[] {
  const candidate = event as { type?: unknown; offers?: unknown };
  if (candidate.type !== 'offers' || !Array.isArray(candidate.offers) || candidate.offers.length <= maxOffers)
    return [event];
  const slices: unknown[] = [];
  for (let start = 0; start < candidate.offers.length; start += maxOffers)
    slices.push({ ...candidate, offers: candidate.offers.slice(start, start + maxOffers) });
  return slices;
}
