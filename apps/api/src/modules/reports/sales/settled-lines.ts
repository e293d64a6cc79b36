// The sale lines of settled periods kept in memory: by booking date a period that ended over an hour ago never gains
// or loses a transaction (the ledger only appends, each at its own time), so paging, sorting and filtering last month
// reread nothing. A few periods per process, the least recently used dropped first; by flight date nothing is kept
// (a refund today still lands on a past flight date).
import type { SaleLineRow } from './sale-lines.js';

/** A period counts as settled once its end is this far in the past (a transaction started before it has committed). */
export const SETTLED_AFTER_MS = 60 * 60 * 1000;
const KEPT_PERIODS = 4;

export type SettledLines = {
  /** The lines of `key`, read with `read` when not kept (and kept when `isSettled`). */
  get(key: string, isSettled: boolean, read: () => Promise<SaleLineRow[]>): Promise<readonly SaleLineRow[]>;
};

export function createSettledLines(): SettledLines {
  const kept = new Map<string, readonly SaleLineRow[]>();
  return {
    async get(key, isSettled, read) {
      if (!isSettled) return read();
      const found = kept.get(key);
      if (found) {
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const lines = Object.freeze(await read());
      kept.set(key, lines);
      for (const oldest of kept.keys()) {
        if (kept.size <= KEPT_PERIODS) break;
        kept.delete(oldest);
      }
      return lines;
    },
  };
}
