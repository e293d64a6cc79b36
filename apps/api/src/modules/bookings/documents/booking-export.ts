// The booking list as a report table (written by the reports module): the same filters and order as the screen, status labels as SPEC §4 shows them.
import type { TBookingStatus, TBookingSummary } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import {
  moneyColumn,
  textColumn,
  timeColumn,
  type ReportColumn,
  type ReportTable,
} from '../../reports/report-table.js';

/** SPEC §4: HOLD "holding", EXPORT "CONFIRMED" in English, CANCEL blank; the other states named plainly. */
export const BOOKING_STATUS_LABELS: Record<TBookingStatus, Record<Language, string>> = {
  LOADING: { vi: 'Đang xử lý', en: 'LOADING' },
  HOLD: { vi: 'Đang giữ chỗ', en: 'holding' },
  ISSUING: { vi: 'Đang xuất vé', en: 'ISSUING' },
  EXPORT: { vi: 'Đã xuất vé', en: 'CONFIRMED' },
  CANCEL: { vi: '', en: '' },
  VOID: { vi: 'Đã hủy vé (void)', en: 'VOID' },
  REFUNDED: { vi: 'Đã hoàn vé', en: 'REFUNDED' },
  FAILED: { vi: 'Giữ chỗ thất bại', en: 'FAILED' },
};

/** A listed booking with what only the file shows: its ticket numbers. */
export type ExportedBooking = TBookingSummary & { ticketNumbers: readonly string[] };

/** The columns of the screen's table, in its order, with the ticket numbers after the passengers; figures stay numbers. */
function bookingColumns(language: Language): ReportColumn<ExportedBooking>[] {
  return [
    timeColumn('createdAt', { vi: 'Ngày đặt', en: 'Booked at' }, 17),
    textColumn('pnr', { vi: 'Mã đặt chỗ', en: 'PNR' }, 11),
    textColumn('system', { vi: 'Hệ thống', en: 'System' }, 9),
    textColumn('airline', { vi: 'Hãng', en: 'Airline' }, 8),
    textColumn('route', { vi: 'Hành trình', en: 'Route' }, 18),
    timeColumn('departAt', { vi: 'Ngày bay', en: 'Departure' }, 17),
    {
      key: 'passengers',
      header: { vi: 'Hành khách', en: 'Passengers' },
      type: 'text',
      value: (item) => item.passengerNames.join(', '),
      width: 40,
    },
    {
      key: 'ticketNumbers',
      header: { vi: 'Số vé', en: 'Ticket numbers' },
      type: 'text',
      value: (item) => item.ticketNumbers.join(', '),
      width: 32,
    },
    {
      key: 'status',
      header: { vi: 'Trạng thái', en: 'Status' },
      type: 'text',
      value: (item) => BOOKING_STATUS_LABELS[item.status][language],
      width: 16,
    },
    timeColumn('timeLimit', { vi: 'Hạn thanh toán', en: 'Time limit' }, 17),
    moneyColumn('supplierNet', { vi: 'Giá hãng (VND)', en: 'Supplier net (VND)' }, 16),
    moneyColumn('feeTotal', { vi: 'Phí xuất vé (VND)', en: 'Issue fee (VND)' }, 16),
    moneyColumn('totalAmount', { vi: 'Tổng tiền (VND)', en: 'Total (VND)' }, 16),
    {
      key: 'agency',
      header: { vi: 'Đại lý', en: 'Agency' },
      type: 'text',
      value: (item) => `${item.agency.code} — ${item.agency.name}`,
      width: 24,
    },
    {
      key: 'createdBy',
      header: { vi: 'Người đặt', en: 'Booked by' },
      type: 'text',
      value: (item) => item.createdBy.fullName || item.createdBy.username,
      width: 20,
    },
  ];
}

/** The rows of the list as a report table: the column header, then one row per booking (no title, no totals). */
export function bookingsTable(
  items: readonly ExportedBooking[],
  language: Language,
  createdAt: Date,
): ReportTable<ExportedBooking> {
  return { sheetName: { vi: 'Đặt chỗ', en: 'Bookings' }, columns: bookingColumns(language), rows: items, createdAt };
}

/** dat-cho-<yyyyMMdd-HHmm>.xlsx in Vietnam time. */
export function bookingsFileName(now: Date): string {
  const text = formatDateTime(now); // dd/MM/yyyy HH:mm
  return `dat-cho-${text.slice(6, 10)}${text.slice(3, 5)}${text.slice(0, 2)}-${text.slice(11, 13)}${text.slice(14, 16)}.xlsx`;
}
