// Paid-change tests' helpers: a quote, a commit of a quote, both in one, and the seat maps and offers of a PNR.
import {
  ZSupplierOffersResponse,
  ZSupplierPaidChangeResult,
  ZSupplierSeatMapsResponse,
  type TSupplierPaidChange,
} from '@portal/contracts';
import type { TRunningSimulator } from '../src/index.js';
import { ACCOUNT, call } from './booking-support.js';

/** A change as the tests write it (`as const` literals are welcome). */
export type TChange = TSupplierPaidChange | Record<string, unknown>;

export type TPaidOptions = { clientRef?: string; quoteId?: string; account?: string };

const freshRef = () => `paid-${Math.random().toString(36).slice(2)}`;

/** POST …/paid-changes (a quote unless a quoteId is given). */
export function paidCall(
  simulator: TRunningSimulator,
  system: string,
  pnr: string,
  change: TChange,
  options: TPaidOptions & { mode?: 'quote' | 'commit' } = {},
) {
  return call(simulator, 'POST', `/systems/${system}/bookings/${pnr}/paid-changes`, {
    account: options.account ?? ACCOUNT,
    clientRef: options.clientRef ?? freshRef(),
    mode: options.mode ?? (options.quoteId ? 'commit' : 'quote'),
    ...(options.quoteId ? { quoteId: options.quoteId } : {}),
    change,
  });
}

async function ok(answer: Awaited<ReturnType<typeof paidCall>>) {
  if (answer.status !== 200) throw new Error(`paid change answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return ZSupplierPaidChangeResult.parse(answer.json);
}

export const quoteOk = async (simulator: TRunningSimulator, system: string, pnr: string, change: TChange) =>
  ok(await paidCall(simulator, system, pnr, change));

/** Quotes then commits the quote: the commit's result. */
export async function buyOk(
  simulator: TRunningSimulator,
  system: string,
  pnr: string,
  change: TChange,
  options: TPaidOptions = {},
) {
  const quoted = await quoteOk(simulator, system, pnr, change);
  return ok(await paidCall(simulator, system, pnr, change, { ...options, quoteId: quoted.quote.quoteId }));
}

/** The refusal's status, code, message and body (of a quote, or of a commit when a quoteId is given). */
export async function paidRefused(
  simulator: TRunningSimulator,
  system: string,
  pnr: string,
  change: TChange,
  options: TPaidOptions & { mode?: 'quote' | 'commit' } = {},
) {
  const answer = await paidCall(simulator, system, pnr, change, options);
  return { status: answer.status, error: answer.json.error, message: String(answer.json.message), json: answer.json };
}

export async function seatMaps(simulator: TRunningSimulator, system: string, pnr: string) {
  const answer = await call(simulator, 'POST', `/systems/${system}/bookings/${pnr}/seat-maps`, { account: ACCOUNT });
  if (answer.status !== 200) throw new Error(`seat maps answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return ZSupplierSeatMapsResponse.parse(answer.json);
}

export async function offers(simulator: TRunningSimulator, system: string, pnr: string) {
  const answer = await call(simulator, 'POST', `/systems/${system}/bookings/${pnr}/offers`, { account: ACCOUNT });
  if (answer.status !== 200) throw new Error(`offers answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return ZSupplierOffersResponse.parse(answer.json);
}
