// Bookings for the edit journeys, held through the API as the tree's F2 admin (the hold screens have journeys of their
// own), and the airline-side events the simulator injects on a PNR (a KK segment, a schedule change, a check-in).
import { expect, type APIRequestContext } from '@playwright/test';
import { answerOf, type Caller } from './api-caller';
import { vietnamDay } from './days';

type Offer = {
  id: string;
  system: string;
  numberOfStop: number;
  combineSegment?: boolean;
  fares: Array<{ fareClass: string; seatAvailable: number }>;
};
export type HeldBooking = { id: string; pnr: string };
export type HoldRequest = { system: string; from: string; to: string; days: number; adults: number };

let sequence = 0;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The offers of a one-way search for `adults`, read from the NDJSON stream. */
export async function searchLeg(
  caller: Caller,
  leg: { from: string; to: string; departDate: string; adults: number },
): Promise<Offer[]> {
  const response = await caller.post('/api/flights/search', {
    data: {
      journeyType: 'OW',
      legs: [{ from: leg.from, to: leg.to, departDate: leg.departDate }],
      adt: leg.adults,
      chd: 0,
      inf: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.text())
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { type: string; offers?: Offer[] })
    .flatMap((event) => (event.type === 'offers' ? (event.offers ?? []) : []));
}

/** A direct flight of the system with seats for everyone, priced and held; answers the booking's id and PNR. */
export async function holdThroughApi(caller: Caller, request: HoldRequest): Promise<HeldBooking> {
  const leg = { from: request.from, to: request.to, departDate: vietnamDay(request.days) };
  const offers = await searchLeg(caller, { ...leg, adults: request.adults });
  const found = offers
    .filter((offer) => offer.system === request.system && offer.numberOfStop === 0 && !offer.combineSegment)
    .flatMap((offer) => offer.fares.map((fare) => ({ offer, fare })))
    .find(({ fare }) => fare.seatAvailable > request.adults);
  expect(found, `a ${request.system} fare ${leg.from}→${leg.to}`).toBeDefined();
  const flights = [{ offerId: found!.offer.id, fareClass: found!.fare.fareClass, leg }];
  const pax = { adt: request.adults, chd: 0, inf: 0 };
  const priced = await answerOf<{ newTotal: number }>(
    await caller.post('/api/bookings/price-check', { data: { flights, ...pax } }),
    'price check',
  );
  const tag = `${LETTERS[sequence % 26]}${LETTERS[Math.floor(Date.now() / 1000) % 26]}${LETTERS[process.pid % 26]}`;
  sequence += 1;
  const passengers = Array.from({ length: request.adults }, (_, index) => ({
    paxId: `ADT-${index + 1}`,
    type: 'ADT',
    title: 'MR',
    lastName: 'Phạm',
    firstName: `Sửa Vé ${tag} ${LETTERS[index]}`,
  }));
  const order = await answerOf<{ bookings: Array<{ id: string; pnr: string; status: string }> }>(
    await caller.post('/api/bookings/hold', {
      data: {
        flights,
        ...pax,
        passengers,
        contact: { phone: '0912345678', email: 'khach@example.vn' },
        ancillaries: [],
        acceptedTotal: priced.newTotal,
      },
      headers: { 'idempotency-key': `e2e-edit-${Date.now()}-${sequence}-${process.pid}` },
    }),
    'hold',
  );
  const [booking] = order.bookings;
  expect(booking?.status).toBe('HOLD');
  return { id: booking!.id, pnr: booking!.pnr };
}

/** Another class of the booking's first flight with seats, read from a fresh search of its leg. */
export async function otherClassOf(
  caller: Caller,
  booking: { offerId: string; fareClass: string; from: string; to: string; departDate: string; adults: number },
): Promise<string> {
  const offers = await searchLeg(caller, booking);
  const offer = offers.find((candidate) => candidate.id === booking.offerId);
  const fare = offer?.fares.find((one) => one.fareClass !== booking.fareClass && one.seatAvailable > booking.adults);
  expect(fare, `another class on ${booking.offerId}`).toBeDefined();
  return fare!.fareClass;
}

/** An airline-side event on the PNR: `schedule-change`, `segment-status` or `check-in` (the simulator's admin API). */
export async function atAirline(
  request: APIRequestContext,
  event: { simulatorUrl: string; pnr: string; what: string; body: object },
): Promise<void> {
  const response = await request.post(`${event.simulatorUrl}/admin/bookings/${event.pnr}/${event.what}`, {
    data: event.body,
  });
  expect(response.status(), await response.text()).toBe(200);
}
