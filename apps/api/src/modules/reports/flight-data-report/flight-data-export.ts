// The flight data report as a report table: the screen's rows and a totals line, written as xlsx or CSV by the reports module.
import type { TFlightDataResponse, TFlightDataRow, TReportExportFormat } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import type { Localized, ReportColumn, ReportTable } from '../report-table.js';

const TEXT = {
  sheet: { vi: 'Dữ liệu chuyến bay', en: 'Flight data' },
  title: { vi: 'BÁO CÁO DỮ LIỆU CHUYẾN BAY', en: 'FLIGHT DATA REPORT' },
  agency: { vi: 'Đại lý', en: 'Agency' },
  period: { vi: 'Kỳ báo cáo', en: 'Period' },
  mode: { vi: 'Theo', en: 'By' },
  total: { vi: 'Tổng cộng', en: 'Total' },
} satisfies Record<string, Localized>;

const MODE_LABELS: Record<TFlightDataResponse['mode'], Localized> = {
  FLIGHT_DATE: { vi: 'Ngày bay', en: 'Flight date' },
  ISSUE_DATE: { vi: 'Ngày xuất vé', en: 'Issue date' },
};

export const GROUP_HEADERS: Record<TFlightDataResponse['groupBy'], Localized> = {
  ROUTE: { vi: 'Hành trình', en: 'Route' },
  AIRLINE: { vi: 'Hãng bay', en: 'Airline' },
  CLASS: { vi: 'Hạng đặt chỗ', en: 'Booking class' },
  MONTH: { vi: 'Tháng', en: 'Month' },
};

type FileRow = TFlightDataRow | (TFlightDataResponse['totals'] & { key: string; isTotal: true });

const count = (key: keyof TFlightDataResponse['totals'], header: Localized, width = 12): ReportColumn<FileRow> => ({
  key,
  header,
  type: key === 'revenue' || key === 'refundedRevenue' ? 'money' : 'count',
  value: (row) => row[key],
  width,
});

/** The group column's text: 2026-12 as 12/2026, a class with its cabin. */
function groupText(report: TFlightDataResponse, row: FileRow, language: Language): string {
  if ('isTotal' in row) return TEXT.total[language];
  if (report.groupBy === 'MONTH' && row.month) return `${row.month.slice(5, 7)}/${row.month.slice(0, 4)}`;
  return row.key;
}

export function flightDataTable(
  report: TFlightDataResponse,
  language: Language,
  createdAt: Date,
): ReportTable<FileRow> {
  const period = `${formatDate(new Date(`${report.from}T00:00:00+07:00`))} – ${formatDate(new Date(`${report.to}T00:00:00+07:00`))}`;
  const columns: ReportColumn<FileRow>[] = [
    {
      key: 'group',
      header: GROUP_HEADERS[report.groupBy],
      type: 'text',
      value: (row) => groupText(report, row, language),
      width: 22,
    },
    count('segments', { vi: 'Số chặng', en: 'Segments' }),
    count('adults', { vi: 'Người lớn', en: 'Adults' }),
    count('children', { vi: 'Trẻ em', en: 'Children' }),
    count('infants', { vi: 'Em bé', en: 'Infants' }),
    count('tickets', { vi: 'Số vé', en: 'Tickets' }),
    count('revenue', { vi: 'Doanh thu vé (VND)', en: 'Ticket revenue (VND)' }, 20),
    count('refundedTickets', { vi: 'Vé hoàn', en: 'Refunded tickets' }),
    count('refundedRevenue', { vi: 'Giá trị vé hoàn (VND)', en: 'Refunded value (VND)' }, 20),
  ];
  return {
    sheetName: TEXT.sheet,
    createdAt,
    columns,
    rows: [...report.rows, { ...report.totals, key: 'TOTAL', isTotal: true }],
    heading: [
      { kind: 'title', text: TEXT.title },
      { kind: 'fact', label: TEXT.agency, text: `${report.agency.code} — ${report.agency.name}` },
      { kind: 'fact', label: TEXT.period, text: period },
      { kind: 'fact', label: TEXT.mode, text: MODE_LABELS[report.mode][language] },
    ],
  };
}

/** du-lieu-chuyen-bay-<CODE>-<from>-<to>.<format> */
export function flightDataFileName(report: TFlightDataResponse, format: TReportExportFormat): string {
  const code = report.agency.code.replace(/[^A-Za-z0-9_-]/g, '') || 'dai-ly';
  return `du-lieu-chuyen-bay-${code}-${report.from}-${report.to}.${format}`;
}
