// Booking edit journey helpers: a Vietnam Airlines booking held through the API (search stream → price check → hold),
// the edit pages opened from the booking detail, the PNR panels read, and the detail's total.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { TBookingOrder, TFlightOffer, TFlightSelection, TPassengerEntry, TSearchEvent } from '@portal/contracts';
import { answerOf, signedInCaller, type Caller } from './api-caller';
import { vietnamDay } from './days';
import { vnd } from './money';

type Leg = TFlightSelection['leg'];
type Counts = { adt: number; chd: number; inf: number };

/** A booking held for a journey: its id, PNR, flights as the order lists them and total. */
export type HeldBooking = TBookingOrder['bookings'][number] & { pnr: string };

export type HoldPlan = {
  credentials: { username: string; password: string };
  /** The legs in travel order (two for a round trip), searched in one request. */
  legs: Array<Pick<Leg, 'from' | 'to'> & { daysAhead: number }>;
  passengers: TPassengerEntry[];
};

const countsOf = (passengers: readonly TPassengerEntry[]): Counts => ({
  adt: passengers.filter((passenger) => passenger.type === 'ADT').length,
  chd: passengers.filter((passenger) => passenger.type === 'CHD').length,
  inf: passengers.filter((passenger) => passenger.type === 'INF').length,
});

/** Every offer of one streamed search (NDJSON events). */
async function searchOffers(caller: Caller, body: object): Promise<TFlightOffer[]> {
  const answer = await caller.post('/api/flights/search', { data: body });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.text())
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TSearchEvent)
    .flatMap((event) => (event.type === 'offers' ? event.offers : []));
}

/**
 * The first direct fare of each leg on Vietnam Airlines' own system with a seat to spare beyond the passengers who
 * sit; never a combined round-trip fare (sold only with its paired flight), nor VN sold through a GDS.
 */
function chooseVnFlights(offers: readonly TFlightOffer[], legs: readonly Leg[], seats: number): TFlightSelection[] {
  return legs.map((leg, legIndex) => {
    for (const offer of offers) {
      const isOwnSeparateFare = offer.system === 'VN' && !offer.combineSegment;
      if (!isOwnSeparateFare || offer.legIndex !== legIndex || offer.numberOfStop !== 0) continue;
      const fare = offer.fares.find((candidate) => candidate.seatAvailable > seats);
      if (fare) return { offerId: offer.id, fareClass: fare.fareClass, leg };
    }
    throw new Error(`no direct VN fare with ${seats + 1} seats ${leg.from}→${leg.to} on ${leg.departDate}`);
  });
}

/** Polls the order until its one PNR has left LOADING; answers that PNR, which must be held. */
async function heldBookingOf(caller: Caller, order: TBookingOrder): Promise<HeldBooking> {
  let current = order;
  for (let tries = 0; current.isLoading && tries < 30; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    current = await answerOf<TBookingOrder>(await caller.get(`/api/bookings/orders/${order.id}`), 'the order');
  }
  const [booking] = current.bookings;
  expect(current.bookings, 'one PNR in the order').toHaveLength(1);
  expect(booking!.status, booking!.lastError ?? '').toBe('HOLD');
  return booking as HeldBooking;
}

/** Holds `plan` on Vietnam Airlines as its user, through the API the passenger step calls. */
export async function holdVnByApi(api: APIRequestContext, plan: HoldPlan): Promise<HeldBooking> {
  const caller = await signedInCaller(api, plan.credentials);
  const legs = plan.legs.map(({ from, to, daysAhead }) => ({ from, to, departDate: vietnamDay(daysAhead) }));
  const counts = countsOf(plan.passengers);
  const offers = await searchOffers(caller, {
    journeyType: legs.length === 2 ? 'RT' : 'OW',
    legs,
    ...counts,
  });
  const flights = chooseVnFlights(offers, legs, counts.adt + counts.chd);
  const check = await answerOf<{ newTotal: number | null; isAvailable: boolean }>(
    await caller.post('/api/bookings/price-check', { data: { flights, ...counts } }),
    'price check',
  );
  expect(check.isAvailable, 'the chosen fares are on sale').toBe(true);
  const order = await answerOf<TBookingOrder>(
    await caller.post('/api/bookings/hold', {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        flights,
        ...counts,
        passengers: plan.passengers,
        contact: { phone: '0912345678', email: 'khach.sua@example.vn' },
        ancillaries: [],
        acceptedTotal: check.newTotal,
        // An earlier run of the journey held the same names on the same flights.
        confirmDuplicate: true,
      },
    }),
    'hold',
  );
  return heldBookingOf(caller, order);
}

/** The booking detail page of `booking`, loaded. */
export async function openDetail(page: Page, booking: { id: string; pnr: string }): Promise<void> {
  await page.goto(`/booking/booking-detail/${booking.id}`);
  await expect(page.getByRole('heading', { name: `Đặt chỗ ${booking.pnr}`, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
}

/** The detail's "Tổng tiền" (the PNR's total amount). */
export async function detailTotal(page: Page): Promise<number> {
  const total = page.locator('dt', { hasText: /^Tổng tiền$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(total).toContainText('₫');
  return vnd(await total.innerText());
}

/** From the edit menu, the page of the action described `description` (its one-line description), form loaded. */
export async function openEditAction(page: Page, description: string): Promise<Locator> {
  await expect(page.getByRole('heading', { name: 'Sửa đặt chỗ', level: 1 })).toBeVisible();
  const escaped = description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('link', { name: new RegExp(`^${escaped}`) }).click();
  await expect(page.getByRole('region', { name: 'PNR hiện tại' }).getByTestId('pnr-header')).toBeVisible({
    timeout: 30_000,
  });
  const form = page.getByRole('region', { name: 'Biểu mẫu sửa đặt chỗ' });
  await expect(form.getByRole('button').last()).toBeEnabled();
  return form;
}

/** Waits for the success notice and answers the "PNR sau khi sửa" panel once read again. */
export async function expectEditDone(page: Page): Promise<Locator> {
  await expect(page.getByRole('status').filter({ hasText: 'Đã sửa đặt chỗ thành công.' })).toBeVisible({
    timeout: 30_000,
  });
  const after = page.getByRole('region', { name: 'PNR sau khi sửa' });
  await expect(after.getByTestId('pnr-header')).toBeVisible({ timeout: 30_000 });
  return after;
}

/** Back to the menu through the success notice's link. */
export async function backToMenu(page: Page): Promise<void> {
  await page.getByRole('status').getByRole('link', { name: 'Danh sách thao tác sửa' }).click();
  await expect(page.getByRole('heading', { name: 'Sửa đặt chỗ', level: 1 })).toBeVisible();
}
