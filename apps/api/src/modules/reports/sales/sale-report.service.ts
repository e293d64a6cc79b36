// The sale report: the viewer's sale lines of a period in one of the four modes, filtered, totalled, sorted and paged.
import type { Database } from '@portal/db';
import {
  MAX_SALE_REPORT_DAYS,
  ZSaleReportFilters,
  type TSaleLine,
  type TSaleProduct,
  type TSaleReportResponse,
  type TSaleTotals,
} from '@portal/contracts';
import { sumVnd, toAirlineName, vietnamToday } from '@portal/domain';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import { invalidFieldIn } from '../../../platform/field-error.js';
import type { Language } from '../../../platform/messages.js';
import { reportPeriod } from '../report-period.js';
import { linesOfTransaction, type SaleLineRow } from './sale-lines.js';
import * as repo from './sale-lines.repository.js';
import { createSettledLines, SETTLED_AFTER_MS } from './settled-lines.js';

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
type MoneyKey = 'baseFare' | 'taxes' | 'vat' | 'issueFee' | 'net' | 'sell' | 'profit';

export function totalsOf(lines: readonly TSaleLine[]): TSaleTotals {
  const sum = (key: MoneyKey) => sumVnd(lines.map((line) => line[key] ?? 0));
  return {
    count: lines.length,
    baseFare: sum('baseFare'),
    taxes: sum('taxes'),
    vat: sum('vat'),
    issueFee: sum('issueFee'),
    net: sum('net'),
    sell: sum('sell'),
    profit: sum('profit'),
  };
}

function byDayOf(lines: readonly TSaleLine[]): TSaleReportResponse['byDay'] {
  const days = new Map<string, { sell: number[]; profit: number[]; net: number[] }>();
  for (const line of lines) {
    const day = vietnamToday(new Date(line.at));
    const figures = days.get(day) ?? { sell: [], profit: [], net: [] };
    figures.sell.push(line.sell);
    figures.profit.push(line.profit);
    figures.net.push(line.net);
    days.set(day, figures);
  }
  return [...days.entries()]
    .sort(([a], [b]) => ordinal(a, b))
    .map(([day, figures]) => ({
      day,
      sell: sumVnd(figures.sell),
      profit: sumVnd(figures.profit),
      net: sumVnd(figures.net),
    }));
}

/** The filters that are not the period's or the scope's: product, system, airline, line kind, text. */
function matches(line: SaleLineRow, filters: SaleReportFilters): boolean {
  if (filters.product && line.product !== filters.product) return false;
  if (filters.system && line.system !== filters.system) return false;
  if (filters.airline && line.airline !== filters.airline) return false;
  if (filters.status && line.kind !== filters.status) return false;
  if (filters.q) {
    const wanted = toAirlineName(filters.q);
    const text = toAirlineName([line.code, line.ticketNumber, line.passenger].filter(Boolean).join(' '));
    if (!text.includes(wanted)) return false;
  }
  return true;
}

/** 3+ PNR modes: only the lines of passengers seen in three or more distinct PNRs, grouped by passenger. */
function threeOrMorePnrs(lines: SaleLineRow[]): SaleLineRow[] {
  const pnrs = new Map<string, Set<string>>();
  for (const line of lines)
    if (line.identity && line.code) pnrs.set(line.identity, (pnrs.get(line.identity) ?? new Set()).add(line.code));
  return lines
    .filter((line) => line.identity && (pnrs.get(line.identity)?.size ?? 0) >= 3)
    .map((line) => ({ ...line, pnrCount: pnrs.get(line.identity!)!.size }))
    .sort((a, b) => ordinal(a.identity!, b.identity!) || chronological(a, b));
}

const KIND_ORDER = { SALE: 0, CHANGE: 1, VOID: 2, REFUND: 3 } as const;

/** Ordinal order of machine text (ISO times, ids): what `localeCompare` gives them, without a collation per call. */
const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** People's text (names, codes) in Vietnamese order, one collator for every comparison of a month's ~26,000 lines. */
const vietnamese = new Intl.Collator('vi');

/** Time order; at the same instant a sale before what undoes it. */
const chronological = (a: TSaleLine, b: TSaleLine) =>
  ordinal(a.at, b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || ordinal(a.id, b.id);

function compare(filters: SaleReportFilters): (a: TSaleLine, b: TSaleLine) => number {
  const direction = filters.order === 'desc' ? -1 : 1;
  const key = filters.sort;
  return (a, b) => {
    const left = a[key];
    const right = b[key];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : vietnamese.compare(String(left ?? ''), String(right ?? ''));
    return direction * order || chronological(a, b);
  };
}

const withoutIdentity = ({ identity, ...line }: SaleLineRow): TSaleLine => (void identity, line);

export function createSaleReportService({ db, clock }: { db: Database; clock: Clock }) {
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

  /** The filtered lines of the transactions in [start, end) for the viewer, unsorted. */
  async function linesIn(
    scope: { viewerId: string; rootId: string },
    filters: SaleReportFilters,
    window: { start: Date; end: Date },
  ): Promise<SaleLineRow[]> {
    const byTravelDate = filters.mode.startsWith('FLIGHT_DATE');
    // Kept: a settled period of at most a quarter (a year of a large F1 would hold hundreds of MB per period).
    const isSettled =
      !byTravelDate &&
      window.end.getTime() <= clock.now().getTime() - SETTLED_AFTER_MS &&
      window.end.getTime() - window.start.getTime() <= MAX_SORTED_EXPORT_DAYS * DAY_MS;
    const key = `${scope.viewerId}|${scope.rootId}|${window.start.toISOString()}|${window.end.toISOString()}`;
    const lines = await settled.get(key, isSettled, async () => {
      const { transactions, tickets } = await repo.readSales(db, {
        ...scope,
        ...window,
        byTravelDate,
        // A settled period is kept whole, every product: the product filter is applied to the lines below.
        references:
          filters.product && !isSettled
            ? repo.PRODUCT_REFERENCES[filters.product]
            : Object.values(repo.PRODUCT_REFERENCES).flat(),
      });
      const ticketsOf = new Map<string, repo.TicketRow[]>();
      for (const ticket of tickets)
        ticketsOf.set(ticket.bookingId, [...(ticketsOf.get(ticket.bookingId) ?? []), ticket]);
      return transactions.flatMap((row) =>
        linesOfTransaction(row, {
          viewerId: scope.viewerId,
          tickets: row.bookingId ? (ticketsOf.get(row.bookingId) ?? []) : [],
        }),
      );
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
   * The whole filtered report for a file. By booking date in time order (the screen's default), the lines are read and
   * handed over three days at a time, in order, so a year of a large F1 never sits in memory at once; any other mode or
   * order needs every line before the first (3+ PNR groups, another sort), so it is kept to MAX_SORTED_EXPORT_DAYS.
   */
  async function exportOf(
    caller: SaleReportCaller,
    filters: SaleReportFilters,
    language: Language,
  ): Promise<{ head: SaleExportHead; chunks: AsyncIterable<TSaleLine[]> }> {
    const period = reportPeriod(filters, { now: clock.now(), language, maxDays: MAX_SALE_REPORT_DAYS });
    if (filters.mode !== 'BOOKING_DATE' || filters.sort !== 'at') {
      if (period.end.getTime() - period.start.getTime() > MAX_SORTED_EXPORT_DAYS * DAY_MS)
        throw invalidFieldIn(language, {
          field: 'to',
          vi: `xuất theo chế độ hoặc thứ tự này tối đa ${MAX_SORTED_EXPORT_DAYS} ngày; theo ngày đặt và thời gian thì đến ${MAX_SALE_REPORT_DAYS} ngày`,
          en: `this mode or order exports at most ${MAX_SORTED_EXPORT_DAYS} days; by booking date in time order, up to ${MAX_SALE_REPORT_DAYS}`,
        });
      const { lines, ...head } = await reportOf(caller, filters, language);
      return {
        head,
        chunks: (async function* () {
          yield lines;
        })(),
      };
    }
    const { viewer, rootId } = await scopeOf(caller, filters.subAgencyId);
    const windows: { start: Date; end: Date }[] = [];
    for (let at = period.start.getTime(); at < period.end.getTime(); at += EXPORT_WINDOW_DAYS * DAY_MS)
      windows.push({
        start: new Date(at),
        end: new Date(Math.min(at + EXPORT_WINDOW_DAYS * DAY_MS, period.end.getTime())),
      });
    if (filters.order === 'desc') windows.reverse();
    const order = compare(filters);
    async function* chunks() {
      for (const window of windows) {
        const lines = await linesIn({ viewerId: viewer.id, rootId }, filters, window);
        yield lines.sort(order).map(withoutIdentity);
      }
    }
    return {
      head: {
        viewer: { id: viewer.id, code: viewer.code, name: viewer.name },
        from: period.from,
        to: period.to,
        mode: filters.mode,
      },
      chunks: chunks(),
    };
  }

  async function pageOf(
    caller: SaleReportCaller,
    query: SaleReportFilters & { page: number; pageSize: number },
    language: Language,
  ): Promise<TSaleReportResponse> {
    const { lines, ...report } = await reportOf(caller, query, language);
    const start = (query.page - 1) * query.pageSize;
    return { ...report, items: lines.slice(start, start + query.pageSize), page: query.page, pageSize: query.pageSize };
  }

  return { reportOf, pageOf, exportOf };
}
