// The sale report's lines in memory (decision 094): totals, the day figures, the filters SQL does not apply, the 3+ PNR
// grouping and the screen's orders (the SQL reads of decision 129 order their rows the same way).
import type { TSaleLine, TSaleReportResponse, TSaleTotals } from '@portal/contracts';
import { sumVnd, toAirlineName, vietnamToday } from '@portal/domain';
import type { SaleLineRow } from './sale-lines.js';
import type { SaleReportFilters } from './sale-report.service.js';

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

export function byDayOf(lines: readonly TSaleLine[]): TSaleReportResponse['byDay'] {
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
export function matches(line: SaleLineRow, filters: SaleReportFilters): boolean {
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
export function threeOrMorePnrs(lines: SaleLineRow[]): SaleLineRow[] {
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
export const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** People's text (names, codes) in Vietnamese order, one collator for every comparison of a month's ~26,000 lines. */
const vietnamese = new Intl.Collator('vi');

/** Time order; at the same instant a sale before what undoes it. */
export const chronological = (a: TSaleLine, b: TSaleLine) =>
  ordinal(a.at, b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || ordinal(a.id, b.id);

const TIME_KEYS = new Set<string>(['at', 'bookingDate', 'travelDate']);

export function compare(filters: SaleReportFilters): (a: TSaleLine, b: TSaleLine) => number {
  const direction = filters.order === 'desc' ? -1 : 1;
  const key = filters.sort;
  // ISO instants order as text ordinally: the collator on them cost ~0.5 s of a month's 27,000 lines (the default sort).
  const text = TIME_KEYS.has(key) ? ordinal : vietnamese.compare;
  return (a, b) => {
    const left = a[key];
    const right = b[key];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : text(String(left ?? ''), String(right ?? ''));
    return direction * order || chronological(a, b);
  };
}

export const withoutIdentity = ({ identity, ...line }: SaleLineRow): TSaleLine => (void identity, line);
