// The supplier gateway against a simulator started over HTTP (fixed clock, no random faults), for the gateway's own tests.
import type { TSupplierHoldRequest } from '@portal/contracts';
import { startSimulator, type TRunningSimulator } from '@portal/supplier-sim';
import { afterAll, beforeAll } from 'vitest';
import { createSupplierGateway } from '../../src/modules/suppliers/suppliers.module.js';
import type { SupplierCallResult, SupplierGateway } from '../../src/modules/suppliers/supplier-gateway.js';
import { INSTANT } from './search-stream.js';

/** 10:00 in Vietnam on 21 November 2026; flights on 15 December. */
export const GATEWAY_NOW = new Date('2026-11-21T03:00:00Z');
export const ACCOUNT = 'SGNVN28AA';
export const DEADLINE = { deadlineMs: 2000 };

export type GatewayOverHttp = { simulator: TRunningSimulator; gateway: SupplierGateway };

/** Starts a simulator and a gateway to it for the file (closed after it); its fields are set once beforeAll has run. */
export function useGatewayOverHttp(): GatewayOverHttp {
  const http = {} as GatewayOverHttp;
  beforeAll(async () => {
    http.simulator = await startSimulator({ port: 0, host: '127.0.0.1', faults: INSTANT, now: () => GATEWAY_NOW });
    http.gateway = createSupplierGateway({ suppliersUrl: http.simulator.url });
  });
  afterAll(() => http.simulator.close());
  return http;
}

export function valueOf<T>(result: SupplierCallResult<T>): T {
  if (!result.ok) throw new Error(`expected an answer, got ${JSON.stringify(result)}`);
  return result.value;
}

/** A one-adult HAN–SGN hold request on 15 December, on the first fare with two seats left. */
export async function holdRequestOf(
  gateway: SupplierGateway,
  system: 'VN' | 'VJ' = 'VN',
): Promise<TSupplierHoldRequest> {
  const answer = await gateway.search(
    system,
    { legs: [{ from: 'HAN', to: 'SGN', date: '2026-12-15' }], pax: { adt: 1, chd: 0, inf: 0 } },
    { signal: new AbortController().signal },
  );
  const flight = answer.flights.find((candidate) => candidate.fares.some((fare) => fare.seatAvailable >= 2));
  const fare = flight?.fares.find((candidate) => candidate.seatAvailable >= 2);
  if (!flight || !fare) throw new Error('no fare');
  return {
    account: ACCOUNT,
    clientRef: `gw-${Math.random().toString(36).slice(2)}`,
    flights: [{ key: flight.key, fareClass: fare.fareClass }],
    passengers: [
      { id: 'ADT-1', type: 'ADT', title: 'MR', lastName: 'NGUYEN', firstName: 'VAN DUC', birthDate: '1990-05-20' },
    ],
    contact: { name: 'NGUYEN VAN DUC', phone: '0912345678' },
  };
}
