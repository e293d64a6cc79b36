// A value's canonical JSON (object keys sorted at every depth) and its SHA-256, so two requests that differ only in
// key order fingerprint alike: the booking hold's idempotency hash and the step-up token's request fingerprint.
import { createHash } from 'node:crypto';

/** The value with every plain object's keys sorted, recursively; dates and buffers are kept as they are. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** SHA-256 of the canonical JSON, base64url. */
export function canonicalHash(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('base64url');
}
