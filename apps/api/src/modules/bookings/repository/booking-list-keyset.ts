// The booking list's keyset: each sort as an expression with the booking id after it, the opaque cursor that names a
// row's position in it, and the condition and order that read the page after (or before) that position (decision 058).
import { sql, type SQL } from 'drizzle-orm';
import { tables } from '@portal/db';

const { bookings } = tables;

/**
 * The sort keys as expressions without nulls, so a (key, id) row comparison orders every row: a missing time limit
 * sorts like an infinitely late one (where PostgreSQL puts nulls anyway), a missing PNR like an empty one.
 */
const SORT_KEYS = {
  createdAt: { key: sql`${bookings.createdAt}`, type: sql.raw('timestamptz') },
  departAt: { key: sql`${bookings.departAt}`, type: sql.raw('timestamptz') },
  timeLimit: { key: sql`coalesce(${bookings.timeLimit}, 'infinity'::timestamptz)`, type: sql.raw('timestamptz') },
  pnr: { key: sql`coalesce(${bookings.pnr}, '')`, type: sql.raw('text') },
  totalAmount: { key: sql`${bookings.totalAmount}`, type: sql.raw('bigint') },
  status: { key: sql`${bookings.status}`, type: sql.raw('text') },
} as const;

export type BookingSortKey = keyof typeof SORT_KEYS;
export type SortOrder = 'asc' | 'desc';

/** A row's place in one sort: its key as PostgreSQL prints it (microseconds kept) and its id. */
export type KeysetPosition = { sort: BookingSortKey; order: SortOrder; value: string; id: string };
/** Read the rows after the position (the next page) or before it (the previous page). */
export type KeysetRequest = { position: KeysetPosition; direction: 'after' | 'before' };

/** The sort key as text, read with each row so the page's first and last rows become cursors. */
export const sortKeyText = (sort: BookingSortKey): SQL<string> => sql<string>`(${SORT_KEYS[sort].key})::text`;

/**
 * The keyset condition and the order to read in: forward in the list's order after a position, backward before it
 * (the caller reverses those rows). `(key, id) < (value, id)` is a row comparison the (…, created_at, id) index serves.
 */
export function keysetOf(options: { sort: BookingSortKey; order: SortOrder; request?: KeysetRequest }): {
  condition: SQL | undefined;
  orderBy: SQL;
  isBackward: boolean;
} {
  const { key, type } = SORT_KEYS[options.sort];
  const isBackward = options.request?.direction === 'before';
  const readsAscending = (options.order === 'asc') !== isBackward;
  const direction = sql.raw(readsAscending ? 'asc' : 'desc');
  const orderBy = sql`${key} ${direction}, ${bookings.id} ${direction}`;
  if (!options.request) return { condition: undefined, orderBy, isBackward };
  const { value, id } = options.request.position;
  const operator = sql.raw(readsAscending ? '>' : '<');
  return { condition: sql`(${key}, ${bookings.id}) ${operator} (${value}::${type}, ${id}::uuid)`, orderBy, isBackward };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor a page answers: base64url of the position and the direction to read from it. */
export function encodeCursor(request: KeysetRequest): string {
  const { position, direction } = request;
  const text = JSON.stringify([
    direction === 'after' ? 'a' : 'b',
    position.sort,
    position.order,
    position.value,
    position.id,
  ]);
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The request a cursor names, or undefined when it is not one this list made for this sort and order. */
export function decodeCursor(
  cursor: string,
  view: { sort: BookingSortKey; order: SortOrder },
): KeysetRequest | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return undefined;
  const [direction, sort, order, value, id] = parsed as unknown[];
  if (direction !== 'a' && direction !== 'b') return undefined;
  if (sort !== view.sort || order !== view.order) return undefined;
  if (typeof value !== 'string' || value.length > 64 || typeof id !== 'string' || !UUID.test(id)) return undefined;
  if (!isValidKey(view.sort, value)) return undefined;
  return {
    direction: direction === 'a' ? 'after' : 'before',
    position: { sort: view.sort, order: view.order, value, id },
  };
}

/** A key the cast in the condition accepts (a forged cursor answers 400, never a database error). */
function isValidKey(sort: BookingSortKey, value: string): boolean {
  if (sort === 'totalAmount') return /^-?\d{1,18}$/.test(value);
  if (sort === 'createdAt' || sort === 'departAt' || sort === 'timeLimit')
    return (
      value === 'infinity' || /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/.test(value)
    );
  return /^[A-Za-z0-9_]{0,16}$/.test(value);
}
