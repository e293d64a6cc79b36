// Limits on failed sign-ins: per account and address, per account overall, per address overall, per known device.
import type { FailureCounts } from './auth.repository.js';

export const LOGIN_WINDOW_MINUTES = 15;
/** One address guessing one account: the attacker only locks themselves out. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Many addresses guessing one account: a new address waits one window; the user's known addresses are exempt. */
export const MAX_FAILURES_PER_ACCOUNT = 50;
/** One address guessing many accounts. */
export const MAX_FAILURES_PER_ADDRESS = 30;
/** One known-device cookie: its holder is held to this many failures, and to nothing else (decision 032). */
export const MAX_FAILURES_PER_DEVICE = 10;
/** An address the user signed in from successfully within this many days is a known address. */
export const KNOWN_ADDRESS_DAYS = 30;

/**
 * `open`: check the password as usual. `closed`: 429 before the password is checked. `openIfPasswordRight`: a shared
 * limit (the address's or the account's) is reached, but the user has signed in from this address before: the right
 * password gets in, a wrong one is answered as throttled (so the answer does not tell whether the address is known).
 */
export type ThrottleVerdict = 'open' | 'openIfPasswordRight' | 'closed';

export function throttleVerdict(counts: FailureCounts, options: { isKnownDevice: boolean }): ThrottleVerdict {
  // The account's own browser: only its own failures count, whatever others sharing its address or guessing the account did.
  if (options.isKnownDevice) return counts.forDevice >= MAX_FAILURES_PER_DEVICE ? 'closed' : 'open';
  if (counts.forPair >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS) return 'closed';
  const isSharedLimitReached =
    counts.forAddress >= MAX_FAILURES_PER_ADDRESS || counts.forUser >= MAX_FAILURES_PER_ACCOUNT;
  if (!isSharedLimitReached) return 'open';
  return counts.isKnownAddress ? 'openIfPasswordRight' : 'closed';
}
