// Per-key sliding windows (client address, site) for the storefront's searches and form submits: 429 with Retry-After.
import { ErrorCode } from '@portal/contracts';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';

const SWEEP_EVERY = 1_000;
/** The longest window any rule uses: a key whose last call is older is dropped by the sweep. */
const LONGEST_WINDOW_MS = 3_600_000;

/** A refusal: the seconds until the window has room again (the route sets Retry-After from it). */
export class StorefrontRateLimited extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly scope: string,
  ) {
    super({
      status: 429,
      code: ErrorCode.TOO_MANY_REQUESTS,
      messageKey: 'tooManyStorefrontRequests',
      params: { seconds: retryAfterSeconds },
      details: { scope, retryAfterSeconds },
    });
  }
}

export type WindowLimit = { scope: string; limit: number; windowMs: number };

/**
 * Counts calls per key in this process's memory (like the portal's search limiter, decision of search-rate-limit.ts):
 * `take` counts one call for every key given, or throws StorefrontRateLimited — counting nothing — when any is full.
 * A limit of 0 means no limit.
 */
export function createWindowLimiter(clock: Clock) {
  const windows = new Map<string, number[]>();
  let calls = 0;
  const recent = (key: string, windowMs: number, now: number) => {
    const starts = windows.get(key) ?? [];
    let expired = 0;
    while (expired < starts.length && starts[expired]! <= now - windowMs) expired += 1;
    if (expired > 0) starts.splice(0, expired);
    return starts;
  };
  return {
    take(entries: readonly { key: string; rule: WindowLimit }[]): void {
      const now = clock.now().getTime();
      if (++calls % SWEEP_EVERY === 0) {
        for (const [key, starts] of windows)
          if (starts.length === 0 || starts[starts.length - 1]! <= now - LONGEST_WINDOW_MS) windows.delete(key);
      }
      const open: { key: string; starts: number[] }[] = [];
      for (const { key, rule } of entries) {
        if (rule.limit <= 0) continue;
        const fullKey = `${rule.scope}:${key}`;
        const starts = recent(fullKey, rule.windowMs, now);
        if (starts.length >= rule.limit) {
          const retryMs = starts[starts.length - rule.limit]! + rule.windowMs - now;
          throw new StorefrontRateLimited(Math.max(1, Math.ceil(retryMs / 1000)), rule.scope);
        }
        open.push({ key: fullKey, starts });
      }
      for (const { key, starts } of open) {
        starts.push(now);
        windows.set(key, starts);
      }
    },
  };
}
export type WindowLimiter = ReturnType<typeof createWindowLimiter>;

/** Counts a call against the rules, or throws the 429 with its Retry-After header set on the reply. */
export function takeOrRefuse(
  limiter: WindowLimiter,
  reply: { header(name: string, value: string): unknown },
  entries: Parameters<WindowLimiter['take']>[0],
): void {
  try {
    limiter.take(entries);
  } catch (error) {
    if (error instanceof StorefrontRateLimited) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
