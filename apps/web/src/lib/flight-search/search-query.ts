// The flight search as a URL query: the search form writes it, the results pages read it, so a search can be reloaded or shared.
import type { TPromotionEntry, TSearchFlightsRequest } from '@portal/contracts';
import { PROMOTION_AIRLINES } from '@portal/contracts/suppliers/booking-systems';

export const RESULTS_PATH = '/booking/flights';
export const MULTI_RESULTS_PATH = '/booking/multi-destinations';

const AIRPORT = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function count(value: string | null, fallback: number): number {
  const parsed = Number(value ?? fallback);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= 9 ? parsed : fallback;
}

function encodePromotions(promotions: readonly TPromotionEntry[] | undefined): string | undefined {
  const entries = (promotions ?? []).filter((entry) => entry.promotionCode.trim() !== '');
  return entries.length > 0
    ? entries.map((entry) => `${entry.airline}:${entry.promotionCode.trim()}`).join(',')
    : undefined;
}

function decodePromotions(text: string | null): TPromotionEntry[] | undefined {
  if (!text) return undefined;
  const entries = text.split(',').flatMap((part) => {
    const [airline, code] = part.split(':');
    const isKnown = (PROMOTION_AIRLINES as readonly string[]).includes(airline ?? '');
    return isKnown && code ? [{ airline: airline as TPromotionEntry['airline'], promotionCode: code }] : [];
  });
  return entries.length > 0 ? entries : undefined;
}

/** `?type=RT&legs=HAN-SGN-2026-12-01,SGN-HAN-2026-12-05&adt=2&chd=1&inf=1&promo=VN:CODE` */
export function encodeSearchQuery(request: TSearchFlightsRequest): string {
  const params = new URLSearchParams();
  params.set('type', request.journeyType);
  params.set('legs', request.legs.map((leg) => `${leg.from}-${leg.to}-${leg.departDate}`).join(','));
  params.set('adt', String(request.adt));
  params.set('chd', String(request.chd));
  params.set('inf', String(request.inf));
  const promo = encodePromotions(request.promotions);
  if (promo) params.set('promo', promo);
  return params.toString();
}

/** Reads a query back into a request; undefined when it is not a search at all (the page then shows the form). */
export function decodeSearchQuery(search: string): TSearchFlightsRequest | undefined {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  if (type !== 'OW' && type !== 'RT' && type !== 'MC') return undefined;
  const legs = (params.get('legs') ?? '').split(',').flatMap((part) => {
    const match = /^([A-Z]{3})-([A-Z]{3})-(\d{4}-\d{2}-\d{2})$/.exec(part);
    return match && AIRPORT.test(match[1]!) && AIRPORT.test(match[2]!) && DATE.test(match[3]!)
      ? [{ from: match[1]!, to: match[2]!, departDate: match[3]! }]
      : [];
  });
  if (legs.length === 0) return undefined;
  const promotions = decodePromotions(params.get('promo'));
  return {
    journeyType: type,
    legs,
    adt: count(params.get('adt'), 1),
    chd: count(params.get('chd'), 0),
    inf: count(params.get('inf'), 0),
    ...(promotions ? { promotions } : {}),
  };
}

export function resultsPathFor(request: TSearchFlightsRequest): string {
  return `${request.journeyType === 'MC' ? MULTI_RESULTS_PATH : RESULTS_PATH}?${encodeSearchQuery(request)}`;
}
