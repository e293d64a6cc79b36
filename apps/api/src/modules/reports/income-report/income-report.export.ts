// The income report as a report table (the same rows as the screen, then one totals row) and its file name.
import type {
  TIncomeGroup,
  TIncomeReportResponse,
  TIncomeRow,
  TReportExportFormat,
  TSaleProduct,
} from '@portal/contracts';
import type { Language } from '../../../platform/messages.js';
import type { Localized, ReportColumn, ReportTable } from '../report-table.js';

const PRODUCT_LABELS: Record<TSaleProduct, Localized> = {
  FLIGHT: { vi: 'Vé máy bay', en: 'Flight' },
  TRAIN: { vi: 'Vé tàu', en: 'Train' },
  ESIM: { vi: 'eSIM', en: 'eSIM' },
};
const GROUP_HEADERS: Record<TIncomeGroup, Localized> = {
  PRODUCT: { vi: 'Sản phẩm', en: 'Product' },
  AIRLINE: { vi: 'Hãng / nhà cung cấp', en: 'Airline / supplier' },
  SUB_AGENCY: { vi: 'Đại lý', en: 'Agency' },
  PERIOD: { vi: 'Kỳ', en: 'Period' },
};
const TEXT = {
  sheet: { vi: 'Báo cáo doanh thu', en: 'Income report' },
  title: { vi: 'BÁO CÁO DOANH THU, LỢI NHUẬN', en: 'INCOME REPORT' },
  agency: { vi: 'Đại lý', en: 'Agency' },
  period: { vi: 'Kỳ báo cáo', en: 'Period' },
  mode: { vi: 'Chế độ', en: 'Mode' },
  own: { vi: 'bán trực tiếp', en: 'own sales' },
  total: { vi: 'Tổng cộng', en: 'Total' },
} satisfies Record<string, Localized>;
const MODE_LABELS = {
  FLIGHT_DATE: { vi: 'Theo ngày bay', en: 'By flight date' },
  BOOKING_DATE: { vi: 'Theo ngày đặt', en: 'By booking date' },
} satisfies Record<TIncomeReportResponse['mode'], Localized>;

/** A file row: a group's row, or the totals (label only). */
type IncomeFileRow = Omit<TIncomeRow, 'commission'> & { commission: number | null; isTotal?: boolean };

const ddMMyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The row's group in words: the product, product and carrier, agency code and name, or its days. */
export function groupLabel(row: IncomeFileRow, language: Language): string {
  if (row.isTotal) return TEXT.total[language];
  if (row.agency) return `${row.agency.code} — ${row.agency.name}${row.agency.isOwn ? ` (${TEXT.own[language]})` : ''}`;
  if (row.period)
    return row.period.from === row.period.to
      ? ddMMyyyy(row.period.from)
      : `${ddMMyyyy(row.period.from)} – ${ddMMyyyy(row.period.to)}`;
  const product = row.product ? PRODUCT_LABELS[row.product][language] : row.key;
  return row.carrier ? `${product} ${row.carrier}` : product;
}

function columns(report: TIncomeReportResponse, language: Language): ReportColumn<IncomeFileRow>[] {
  const money = (
    key: 'revenue' | 'cost' | 'profit' | 'commission',
    header: Localized,
  ): ReportColumn<IncomeFileRow> => ({
    key,
    header,
    type: 'money',
    value: (row) => row[key],
    width: 16,
  });
  return [
    {
      key: 'group',
      header: GROUP_HEADERS[report.groupBy],
      type: 'text',
      value: (row) => groupLabel(row, language),
      width: 32,
    },
    {
      key: 'lines',
      header: { vi: 'Số dòng (vé)', en: 'Lines (tickets)' },
      type: 'count',
      value: (row) => row.lines,
      width: 12,
    },
    money('revenue', { vi: 'Doanh thu', en: 'Revenue' }),
    money('cost', { vi: 'Giá vốn', en: 'Cost' }),
    money('profit', { vi: 'Lợi nhuận', en: 'Profit' }),
    {
      key: 'margin',
      header: { vi: 'Tỷ suất (‰)', en: 'Margin (‰)' },
      type: 'count',
      value: (row) => row.margin,
      width: 11,
    },
    ...(report.groupBy === 'SUB_AGENCY' ? [money('commission', { vi: 'Hoa hồng', en: 'Commission' })] : []),
  ];
}

export function incomeReportTable(
  report: TIncomeReportResponse,
  options: { language: Language; createdAt: Date },
): ReportTable<IncomeFileRow> {
  const { language } = options;
  const total: IncomeFileRow = {
    ...report.totals,
    key: 'total',
    product: null,
    carrier: null,
    agency: null,
    period: null,
    isTotal: true,
  };
  return {
    sheetName: TEXT.sheet,
    columns: columns(report, language),
    rows: [...report.rows, total],
    heading: [
      { kind: 'title', text: TEXT.title },
      { kind: 'fact', label: TEXT.agency, text: `${report.viewer.code} — ${report.viewer.name}` },
      { kind: 'fact', label: TEXT.period, text: `${ddMMyyyy(report.from)} → ${ddMMyyyy(report.to)}` },
      { kind: 'fact', label: TEXT.mode, text: MODE_LABELS[report.mode][language] },
    ],
    createdAt: options.createdAt,
  };
}

export function incomeReportFileName(report: TIncomeReportResponse, format: TReportExportFormat): string {
  return `bao-cao-doanh-thu_${report.viewer.code}_${report.groupBy.toLowerCase()}_${report.from}_${report.to}.${format}`;
}
