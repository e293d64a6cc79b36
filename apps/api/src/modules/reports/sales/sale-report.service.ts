// The sale report: the viewer's sale lines of a period in one of the four modes, filtered, totalled, sorted and paged.
import type { Database } from '@portal/db';
import {
  MAX_SALE_REPORT_DAYS,
  ZSaleReportFilters,
  type TSaleLine,
  type TSaleProduct,
  type TSaleReportResponse,
} from '@portal/contracts';
import { vietnamToday } from '@portal/domain';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import { invalidFieldIn } from '../../../platform/field-error.js';
import type { Language } from '../../../platform/messages.js';
import { reportPeriod } from '../report-period.js';
import type { SaleLineRow } from './sale-lines.js';
import { readSaleLines } from './sale-lines-source.js';
import * as repo from './sale-lines.repository.js';
import { createSettledLines, SETTLED_AFTER_MS } from './settled-lines.js';
import { byDayOf, compare, matches, threeOrMorePnrs, totalsOf, withoutIdentity } from './sale-line-order.js';
import { groupOfLine, readSqlFigures, SQL_SORT_KEYS, type GroupKey, type LineGroup } from './sale-lines-sql.js';
import { figuresOfGroups, mergeSorted } from './sale-figures.js';
import { sourceOf, type ChunkSource } from '../chunk-source.js';
import { hasWorkerRoom, storedFileBody, workerFileBody } from './sale-file-job.js';
import { readCompleteBefore } from './sale-line-projection.repository.js';
import { saleFileBody, type SaleFileOptions } from './sale-report-export.js';

export type SaleReportCaller = { agencyId: string };
export type SaleReportFilters = z.output<typeof ZSaleReportFilters>;
export type SaleReportService = ReturnType<typeof createSaleReportService>;

/** The whole filtered report: every line in order, with its totals (a page is cut from it). */
export type SaleReport = Omit<TSaleReportResponse, 'items' | 'page' | 'pageSize'> & { lines: TSaleLine[] };
/** What a file says above its lines. */
export type SaleExportHead = Pick<SaleReport, 'viewer' | 'from' | 'to' | 'mode'>;

/** A file of another mode or order than time order by booking date holds every line at once: at most a quarter. */
export const MAX_SORTED_EXPORT_DAYS = 92;
/** Lines read and written three days at a time in a time-ordered file (a week of a large F1 grew memory ~160 MB). */
const EXPORT_WINDOW_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const PRODUCTS: TSaleProduct[] = ['FLIGHT', 'TRAIN', 'ESIM'];

export function createSaleReportService({
  db,
  clock,
  fileDatabaseUrl,
}: {
  db: Database;
  clock: Clock;
  /** The PostgreSQL URL `db` answers at: a file of the stored lines is then written by a worker thread. */
  fileDatabaseUrl?: string;
}) {
  const settled = createSettledLines();
  /** The viewer (an F1, F2 or F3; the platform is 403) and the agency whose tree the report covers (404 outside). */
  async function scopeOf(caller: SaleReportCaller, subAgencyId: string | undefined) {
    const viewer = await repo.findAgencyInScope(db, { scopeAgencyId: caller.agencyId, agencyId: caller.agencyId });
    if (!viewer) throw notFound();
    if (viewer.level === 'platform') throw forbidden();
    if (subAgencyId && !(await repo.findAgencyInScope(db, { scopeAgencyId: viewer.id, agencyId: subAgencyId })))
      throw notFound();
    return { viewer, rootId: subAgencyId ?? viewer.id };
  }

  /** A period by booking date that ended over an hour ago, at most a quarter: its lines are kept (settled-lines.ts). */
  function isSettledWindow(window: { start: Date; end: Date }): boolean {
    return (
      window.end.getTime() <= clock.now().getTime() - SETTLED_AFTER_MS &&
      window.end.getTime() - window.start.getTime() <= MAX_SORTED_EXPORT_DAYS * DAY_MS
    );
  }

  /** Whether SQL answers (decision 129): not a settled period by booking date, whose kept lines answer faster. */
  const inSqlFor = (mode: SaleReportFilters['mode'], period: { start: Date; end: Date }) =>
    mode.startsWith('FLIGHT_DATE') || !isSettledWindow(period);

  /** The filtered lines of the transactions in [start, end) for the viewer, unsorted. */
  async function linesIn(
    scope: { viewerId: string; rootId: string },
    filters: SaleReportFilters,
    window: { start: Date; end: Date },
  ): Promise<SaleLineRow[]> {
    const byTravelDate = filters.mode.startsWith('FLIGHT_DATE');
    // Kept: a settled period of at most a quarter (a year of a large F1 would hold hundreds of MB per period).
    const isSettled = !byTravelDate && isSettledWindow(window);
    const key = `${scope.viewerId}|${scope.rootId}|${window.start.toISOString()}|${window.end.toISOString()}`;
    const lines = await settled.get(key, isSettled, async () => {
      return readSaleLines(db, {
        ...scope,
        ...window,
        byTravelDate,
        // A settled period is kept whole, every product: the product filter is applied to the lines below.
        references:
          filters.product && !isSettled
            ? repo.PRODUCT_REFERENCES[filters.product]
            : Object.values(repo.PRODUCT_REFERENCES).flat(),
      });
    });
    return lines.filter((line) => matches(line, filters));
  }

  /** Every line of the filtered report in the asked order, and its totals over all of them. */
  async function reportOf(
    caller: SaleReportCaller,
    filters: SaleReportFilters,
    language: Language,
  ): Promise<SaleReport> {
    const period = reportPeriod(filters, { now: clock.now(), language, maxDays: MAX_SALE_REPORT_DAYS });
    const { viewer, rootId } = await scopeOf(caller, filters.subAgencyId);
    let lines = await linesIn({ viewerId: viewer.id, rootId }, filters, period);
    if (filters.mode.endsWith('3PNR')) lines = threeOrMorePnrs(lines);
    else lines.sort(compare(filters));
    const items = lines.map(withoutIdentity);
    return {
      viewer: { id: viewer.id, code: viewer.code, name: viewer.name },
      from: period.from,
      to: period.to,
      mode: filters.mode,
      lines: items,
      total: items.length,
      totals: totalsOf(items),
      byProduct: PRODUCTS.map((product) => ({
        product,
        ...totalsOf(items.filter((line) => line.product === product)),
      })).filter((row) => row.count > 0),
      byDay: byDayOf(items),
    };
  }

  /**
   * The whole filtered report's file body (its lines and totals, after the head) as text pieces. By booking date in
   * time order (the screen's default), the lines are read a page (or three days) at a time, in order, so a year of a
   * large F1 never sits in memory at once; on PostgreSQL the stored lines' file is written by a worker thread (decision
   * 150). Any other mode or order needs every line before the first (3+ PNR groups, another sort), so it is kept to
   * MAX_SORTED_EXPORT_DAYS.
   */
  async function exportOf(
    caller: SaleReportCaller,
    filters: SaleReportFilters,
    options: SaleFileOptions,
  ): Promise<{ head: SaleExportHead; body: ChunkSource<string | Uint8Array> }> {
    const { language } = options;
    const period = reportPeriod(filters, { now: clock.now(), language, maxDays: MAX_SALE_REPORT_DAYS });
    if (filters.mode !== 'BOOKING_DATE' || filters.sort !== 'at') {
      if (period.end.getTime() - period.start.getTime() > MAX_SORTED_EXPORT_DAYS * DAY_MS)
        throw invalidFieldIn(language, {
          field: 'to',
          vi: `xuất theo chế độ hoặc thứ tự này tối đa ${MAX_SORTED_EXPORT_DAYS} ngày; theo ngày đặt và thời gian thì đến ${MAX_SALE_REPORT_DAYS} ngày`,
          en: `this mode or order exports at most ${MAX_SORTED_EXPORT_DAYS} days; by booking date in time order, up to ${MAX_SALE_REPORT_DAYS}`,
        });
      const { lines, ...head } = await reportOf(caller, filters, language);
      return { head, body: saleFileBody(head, sourceOf([lines]), options) };
    }
    const { viewer, rootId } = await scopeOf(caller, filters.subAgencyId);
    const head = {
      viewer: { id: viewer.id, code: viewer.code, name: viewer.name },
      from: period.from,
      to: period.to,
      mode: filters.mode,
    };
    // Decision 129: keyset pages of the stored lines in one snapshot (the text filter stays with the windows below).
    if (!filters.q) {
      const { query } = await queryOf(caller, filters, language);
      const job = { ...options, head, query, filters };
      if (fileDatabaseUrl && hasWorkerRoom() && (await readCompleteBefore(db)))
        return { head, body: workerFileBody({ ...job, databaseUrl: fileDatabaseUrl }) };
      const body = await storedFileBody(db, job);
      if (body) return { head, body };
    }
    const windows: { start: Date; end: Date }[] = [];
    for (let at = period.start.getTime(); at < period.end.getTime(); at += EXPORT_WINDOW_DAYS * DAY_MS)
      windows.push({
        start: new Date(at),
        end: new Date(Math.min(at + EXPORT_WINDOW_DAYS * DAY_MS, period.end.getTime())),
      });
    if (filters.order === 'desc') windows.reverse();
    const order = compare(filters);
    const chunks: ChunkSource<TSaleLine[]> = async (take) => {
      for (const window of windows) {
        const lines = await linesIn({ viewerId: viewer.id, rootId }, filters, window);
        if (!(await take(lines.sort(order).map(withoutIdentity)))) return;
      }
    };
    return { head, body: saleFileBody(head, chunks, options) };
  }

  /** The period, the viewer, the scope's root and the lines query of a report's filters (403 / 404 as scopeOf). */
  async function queryOf(caller: SaleReportCaller, filters: SaleReportFilters, language: Language) {
    const period = reportPeriod(filters, { now: clock.now(), language, maxDays: MAX_SALE_REPORT_DAYS });
    const { viewer, rootId } = await scopeOf(caller, filters.subAgencyId);
    const { product, system, airline, status } = filters;
    const query = {
      viewerId: viewer.id,
      rootId,
      start: period.start,
      end: period.end,
      byTravelDate: filters.mode.startsWith('FLIGHT_DATE'),
      references: product ? repo.PRODUCT_REFERENCES[product] : Object.values(repo.PRODUCT_REFERENCES).flat(),
      product,
      system,
      airline,
      status,
    };
    return { period, viewer: { id: viewer.id, code: viewer.code, name: viewer.name }, query };
  }

  /**
   * The filtered report's figures grouped by `keys` (decision 129): in SQL over the stored lines when the projector
   * has a watermark and no text filter is asked, else summed over the report's lines; the 3+ PNR modes are not asked.
   */
  async function groupsOf(
    caller: SaleReportCaller,
    filters: SaleReportFilters,
    options: { language: Language; keys: readonly GroupKey[] },
  ): Promise<{ viewer: SaleReport['viewer']; from: string; to: string; groups: LineGroup[] }> {
    const { language, keys } = options;
    const dayOf = (at: string) => vietnamToday(new Date(at));
    if (!filters.q) {
      const { period, viewer, query } = await queryOf(caller, filters, language);
      const figures = inSqlFor(filters.mode, period)
        ? await readSqlFigures(db, query, { keys, matches: (line) => matches(line, filters) })
        : undefined;
      if (figures)
        return {
          viewer,
          from: period.from,
          to: period.to,
          groups: figures.groups.concat(figures.live.map((line) => groupOfLine(line, keys, dayOf))),
        };
    }
    const { lines, viewer, from, to } = await reportOf(caller, filters, language);
    return { viewer, from, to, groups: lines.map((line) => groupOfLine({ ...line, identity: null }, keys, dayOf)) };
  }

  /** One page of the report in SQL (decision 129), or undefined when it must be computed from every line. */
  async function sqlPageOf(
    caller: SaleReportCaller,
    query: SaleReportFilters & { page: number; pageSize: number },
    language: Language,
  ): Promise<TSaleReportResponse | undefined> {
    if (query.q || query.mode.endsWith('3PNR') || !SQL_SORT_KEYS.has(query.sort)) return undefined;
    const { period, viewer, query: lines } = await queryOf(caller, query, language);
    if (!inSqlFor(query.mode, period)) return undefined;
    const offset = (query.page - 1) * query.pageSize;
    const keys = ['product', 'day'] as const;
    const figures = await readSqlFigures(db, lines, {
      keys,
      page: { sort: query.sort, order: query.order, offset, limit: query.pageSize },
      matches: (line) => matches(line, query),
    });
    if (!figures) return undefined;
    const order = compare(query);
    const merged = mergeSorted(figures.page, [...figures.live].sort(order), order);
    const start = offset - figures.pageOffset;
    const dayOf = (at: string) => vietnamToday(new Date(at));
    const groups = figures.groups.concat(figures.live.map((line) => groupOfLine(line, keys, dayOf)));
    const { totals, byProduct, byDay } = figuresOfGroups(groups, PRODUCTS);
    return {
      viewer,
      from: period.from,
      to: period.to,
      mode: query.mode,
      total: totals.count,
      totals,
      byProduct,
      byDay,
      items: merged.slice(start, start + query.pageSize).map(withoutIdentity),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function pageOf(
    caller: SaleReportCaller,
    query: SaleReportFilters & { page: number; pageSize: number },
    language: Language,
  ): Promise<TSaleReportResponse> {
    const inSql = await sqlPageOf(caller, query, language);
    if (inSql) return inSql;
    const { lines, ...report } = await reportOf(caller, query, language);
    const start = (query.page - 1) * query.pageSize;
    return { ...report, items: lines.slice(start, start + query.pageSize), page: query.page, pageSize: query.pageSize };
  }

  return { reportOf, pageOf, exportOf, groupsOf };
}
