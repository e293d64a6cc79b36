// The one door to the booking systems: an interface a real connector could implement (search and bookings), and its HTTP client for the simulator.
import {
  ZSupplierCalendarResponse,
  ZSupplierFareRulesResponse,
  ZSupplierSearchResponse,
  type TBookingSystem,
  type TSupplierCalendarQuery,
  type TSupplierCalendarResponse,
  type TSupplierFareRulesResponse,
  type TSupplierSearchRequest,
  type TSupplierSearchResponse,
} from '@portal/contracts';
import { createHttpBookingCalls, type SupplierBookingCalls } from './supplier-bookings.js';

export type {
  SupplierBookingCalls,
  SupplierCallOptions,
  SupplierCallResult,
  SupplierPnrTarget,
  SupplierRefusal,
  SupplierUnknownOutcome,
} from './supplier-bookings.js';

/** Search calls throw (the fan-out's callSupplier turns that into an outcome); booking calls answer a typed result. */
export type SupplierGateway = SupplierBookingCalls & {
  search(
    system: TBookingSystem,
    request: TSupplierSearchRequest,
    options: { signal: AbortSignal },
  ): Promise<TSupplierSearchResponse>;
  fareRules(
    system: TBookingSystem,
    query: { airline: string; fareClass: string },
    options: { signal: AbortSignal },
  ): Promise<TSupplierFareRulesResponse | null>;
  /** The cheapest one-adult one-way fare per day of a month, per number of segments (before our issue fee). */
  calendar(
    system: TBookingSystem,
    query: TSupplierCalendarQuery,
    options: { signal: AbortSignal },
  ): Promise<TSupplierCalendarResponse>;
};

/** A supplier answered, but not with something we can use (an error status or a malformed body). */
export class SupplierError extends Error {
  constructor(
    readonly system: TBookingSystem,
    message: string,
  ) {
    super(message);
  }
}

/** An error status with the supplier's own message when its body carries one (`{ message }`), for the reservation error log. */
async function failureOf(system: TBookingSystem, response: Response): Promise<SupplierError> {
  const body: unknown = await response.json().catch(() => undefined);
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : '';
  return new SupplierError(
    system,
    message ? `HTTP ${response.status}: ${message.slice(0, 500)}` : `HTTP ${response.status}`,
  );
}

export function createHttpSupplierGateway(options: { baseUrl: string; fetchImpl?: typeof fetch }): SupplierGateway {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = (path: string) => `${options.baseUrl.replace(/\/+$/, '')}${path}`;

  return {
    ...createHttpBookingCalls(options),
    async search(system, request, { signal }) {
      const response = await fetchImpl(url(`/systems/${system}/search`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal,
      });
      if (!response.ok) throw await failureOf(system, response);
      const parsed = ZSupplierSearchResponse.safeParse(await response.json());
      if (!parsed.success) throw new SupplierError(system, 'malformed search answer');
      return parsed.data;
    },
    async fareRules(system, query, { signal }) {
      const search = new URLSearchParams({ airline: query.airline, fareClass: query.fareClass });
      const response = await fetchImpl(url(`/systems/${system}/fare-rules?${search}`), { signal });
      if (response.status === 404) return null;
      if (!response.ok) throw await failureOf(system, response);
      const parsed = ZSupplierFareRulesResponse.safeParse(await response.json());
      if (!parsed.success) throw new SupplierError(system, 'malformed fare rules answer');
      return parsed.data;
    },
    async calendar(system, query, { signal }) {
      const search = new URLSearchParams({
        from: query.from,
        to: query.to,
        month: query.month,
        ...(query.departAfter ? { departAfter: query.departAfter } : {}),
      });
      const response = await fetchImpl(url(`/systems/${system}/calendar?${search}`), { signal });
      if (!response.ok) throw await failureOf(system, response);
      const parsed = ZSupplierCalendarResponse.safeParse(await response.json());
      if (!parsed.success) throw new SupplierError(system, 'malformed calendar answer');
      return parsed.data;
    },
  };
}
