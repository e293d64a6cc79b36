// GET /api/b2c/orders and its export: the caller's agency's consumer orders, filtered, sorted and paged; the export
// writes the same rows as xlsx or CSV with the reports module's writers.
import type { TListB2cOrdersResponse, TReportExportFormat } from '@portal/contracts';
import { ZB2cOrderFilters, ZListB2cOrdersQuery } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.js';
import type { Language } from '../../../platform/messages.js';
import { vietnamDayStart } from '../../../platform/vietnam-time.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { reportFile } from '../../reports/report-files.js';
import { requireB2cAgency } from '../b2c-access.js';
import { listOrders, type B2cOrderListQuery } from './b2c-orders.repository.js';
import { b2cOrdersTable } from './order-export.js';
import { orderSummary } from './order-view.js';

export const B2C_EXPORT_MAX_ROWS = 5000;
type Filters = z.infer<typeof ZB2cOrderFilters>;

function queryOf(caller: BookingCaller, filters: Filters): B2cOrderListQuery {
  return {
    agencyId: caller.agencyId,
    sort: filters.sort,
    order: filters.order,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.createdFrom ? { createdFrom: vietnamDayStart(filters.createdFrom) } : {}),
    ...(filters.createdTo ? { createdBefore: vietnamDayStart(filters.createdTo, 1) } : {}),
  };
}

export function createOrderListService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function list(
    caller: BookingCaller,
    query: z.infer<typeof ZListB2cOrdersQuery>,
  ): Promise<TListB2cOrdersResponse> {
    await requireB2cAgency(db, caller.agencyId);
    const { limit, offset, ...filters } = query;
    const { rows, total } = await listOrders(db, queryOf(caller, filters), { limit, offset });
    return { items: rows.map(orderSummary), total };
  }

  async function exportFile(
    caller: BookingCaller,
    options: { filters: Filters; format: TReportExportFormat; language: Language },
  ): Promise<{ fileName: string; body: Buffer | string }> {
    await requireB2cAgency(db, caller.agencyId);
    const { filters, format, language } = options;
    const { rows } = await listOrders(db, queryOf(caller, filters), { limit: B2C_EXPORT_MAX_ROWS, offset: 0 });
    const now = clock.now();
    const body = await reportFile(b2cOrdersTable(rows.map(orderSummary), { createdAt: now, language }), {
      format,
      language,
    });
    const today = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    return { fileName: `don-b2c-${filters.createdFrom ?? 'tat-ca'}-${filters.createdTo ?? today}.${format}`, body };
  }

  return { list, exportFile };
}

export type OrderListService = ReturnType<typeof createOrderListService>;
