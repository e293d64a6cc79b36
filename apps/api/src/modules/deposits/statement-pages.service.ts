// One deposit's statement a page at a time (keyset cursors), with the period's figures from SQL aggregates, and every
// movement of a period in chunks for a file — what the debit report reads (decision 103).
import type { Database } from '@portal/db';
import { MAX_STATEMENT_DAYS, type TStatementAgency, type TStatementMovement } from '@portal/contracts';
import { availableOf, toVnd } from '@portal/domain';
import type { Clock } from '../../platform/clock.js';
import { invalidFieldIn } from '../../platform/field-error.js';
import type { Language } from '../../platform/messages.js';
import { reportPeriod } from '../reports/report-period.js';
import * as pages from './statement-pages.repository.js';
import type { DepositStatementService, StatementCaller } from './statements.service.js';

export type StatementPagesService = ReturnType<typeof createStatementPagesService>;
export type { MovementGroup } from './statement-pages.repository.js';

export type StatementFilters = {
  agencyId?: string;
  from?: string;
  to?: string;
  type?: string;
  order: 'asc' | 'desc';
};

/** What a page and a file share: the agency, the period, the deposit now and the period's figures. */
export type StatementHead = {
  agency: TStatementAgency;
  from: string;
  to: string;
  periodStart: string;
  periodEnd: string;
  openingBalance: number;
  closingBalance: number;
  groups: pages.MovementGroup[];
  /** Movements matching the type (every page). */
  matching: number;
  current: { balance: number; reserved: number; available: number; creditLimit: number; asOf: string };
};

type Cursor = { kind: 'after' | 'before' | 'last'; at?: string; id?: string; order: string; type: string };

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
const ISO_US = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A cursor's instant: microseconds in UTC, a real moment (no 30 February, hour 25 or year 0, which would be a 500). */
const isCursorInstant = (at: string) => {
  if (!ISO_US.test(at)) return false;
  const date = new Date(at.slice(0, 23) + 'Z');
  return !Number.isNaN(date.getTime()) && date.toISOString() === at.slice(0, 23) + 'Z' && date.getUTCFullYear() >= 2000;
};

/** The position a cursor names, or a 400 naming `cursor` when it is not one of this report's, order and type. */
function positionOf(cursor: string | undefined, filters: StatementFilters, language: Language): pages.PagePosition {
  if (!cursor) return { kind: 'first' };
  let parsed: Partial<Cursor> | undefined;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    parsed = undefined;
  }
  const isOurs = parsed && parsed.order === filters.order && parsed.type === (filters.type ?? '');
  if (isOurs && parsed!.kind === 'last') return { kind: 'last' };
  if (
    isOurs &&
    (parsed!.kind === 'after' || parsed!.kind === 'before') &&
    typeof parsed!.at === 'string' &&
    isCursorInstant(parsed!.at) &&
    typeof parsed!.id === 'string' &&
    /^\d{1,18}$/.test(parsed!.id)
  )
    return { kind: parsed!.kind, key: { at: parsed!.at, id: parsed!.id } };
  throw invalidFieldIn(language, {
    field: 'cursor',
    vi: 'con trỏ trang không hợp lệ với bộ lọc này, vui lòng tải lại từ trang đầu',
    en: 'not a page of this report, order and type; start again from the first page',
  });
}

/** The movement as the statement shows it: a booking's name and PNR, the sub-agency whose sale moved it. */
function movementOf(entry: pages.PagedEntry, openingBalance: number, agencyId: string): TStatementMovement {
  return {
    entryId: entry.entryId,
    transactionId: entry.transactionId,
    at: entry.at.toISOString(),
    type: entry.type,
    referenceType: entry.referenceType,
    referenceId: entry.referenceId,
    description: entry.booking?.description ?? entry.description,
    amount: entry.amount,
    balanceAfter: toVnd(BigInt(openingBalance) + entry.balanceAfter),
    pnr: entry.booking?.pnr ?? null,
    subAgency: entry.booking && entry.booking.agency.id !== agencyId ? entry.booking.agency : null,
  };
}

export function createStatementPagesService(deps: {
  db: Database;
  clock: Clock;
  statements: DepositStatementService;
  /** Movements a file reads per statement (tests lower it to cross chunk boundaries). */
  exportChunkSize?: number;
}) {
  const { db, clock, statements, exportChunkSize: chunkSize = 2_000 } = deps;
  // A period's figures at one version of the balance row, for the next page, order or type (at most 64 periods).
  const known = new Map<string, pages.PeriodGroups>();
  const cache: pages.GroupsCache = {
    get: (key) => known.get(key),
    set: (key, value) => {
      known.delete(key);
      known.set(key, value);
      if (known.size > 64) known.delete(known.keys().next().value!);
    },
  };

  async function read(
    caller: StatementCaller,
    query: StatementFilters & { limit: number; cursor?: string },
    language: Language,
  ) {
    const now = clock.now();
    const period = reportPeriod(query, { now, language, maxDays: MAX_STATEMENT_DAYS });
    const position = positionOf(query.cursor, query, language);
    const agency = await statements.depositAgencyFor(caller, query.agencyId);
    const reading = await pages.readStatementPage(db, {
      agencyId: agency.id,
      start: period.start,
      end: period.end,
      type: query.type,
      order: query.order,
      limit: query.limit,
      position,
      cache,
      lastPageSize: (matching) =>
        Math.max(1, matching - Math.floor(Math.max(0, matching - 1) / query.limit) * query.limit),
    });
    const { deposit } = reading;
    const opening = BigInt(deposit.balance) - reading.sumSinceStart;
    const moved = reading.groups.reduce((sum, group) => sum + group.amount, 0n);
    const matching = reading.groups
      .filter((group) => !query.type || group.type === query.type)
      .reduce((sum, group) => sum + group.count, 0);
    const head: StatementHead = {
      agency: { id: agency.id, code: agency.code, name: agency.name, level: agency.level as TStatementAgency['level'] },
      from: period.from,
      to: period.to,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      openingBalance: toVnd(opening),
      closingBalance: toVnd(opening + moved),
      groups: reading.groups,
      matching,
      current: {
        balance: deposit.balance,
        reserved: deposit.reserved,
        available: availableOf(deposit),
        creditLimit: deposit.creditLimit,
        asOf: now.toISOString(),
      },
    };
    return { head, reading, position, accountId: deposit.accountId, period };
  }

  /** One page of movements (type and order as asked) with the cursors around it, and the period's head. */
  async function pageOf(
    caller: StatementCaller,
    query: StatementFilters & { limit: number; cursor?: string },
    language: Language,
  ) {
    const { head, reading, position } = await read(caller, query, language);
    const movements = reading.entries.map((entry) => movementOf(entry, head.openingBalance, head.agency.id));
    const first = reading.entries[0];
    const last = reading.entries.at(-1);
    const cursor = (kind: Cursor['kind'], key?: pages.EntryKey) =>
      encode({ kind, at: key?.at, id: key?.id, order: query.order, type: query.type ?? '' });
    const isBackwards = position.kind === 'before' || position.kind === 'last';
    const hasNext = isBackwards ? position.kind === 'before' : reading.hasMore;
    const hasPrevious = isBackwards ? reading.hasMore : position.kind === 'after';
    return {
      head,
      movements,
      page: {
        total: head.matching,
        limit: query.limit,
        nextCursor: hasNext && last ? cursor('after', last.key) : null,
        prevCursor: hasPrevious && first ? cursor('before', first.key) : null,
        lastCursor: head.matching > query.limit ? cursor('last') : null,
      },
    };
  }

  /**
   * The head and every matching movement of the period in chunks of `exportChunkSize`, each read after the one before and
   * bounded by the head's last movement, so the file's rows add up to its figures; memory holds one chunk.
   */
  async function exportOf(
    caller: StatementCaller,
    filters: StatementFilters,
    language: Language,
  ): Promise<{ head: StatementHead; chunks: AsyncIterable<TStatementMovement[]> }> {
    const { head, reading, accountId, period } = await read(caller, { ...filters, limit: 1 }, language);
    const until = reading.lastKey;
    async function* chunks() {
      if (!accountId || !until) return;
      let carried: pages.Carried | undefined;
      for (;;) {
        const entries = await pages.readExportChunk(db, {
          accountId,
          start: period.start,
          end: period.end,
          type: filters.type,
          until,
          order: filters.order,
          limit: chunkSize,
          carried,
        });
        if (entries.length > 0) yield entries.map((entry) => movementOf(entry, head.openingBalance, head.agency.id));
        if (entries.length < chunkSize) return;
        const last = entries.at(-1)!;
        carried = { key: last.key, running: last.balanceAfter, amount: BigInt(last.amount) };
      }
    }
    return { head, chunks: chunks() };
  }

  return { pageOf, exportOf };
}
