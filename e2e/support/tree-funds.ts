// Money and PINs for a fresh agency tree, through the API: the demo platform operator keeps the F1's deposit above a
// floor (it pays the supplier's net of every sale in its network), the tree's F1 admin credits the tree's F2 by an
// adjustment, and the users who issue set the journeys' PIN.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { answerOf, signedInCaller, type Caller } from './api-caller';

/** Six digits that are not weak (no run, repeat or pattern): the PIN of every tree user who issues. */
export const TREE_PIN = '468024';
/** What the tree's F2 starts with, credited by its F1 (a family's round trips cost a few million). */
export const F2_OPENING_DEPOSIT = 100_000_000;
/** Below this available amount the operator tops the F1 up to F1_TOP_UP_TO (never on a fresh server: SAOVIET has 500M). */
export const F1_DEPOSIT_FLOOR = 100_000_000;
const F1_TOP_UP_TO = 500_000_000;

type Credentials = { username: string; password: string };

async function adjust(caller: Caller, adjustment: { agencyId: string; amount: number; reason: string }): Promise<void> {
  await answerOf(
    await caller.post('/api/deposit-adjustments', {
      data: { ...adjustment, direction: 'credit', idempotencyKey: `e2e-${randomUUID()}` },
    }),
    `credit of ${adjustment.amount} to ${adjustment.agencyId}`,
  );
}

/** Tops the F1 up through the platform operator when its available deposit has fallen below the floor. */
export async function keepF1Funded(
  api: APIRequestContext,
  f1: { id: string; admin: Credentials; operator: Credentials },
): Promise<void> {
  const admin = await signedInCaller(api, f1.admin);
  const { available } = await answerOf<{ available: number }>(await admin.get('/api/ledger/balance'), 'F1 deposit');
  if (available >= F1_DEPOSIT_FLOOR) return;
  await adjust(await signedInCaller(api, f1.operator), {
    agencyId: f1.id,
    amount: F1_TOP_UP_TO - available,
    reason: 'Nạp ký quỹ cho hành trình e2e',
  });
}

/** The F1 admin credits the tree's F2 with F2_OPENING_DEPOSIT (the F1 admin has no PIN, so no step-up is asked). */
export async function fundF2(api: APIRequestContext, f2: { id: string; by: Credentials }): Promise<void> {
  await adjust(await signedInCaller(api, f2.by), {
    agencyId: f2.id,
    amount: F2_OPENING_DEPOSIT,
    reason: 'Ký quỹ đầu kỳ của đại lý e2e',
  });
}

/** Turns the user's PIN on with TREE_PIN (a fresh user has none). */
export async function setPin(api: APIRequestContext, user: Credentials): Promise<void> {
  const caller = await signedInCaller(api, user);
  await answerOf(
    await caller.post('/api/pin-code', { data: { pin: TREE_PIN, password: user.password } }),
    `PIN of ${user.username}`,
  );
}
