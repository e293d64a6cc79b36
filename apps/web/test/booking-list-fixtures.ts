// Booking list rows and PNR records shaped like the API's, for the booking list, detail and reservation status tests.
import type { TBookingDetail, TBookingSummary, TListBookingsResponse } from '@portal/contracts';
import type { StubCall } from './support/fetch-stub';

export const AGENT = { id: 'user-agent-1', username: 'f1.agent', fullName: 'Lê Văn Cường' };

export function summary(index: number, overrides: Partial<TBookingSummary> = {}): TBookingSummary {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    orderId: `order-${index}`,
    pnr: `PNR${String(index).padStart(3, '0')}`,
    system: 'VN',
    airline: 'VN',
    status: 'HOLD',
    route: 'HAN-SGN',
    departAt: '2030-12-01T01:00:00.000Z',
    arriveAt: '2030-12-01T03:10:00.000Z',
    timeLimit: '2030-11-30T10:00:00.000Z',
    createdAt: '2030-11-20T02:30:00.000Z',
    updatedAt: '2030-11-20T02:30:00.000Z',
    supplierNet: 1_500_000,
    feeTotal: 50_000,
    totalAmount: 1_550_000,
    passengerNames: ['NGUYEN VAN DUC'],
    agency: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' },
    createdBy: AGENT,
    lastError: null,
    ...overrides,
  };
}

/** A page as the API answers it; the cursors are what a stub server makes of them (e.g. `o25`: from row 25 on). */
export function page(
  items: TBookingSummary[],
  total = items.length,
  limit = 25,
  more: Partial<Pick<TListBookingsResponse, 'nextCursor' | 'prevCursor' | 'isTotalCapped'>> = {},
): TListBookingsResponse {
  return { items, total, isTotalCapped: false, limit, nextCursor: null, prevCursor: null, ...more };
}

export const pathOf = (call: StubCall) => new URL(call.url, 'http://portal.test').pathname;
export const queryOf = (call: StubCall) => Object.fromEntries(new URL(call.url, 'http://portal.test').searchParams);
export const listCalls = (calls: StubCall[]) => calls.filter((call) => pathOf(call) === '/api/bookings');

export const BOOKING_ID = '11111111-2222-4333-8444-555555555555';

/** A held VN round trip for two adults and an infant, with a bag, history, and cancel allowed. */
export function detail(overrides: Partial<TBookingDetail> = {}): TBookingDetail {
  return {
    id: BOOKING_ID,
    orderId: 'order-1',
    system: '1A',
    airline: 'VN',
    pnr: 'KX7Q2M',
    status: 'HOLD',
    timeLimit: '2030-11-30T10:00:00.000Z',
    route: 'HAN-SGN-HAN',
    departAt: '2030-12-01T01:00:00.000Z',
    arriveAt: '2030-12-05T12:10:00.000Z',
    createdAt: '2030-11-20T02:30:00.000Z',
    updatedAt: '2030-11-20T02:31:00.000Z',
    issuedAt: null,
    closedAt: null,
    version: 2,
    agency: { id: 'agency-f1', code: 'HN001', name: 'Đại lý Hà Nội' },
    createdBy: AGENT,
    isOwnAgency: true,
    passengers: [
      {
        paxId: 'ADT-1',
        type: 'ADT',
        title: 'MR',
        lastName: 'Nguyễn',
        firstName: 'Văn Đức',
        airlineLastName: 'NGUYEN',
        airlineFirstName: 'VAN DUC',
        parentPaxId: null,
        birthDate: null,
        passport: null,
        loyalty: [{ airline: 'VN', number: '9001234567' }],
        ticketNumber: null,
      },
      {
        paxId: 'ADT-2',
        type: 'ADT',
        title: 'MRS',
        lastName: 'Trần',
        firstName: 'Thị Hoa',
        airlineLastName: 'TRAN',
        airlineFirstName: 'THI HOA',
        parentPaxId: null,
        birthDate: '12/05/1990',
        passport: null,
        loyalty: [],
        ticketNumber: null,
      },
      {
        paxId: 'INF-1',
        type: 'INF',
        title: 'MISS',
        lastName: 'Nguyễn',
        firstName: 'Bảo An',
        airlineLastName: 'NGUYEN',
        airlineFirstName: 'BAO AN',
        parentPaxId: 'ADT-1',
        birthDate: '03/02/2030',
        passport: null,
        loyalty: [],
        ticketNumber: null,
      },
    ],
    routes: [
      {
        offerId: '1A:2030-12-01.HANSGN.VN213',
        fareClass: 'Y',
        fareFamily: 'ECONOMY FLEX',
        fareBasis: 'YOWVN',
        cabinClass: 'ECONOMY',
        baggage: { handKg: 12, checkedKg: 23, checkedPieces: 1, description: '' },
        isRefundable: true,
        segments: [
          {
            carrierCode: 'VN',
            carrierName: 'Vietnam Airlines',
            flightNumber: 'VN213',
            from: 'HAN',
            to: 'SGN',
            departDateTime: '2030-12-01T08:00:00+07:00',
            arrivalDateTime: '2030-12-01T10:10:00+07:00',
            durationMinutes: 130,
            aircraft: 'A321',
            startTerminal: '1',
            endTerminal: '1',
            status: 'HK',
          },
        ],
      },
      {
        offerId: '1A:2030-12-05.SGNHAN.VN220',
        fareClass: 'M',
        fareFamily: 'ECONOMY SAVER',
        fareBasis: 'MOWVN',
        cabinClass: 'ECONOMY',
        baggage: { handKg: 12, checkedKg: 0, checkedPieces: 0, description: '' },
        isRefundable: false,
        segments: [
          {
            carrierCode: 'VN',
            carrierName: 'Vietnam Airlines',
            flightNumber: '220',
            from: 'SGN',
            to: 'HAN',
            departDateTime: '2030-12-05T17:00:00+07:00',
            arrivalDateTime: '2030-12-05T19:10:00+07:00',
            durationMinutes: 130,
            aircraft: 'B787',
            startTerminal: '1',
            endTerminal: '2',
            status: 'HK',
          },
        ],
      },
    ],
    fareData: {
      byPaxType: [
        { type: 'ADT', count: 2, baseFare: 2_000_000, tax: 600_000, vat: 200_000, issueFee: 50_000, total: 2_850_000 },
        { type: 'INF', count: 1, baseFare: 200_000, tax: 0, vat: 20_000, issueFee: 0, total: 220_000 },
      ],
      ancillaries: [
        {
          paxId: 'ADT-1',
          offerId: '1A:2030-12-05.SGNHAN.VN220',
          code: 'BAG20',
          groupCategory: 'BAGGAGE',
          name: { vi: 'Hành lý 20 kg', en: 'Bag 20 kg' },
          price: 250_000,
        },
      ],
      ancillaryTotal: 250_000,
      supplierNet: 5_770_000,
      feeTotal: 100_000,
      totalAmount: 5_870_000,
    },
    contact: { name: 'NGUYEN VAN DUC', phone: '0901234567', email: 'duc@example.vn', extraInfo: 'Gọi trước 9 giờ' },
    lastError: null,
    allowedActions: ['issue', 'cancel'],
    events: [
      {
        id: 1,
        action: 'hold-requested',
        fromStatus: null,
        toStatus: 'LOADING',
        actor: AGENT,
        occurredAt: '2030-11-20T02:30:00.000Z',
        details: {},
      },
      {
        id: 2,
        action: 'hold',
        fromStatus: 'LOADING',
        toStatus: 'HOLD',
        actor: AGENT,
        occurredAt: '2030-11-20T02:31:00.000Z',
        details: { pnr: 'KX7Q2M', timeLimit: '2030-11-30T10:00:00.000Z' },
      },
    ],
    ...overrides,
  };
}
