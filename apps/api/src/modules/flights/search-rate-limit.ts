// How many supplier fan-outs (flight searches, fare calendars) a user and an agency may start per minute: a sliding
// window kept in this process's memory (each API process counts its own), answering 429 with Retry-After beyond it.
import { ErrorCode } from '@portal/contracts';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { AccessClaims } from '../../platform/tokens.js';

const WINDOW_MS = 60_000;
/** Every this many calls, keys with nothing left in the window are dropped (memory stays bounded by active callers). */
const SWEEP_EVERY = 1_000;

export type SearchRateLimits = {
  /** Fan-outs one user may start per minute; 0 = no limit. */
  perUserPerMinute: number;
  /** Fan-outs all the users of one agency may start together per minute; 0 = no limit. */
  perAgencyPerMinute: number;
};

export type SearchRateLimiter = {
  /** Counts one fan-out for the caller, or throws 429 (nothing counted) naming when to try again. */
  take(auth: AccessClaims): void;
};

/** The seconds until the window has room again, and which limit was reached. */
export class SearchRateLimited extends AppError {
  constructor(
    readonly scope: 'user' | 'agency',
    readonly retryAfterSeconds: number,
    limit: number,
  ) {
    super({
      status: 429,
      code: ErrorCode.TOO_MANY_REQUESTS,
      messageKey: scope === 'user' ? 'tooManySearchesUser' : 'tooManySearchesAgency',
      params: { seconds: retryAfterSeconds, limit },
      details: { scope, limit, retryAfterSeconds },
    });
  }
}

export function createSearchRateLimiter(limits: SearchRateLimits, clock: Clock): SearchRateLimiter {
  /** Key → start instants (ms) of the fan-outs still in the window, oldest first. */
  const windows = new Map<string, number[]>();
  let calls = 0;

  function recent(key: string, now: number): number[] {
    const starts = windows.get(key) ?? [];
    let expired = 0;
    while (expired < starts.length && starts[expired]! <= now - WINDOW_MS) expired += 1;
    if (expired > 0) starts.splice(0, expired);
    return starts;
  }

  function sweep(now: number): void {
    for (const [key, starts] of windows)
      if (starts.length === 0 || starts[starts.length - 1]! <= now - WINDOW_MS) windows.delete(key);
  }

  /** The starts still in the window for `key`, or a 429 when `limit` is reached (no limit when it is 0). */
  function check(window: { scope: 'user' | 'agency'; key: string; limit: number; now: number }): number[] | undefined {
    const { scope, key, limit, now } = window;
    if (limit <= 0) return undefined;
    const starts = recent(key, now);
    if (starts.length >= limit) {
      const retryAfterMs = starts[starts.length - limit]! + WINDOW_MS - now;
      throw new SearchRateLimited(scope, Math.max(1, Math.ceil(retryAfterMs / 1000)), limit);
    }
    return starts;
  }

  return {
    take(auth) {
      const now = clock.now().getTime();
      if (++calls % SWEEP_EVERY === 0) sweep(now);
      const userKey = `user:${auth.userId}`;
      const agencyKey = `agency:${auth.agencyId}`;
      const userStarts = check({ scope: 'user', key: userKey, limit: limits.perUserPerMinute, now });
      const agencyStarts = check({ scope: 'agency', key: agencyKey, limit: limits.perAgencyPerMinute, now });
      // Counted only once both allowed it: a refused call uses up nothing.
      for (const [key, starts] of [
        [userKey, userStarts],
        [agencyKey, agencyStarts],
      ] as const) {
        if (!starts) continue;
        starts.push(now);
        windows.set(key, starts);
      }
    },
  };
}
