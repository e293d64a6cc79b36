// The train search in the address: /train/search?from=HNO&to=DNA&depart=2026-12-10&return=2026-12-12, so a reload or
// a shared link shows the same runs; the results' tab rides along as &tab=return.
import { ZTrainSearchRequest, type TTrainDirection, type TTrainSearchRequest } from '@portal/contracts';

export const TRAIN_RESULTS_PATH = '/train/search';
export const TRAIN_SEATS_PATH = '/booking/train';
export const TRAIN_PASSENGERS_PATH = '/booking/train/passenger-info';

/** The query string of a search (no leading '?'), with the results' tab when it is the return one. */
export function encodeTrainSearch(request: TTrainSearchRequest, tab: TTrainDirection = 'departure'): string {
  const params = new URLSearchParams({ from: request.from, to: request.to, depart: request.departDate });
  if (request.returnDate) params.set('return', request.returnDate);
  if (tab === 'return' && request.returnDate) params.set('tab', 'return');
  return params.toString();
}

export const trainResultsPath = (request: TTrainSearchRequest, tab: TTrainDirection = 'departure') =>
  `${TRAIN_RESULTS_PATH}?${encodeTrainSearch(request, tab)}`;

/** The search an address carries, or null when it is missing or not a valid search. */
export function decodeTrainSearch(params: URLSearchParams): TTrainSearchRequest | null {
  const returnDate = params.get('return');
  const parsed = ZTrainSearchRequest.safeParse({
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    departDate: params.get('depart') ?? '',
    ...(returnDate ? { returnDate } : {}),
  });
  return parsed.success ? parsed.data : null;
}

export const tabOf = (params: URLSearchParams, request: TTrainSearchRequest | null): TTrainDirection =>
  params.get('tab') === 'return' && request?.returnDate ? 'return' : 'departure';

export const sameSearch = (a: TTrainSearchRequest | null, b: TTrainSearchRequest | null) =>
  a !== null &&
  b !== null &&
  a.from === b.from &&
  a.to === b.to &&
  a.departDate === b.departDate &&
  (a.returnDate ?? null) === (b.returnDate ?? null);

/** The directions a search asks for: departure, and return on a round trip. */
export const directionsOf = (request: TTrainSearchRequest | null): TTrainDirection[] =>
  request?.returnDate ? ['departure', 'return'] : ['departure'];
