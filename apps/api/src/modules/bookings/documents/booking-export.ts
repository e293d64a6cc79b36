// The booking list as a report table (written by the reports module): the same filters and order as the screen, status labels as SPEC §4 shows them.
import type { TBookingStatus, TBookingSummary } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import type { ReportColumn, ReportTable } from '../../reports/report-table.js';

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
    {
      key: 'createdAt',
      header: { vi: 'Ngày đặt', en: 'Booked at' },
      type: 'date',
      value: (item) => new Date(item.createdAt),
      width: 17,
    },
    { key: 'pnr', header: { vi: 'Mã đặt chỗ', en: 'PNR' }, type: 'text', value: (item) => item.pnr ?? '', width: 11 },
    { key: 'system', header: { vi: 'Hệ thống', en: 'System' }, type: 'text', value: (item) => item.system, width: 9 },
    { key: 'airline', header: { vi: 'Hãng', en: 'Airline' }, type: 'text', value: (item) => item.airline, width: 8 },
    { key: 'route', header: { vi: 'Hành trình', en: 'Route' }, type: 'text', value: (item) => item.route, width: 18 },
    {
      key: 'departAt',
      header: { vi: 'Ngày bay', en: 'Departure' },
      type: 'date',
      value: (item) => new Date(item.departAt),
      width: 17,
    },
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
    {
      key: 'timeLimit',
      header: { vi: 'Hạn thanh toán', en: 'Time limit' },
      type: 'date',
      value: (item) => (item.timeLimit ? new Date(item.timeLimit) : ''),
      width: 17,
    },
    {
      key: 'supplierNet',
      header: { vi: 'Giá hãng (VND)', en: 'Supplier net (VND)' },
      type: 'money',
      value: (item) => item.supplierNet,
      width: 16,
    },
    {
      key: 'feeTotal',
      header: { vi: 'Phí xuất vé (VND)', en: 'Issue fee (VND)' },
      type: 'money',
      value: (item) => item.feeTotal,
      width: 16,
    },
    {
      key: 'totalAmount',
      header: { vi: 'Tổng tiền (VND)', en: 'Total (VND)' },
      type: 'money',
      value: (item) => item.totalAmount,
      width: 16,
    },
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
