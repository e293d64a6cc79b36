// Idempotency of ledger operations: the fingerprint of a request and recognising a lost race on a unique key.
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

/** A PostgreSQL error of this SQLSTATE, however deep the driver and Drizzle wrapped it. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A PostgreSQL unique violation (23505). */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/**
 * Runs an operation; when it lost a race on a unique key (two first attempts with one key on different accounts), or
 * was chosen as a deadlock victim (40P01: one key sent at once to a plain reserve, which writes the key before the
 * balance lock, and to a chain sale, which locks the balances first), runs it once more, which then finds the
 * winner's row and replays or refuses it.
 */
export async function retryOnKeyRace<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (!isUniqueViolation(error) && !hasSqlState(error, '40P01')) throw error;
    return operation();
  }
}
