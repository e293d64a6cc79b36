// The simulator connector: the HTTP client of apps/supplier-sim, one base URL serving every booking system it simulates.
import {
  ZSupplierCalendarResponse,
  ZSupplierFareRulesResponse,
  ZSupplierSearchResponse,
  type TBookingSystem,
} from '@portal/contracts';
import { SupplierError, type SupplierGateway } from '../../supplier-gateway.js';
import { createSimulatorBookingCalls } from './simulator-booking-calls.js';

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

export function createSimulatorConnector(options: { baseUrl: string; fetchImpl?: typeof fetch }): SupplierGateway {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = (path: string) => `${options.baseUrl.replace(/\/+$/, '')}${path}`;

  return {
    ...createSimulatorBookingCalls(options),
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
