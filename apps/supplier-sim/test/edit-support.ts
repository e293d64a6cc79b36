// Edit tests' helpers: a held or ticketed PNR on a system, one edit call (quote or commit), the admin injections.
import { ZSupplierEditResult, type TSupplierBooking, type TSupplierEdit } from '@portal/contracts';
import { expect } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import {
  ACCOUNT,
  ROUTE,
  action,
  adult,
  call,
  holdBody,
  holdOk,
  passport,
  pickFare,
  type TPicked,
} from './booking-support.js';

export type TRoute = { from: string; to: string; date: string };

/** A fare with seats for a few passengers on the route, optionally of a family. */
export const fareOn = (simulator: TRunningSimulator, system: string, route: TRoute = ROUTE, family?: string) =>
  pickFare(
    simulator,
    system,
    route,
    { adt: 1, chd: 0, inf: 0 },
    (fare) => fare.seatAvailable >= 4 && (family === undefined || fare.fareFamily === family),
  );

export async function held(
  simulator: TRunningSimulator,
  system: string,
  overrides: Parameters<typeof holdBody>[1] = {},
  picked?: TPicked | TPicked[],
): Promise<TSupplierBooking> {
  return holdOk(simulator, system, holdBody(picked ?? (await fareOn(simulator, system)), overrides));
}

export const INTERNATIONAL: TRoute = { from: 'HAN', to: 'ICN', date: '2026-12-15' };

/** A held international PNR (one adult with a passport): what the GDSs sell in the simulator. */
export async function heldAbroad(simulator: TRunningSimulator, system: string): Promise<TSupplierBooking> {
  return held(
    simulator,
    system,
    { passengers: [adult(1, { passport })] },
    await fareOn(simulator, system, INTERNATIONAL),
  );
}

export async function ticketed(
  simulator: TRunningSimulator,
  system: string,
  overrides: Parameters<typeof holdBody>[1] = {},
  picked?: TPicked | TPicked[],
): Promise<TSupplierBooking> {
  const booking = await held(simulator, system, overrides, picked);
  const answer = await action(simulator, system, booking.pnr, 'issue');
  expect(answer.status).toBe(200);
  return answer.json as unknown as TSupplierBooking;
}

export type TEditOptions = { mode?: 'quote' | 'commit'; clientRef?: string; expectedTotal?: number; account?: string };

/** POST …/edits (a commit by default, a fresh clientRef). */
export function editCall(
  simulator: TRunningSimulator,
  system: string,
  pnr: string,
  edit: TSupplierEdit | Record<string, unknown>,
  options: TEditOptions = {},
) {
  return call(simulator, 'POST', `/systems/${system}/bookings/${pnr}/edits`, {
    account: options.account ?? ACCOUNT,
    clientRef: options.clientRef ?? `edit-${Math.random().toString(36).slice(2)}`,
    mode: options.mode ?? 'commit',
    ...(options.expectedTotal !== undefined ? { expectedTotal: options.expectedTotal } : {}),
    edit,
  });
}

/** An edit that must succeed: its checked result. */
export async function editOk(
  simulator: TRunningSimulator,
  system: string,
  pnr: string,
  edit: TSupplierEdit | Record<string, unknown>,
  options: TEditOptions = {},
) {
  const answer = await editCall(simulator, system, pnr, edit, options);
  if (answer.status !== 200) throw new Error(`edit answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return ZSupplierEditResult.parse(answer.json);
}

/** The refusal's status and code (and message). */
export async function editRefused(
  simulator: TRunningSimulator,
  system: string,
  pnr: string,
  edit: TSupplierEdit | Record<string, unknown>,
  options: TEditOptions = {},
) {
  const answer = await editCall(simulator, system, pnr, edit, options);
  return { status: answer.status, error: answer.json.error, message: String(answer.json.message), json: answer.json };
}

export const inject = (simulator: TRunningSimulator, pnr: string, what: string, body: unknown) =>
  call(simulator, 'POST', `/admin/bookings/${pnr}/${what}`, body);
