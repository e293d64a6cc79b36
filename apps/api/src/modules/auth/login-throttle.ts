// Limits on failed sign-ins: per account and address, per account overall, per address overall.
import type { FailureCounts } from './auth.repository.js';

export const LOGIN_WINDOW_MINUTES = 15;
/** One address guessing one account: the attacker only locks themselves out. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Many addresses guessing one account: the real user may wait at most one window. */
export const MAX_FAILURES_PER_ACCOUNT = 50;
/** One address guessing many accounts. */
export const MAX_FAILURES_PER_ADDRESS = 30;

export function isThrottled(counts: FailureCounts): boolean {
  return (
    counts.forPair >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ||
    counts.forUser >= MAX_FAILURES_PER_ACCOUNT ||
    counts.forAddress >= MAX_FAILURES_PER_ADDRESS
  );
}
