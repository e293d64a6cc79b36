// The eSIM order list as a report table (Vietnamese headers, English with lang=en): the list's rows, one per order.
import type { TEsimOrderStatus, TEsimOrderSummary } from '@portal/contracts';
import type { Language } from '../../../platform/messages.js';
import type { Localized, ReportTable } from '../../reports/report-table.js';
import { moneyColumn, textColumn, timeColumn } from '../../reports/report-table.js';

export const ESIM_STATUS_LABELS: Record<TEsimOrderStatus, Localized> = {
  ORDERING: { vi: 'Đang đặt', en: 'Ordering' },
  COMPLETED: { vi: 'Hoàn tất', en: 'Completed' },
  REFUNDED: { vi: 'Đã hoàn', en: 'Refunded' },
  FAILED: { vi: 'Thất bại', en: 'Failed' },
};

export type EsimExportRow = TEsimOrderSummary & { statusText: string; packages: string };

export function esimOrdersTable(
  items: readonly TEsimOrderSummary[],
  options: { createdAt: Date; language: Language },
): ReportTable<EsimExportRow> {
  return {
    sheetName: { vi: 'Đơn eSIM', en: 'eSIM orders' },
    createdAt: options.createdAt,
    heading: [{ kind: 'title', text: { vi: 'Danh sách đơn eSIM', en: 'eSIM orders' } }],
    columns: [
      textColumn('orderCode', { vi: 'Mã đơn', en: 'Order code' }, 16),
      textColumn('statusText', { vi: 'Trạng thái', en: 'Status' }, 12),
      textColumn('agencyCode', { vi: 'Đại lý', en: 'Agency' }, 14),
      textColumn('createdByName', { vi: 'Người đặt', en: 'Ordered by' }, 22),
      textColumn('customerName', { vi: 'Khách hàng', en: 'Customer' }, 24),
      textColumn('customerEmail', { vi: 'Email khách hàng', en: 'Customer email' }, 26),
      textColumn('packages', { vi: 'Gói eSIM', en: 'Packages' }, 40),
      { key: 'esimCount', header: { vi: 'Số eSIM', en: 'eSIMs' }, type: 'count', value: (row) => row.esimCount },
      moneyColumn('totalAmount', { vi: 'Tổng tiền', en: 'Total' }, 14),
      moneyColumn('refundedAmount', { vi: 'Đã hoàn tiền', en: 'Refunded' }, 14),
      timeColumn('createdAt', { vi: 'Ngày đặt', en: 'Ordered' }, 18),
    ],
    rows: items.map((item) => ({
      ...item,
      statusText: ESIM_STATUS_LABELS[item.status][options.language],
      packages: item.destinations.join('; '),
    })),
  };
}
