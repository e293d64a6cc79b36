// The income report: the sale report's own lines of the period (decision 094), grouped and summed (decision 098).
import type { Database } from '@portal/db';
import type { TIncomeReportResponse, TIncomeRow, ZIncomeReportFilters } from '@portal/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.js';
import type { Language } from '../../../platform/messages.js';
import type { SaleReportCaller, SaleReportService } from '../sales/sale-report.service.js';
import { byCarrier, byPeriod, byProduct, bySubAgency, figuresOf } from './income-groups.js';
import { agenciesOfTree } from './income-report.repository.js';
import type { GroupKey } from '../sales/sale-lines-sql.js';

export type IncomeReportFilters = z.output<typeof ZIncomeReportFilters>;
export type IncomeReportService = ReturnType<typeof createIncomeReportService>;

function compare(filters: IncomeReportFilters): ((a: TIncomeRow, b: TIncomeRow) => number) | undefined {
  const key = filters.sort;
  if (!key) return undefined;
  const direction = filters.order === 'desc' ? -1 : 1;
  const label = (row: TIncomeRow) => row.agency?.code ?? (row.carrier ? `${row.product}:${row.carrier}` : row.key);
  return (a, b) => {
    if (key === 'group') return direction * label(a).localeCompare(label(b));
    // A row without a margin (no revenue) goes last whichever the direction.
    if (key === 'margin' && (a.margin === null || b.margin === null))
      return Number(a.margin === null) - Number(b.margin === null);
    return direction * ((a[key] ?? 0) - (b[key] ?? 0));
  };
}

/** `sales`: the sale report's service, whose lines (and settled periods kept) the income report groups. */
export function createIncomeReportService(deps: { db: Database; clock: Clock; sales: SaleReportService }) {
  const { sales } = deps;

  async function reportOf(
    caller: SaleReportCaller,
    filters: IncomeReportFilters,
    language: Language,
  ): Promise<TIncomeReportResponse> {
    // The very lines of the sale report with the same period, mode, scope and product (its scope check: 403 / 404),
    // grouped in SQL where the stored lines allow it (decision 129).
    const dayKey = filters.mode === 'FLIGHT_DATE' ? 'travelDay' : 'day';
    const keys = {
      PRODUCT: ['product'],
      AIRLINE: ['product', 'carrier'],
      SUB_AGENCY: ['buyerId', 'buyerCode'],
      PERIOD: [dayKey],
    } as const satisfies Record<IncomeReportFilters['groupBy'], readonly GroupKey[]>;
    const report = await sales.groupsOf(
      caller,
      {
        from: filters.from,
        to: filters.to,
        mode: filters.mode,
        subAgencyId: filters.subAgencyId,
        product: filters.product,
        sort: 'at',
        order: 'asc',
      },
      { language, keys: keys[filters.groupBy] },
    );
    const lines = report.groups;
    let rows: TIncomeRow[];
    if (filters.groupBy === 'PRODUCT') rows = byProduct(lines);
    else if (filters.groupBy === 'AIRLINE') rows = byCarrier(lines);
    else if (filters.groupBy === 'PERIOD')
      rows = byPeriod(lines, { from: report.from, to: report.to, interval: filters.interval, dayKey });
    else {
      const rootId = filters.subAgencyId ?? report.viewer.id;
      rows = bySubAgency(lines, await agenciesOfTree(deps.db, rootId), rootId);
    }
    const order = compare(filters);
    if (order)
      rows = rows
        .map((row, index) => ({ row, index }))
        .sort((a, b) => order(a.row, b.row) || a.index - b.index)
        .map(({ row }) => row);
    const totals = figuresOf(lines);
    return {
      viewer: report.viewer,
      from: report.from,
      to: report.to,
      mode: filters.mode,
      groupBy: filters.groupBy,
      interval: filters.interval,
      rows,
      totals: { ...totals, commission: totals.profit },
    };
  }

  return { reportOf };
}
