// Demo sales on a demo's first start: the demo agents book, issue and void real flights and buy eSIMs through the API
// and the simulator, as an agent would, so the reports, queues and statements have a month to show (decision 114).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TBookingOrder, TEsimProductsResponse, TFlightOffer, TSearchEvent } from '@portal/contracts';

/** One demo sale: who sells, on which system, how many days ahead, to whom, and whether it is voided after issue. */
type FlightSale = {
  username: string;
  system: string;
  days: number;
  to: string;
  passengers: [string, string][];
  voidAfter?: boolean;
};

const FLIGHT_SALES: readonly FlightSale[] = [
  { username: 'f2.admin', system: 'VN', days: 12, to: 'SGN', passengers: [['Nguyễn', 'Thị Lan']] },
  {
    username: 'f2.admin',
    system: 'VJ',
    days: 15,
    to: 'DAD',
    passengers: [
      ['Trần', 'Minh Đức'],
      ['Trần', 'Thu Hà'],
    ],
  },
  { username: 'f2.admin', system: 'QH', days: 18, to: 'SGN', passengers: [['Lê', 'Văn Hùng']], voidAfter: true },
  { username: 'f1.agent', system: 'VN', days: 9, to: 'PQC', passengers: [['Phạm', 'Quốc Bảo']] },
  { username: 'f1.agent', system: 'VU', days: 21, to: 'SGN', passengers: [['Hoàng', 'Thị Mai']] },
  { username: 'f1.agent', system: 'VJ', days: 25, to: 'SGN', passengers: [['Vũ', 'Đình Nam']] },
];

const ESIM_SALES = [
  { username: 'f2.admin', country: 'JP', customer: ['Đặng Thị Hồng', 'hong.dang@example.vn', '0912000111'] },
  { username: 'f1.agent', country: 'KR', customer: ['Bùi Văn Tài', 'tai.bui@example.vn', '0987000222'] },
] as const;

type Caller = { authorization: string };
type Log = { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };

/** yyyy-MM-dd in Vietnam, `days` from now. */
const vietnamDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(Date.now() + days * 86_400_000));

type Request = { method: 'GET' | 'POST'; url: string; caller?: Caller; payload?: object };

function demoApi(app: FastifyInstance) {
  async function send<T>(request: Request) {
    const { method, url, caller, payload } = request;
    const response = await app.inject({
      method,
      url,
      headers: { ...caller, 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return { body: response.body, json: () => response.json<T>() };
  }
  return {
    get: <T>(url: string, caller: Caller) => send<T>({ method: 'GET', url, caller }),
    post: <T>(url: string, caller: Caller, payload: object) => send<T>({ method: 'POST', url, caller, payload }),
    async signIn(username: string): Promise<Caller> {
      const answer = await send<{ accessToken: string }>({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: 'Demo@2026' },
      });
      return { authorization: `Bearer ${answer.json().accessToken}` };
    },
  };
}

/** Searches, holds and issues one sale (and voids it when asked); answers the PNR. */
async function sellFlight(api: ReturnType<typeof demoApi>, caller: Caller, sale: FlightSale): Promise<string> {
  const leg = { from: 'HAN', to: sale.to, departDate: vietnamDay(sale.days) };
  const pax = { adt: sale.passengers.length, chd: 0, inf: 0 };
  const searched = await api.post('/api/flights/search', caller, { journeyType: 'OW', legs: [leg], ...pax });
  const offers = searched.body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      const event = JSON.parse(line) as TSearchEvent;
      return event.type === 'offers' ? event.offers : [];
    });
  const found = offers
    .filter((offer: TFlightOffer) => offer.system === sale.system && !offer.combineSegment)
    .sort((left, right) => left.numberOfStop - right.numberOfStop)
    .flatMap((offer) => offer.fares.map((fare) => ({ offer, fare })))
    .find(({ fare }) => fare.seatAvailable > pax.adt);
  if (!found) throw new Error(`no ${sale.system} fare on ${leg.departDate}`);
  const flights = [{ offerId: found.offer.id, fareClass: found.fare.fareClass, leg }];
  const priced = await api.post<{ newTotal: number }>('/api/bookings/price-check', caller, { flights, ...pax });
  const acceptedTotal = priced.json().newTotal;
  const passengers = sale.passengers.map(([lastName, firstName], index) => ({
    paxId: `ADT-${index + 1}`,
    type: 'ADT',
    title: index === 0 ? 'MR' : 'MS',
    lastName,
    firstName,
  }));
  const contact = { phone: '0912345678', email: 'khach@example.vn' };
  const held = await api.post<TBookingOrder>('/api/bookings/hold', caller, {
    flights,
    ...pax,
    passengers,
    contact,
    ancillaries: [],
    acceptedTotal,
  });
  const booking = held.json().bookings[0]!;
  await api.post(`/api/bookings/${booking.id}/issue`, caller, { acceptedTotal });
  if (sale.voidAfter) await api.post(`/api/bookings/${booking.id}/void`, caller, { reason: 'Khách đổi ý' });
  return booking.pnr ?? booking.id;
}

/** Buys one eSIM of the cheapest package for the sale's country for the customer. */
async function sellEsim(api: ReturnType<typeof demoApi>, caller: Caller, sale: (typeof ESIM_SALES)[number]) {
  const { products } = (await api.get<TEsimProductsResponse>('/api/esim/products', caller)).json();
  const product = products
    .filter((candidate) => candidate.coverage.type === 'country' && candidate.coverage.code === sale.country)
    .sort((left, right) => left.unitPrice - right.unitPrice)[0];
  if (!product) throw new Error(`no eSIM package for ${sale.country}`);
  const [fullName, email, mobile] = sale.customer;
  await api.post('/api/esim/orders', caller, {
    lines: [{ productId: product.id, quantity: 1 }],
    customer: { fullName, email, mobile },
    acceptedTotal: product.unitPrice,
  });
}

/**
 * Makes the demo sales one after another; a sale that fails (the simulator refusing a fare, say) is logged and skipped,
 * so the demo starts whatever happens. Answers how many were made.
 */
export async function seedDemoSales(app: FastifyInstance, log: Log): Promise<number> {
  const api = demoApi(app);
  const callers = new Map<string, Caller>();
  const callerOf = async (username: string) => {
    if (!callers.has(username)) callers.set(username, await api.signIn(username));
    return callers.get(username)!;
  };
  let made = 0;
  for (const sale of FLIGHT_SALES) {
    try {
      const pnr = await sellFlight(api, await callerOf(sale.username), sale);
      log.info({ system: sale.system, pnr, voided: sale.voidAfter === true }, 'demo flight sale made');
      made += 1;
    } catch (error) {
      log.warn({ system: sale.system, reason: (error as Error).message }, 'demo flight sale skipped');
    }
  }
  for (const sale of ESIM_SALES) {
    try {
      await sellEsim(api, await callerOf(sale.username), sale);
      made += 1;
    } catch (error) {
      log.warn({ country: sale.country, reason: (error as Error).message }, 'demo eSIM sale skipped');
    }
  }
  return made;
}
