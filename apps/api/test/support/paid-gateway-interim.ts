// Until the suppliers module's gateway has paidChange, seatMaps and offers (branch s-sim-sales), the paid-change tests
// add them to the test gateway over the simulator's HTTP API: 2xx answered, 4xx refused with its code, anything else
// (no answer within the deadline, 5xx) unknown. Removed once the real gateway methods land.
import {
  ZSupplierOffersResponse,
  ZSupplierPaidChangeResult,
  ZSupplierSeatMapsResponse,
  type TBookingSystem,
} from '@portal/contracts';
import type { z } from 'zod';
import type { SupplierCallResult, SupplierGateway } from '../../src/modules/suppliers/supplier-gateway.js';
import type { PaidChangeCalls } from '../../src/modules/bookings/paid-changes/paid-supplier.js';

async function post<T>(
  url: string,
  options: { body: unknown; schema: z.ZodType<T>; deadlineMs: number },
): Promise<SupplierCallResult<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.deadlineMs),
    });
    const json = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    if (response.ok) {
      const parsed = options.schema.safeParse(json);
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, kind: 'unknown', reason: 'bad-answer', message: 'malformed answer' };
    }
    if (response.status >= 400 && response.status < 500)
      return {
        ok: false,
        kind: 'refused',
        code: (json.error ?? 'UNRECOGNISED') as never,
        httpStatus: response.status,
        message: json.message ?? json.error ?? `HTTP ${response.status}`,
      };
    return { ok: false, kind: 'unknown', reason: 'supplier-error', message: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, kind: 'unknown', reason: 'timeout', message: String(error) };
  }
}

/** Adds the paid-change calls to `gateway` (in place) when it has none of its own. */
export function addInterimPaidCalls(gateway: SupplierGateway, simulatorUrl: string): void {
  if ('paidChange' in gateway) return;
  const path = (system: TBookingSystem, pnr: string, action: string) =>
    `${simulatorUrl}/systems/${system}/bookings/${encodeURIComponent(pnr)}/${action}`;
  const calls: PaidChangeCalls = {
    paidChange: (system, { pnr, ...body }, options) =>
      post(path(system, pnr, 'paid-changes'), {
        body,
        schema: ZSupplierPaidChangeResult,
        deadlineMs: options.deadlineMs,
      }),
    seatMaps: (system, { pnr, account }, options) =>
      post(path(system, pnr, 'seat-maps'), {
        body: { account },
        schema: ZSupplierSeatMapsResponse,
        deadlineMs: options.deadlineMs,
      }),
    offers: (system, { pnr, account }, options) =>
      post(path(system, pnr, 'offers'), {
        body: { account },
        schema: ZSupplierOffersResponse,
        deadlineMs: options.deadlineMs,
      }),
  };
  Object.assign(gateway, calls);
}
