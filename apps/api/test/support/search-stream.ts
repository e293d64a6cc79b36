// Reading the NDJSON search stream in tests, and a simulator started for one test file.
import type { LightMyRequestResponse } from 'fastify';
import { ZSearchEvent, type TFaultsConfig, type TSearchEvent } from '@portal/contracts';
import { startSimulator } from '@portal/supplier-sim';
import { createSupplierGateway } from '../../src/modules/suppliers/suppliers.module.js';
import type { SupplierGateway } from '../../src/modules/suppliers/supplier-gateway.js';

export function searchEvents(response: LightMyRequestResponse): TSearchEvent[] {
  return response.body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ZSearchEvent.parse(JSON.parse(line)));
}

export const INSTANT: TFaultsConfig = Object.fromEntries(
  ['VN', 'VJ', 'QH', 'VU', '1A', '1B', '1G'].map((system) => [
    system,
    { latencyMs: [0, 0], errorRate: 0, timeoutRate: 0 },
  ]),
);

export type TestSuppliers = {
  gateway: SupplierGateway;
  setFaults(faults: TFaultsConfig): void;
  close(): Promise<void>;
};

export async function startTestSuppliers(faults: TFaultsConfig = INSTANT): Promise<TestSuppliers> {
  const simulator = await startSimulator({ port: 0, host: '127.0.0.1', faults });
  return {
    gateway: createSupplierGateway({ suppliersUrl: simulator.url }),
    setFaults: simulator.setFaults,
    close: simulator.close,
  };
}

/** A date `days` after today in Vietnam, as yyyy-MM-dd. */
export function daysFromNow(days: number, now = new Date()): string {
  const date = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(date);
}
