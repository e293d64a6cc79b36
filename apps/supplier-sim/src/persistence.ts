// The simulator's state on disk: one JSON snapshot of its bookings, quotes, re-priced fares and seats taken, rewritten
// atomically (temporary file, fsync, rename) after every change, and read back at start, so a restart forgets nothing.
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import {
  ZSupplierBooking,
  ZSupplierEditResult,
  ZSupplierPaidChangeResult,
  ZSupplierPaidQuote,
  ZSupplierRefundQuote,
} from '@portal/contracts';
import { z } from 'zod';
import type { TBookingStore, TBookingStoreSeed, TStoredBooking } from './booking-store.js';
import type { TSeatInventory } from './seats.js';

/** The snapshot's file name inside the simulator's data folder. */
export const STATE_FILE = 'state.json';
/** Bumped when the layout changes; an unknown format is refused rather than misread. */
export const STATE_FORMAT = 1;

const instant = z.iso.datetime({ offset: true });
const fees = z.tuple([z.number(), z.number()]).readonly().nullable();

/** Checks the file's shape only: the data kept is the file's own, so a restart answers exactly what was answered. */
const ZSavedState = z.object({
  format: z.literal(STATE_FORMAT),
  savedAt: instant,
  bookings: z.array(
    z.object({
      view: ZSupplierBooking,
      fingerprint: z.string(),
      timeLimitAt: instant,
      firstDeparture: instant,
      voidUntilAt: instant.optional(),
      seatsTaken: z.array(z.object({ flightKey: z.string(), fareClass: z.string(), count: z.number().int() })),
      refundTerms: z.array(z.object({ isDomestic: z.boolean(), segmentCount: z.number().int(), refundFee: fees })),
    }),
  ),
  quotes: z.array(z.object({ quote: ZSupplierRefundQuote, system: z.string(), expiresAt: instant })),
  bumps: z.array(z.tuple([z.string(), z.number()])),
  quoteCount: z.number().int().min(0),
  /** Committed edits by idempotency key; absent in files saved before the edits existed. */
  edits: z.array(z.tuple([z.string(), z.object({ fingerprint: z.string(), result: ZSupplierEditResult })])).optional(),
  /** Paid-change quotes and committed paid changes (issue 15); absent in older files. */
  paidQuotes: z
    .array(
      z.object({
        quote: ZSupplierPaidQuote,
        system: z.string(),
        account: z.string(),
        pnr: z.string(),
        changeFingerprint: z.string(),
        expiresAt: instant,
      }),
    )
    .optional(),
  paidChanges: z
    .array(z.tuple([z.string(), z.object({ fingerprint: z.string(), result: ZSupplierPaidChangeResult })]))
    .optional(),
  seatsTaken: z.array(z.tuple([z.string(), z.number().int()])),
});
type TSavedState = z.infer<typeof ZSavedState>;

export type TSimulatorStateSeed = { store: TBookingStoreSeed; seatsTaken: Array<[string, number]> };

export type TStateFile = {
  path: string;
  /** The saved state, or undefined when the folder has none yet; a damaged file stops the start with a clear error. */
  load(): TSimulatorStateSeed | undefined;
  /** Writes the state if it differs from what was last written (one sync write: the change is on disk before the reply). */
  save(store: TBookingStore, seats: TSeatInventory): void;
};

function toSaved(store: TBookingStore, seats: TSeatInventory): Omit<TSavedState, 'savedAt'> {
  return {
    format: STATE_FORMAT,
    bookings: [...store.bookings.values()].map((stored) => ({
      ...stored,
      timeLimitAt: stored.timeLimitAt.toISOString(),
      firstDeparture: stored.firstDeparture.toISOString(),
      voidUntilAt: stored.voidUntilAt?.toISOString(),
    })),
    quotes: [...store.quotes.values()].map((saved) => ({ ...saved, expiresAt: saved.expiresAt.toISOString() })),
    bumps: [...store.bumps.entries()],
    quoteCount: store.quoteCount(),
    edits: [...store.edits.entries()],
    paidQuotes: [...store.paidQuotes.values()].map((saved) => ({ ...saved, expiresAt: saved.expiresAt.toISOString() })),
    paidChanges: [...store.paidChanges.entries()],
    seatsTaken: seats.entries(),
  };
}

function fromSaved(raw: TSavedState): TSimulatorStateSeed {
  const bookings: TStoredBooking[] = raw.bookings.map((stored) => ({
    ...stored,
    view: stored.view,
    timeLimitAt: new Date(stored.timeLimitAt),
    firstDeparture: new Date(stored.firstDeparture),
    voidUntilAt: stored.voidUntilAt ? new Date(stored.voidUntilAt) : undefined,
  }));
  return {
    store: {
      bookings,
      quotes: raw.quotes.map((saved) => [
        saved.quote.quoteId,
        { quote: saved.quote, system: saved.system, expiresAt: new Date(saved.expiresAt) },
      ]),
      bumps: raw.bumps,
      quoteCount: raw.quoteCount,
      edits: raw.edits ?? [],
      paidQuotes: (raw.paidQuotes ?? []).map((saved) => [
        saved.quote.quoteId,
        { ...saved, expiresAt: new Date(saved.expiresAt) },
      ]),
      paidChanges: raw.paidChanges ?? [],
    },
    seatsTaken: raw.seatsTaken,
  };
}

/** Temporary file, fsync, rename over the old one: a crash leaves either the old snapshot or the new one, never half. */
export function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

export function openStateFile(dataDir: string): TStateFile {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, STATE_FILE);
  // What is on disk: the state file is rewritten only when the state changed.
  let lastBody: string | undefined;
  const bodyOf = (saved: Omit<TSavedState, 'savedAt'> & { savedAt?: string }) =>
    JSON.stringify({ ...saved, savedAt: undefined });
  return {
    path,
    load() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new Error(`The supplier simulator's state file ${path} is not valid JSON; restore it or remove it.`);
      }
      const checked = ZSavedState.safeParse(parsed);
      if (!checked.success) {
        const first = checked.error.issues[0];
        throw new Error(
          `The supplier simulator's state file ${path} is not in format ${STATE_FORMAT} (${first?.path.join('.') || 'file'}: ${first?.message}); restore it or remove it.`,
        );
      }
      // Keep the file's own objects (the schema only checked them), then remember it as written.
      const raw = parsed as TSavedState;
      lastBody = bodyOf(raw);
      return fromSaved(raw);
    },
    save(store, seats) {
      const saved = toSaved(store, seats);
      const body = bodyOf(saved);
      if (body === lastBody) return;
      const { format, ...rest } = saved;
      writeAtomically(path, JSON.stringify({ format, savedAt: new Date().toISOString(), ...rest }));
      lastBody = body;
    },
  };
}
