// The waitlist (remind) queue as a report table: one row per booking with its unconfirmed segments, for Excel and CSV.
import type { TQueueItem, TReportExportFormat } from '@portal/contracts';
import { formatDateTime, vietnamToday } from '@portal/domain';
import { textColumn, timeColumn, type ReportColumn, type ReportTable } from '../../reports/report-table.js';

/** A remind row as the file shows it: the item plus its segments and passengers written out. */
type RemindRow = TQueueItem & {
  segmentsText: string;
  passengersText: string;
  agencyText: string;
  userText: string;
};

const COLUMNS: readonly ReportColumn<RemindRow>[] = [
  textColumn('pnr', { vi: 'PNR', en: 'PNR' }, 10),
  textColumn('system', { vi: 'Hệ thống', en: 'System' }, 10),
  textColumn('airline', { vi: 'Hãng', en: 'Airline' }, 8),
  textColumn('route', { vi: 'Hành trình', en: 'Route' }, 16),
  textColumn('status', { vi: 'Trạng thái', en: 'Status' }, 10),
  textColumn('segmentsText', { vi: 'Chặng chưa xác nhận', en: 'Unconfirmed segments' }, 40),
  timeColumn('departAt', { vi: 'Khởi hành', en: 'Departure' }, 18),
  timeColumn('timeLimit', { vi: 'Hạn xuất vé', en: 'Time limit' }, 18),
  textColumn('passengersText', { vi: 'Hành khách', en: 'Passengers' }, 30),
  textColumn('agencyText', { vi: 'Đại lý', en: 'Agency' }, 24),
  textColumn('userText', { vi: 'Người đặt', en: 'Booked by' }, 16),
  timeColumn('createdAt', { vi: 'Ngày đặt', en: 'Booked on' }, 18),
];

function remindRowOf(item: TQueueItem): RemindRow {
  return {
    ...item,
    segmentsText: (item.unconfirmed ?? [])
      .map(
        (segment) =>
          `${segment.flight} ${segment.route} ${formatDateTime(new Date(segment.departAt))} ${segment.status}`,
      )
      .join('; '),
    passengersText: item.passengerNames.join(', '),
    agencyText: `${item.agency.code} ${item.agency.name}`,
    userText: item.createdBy.username,
  };
}

export function remindTable(items: readonly TQueueItem[], createdAt: Date): ReportTable<RemindRow> {
  return {
    sheetName: { vi: 'Danh sách chờ', en: 'Waitlist' },
    columns: COLUMNS,
    rows: items.map(remindRowOf),
    heading: [
      {
        kind: 'title',
        text: { vi: 'Đặt chỗ chờ xác nhận (HL, UN, UC, TK…)', en: 'Bookings awaiting confirmation (HL, UN, UC, TK…)' },
      },
    ],
    createdAt,
  };
}

export function remindFileName(createdAt: Date, format: TReportExportFormat): string {
  // The day in Vietnam: between 00:00 and 07:00 there the UTC day is still yesterday's.
  const day = vietnamToday(createdAt).replaceAll('-', '');
  return `waitlist-${day}.${format}`;
}
