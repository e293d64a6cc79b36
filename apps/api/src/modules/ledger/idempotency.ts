// Idempotency of ledger operations: the fingerprint of a request, stored with its key to tell a replay from a reuse.
import { createHash } from 'node:crypto';

type Fingerprinted = string | number | null | undefined;

/**
 * What decides the movement (operation, agency or reservation, amount, type, reference), hashed. Free text
 * (description) and the actor are left out: a retry by another clerk with a reworded note is the same request.
 */
export function requestHash(operation: string, fields: Record<string, Fingerprinted>): string {
  const canonical = JSON.stringify([
    operation,
    ...Object.keys(fields)
      .sort()
      .map((name) => [name, fields[name] ?? null]),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}
