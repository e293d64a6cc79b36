// A simulator for the eSIM vendor's tests (zero ESH latency, a clock the test moves) and typed calls to its routes.
import type { TEsimVendorOrder, TEsimVendorUsage } from '@portal/contracts';
import type { TRunningSimulator, TSimulatorOptions } from '../src/index.js';
import { call as railCall, railClock, type TRailClock } from './railway-support.js';
import { startTestSimulator } from './support.js';

/** 10:00 in Vietnam on 21 November 2026. */
export const ESIM_NOW = new Date('2026-11-21T03:00:00Z');
export const ACCOUNT = 'agency-esim';
export const DAY = 86_400_000;
/** Japan 5 GB for 7 days: the package the e2e journey buys. */
export const JP5 = { packageId: 'jp-5gb-7d', net: 170_000 };

/** The vendor's refusal body beside any answer: `{ code, message }` (and the current net on PRICE_CHANGED). */
type TRefusal = { code?: string; error?: string; message?: string; totalNet?: number };

export async function call<T = Record<string, unknown>>(
  simulator: TRunningSimulator,
  method: string,
  options: { path: string; body?: unknown },
) {
  const answer = await railCall<T>(simulator, method, options);
  return answer as { status: number; json: T & TRefusal };
}

export const esimClock = (): TRailClock => railClock(ESIM_NOW);

export async function startEsimSimulator(clock: TRailClock, options: TSimulatorOptions = {}) {
  return startTestSimulator({
    now: () => clock.now,
    ...options,
    faults: { ESH: { latencyMs: [0, 0] }, ...options.faults },
  });
}

export type TLine = { packageId: string; quantity: number };

export const order = (
  simulator: TRunningSimulator,
  body: { clientRef: string; lines: TLine[]; expectedNet: number; account?: string },
) => call<TEsimVendorOrder>(simulator, 'POST', { path: '/esim/orders', body: { account: ACCOUNT, ...body } });

/** An order that must succeed: `quantity` units of Japan 5 GB 7 days by default. */
export async function placed(
  simulator: TRunningSimulator,
  options: { clientRef: string; lines?: TLine[]; net?: number },
) {
  const lines = options.lines ?? [{ packageId: JP5.packageId, quantity: 1 }];
  const answer = await order(simulator, { clientRef: options.clientRef, lines, expectedNet: options.net ?? JP5.net });
  if (answer.status !== 201) throw new Error(`order answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer.json;
}

export const usage = (simulator: TRunningSimulator, iccid: string, account = ACCOUNT) =>
  call<TEsimVendorUsage>(simulator, 'GET', { path: `/esim/esims/${iccid}?account=${account}` });

export const admin = (simulator: TRunningSimulator, body: Record<string, unknown>) =>
  call<TEsimVendorUsage>(simulator, 'POST', { path: '/admin/esim/usage', body });

export const esimAction = <T = Record<string, unknown>>(
  simulator: TRunningSimulator,
  iccid: string,
  options: { action: 'topups' | 'refund'; body: Record<string, unknown> },
) =>
  call<T>(simulator, 'POST', {
    path: `/esim/esims/${iccid}/${options.action}`,
    body: { account: ACCOUNT, ...options.body },
  });
