// The ticket face PDF's words in Vietnamese and English: the same labels and status names the web's ticket face shows.
import type { TBookingStatus, TPaxType } from '@portal/contracts';
import type { Language } from '../../../platform/messages.js';

export type PdfWords = {
  title: string;
  address: string;
  phone: string;
  hotline: string;
  pnr: string;
  status: string;
  passengers: string;
  name: string;
  type: string;
  ticketNumber: string;
  flights: string;
  flight: string;
  from: string;
  to: string;
  class: string;
  baggage: string;
  terminal: (terminal: string) => string;
  baggageText: (hand: number, checked: number) => string;
  fares: string;
  fare: string;
  taxes: string;
  issueFee: string;
  subtotal: string;
  addOns: string;
  total: string;
  notes: string;
  pax: Record<TPaxType, string>;
  statuses: Record<TBookingStatus, string>;
};

export const PDF_WORDS: Record<Language, PdfWords> = {
  vi: {
    title: 'Mặt vé',
    address: 'Địa chỉ',
    phone: 'Điện thoại',
    hotline: 'Hotline',
    pnr: 'Mã đặt chỗ',
    status: 'Trạng thái',
    passengers: 'Hành khách',
    name: 'Họ tên',
    type: 'Loại khách',
    ticketNumber: 'Số vé',
    flights: 'Hành trình',
    flight: 'Chuyến bay',
    from: 'Khởi hành',
    to: 'Đến',
    class: 'Hạng',
    baggage: 'Hành lý',
    terminal: (terminal) => `Nhà ga ${terminal}`,
    baggageText: (hand, checked) => `${hand}kg xách tay, ${checked}kg ký gửi`,
    fares: 'Giá vé',
    fare: 'Giá',
    taxes: 'Thuế + VAT',
    issueFee: 'Phí xuất vé',
    subtotal: 'Thành tiền',
    addOns: 'Dịch vụ thêm',
    total: 'Tổng cộng',
    notes: 'Ghi chú',
    pax: { ADT: 'Người lớn', CHD: 'Trẻ em', INF: 'Em bé' },
    statuses: {
      LOADING: 'Đang xử lý',
      HOLD: 'Đang giữ chỗ',
      ISSUING: 'Đang xuất vé',
      EXPORT: 'Đã xuất vé',
      CANCEL: 'Đã hủy',
      VOID: 'Đã hủy vé (void)',
      REFUNDED: 'Đã hoàn vé',
      FAILED: 'Giữ chỗ thất bại',
    },
  },
  en: {
    title: 'Ticket face',
    address: 'Address',
    phone: 'Phone',
    hotline: 'Hotline',
    pnr: 'Booking code',
    status: 'Status',
    passengers: 'Passengers',
    name: 'Name',
    type: 'Passenger type',
    ticketNumber: 'Ticket number',
    flights: 'Itinerary',
    flight: 'Flight',
    from: 'Departure',
    to: 'Arrival',
    class: 'Class',
    baggage: 'Baggage',
    terminal: (terminal) => `Terminal ${terminal}`,
    baggageText: (hand, checked) => `${hand}kg hand, ${checked}kg checked`,
    fares: 'Fares',
    fare: 'Fare',
    taxes: 'Tax + VAT',
    issueFee: 'Issue fee',
    subtotal: 'Amount',
    addOns: 'Add-ons',
    total: 'Total',
    notes: 'Notes',
    pax: { ADT: 'Adult', CHD: 'Child', INF: 'Infant' },
    statuses: {
      LOADING: 'LOADING',
      HOLD: 'holding',
      ISSUING: 'ISSUING',
      EXPORT: 'CONFIRMED',
      CANCEL: 'CANCELLED',
      VOID: 'VOID',
      REFUNDED: 'REFUNDED',
      FAILED: 'FAILED',
    },
  },
};
