// The edit pages' server for tests: the booking, its edit menu and its live PNR, answered like the API does.
import type { TBookingEditMenu, TBookingPnrView } from '@portal/contracts';
import { BOOKING_ID, detail, pathOf } from './booking-list-fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';

export const MENU_PATH = `/api/bookings/${BOOKING_ID}/edits`;
export const PNR_PATH = `/api/bookings/${BOOKING_ID}/pnr`;
export const DETAIL_PATH = `/api/bookings/${BOOKING_ID}`;

export function editMenu(actions: TBookingEditMenu['actions'] = MENU_ACTIONS, version = 2): TBookingEditMenu {
  return { version, actions };
}

export const MENU_ACTIONS: TBookingEditMenu['actions'] = [
  {
    action: 'add-remark',
    isPaid: false,
    money: 'none',
    description: {
      vi: 'Thêm ghi chú chung, nội bộ hoặc in trên hành trình',
      en: 'Add a general, confidential or itinerary remark',
    },
  },
  {
    action: 'add-osi',
    isPaid: false,
    money: 'none',
    description: { vi: 'Gửi thông tin OSI cho hãng', en: 'Send the airline an OSI message' },
  },
  {
    action: 'add-infant',
    isPaid: false,
    money: 'reprice-on-hold',
    description: { vi: 'Thêm em bé đi cùng người lớn (báo giá mới)', en: 'Add an infant on an adult (new quote)' },
  },
];

export function pnrView(overrides: Partial<TBookingPnrView> = {}): TBookingPnrView {
  return {
    system: '1A',
    pnr: 'KX7Q2M',
    status: 'HOLD',
    airline: 'VN',
    office: 'SGNVN28AA',
    timeLimit: '2030-11-30T17:00:00+07:00',
    passengers: [
      {
        paxId: 'ADT-1',
        type: 'ADT',
        title: 'MR',
        lastName: 'NGUYEN',
        firstName: 'VAN DUC',
        loyaltyNumber: '9001234567',
        ssrs: [],
        document: { maskedNumber: '••••4567', nationality: 'VNM', issuingCountry: 'VNM', expiryDate: '2031-01-01' },
        checkedIn: [],
      },
    ],
    flights: [
      {
        flightKey: '1A:2030-12-01.HANSGN.VN213',
        fareClass: 'Y',
        fareBasis: 'YOWVN',
        cabinClass: 'ECONOMY',
        segments: [
          {
            carrierCode: 'VN',
            flightNumber: '213',
            from: 'HAN',
            to: 'SGN',
            departDateTime: '2030-12-01T08:00:00+07:00',
            arrivalDateTime: '2030-12-01T10:10:00+07:00',
            status: 'HK',
          },
        ],
      },
    ],
    remarks: [],
    osi: [],
    specialKeywords: [],
    contact: { name: 'NGUYEN VAN DUC', phone: '0901234567' },
    extraContacts: { phones: [], emails: [] },
    endorsements: [],
    arnks: [],
    splitInto: [],
    totals: { fare: 5_520_000, ancillaries: 250_000, fees: 0, net: 5_770_000 },
    ...overrides,
  };
}

export type EditServer = {
  booking?: () => ReturnType<typeof detail>;
  menu?: () => TBookingEditMenu;
  pnr?: () => TBookingPnrView;
  /** The answer to a POST of an edit (every other call is the booking, menu or PNR). */
  edit?: (call: StubCall) => Response | Promise<Response>;
  list?: (call: StubCall) => Response;
};

export function editServer(server: EditServer = {}) {
  return (call: StubCall): Response | Promise<Response> => {
    const path = pathOf(call);
    if (call.init.method === 'POST' && path.startsWith(`${MENU_PATH}/`) && server.edit) return server.edit(call);
    if (path === MENU_PATH) return jsonResponse(200, (server.menu ?? editMenu)());
    if (path === PNR_PATH) return jsonResponse(200, (server.pnr ?? pnrView)());
    if (path === DETAIL_PATH) return jsonResponse(200, (server.booking ?? detail)());
    if (path === '/api/bookings' && server.list) return server.list(call);
    return jsonResponse(200, {});
  };
}

export const editPosts = (calls: StubCall[]) =>
  calls.filter((call) => call.init.method === 'POST' && pathOf(call).startsWith(`${MENU_PATH}/`));
export const bodyOf = (call: StubCall) => JSON.parse(String(call.init.body)) as Record<string, unknown>;
export const keyOf = (call: StubCall) =>
  Object.entries(call.headers).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];
