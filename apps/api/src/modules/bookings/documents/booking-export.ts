// The booking list as an Excel workbook (exceljs): the same filters and order as the screen, status labels as SPEC §4 shows them.
import ExcelJS from 'exceljs';
import type { TBookingStatus, TBookingSummary } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';

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

const COLUMNS = {
  vi: [
    'Ngày đặt',
    'Mã đặt chỗ',
    'Hệ thống',
    'Hãng',
    'Hành trình',
    'Ngày bay',
    'Hành khách',
    'Trạng thái',
    'Hạn thanh toán',
    'Giá hãng (VND)',
    'Phí xuất vé (VND)',
    'Tổng tiền (VND)',
    'Đại lý',
    'Người đặt',
  ],
  en: [
    'Booked at',
    'PNR',
    'System',
    'Airline',
    'Route',
    'Departure',
    'Passengers',
    'Status',
    'Time limit',
    'Supplier net (VND)',
    'Issue fee (VND)',
    'Total (VND)',
    'Agency',
    'Booked by',
  ],
} as const;
const WIDTHS = [17, 11, 9, 8, 18, 17, 40, 16, 17, 16, 16, 16, 24, 20];
const MONEY_COLUMNS = [10, 11, 12];

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function bookingRowCells(item: TBookingSummary, language: Language): Array<string | number> {
  return [
    formatDateTime(new Date(item.createdAt)),
    item.pnr ?? '',
    item.system,
    item.airline,
    item.route,
    formatDateTime(new Date(item.departAt)),
    item.passengerNames.join(', '),
    BOOKING_STATUS_LABELS[item.status][language],
    item.timeLimit ? formatDateTime(new Date(item.timeLimit)) : '',
    item.supplierNet,
    item.feeTotal,
    item.totalAmount,
    `${item.agency.code} — ${item.agency.name}`,
    item.createdBy.fullName || item.createdBy.username,
  ];
}

export async function bookingsWorkbook(
  items: readonly TBookingSummary[],
  language: Language,
  createdAt: Date,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = createdAt;
  const sheet = workbook.addWorksheet(language === 'vi' ? 'Đặt chỗ' : 'Bookings', {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const header = sheet.addRow([...COLUMNS[language]]);
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const item of items) {
    const row = sheet.addRow(bookingRowCells(item, language));
    for (const column of MONEY_COLUMNS) row.getCell(column).numFmt = '#,##0';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** dat-cho-<yyyyMMdd-HHmm>.xlsx in Vietnam time. */
export function bookingsFileName(now: Date): string {
  const text = formatDateTime(now); // dd/MM/yyyy HH:mm
  return `dat-cho-${text.slice(6, 10)}${text.slice(3, 5)}${text.slice(0, 2)}-${text.slice(11, 13)}${text.slice(14, 16)}.xlsx`;
}
