// The VNA summary as a report table: the screen's rows and a totals line, written as xlsx or CSV by the reports module.
import type { TReportExportFormat, TVnaSummaryResponse, TVnaSummaryRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import type { Localized, ReportColumn, ReportTable } from '../report-table.js';

const TEXT = {
  sheet: { vi: 'Tổng hợp VNA', en: 'VNA summary' },
  title: { vi: 'BÁO CÁO TỔNG HỢP VIETNAM AIRLINES (738)', en: 'VIETNAM AIRLINES SUMMARY (738)' },
  agency: { vi: 'Đại lý', en: 'Agency' },
  period: { vi: 'Kỳ báo cáo', en: 'Period' },
  mode: { vi: 'Theo', en: 'By' },
  total: { vi: 'Tổng cộng', en: 'Total' },
  domestic: { vi: 'Nội địa', en: 'Domestic' },
  international: { vi: 'Quốc tế', en: 'International' },
} satisfies Record<string, Localized>;

const MODE_LABELS: Record<TVnaSummaryResponse['mode'], Localized> = {
  FLIGHT_DATE: { vi: 'Ngày bay', en: 'Flight date' },
  ISSUE_DATE: { vi: 'Ngày xuất vé', en: 'Issue date' },
};

type Figures = TVnaSummaryResponse['totals'];
type FileRow = TVnaSummaryRow | (Figures & { isTotal: true });

const figure = (key: keyof Figures, header: Localized, width = 12): ReportColumn<FileRow> => ({
  key,
  header,
  type: ['baseFare', 'carrierSurcharge', 'revenue', 'refundedRevenue'].includes(key) ? 'money' : 'count',
  value: (row) => row[key],
  width,
});

export function vnaSummaryTable(
  report: TVnaSummaryResponse,
  language: Language,
  createdAt: Date,
): ReportTable<FileRow> {
  const day = (iso: string) => formatDate(new Date(`${iso}T00:00:00+07:00`));
  const columns: ReportColumn<FileRow>[] = [
    {
      key: 'month',
      header: { vi: 'Tháng', en: 'Month' },
      type: 'text',
      value: (row) => ('isTotal' in row ? TEXT.total[language] : `${row.month.slice(5, 7)}/${row.month.slice(0, 4)}`),
      width: 12,
    },
    {
      key: 'classGroup',
      header: { vi: 'Nhóm hạng', en: 'Class group' },
      type: 'text',
      value: (row) => ('isTotal' in row ? '' : row.classGroup),
      width: 14,
    },
    {
      key: 'scope',
      header: { vi: 'Phạm vi', en: 'Scope' },
      type: 'text',
      value: (row) => ('isTotal' in row ? '' : (row.isDomestic ? TEXT.domestic : TEXT.international)[language]),
      width: 12,
    },
    figure('tickets', { vi: 'Số vé', en: 'Tickets' }),
    figure('segments', { vi: 'Số chặng', en: 'Segments' }),
    figure('baseFare', { vi: 'Giá cơ bản (VND)', en: 'Base fare (VND)' }, 18),
    figure('carrierSurcharge', { vi: 'Phụ thu YQ/YR (VND)', en: 'YQ/YR surcharge (VND)' }, 18),
    figure('revenue', { vi: 'Doanh thu (VND)', en: 'Revenue (VND)' }, 18),
    figure('voidedTickets', { vi: 'Vé hủy (void)', en: 'Voided tickets' }),
    figure('refundedTickets', { vi: 'Vé hoàn', en: 'Refunded tickets' }),
    figure('refundedRevenue', { vi: 'Doanh thu vé hoàn (VND)', en: 'Refunded revenue (VND)' }, 18),
  ];
  return {
    sheetName: TEXT.sheet,
    createdAt,
    columns,
    rows: [...report.rows, { ...report.totals, isTotal: true }],
    heading: [
      { kind: 'title', text: TEXT.title },
      { kind: 'fact', label: TEXT.agency, text: `${report.agency.code} — ${report.agency.name}` },
      { kind: 'fact', label: TEXT.period, text: `${day(report.from)} – ${day(report.to)}` },
      { kind: 'fact', label: TEXT.mode, text: MODE_LABELS[report.mode][language] },
    ],
  };
}

/** tong-hop-vna-<CODE>-<from>-<to>.<format> */
export function vnaSummaryFileName(report: TVnaSummaryResponse, format: TReportExportFormat): string {
  const code = report.agency.code.replace(/[^A-Za-z0-9_-]/g, '') || 'dai-ly';
  return `tong-hop-vna-${code}-${report.from}-${report.to}.${format}`;
}
