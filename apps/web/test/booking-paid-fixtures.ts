// The paid change pages' server for tests: a ticketed booking, its menu with the paid actions, what its flights still
// sell, its paid changes, and the quote and change answers the API gives (contract booking-paid-changes.ts).
import type {
  TBookingEditMenu,
  TBookingPaidOffers,
  TPaidChange,
  TPaidChangeList,
  TPaidChangeQuote,
} from '@portal/contracts';
import { BOOKING_ID, detail, pathOf } from './booking-list-fixtures';
import { editMenu, MENU_PATH, pnrView } from './booking-edit-fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';

export const HAN_SGN = '1A:2030-12-01.HANSGN.VN213';
export const SGN_HAN = '1A:2030-12-05.SGNHAN.VN220';
export const PAID_PATH = `/api/bookings/${BOOKING_ID}/paid-changes`;
export const OFFERS_PATH = `/api/bookings/${BOOKING_ID}/paid-offers`;

/** The fixture booking, issued. */
export const ticketed = () => detail({ status: 'EXPORT', issuedAt: '2030-11-20T03:00:00.000Z', version: 5 });

export const PAID_MENU_ACTIONS: TBookingEditMenu['actions'] = [
  {
    action: 'add-remark',
    isPaid: false,
    money: 'none',
    description: { vi: 'Thêm ghi chú', en: 'Add a remark' },
  },
  ...(['buy-luggage', 'refund-ticket', 'quote-best-price'] as const).map((action) => ({
    action,
    isPaid: true,
    money: 'paid-change' as const,
    description: { vi: `Có phí ${action}`, en: `Paid ${action}` },
  })),
];

export function paidOffers(closedReason?: string): TBookingPaidOffers {
  return {
    flights: [
      {
        flightKey: HAN_SGN,
        flightLabel: 'HAN-SGN VN213',
        options: [
          bag('BAG0', 0, 0),
          bag('BAG20', 20, 350_000),
          bag('BAG30', 30, 480_000),
          addOn({ code: 'MEAL-CHK', category: 'MEAL', price: 120_000 }),
          addOn({ code: 'MEAL-VEG', category: 'MEAL', price: 110_000 }),
          addOn({ code: 'PRIO', category: 'PRIORITY', price: 90_000 }),
        ],
      },
      {
        flightKey: SGN_HAN,
        flightLabel: 'SGN-HAN VN220',
        ...(closedReason ? { closedReason } : {}),
        options: closedReason ? [] : [bag('BAG20', 20, 360_000)],
      },
    ],
  };
}

function bag(code: string, kg: number, price: number) {
  return {
    code,
    category: 'BAGGAGE' as const,
    groupCategory: 'BAGGAGE',
    name: { vi: kg ? `Hành lý ${kg} kg` : 'Không thêm', en: kg ? `Bag ${kg} kg` : 'None' },
    value: kg,
    price,
    paxTypes: ['ADT' as const, 'CHD' as const],
  };
}

function addOn(option: { code: string; category: 'MEAL' | 'PRIORITY'; price: number }) {
  return {
    ...option,
    groupCategory: option.category,
    name: { vi: `Dịch vụ ${option.code}`, en: `Add-on ${option.code}` },
    price: option.price,
    paxTypes: ['ADT' as const, 'CHD' as const],
  };
}

/** A luggage quote: 2 bags, the chain's fee, 730.000 ₫ to pay; expires an hour from now. */
export function luggageQuote(overrides: Partial<TPaidChangeQuote> = {}): TPaidChangeQuote {
  return {
    quoteId: 'pq-1',
    action: 'buy-luggage',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    lines: [
      {
        kind: 'BAGGAGE',
        paxId: 'ADT-1',
        passengerName: 'NGUYEN VAN DUC',
        flightKey: HAN_SGN,
        flightLabel: 'HAN-SGN VN213',
        code: 'BAG20',
        description: { vi: 'Hành lý 20 kg', en: 'Bag 20 kg' },
        amount: 350_000,
      },
      {
        kind: 'BAGGAGE',
        paxId: 'ADT-2',
        passengerName: 'TRAN THI HOA',
        flightKey: HAN_SGN,
        flightLabel: 'HAN-SGN VN213',
        code: 'BAG30',
        description: { vi: 'Hành lý 30 kg', en: 'Bag 30 kg' },
        amount: 480_000,
      },
      {
        kind: 'SERVICE_FEE',
        paxId: 'ADT-1',
        passengerName: 'NGUYEN VAN DUC',
        description: { vi: 'Phí dịch vụ', en: 'Service fee' },
        amount: 50_000,
      },
    ],
    airlineTotal: 830_000,
    serviceFee: 50_000,
    total: 880_000,
    ...overrides,
  };
}

/** A refund quote: fare back, a penalty, money to receive as a credit shell. */
export function refundQuote(): TPaidChangeQuote {
  return {
    quoteId: 'pq-r',
    action: 'refund-ticket',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    lines: [
      {
        kind: 'REFUND',
        paxId: 'ADT-1',
        passengerName: 'NGUYEN VAN DUC',
        flightKey: HAN_SGN,
        flightLabel: 'HAN-SGN VN213',
        description: { vi: 'Hoàn giá vé', en: 'Fare refunded' },
        amount: -2_600_000,
      },
      {
        kind: 'PENALTY',
        paxId: 'ADT-1',
        passengerName: 'NGUYEN VAN DUC',
        flightKey: HAN_SGN,
        flightLabel: 'HAN-SGN VN213',
        description: { vi: 'Phí hoàn theo điều kiện vé', en: 'Fare-rule penalty' },
        amount: 300_000,
      },
    ],
    airlineTotal: -2_300_000,
    serviceFee: 0,
    total: -2_300_000,
    refundForm: 'CREDIT_SHELL',
  };
}

export function paidChange(overrides: Partial<TPaidChange> = {}): TPaidChange {
  return {
    id: 'pc-1',
    action: 'buy-luggage',
    status: 'DONE',
    quote: luggageQuote(),
    documents: [
      { kind: 'EMD', number: '7382400000011', paxId: 'ADT-1', passengerName: 'NGUYEN VAN DUC', amount: 350_000 },
      { kind: 'EMD', number: '7382400000012', paxId: 'ADT-2', passengerName: 'TRAN THI HOA', amount: 480_000 },
    ],
    createdAt: '2030-11-24T03:05:00.000Z',
    settledAt: '2030-11-24T03:05:02.000Z',
    ...overrides,
  };
}

export type PaidServer = {
  booking?: () => ReturnType<typeof detail>;
  menu?: () => TBookingEditMenu;
  offers?: () => TBookingPaidOffers;
  list?: () => TPaidChangeList;
  /** The answer to a POST …/paid-changes/{action}. */
  paid?: (call: StubCall) => Response | Promise<Response>;
};

export function paidServer(server: PaidServer = {}) {
  return (call: StubCall): Response | Promise<Response> => {
    const path = pathOf(call);
    if (call.init.method === 'POST' && path.startsWith(`${PAID_PATH}/`) && server.paid) return server.paid(call);
    if (path === PAID_PATH) return jsonResponse(200, server.list?.() ?? { changes: [], credits: [] });
    if (path === OFFERS_PATH) return jsonResponse(200, (server.offers ?? paidOffers)());
    if (path === MENU_PATH) return jsonResponse(200, server.menu?.() ?? editMenu(PAID_MENU_ACTIONS, 5));
    if (path === `${MENU_PATH.replace('/edits', '')}/pnr`) return jsonResponse(200, pnrView({ status: 'TICKETED' }));
    if (path === `/api/bookings/${BOOKING_ID}`) return jsonResponse(200, (server.booking ?? ticketed)());
    return jsonResponse(200, {});
  };
}

export const paidPosts = (calls: StubCall[]) =>
  calls.filter((call) => call.init.method === 'POST' && pathOf(call).startsWith(`${PAID_PATH}/`));
export const paidPageOf = (action: string) => `/booking/edit/${action}/${BOOKING_ID}`;
export const quoteAnswer = (quote: TPaidChangeQuote) => jsonResponse(200, { booking: ticketed(), quote });
export const changeAnswer = (change: TPaidChange, status = 200) =>
  jsonResponse(status, { booking: ticketed(), change });
