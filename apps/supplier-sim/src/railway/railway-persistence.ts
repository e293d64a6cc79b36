// The railway's state on disk: railway.json in the simulator's data folder, the whole state rewritten atomically (the
// airlines' persistence.ts way) after every change and read back at start, so locks, sales and bookings survive a restart.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeAtomically } from '../persistence.js';
import type { TRailwayData } from './railway-state.js';

export const RAILWAY_STATE_FILE = 'railway.json';
const FORMAT = 1;

/** The file's outline only (the objects are the railway's own answers, kept as they were). */
const ZSaved = z.object({
  format: z.literal(FORMAT),
  data: z.object({
    seq: z.number().int().min(0),
    claims: z.record(z.string(), z.object({ id: z.string(), runId: z.string(), seatId: z.string() }).loose()),
    locks: z.record(z.string(), z.object({ ticketId: z.string() }).loose()),
    bookings: z.record(z.string(), z.object({ view: z.object({ bookingCode: z.string() }).loose() }).loose()),
    clientRefs: z.record(z.string(), z.string()),
    refundQuotes: z.record(z.string(), z.object({}).loose()),
    changeQuotes: z.record(z.string(), z.object({}).loose()),
  }),
});

export type TRailwayFile = { load(): TRailwayData | undefined; save(data: TRailwayData): void };

export function openRailwayFile(dataDir: string): TRailwayFile {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, RAILWAY_STATE_FILE);
  let lastText: string | undefined;
  return {
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
        throw new Error(`The railway state file ${path} is not valid JSON; restore it or remove it.`);
      }
      const checked = ZSaved.safeParse(parsed);
      if (!checked.success)
        throw new Error(`The railway state file ${path} is not in format ${FORMAT}; restore it or remove it.`);
      lastText = text;
      return (parsed as { data: TRailwayData }).data;
    },
    save(data) {
      const text = JSON.stringify({ format: FORMAT, data });
      if (text === lastText) return;
      writeAtomically(path, text);
      lastText = text;
    },
  };
}
