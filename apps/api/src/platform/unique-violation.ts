// Recognising a lost race on a unique key (and a deadlock victim) in PostgreSQL errors, and running an operation once more.

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
