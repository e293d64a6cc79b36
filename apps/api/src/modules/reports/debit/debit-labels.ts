// Vietnamese and English names of the debit reports' buckets and figures, shared by their files.
import type { TDebitBucket } from '@portal/contracts';
import type { Localized } from '../report-table.js';

export const BUCKET_LABELS: Record<TDebitBucket, Localized> = {
  topUps: { vi: 'Nạp tiền', en: 'Top-ups' },
  sales: { vi: 'Bán / thanh toán', en: 'Sales' },
  voidsRefunds: { vi: 'Hủy / hoàn', en: 'Voids / refunds' },
  adjustments: { vi: 'Điều chỉnh khác', en: 'Other adjustments' },
};

export const FIGURE_LABELS = {
  agency: { vi: 'Đại lý', en: 'Agency' },
  period: { vi: 'Kỳ báo cáo (giờ Việt Nam)', en: 'Period (Vietnam time)' },
  opening: { vi: 'Số dư đầu kỳ', en: 'Opening balance' },
  closing: { vi: 'Số dư cuối kỳ', en: 'Closing balance' },
  creditLimit: { vi: 'Hạn mức tín dụng', en: 'Credit limit' },
  commission: { vi: 'Hoa hồng', en: 'Commission' },
  reserved: { vi: 'Đang giữ', en: 'Reserved' },
  available: { vi: 'Khả dụng', en: 'Available' },
  total: { vi: 'Tổng cộng', en: 'Total' },
  type: { vi: 'Loại giao dịch', en: 'Movement type' },
} satisfies Record<string, Localized>;

/** dd/MM/yyyy – dd/MM/yyyy of a period given as [start, end) instants. */
export function periodText(periodStart: string, periodEnd: string, format: (date: Date) => string): string {
  return `${format(new Date(periodStart))} – ${format(new Date(new Date(periodEnd).getTime() - 1))}`;
}

/** <prefix>-<CODE>-<from>-<to>.<format>, the code reduced to what every file system and header accepts. */
export function reportFileName(options: { prefix: string; code?: string; from: string; to: string; format: string }) {
  const code = options.code === undefined ? '' : `-${options.code.replace(/[^A-Za-z0-9_-]/g, '') || 'dai-ly'}`;
  return `${options.prefix}${code}-${options.from}-${options.to}.${options.format}`;
}
