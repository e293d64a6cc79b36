// The booking activity reports as files: the same rows and totals as the screens, laid out by the reports' writers.
import type {
  TActivityFigures,
  TAnalyzeSalesResponse,
  TAnalyzeSalesTop,
  TCustomerServicesResponse,
  TCustomerServicesRow,
  TReportExportFormat,
} from '@portal/contracts';
import { formatDate, formatVnd } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import { type Localized, type ReportColumn, type ReportLine, type ReportTable } from '../report-table.js';

const TEXT = {
  customerSheet: { vi: 'Chăm sóc khách hàng', en: 'Customer services' },
  customerTitle: { vi: 'BÁO CÁO CHĂM SÓC KHÁCH HÀNG', en: 'CUSTOMER SERVICES REPORT' },
  salesSheet: { vi: 'Phân tích bán hàng', en: 'Sales analysis' },
  salesTitle: { vi: 'BÁO CÁO PHÂN TÍCH BÁN HÀNG', en: 'SALES ANALYSIS REPORT' },
  period: { vi: 'Kỳ báo cáo (ngày đặt chỗ, giờ Việt Nam)', en: 'Period (booking date, Vietnam time)' },
  staff: { vi: 'Nhân viên', en: 'Staff member' },
  username: { vi: 'Tên đăng nhập', en: 'Username' },
  customer: { vi: 'Khách hàng', en: 'Customer' },
  phone: { vi: 'Điện thoại', en: 'Phone' },
  email: { vi: 'Email', en: 'Email' },
  agency: { vi: 'Đại lý', en: 'Agency' },
  start: { vi: 'Từ ngày', en: 'From' },
  total: { vi: 'Tổng cộng', en: 'Total' },
  topRoute: { vi: 'Chặng nhiều vé nhất', en: 'Top route' },
  topAirline: { vi: 'Hãng nhiều vé nhất', en: 'Top airline' },
  tickets: { vi: 'vé', en: 'tickets' },
} satisfies Record<string, Localized>;

const FIGURE_HEADERS: Record<Exclude<keyof TActivityFigures, 'conversionPerMille'>, Localized> = {
  bookings: { vi: 'Đặt chỗ', en: 'Bookings' },
  failed: { vi: 'Giữ chỗ lỗi', en: 'Failed holds' },
  issued: { vi: 'Đã xuất', en: 'Issued' },
  tickets: { vi: 'Số vé', en: 'Tickets' },
  voided: { vi: 'Hủy (void)', en: 'Voided' },
  refunded: { vi: 'Hoàn vé', en: 'Refunded' },
  cancelled: { vi: 'Hủy giữ chỗ', en: 'Cancelled holds' },
  sold: { vi: 'Doanh số (VND)', en: 'Sold (VND)' },
};

/** 833 per mille as "83,3 %" (vi) or "83.3 %" (en). */
function conversionText(perMille: number, language: Language): string {
  const text = (perMille / 10).toFixed(1);
  return `${language === 'vi' ? text.replace('.', ',') : text} %`;
}

function figureColumns<Row extends TActivityFigures>(language: Language): ReportColumn<Row>[] {
  const count = (key: 'bookings' | 'failed' | 'issued' | 'tickets' | 'voided' | 'refunded' | 'cancelled') =>
    ({
      key,
      header: FIGURE_HEADERS[key],
      type: 'count',
      value: (row: Row) => row[key],
      width: 11,
    }) as ReportColumn<Row>;
  return [
    count('bookings'),
    count('failed'),
    count('issued'),
    count('tickets'),
    count('voided'),
    count('refunded'),
    count('cancelled'),
    {
      key: 'conversion',
      header: { vi: 'Tỉ lệ xuất vé', en: 'Issue rate' },
      type: 'text',
      value: (row) => conversionText(row.conversionPerMille, language),
      width: 12,
    },
    { key: 'sold', header: FIGURE_HEADERS.sold, type: 'money', value: (row) => row.sold, width: 18 },
  ];
}

const periodFact = (report: { from: string; to: string }): ReportLine => ({
  kind: 'fact',
  label: TEXT.period,
  text: `${formatDate(new Date(`${report.from}T00:00:00+07:00`))} – ${formatDate(new Date(`${report.to}T00:00:00+07:00`))}`,
});

const totalsLines = (totals: TActivityFigures): ReportLine[] => [
  { kind: 'figure', label: TEXT.total, column: 'bookings', figure: totals.bookings },
  { kind: 'figure', label: TEXT.total, column: 'issued', figure: totals.issued },
  { kind: 'figure', label: TEXT.total, column: 'tickets', figure: totals.tickets },
  { kind: 'figure', label: TEXT.total, column: 'sold', figure: totals.sold, isEmphasised: true },
];

const phoneColumn: ReportColumn<TCustomerServicesRow> = {
  key: 'key',
  header: TEXT.phone,
  type: 'text',
  value: (row) => row.key,
  width: 14,
};

export function customerServicesTable(
  report: TCustomerServicesResponse,
  language: Language,
  createdAt: Date,
): ReportTable<TCustomerServicesRow> {
  const isStaff = report.groupBy === 'staff';
  return {
    sheetName: TEXT.customerSheet,
    columns: [
      { key: 'name', header: isStaff ? TEXT.staff : TEXT.customer, type: 'text', value: (row) => row.name, width: 26 },
      {
        key: 'detail',
        header: isStaff ? TEXT.username : TEXT.email,
        type: 'text',
        value: (row) => row.detail,
        width: 22,
      },
      ...(isStaff ? [] : [phoneColumn]),
      {
        key: 'agency',
        header: TEXT.agency,
        type: 'text',
        value: (row) => `${row.agency.code} – ${row.agency.name}`,
        width: 28,
      },
      ...figureColumns<TCustomerServicesRow>(language),
    ],
    rows: report.rows,
    heading: [{ kind: 'title', text: TEXT.customerTitle }, periodFact(report)],
    totals: totalsLines(report.totals),
    createdAt,
  };
}

const topLine = (label: Localized, top: TAnalyzeSalesTop, language: Language): ReportLine => ({
  kind: 'fact',
  label,
  text: `${top.key}: ${top.tickets} ${TEXT.tickets[language]}, ${formatVnd(top.sold)}`,
});

export function analyzeSalesTable(
  report: TAnalyzeSalesResponse,
  language: Language,
  createdAt: Date,
): ReportTable<TAnalyzeSalesResponse['buckets'][number]> {
  return {
    sheetName: TEXT.salesSheet,
    columns: [
      { key: 'start', header: TEXT.start, type: 'date', value: (row) => row.start, width: 12 },
      ...figureColumns<TAnalyzeSalesResponse['buckets'][number]>(language),
    ],
    rows: report.buckets,
    heading: [{ kind: 'title', text: TEXT.salesTitle }, periodFact(report)],
    totals: [
      ...totalsLines(report.totals),
      ...report.topRoutes.map((top) => topLine(TEXT.topRoute, top, language)),
      ...report.topAirlines.map((top) => topLine(TEXT.topAirline, top, language)),
    ],
    createdAt,
  };
}

export function activityFileName(
  report: 'customer-services' | 'analyze-sales',
  period: { from: string; to: string },
  format: TReportExportFormat,
): string {
  const name = report === 'customer-services' ? 'cham-soc-khach-hang' : 'phan-tich-ban-hang';
  return `${name}_${period.from}_${period.to}.${format}`;
}
