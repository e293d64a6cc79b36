// GET /api/esim/orders and its export: the eSIM orders of the caller's scope, filtered, sorted and paged; the export
// writes the same rows (every page) as xlsx or CSV with the reports module's writers.
import type { TEsimOrderSummary, TListEsimOrdersResponse, TReportExportFormat } from '@portal/contracts';
import { ZEsimOrderFilters, ZListEsimOrdersQuery } from '@portal/contracts';
import type { Database } from '@portal/db';
import { toAirlineName } from '@portal/domain';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.js';
import type { Language } from '../../../platform/messages.js';
import { vietnamDayStart } from '../../../platform/vietnam-time.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { reportFile } from '../../reports/report-files.js';
import { listEsimOrders, type EsimOrderListQuery, type EsimOrderListRow } from '../repository/esim-order-list.js';
import { esimOrdersTable } from './esim-order-export.js';
import { orderLineTexts } from './esim-line-names.js';
import { esimOrderScopeOf } from './esim-order-scope.js';

/** The most rows one export writes (the list's filters narrow a larger set). */
export const ESIM_EXPORT_MAX_ROWS = 5000;
type Filters = z.infer<typeof ZEsimOrderFilters>;
type ListQuery = z.infer<typeof ZListEsimOrdersQuery>;

/** q as typed: a code (order code or ICCID prefix, upper case) and a text matched in the customer's search_text. */
function searchOf(q: string | undefined): Pick<EsimOrderListQuery, 'code' | 'text'> {
  if (!q) return {};
  const text = toAirlineName(q);
  return { code: q.replace(/\s+/g, '').toUpperCase(), ...(text ? { text } : {}) };
}

export function summaryOf(row: EsimOrderListRow, language: Language): TEsimOrderSummary {
  const { lines, ...rest } = row;
  return { ...rest, destinations: orderLineTexts(lines, language) };
}

export function createEsimOrderListService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function queryOf(caller: BookingCaller, filters: Filters): Promise<EsimOrderListQuery> {
    return {
      scope: await esimOrderScopeOf(db, caller),
      ...(filters.status ? { status: filters.status } : {}),
      ...searchOf(filters.q),
      ...(filters.createdFrom ? { createdFrom: vietnamDayStart(filters.createdFrom) } : {}),
      ...(filters.createdTo ? { createdBefore: vietnamDayStart(filters.createdTo, 1) } : {}),
      sort: filters.sort,
      order: filters.order,
    };
  }

  async function list(
    caller: BookingCaller,
    query: ListQuery,
    language: Language = 'vi',
  ): Promise<TListEsimOrdersResponse> {
    const { limit, offset, ...filters } = query;
    const { rows, total } = await listEsimOrders(db, await queryOf(caller, filters), { limit, offset });
    return { items: rows.map((row) => summaryOf(row, language)), total };
  }

  async function exportFile(
    caller: BookingCaller,
    options: { filters: Filters; format: TReportExportFormat; language: Language },
  ): Promise<{ fileName: string; body: Buffer | string }> {
    const { filters, format, language } = options;
    const { rows } = await listEsimOrders(db, await queryOf(caller, filters), {
      limit: ESIM_EXPORT_MAX_ROWS,
      offset: 0,
    });
    const now = clock.now();
    const table = esimOrdersTable(
      rows.map((row) => summaryOf(row, language)),
      { createdAt: now, language },
    );
    const body = await reportFile(table, { format, language });
    const today = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const from = filters.createdFrom ?? 'tat-ca';
    return { fileName: `don-esim-${from}-${filters.createdTo ?? today}.${format}`, body };
  }

  return { list, exportFile };
}

export type EsimOrderListService = ReturnType<typeof createEsimOrderListService>;
