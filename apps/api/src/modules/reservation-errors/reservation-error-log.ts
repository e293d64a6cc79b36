// Writes failed supplier calls to the reservation error log: never failing the caller, never holding up a search.
import { RESERVATION_ERROR_MESSAGE_MAX, type TReservationAction } from '@portal/contracts';
import { tables, type Database } from '@portal/db';

export type ReservationErrorEntry = {
  /** The agency whose user made the call (an F2's search is the F2's row, though it used its F1's sign-in). */
  agencyId: string;
  userId?: string | null;
  system: string;
  action: TReservationAction;
  pnr?: string | null;
  /** The supplier's own text (or our timeout text); cleaned and cut to 500 characters before it is stored. */
  message: string;
  occurredAt?: Date;
};

export type ReservationErrorLog = {
  /** Resolves once written or once the failure to write was reported; never rejects. */
  record(entries: readonly ReservationErrorEntry[]): Promise<void>;
};

const SECRET_WORDS =
  /\b(password|passwd|pwd|pass|api[_-]?key|secret|token|authorization)\b(\s*[=:]\s*)("[^"]*"|'[^']*'|\S+)/gi;

/** The supplier's text trimmed to one line of at most 500 characters, with anything shaped like a secret masked. */
export function cleanSupplierMessage(text: string): string {
  const cleaned = text
    .replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//[redacted]@')
    .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]')
    .replace(SECRET_WORDS, '$1$2[redacted]')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(cleaned || 'unknown error');
  return characters.length > RESERVATION_ERROR_MESSAGE_MAX
    ? characters.slice(0, RESERVATION_ERROR_MESSAGE_MAX).join('')
    : characters.join('');
}

/** What a failed call says: the error's message and, for network failures, its cause's (fetch failed: ECONNREFUSED…). */
export function supplierErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message;
}

/** Writes the rows in one statement; rejects when the database refuses them. */
export async function writeReservationErrors(db: Database, entries: readonly ReservationErrorEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(tables.reservationErrors).values(
    entries.map((entry) => ({
      agencyId: entry.agencyId,
      userId: entry.userId ?? null,
      system: entry.system.slice(0, 20),
      action: entry.action,
      pnr: entry.pnr?.trim().slice(0, 20) || null,
      message: cleanSupplierMessage(entry.message),
      ...(entry.occurredAt ? { occurredAt: entry.occurredAt } : {}),
    })),
  );
}

/**
 * The log searches and booking calls record failed calls through. Never rejects — a write that fails goes to
 * `onWriteFailure` (the server log) — so it is safe to await in a failure path or to call without waiting.
 */
export function createReservationErrorLog(db: Database, onWriteFailure: (error: unknown) => void): ReservationErrorLog {
  return {
    async record(entries) {
      try {
        await writeReservationErrors(db, entries);
      } catch (error) {
        onWriteFailure(error);
      }
    },
  };
}
