// A simulator on a real port for one test file, with zero latency and a fixed clock, and typed calls to it.
import { BOOKING_SYSTEMS, ZSupplierSearchResponse, type TSupplierSearchRequest } from '@portal/contracts';
import {
  startSimulator,
  type TFaultsPatch,
  type TRunningSimulator,
  type TSimulatorFlight,
  type TSimulatorOptions,
} from '../src/index.js';

/** 10:00 in Vietnam on 21 November 2026. */
export const NOW = new Date('2026-11-21T03:00:00Z');

export const INSTANT: TFaultsPatch = Object.fromEntries(
  BOOKING_SYSTEMS.map((system) => [system, { latencyMs: [0, 0] }]),
);

export async function startTestSimulator(options: TSimulatorOptions = {}): Promise<TRunningSimulator> {
  return startSimulator({
    port: 0,
    host: '127.0.0.1',
    now: () => NOW,
    ...options,
    faults: { ...INSTANT, ...options.faults },
  });
}

export type TSearchBody = Omit<TSupplierSearchRequest, 'pax'> & { pax?: TSupplierSearchRequest['pax'] };

/** POST a search, check the answer against the protocol schema and keep the raw JSON too. */
export async function search(simulator: TRunningSimulator, system: string, body: TSearchBody) {
  const response = await fetch(`${simulator.url}/systems/${system}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pax: { adt: 1, chd: 0, inf: 0 }, ...body }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`search answered ${response.status}: ${text}`);
  const parsed = ZSupplierSearchResponse.parse(JSON.parse(text));
  return { ...parsed, flights: (JSON.parse(text) as { flights: TSimulatorFlight[] }).flights, text };
}

export const oneWay = (from: string, to: string, date: string): TSearchBody => ({ legs: [{ from, to, date }] });

export async function request(simulator: TRunningSimulator, method: string, path: string, body?: unknown) {
  const response = await fetch(`${simulator.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Minutes after local midnight of an ISO time with offset ("…T08:05:00+07:00" → 485). */
export function localMinutes(iso: string): number {
  return Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
}

export const minutesBetween = (fromIso: string, toIso: string) => (Date.parse(toIso) - Date.parse(fromIso)) / 60_000;
