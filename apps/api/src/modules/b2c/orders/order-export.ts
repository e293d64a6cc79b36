// The B2C order list as a report table (Vietnamese headers, English with lang=en): one row per order.
import type { TB2cOrderKind, TB2cOrderStatus, TB2cOrderSummary } from '@portal/contracts';
import type { Language } from '../../../platform/messages.js';
import { moneyColumn, textColumn, timeColumn, type Localized, type ReportTable } from '../../reports/report-table.js';

export const B2C_STATUS_LABELS: Record<TB2cOrderStatus, Localized> = {
  '01': { vi: 'Đã hủy', en: 'Cancelled' },
  '02': { vi: 'Chờ thanh toán', en: 'Awaiting payment' },
  '03': { vi: 'Đã thanh toán', en: 'Payment confirmed' },
  '04': { vi: 'Đang xử lý', en: 'Being processed' },
  '05': { vi: 'Hoàn tất', en: 'Completed' },
};
const KIND_LABELS: Record<TB2cOrderKind, Localized> = {
  flight: { vi: 'Vé máy bay', en: 'Flight' },
  tour: { vi: 'Tour', en: 'Tour' },
  esim: { vi: 'eSIM', en: 'eSIM' },
};

type Row = TB2cOrderSummary & { statusText: string; kindText: string };

export function b2cOrdersTable(
  items: readonly TB2cOrderSummary[],
  options: { createdAt: Date; language: Language },
): ReportTable<Row> {
  return {
    sheetName: { vi: 'Đơn B2C', en: 'B2C orders' },
    createdAt: options.createdAt,
    heading: [{ kind: 'title', text: { vi: 'Danh sách đơn hàng B2C', en: 'B2C orders' } }],
    columns: [
      textColumn('orderNumber', { vi: 'Mã đơn', en: 'Order number' }, 16),
      textColumn('statusText', { vi: 'Trạng thái', en: 'Status' }, 16),
      textColumn('kindText', { vi: 'Loại', en: 'Kind' }, 12),
      textColumn('contactName', { vi: 'Khách hàng', en: 'Customer' }, 24),
      textColumn('contactPhone', { vi: 'Điện thoại', en: 'Phone' }, 14),
      textColumn('contactEmail', { vi: 'Email', en: 'Email' }, 26),
      textColumn('summary', { vi: 'Nội dung', en: 'Details' }, 40),
      moneyColumn('totalAmount', { vi: 'Tổng tiền', en: 'Total' }, 14),
      moneyColumn('serviceFee', { vi: 'Phí dịch vụ', en: 'Service fee' }, 12),
      moneyColumn('amountDue', { vi: 'Cần thanh toán', en: 'Amount due' }, 14),
      moneyColumn('paidAmount', { vi: 'Đã nhận', en: 'Received' }, 14),
      timeColumn('createdAt', { vi: 'Ngày đặt', en: 'Ordered' }, 18),
    ],
    rows: items.map((item) => ({
      ...item,
      statusText: B2C_STATUS_LABELS[item.status][options.language],
      kindText: KIND_LABELS[item.kind][options.language],
    })),
  };
}
