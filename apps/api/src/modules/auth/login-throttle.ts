// Limits on failed sign-ins: per account and address, per account overall, per address overall.
import type { FailureCounts } from './auth.repository.js';

export const LOGIN_WINDOW_MINUTES = 15;
/** One address guessing one account: the attacker only locks themselves out. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Many addresses guessing one account: a new address waits one window; the user's known addresses are exempt. */
export const MAX_FAILURES_PER_ACCOUNT = 50;
/** One address guessing many accounts. */
export const MAX_FAILURES_PER_ADDRESS = 30;
/** An address the user signed in from successfully within this many days is not held to the per-account limit. */
export const KNOWN_ADDRESS_DAYS = 30;

export function isThrottled(counts: FailureCounts): boolean {
  return (
    counts.forPair >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ||
    (counts.forUser >= MAX_FAILURES_PER_ACCOUNT && !counts.isKnownAddress) ||
    counts.forAddress >= MAX_FAILURES_PER_ADDRESS
  );
}
