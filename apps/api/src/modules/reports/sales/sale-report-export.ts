// The sale report as a report table (the same rows as the screen) and its files: CSV, or an .xlsx streamed as it is written.
import type { Readable } from 'node:stream';
import type { TReportExportFormat, TSaleLine, TSaleLineKind, TSaleProduct, TSaleReportMode } from '@portal/contracts';
import type { Language } from '../../../platform/messages.js';
import { toVnd } from '@portal/domain';
import { framedSource, mappedSource, type ChunkSource } from '../chunk-source.js';
import { csvLines, csvText, streamCsv } from '../report-files.js';
import {
  moneyColumn,
  reportRows,
  type ReportRow,
  textColumn,
  timeColumn,
  type Localized,
  type ReportCell,
  type ReportColumn,
  type ReportTable,
} from '../report-table.js';
import { sheetBody, sheetHead, streamXlsxSheet, tableSheet } from '../xlsx/xlsx-stream.js';
import type { SaleExportHead } from './sale-report.service.js';

const KIND_LABELS: Record<TSaleLineKind, Localized> = {
  SALE: { vi: 'Xuất vé', en: 'Issue' },
  CHANGE: { vi: 'Thay đổi', en: 'Change' },
  VOID: { vi: 'Hủy (void)', en: 'Void' },
  REFUND: { vi: 'Hoàn tiền', en: 'Refund' },
};
const PRODUCT_LABELS: Record<TSaleProduct, Localized> = {
  FLIGHT: { vi: 'Vé máy bay', en: 'Flight' },
  TRAIN: { vi: 'Vé tàu', en: 'Train' },
  ESIM: { vi: 'eSIM', en: 'eSIM' },
};
const MODE_LABELS: Record<TSaleReportMode, Localized> = {
  FLIGHT_DATE: { vi: 'Theo ngày bay', en: 'By flight date' },
  BOOKING_DATE: { vi: 'Theo ngày đặt', en: 'By booking date' },
  FLIGHT_DATE_3PNR: { vi: 'Từ 3 PNR trở lên theo ngày bay', en: '3 or more PNRs by flight date' },
  BOOKING_DATE_3PNR: { vi: 'Từ 3 PNR trở lên theo ngày đặt', en: '3 or more PNRs by booking date' },
};
const TEXT = {
  sheet: { vi: 'Báo cáo bán', en: 'Sale report' },
  title: { vi: 'BÁO CÁO BÁN HÀNG', en: 'SALE REPORT' },
  agency: { vi: 'Đại lý', en: 'Agency' },
  period: { vi: 'Kỳ báo cáo', en: 'Period' },
  mode: { vi: 'Chế độ', en: 'Mode' },
  total: { vi: 'Tổng cộng', en: 'Total' },
} satisfies Record<string, Localized>;

/** A figure only a ticket's own sale has (base fare, taxes, VAT): blank elsewhere. */
const optionalMoney = (
  key: 'baseFare' | 'taxes' | 'vat',
  header: Localized,
  width: number,
): ReportColumn<TSaleLine> => ({
  key,
  header,
  type: 'money',
  value: (row) => row[key],
  width,
});

function saleColumns(language: Language): ReportColumn<TSaleLine>[] {
  const label = (labels: Record<string, Localized>, value: string) => labels[value]?.[language] ?? value;
  return [
    timeColumn('at', { vi: 'Ngày xuất/phát sinh', en: 'Issue date' }, 18),
    timeColumn('bookingDate', { vi: 'Ngày đặt', en: 'Booking date' }, 18),
    textColumn('code', { vi: 'PNR/Mã', en: 'PNR/Code' }, 12),
    {
      key: 'product',
      header: { vi: 'Sản phẩm', en: 'Product' },
      type: 'text',
      value: (row) => label(PRODUCT_LABELS, row.product),
      width: 12,
    },
    textColumn('system', { vi: 'Hệ thống', en: 'System' }, 8),
    textColumn('airline', { vi: 'Hãng', en: 'Airline' }, 7),
    textColumn('ticketNumber', { vi: 'Số vé', en: 'Ticket number' }, 16),
    textColumn('route', { vi: 'Hành trình', en: 'Route' }, 16),
    timeColumn('travelDate', { vi: 'Ngày bay/đi', en: 'Flight date' }, 18),
    textColumn('bookingClass', { vi: 'Hạng', en: 'Class' }, 7),
    textColumn('passenger', { vi: 'Hành khách', en: 'Passenger' }, 24),
    textColumn('passengerType', { vi: 'Loại khách', en: 'Type' }, 6),
    optionalMoney('baseFare', { vi: 'Giá cơ bản', en: 'Base fare' }, 13),
    optionalMoney('taxes', { vi: 'Thuế, phí', en: 'Taxes' }, 13),
    optionalMoney('vat', { vi: 'VAT', en: 'VAT' }, 11),
    moneyColumn('issueFee', { vi: 'Phí xuất', en: 'Issue fee' }, 12),
    moneyColumn('net', { vi: 'Giá nhập', en: 'Net' }, 14),
    moneyColumn('sell', { vi: 'Giá bán', en: 'Sell' }, 14),
    moneyColumn('profit', { vi: 'Lợi nhuận', en: 'Profit' }, 12),
    textColumn('user', { vi: 'Người thực hiện', en: 'User' }, 14),
    {
      key: 'agency',
      header: { vi: 'Đại lý cấp dưới', en: 'Sub-agency' },
      type: 'text',
      value: (row) => (row.agency.isOwn ? '' : row.agency.code),
      width: 12,
    },
    {
      key: 'kind',
      header: { vi: 'Trạng thái', en: 'Status' },
      type: 'text',
      value: (row) => label(KIND_LABELS, row.kind),
      width: 11,
    },
  ];
}

export function saleReportTable(
  report: SaleExportHead,
  options: { language: Language; createdAt: Date; rows?: readonly TSaleLine[] },
): ReportTable<TSaleLine> {
  const { language } = options;
  return {
    sheetName: TEXT.sheet,
    columns: saleColumns(language),
    rows: options.rows ?? [],
    heading: [
      { kind: 'title', text: TEXT.title },
      { kind: 'fact', label: TEXT.agency, text: `${report.viewer.code} — ${report.viewer.name}` },
      { kind: 'fact', label: TEXT.period, text: `${report.from} → ${report.to}` },
      { kind: 'fact', label: TEXT.mode, text: MODE_LABELS[report.mode][language] },
    ],
    createdAt: options.createdAt,
  };
}

const TOTAL_COLUMNS = ['baseFare', 'taxes', 'vat', 'issueFee', 'net', 'sell', 'profit'] as const;

/** The file's first rows, known before any line is read: the heading and the column header. */
function headRows(head: SaleExportHead, options: { language: Language; createdAt: Date }): ReportRow[] {
  return reportRows(saleReportTable(head, options), options.language);
}

/**
 * The rest of the file's rows, a chunk at a time: each chunk's lines as the table lays them out, then one totals row
 * with every money total (summed as bigint while the lines pass) under its column.
 */
function bodyRows(
  head: SaleExportHead,
  chunks: ChunkSource<readonly TSaleLine[]>,
  options: { language: Language; createdAt: Date },
): ChunkSource<readonly ReportRow[]> {
  const { language } = options;
  const tableOf = (rows: readonly TSaleLine[]) => saleReportTable(head, { ...options, rows });
  const sums = TOTAL_COLUMNS.map(() => 0n);
  const lines = mappedSource(chunks, (chunk) => {
    for (const line of chunk) TOTAL_COLUMNS.forEach((key, index) => (sums[index]! += BigInt(line[key] ?? 0)));
    return reportRows({ ...tableOf(chunk), heading: [] }, language).filter((row) => row.kind === 'row');
  });
  return framedSource(lines, {
    after: () => {
      const cells: ReportCell[] = tableOf([]).columns.map((column) => {
        const index = TOTAL_COLUMNS.findIndex((key) => key === column.key);
        return index < 0 ? '' : toVnd(sums[index]!);
      });
      cells[0] = TEXT.total[language];
      return [{ kind: 'emphasisedFigure', cells }];
    },
  });
}

export function saleReportFileName(report: SaleExportHead, format: TReportExportFormat): string {
  return `bao-cao-ban_${report.viewer.code}_${report.from}_${report.to}.${format}`;
}

export type SaleFileOptions = { format: TReportExportFormat; language: Language; createdAt: Date };

/**
 * The file's text after its head (which streamSaleReportFile writes) as the chunks of lines come: the rest of the
 * workbook's sheet XML, or the CSV's lines (CRLF), the totals last.
 */
export function saleFileBody(
  head: SaleExportHead,
  chunks: ChunkSource<readonly TSaleLine[]>,
  options: SaleFileOptions,
): ChunkSource<string> {
  const rows = bodyRows(head, chunks, options);
  if (options.format === 'csv') return csvText(rows);
  return sheetBody(saleSheet(head, options), rows, headRows(head, options).length + 1);
}

/**
 * The file streamed: its head (the sheet's start and heading, or the CSV's BOM and heading) at once, then its body
 * (saleFileBody, or its bytes from the file's worker) as the reader takes it.
 */
export function streamSaleReportFile(
  head: SaleExportHead,
  body: ChunkSource<string | Uint8Array>,
  options: SaleFileOptions,
): Readable {
  if (options.format === 'csv')
    return streamCsv(framedSource<string | Uint8Array>(body, { before: csvLines(headRows(head, options)) }));
  const sheet = saleSheet(head, options);
  return streamXlsxSheet(
    sheet,
    framedSource<string | Uint8Array>(body, { before: sheetHead(sheet, headRows(head, options)) }),
  );
}

function saleSheet(head: SaleExportHead, options: SaleFileOptions) {
  return tableSheet(saleReportTable(head, options), options.language);
}
