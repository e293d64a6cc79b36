// The eSIM vendor's state on disk: esim.json in the simulator's data folder, rewritten atomically after every change
// (the railway's way) and read back at start, so orders, eSIMs, usage, top-ups and refunds survive a restart.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeAtomically } from '../persistence.js';
import type { TEsimData } from './esim-state.js';

export const ESIM_STATE_FILE = 'esim.json';
const FORMAT = 1;

const record = (key: string) => z.record(z.string(), z.object({ [key]: z.unknown() }).loose());

/** The file's outline only (the records are the vendor's own, kept as they were). */
const ZSaved = z.object({
  format: z.literal(FORMAT),
  data: z.object({
    seq: z.number().int().min(0),
    serialBase: z.number().int().min(0),
    orders: record('view'),
    esims: z.record(z.string(), z.object({ iccid: z.string(), account: z.string() }).loose()),
    topUps: record('view'),
    refunds: record('view'),
    orderRefs: z.record(z.string(), z.string()),
    topUpRefs: z.record(z.string(), z.string()),
    refundRefs: z.record(z.string(), z.string()),
  }),
});

export type TEsimFile = { load(): TEsimData | undefined; save(data: TEsimData): void };

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function openEsimFile(dataDir: string): TEsimFile {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, ESIM_STATE_FILE);
  let lastText: string | undefined;
  return {
    load() {
      const text = readText(path);
      if (text === undefined) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new Error(`The eSIM state file ${path} is not valid JSON; restore it or remove it.`);
      }
      if (!ZSaved.safeParse(parsed).success)
        throw new Error(`The eSIM state file ${path} is not in format ${FORMAT}; restore it or remove it.`);
      lastText = text;
      return (parsed as { data: TEsimData }).data;
    },
    save(data) {
      const text = JSON.stringify({ format: FORMAT, data });
      if (text === lastText) return;
      writeAtomically(path, text);
      lastText = text;
    },
  };
}

/**
 * Group commit: every change made before the next turn of the event loop is written by one save, and each caller's
 * promise settles once its change is on disk (an answer never goes out before what it says is saved).
 */
export function groupedSaver(save: () => void): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () =>
    (pending ??= new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        pending = undefined;
        try {
          save();
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    }));
}
