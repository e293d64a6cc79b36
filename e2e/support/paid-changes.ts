// Paid change journey helpers (issue 15): a one-adult booking held through the API on one fare family, issued from the
// detail with the PIN, a paid action opened from the edit menu, its quote read, accepted (PIN when asked) and done.
import { expect, type Locator, type Page } from '@playwright/test';
import type { TFlightOffer } from '@portal/contracts';
import { answerOf, type Caller } from './api-caller';
import { JOURNEY_PIN } from './bookings';
import { vietnamDay } from './days';
import type { HeldBooking } from './edit-holds';
import { searchLeg } from './edit-holds';
import { vnd } from './money';

/** `tag`: the passenger of an earlier hold again (its name ends with the tag), else a new one. */
export type FamilyHold = { system: string; family: string; from: string; to: string; days: number; tag?: string };

/** Capital letters only (names take letters): one run's passengers told from another's. */
const runTag = () => Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/** A direct flight of `hold.system` on a fare of `hold.family` for one adult, priced and held as the caller. */
export async function holdOnFamily(
  caller: Caller,
  hold: FamilyHold,
): Promise<HeldBooking & { passengerName: string; fareTotal: number }> {
  const leg = { from: hold.from, to: hold.to, departDate: vietnamDay(hold.days) };
  const offers = (await searchLeg(caller, { ...leg, adults: 1 })) as unknown as TFlightOffer[];
  const found = offers
    .filter((offer) => offer.system === hold.system && offer.numberOfStop === 0 && !offer.combineSegment)
    .flatMap((offer) => offer.fares.map((fare) => ({ offer, fare })))
    .find(({ fare }) => fare.fareFamily === hold.family && fare.seatAvailable > 1);
  expect(found, `a ${hold.system} ${hold.family} fare ${leg.from}→${leg.to}`).toBeDefined();
  const flights = [{ offerId: found!.offer.id, fareClass: found!.fare.fareClass, leg }];
  const pax = { adt: 1, chd: 0, inf: 0 };
  const priced = await answerOf<{ newTotal: number }>(
    await caller.post('/api/bookings/price-check', { data: { flights, ...pax } }),
    'price check',
  );
  const tag = hold.tag ?? runTag();
  const order = await answerOf<{ bookings: Array<{ id: string; pnr: string; status: string }> }>(
    await caller.post('/api/bookings/hold', {
      data: {
        flights,
        ...pax,
        passengers: [{ paxId: 'ADT-1', type: 'ADT', title: 'MR', lastName: 'Trần', firstName: `Trả Phí ${tag}` }],
        contact: { phone: '0912345678', email: 'khach.traphi@example.vn' },
        ancillaries: [],
        acceptedTotal: priced.newTotal,
      },
      headers: { 'idempotency-key': `e2e-paid-${Date.now()}-${tag}-${runTag()}` },
    }),
    'hold',
  );
  const [booking] = order.bookings;
  expect(booking?.status).toBe('HOLD');
  return {
    id: booking!.id,
    pnr: booking!.pnr,
    passengerName: `TRAN TRA PHI ${tag}`,
    fareTotal: found!.fare.totalPrice,
  };
}

/** Answers the PIN dialog if the portal asks for it (a PIN confirmed a moment ago is not asked again). */
async function pinIfAsked(page: Page, done: Locator): Promise<void> {
  const pin = page.getByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
  await expect(pin.or(done).first()).toBeVisible({ timeout: 30_000 });
  if (await pin.isVisible()) {
    await pin.getByRole('textbox', { name: 'Mã PIN', exact: true }).fill(JOURNEY_PIN);
    await pin.getByRole('button', { name: 'Xác nhận' }).click();
  }
}

/** On the booking's detail: "Xuất vé", confirmed, the PIN; waits for the ticket notice. */
export async function issueFromDetail(page: Page, booking: HeldBooking): Promise<void> {
  await page.getByRole('group', { name: 'Thao tác với đặt chỗ' }).getByRole('button', { name: 'Xuất vé' }).click();
  await issueConfirmed(page, booking);
}

/** In the open issue dialog: "Xác nhận xuất vé", the PIN; waits for the ticket notice. */
export async function issueConfirmed(page: Page, booking: HeldBooking): Promise<void> {
  await page
    .getByRole('dialog', { name: `Xuất vé ${booking.pnr}` })
    .getByRole('button', { name: 'Xác nhận xuất vé' })
    .click();
  const issued = page.getByText(`Đã xuất vé ${booking.pnr}`);
  await pinIfAsked(page, issued);
  await expect(issued).toBeVisible({ timeout: 30_000 });
}

/** The booking's edit menu → the paid action's line (named by its code under the description) → its form, loaded. */
export async function openPaidAction(page: Page, booking: HeldBooking, action: string): Promise<Locator> {
  await page.goto(`/booking/edit?id=${encodeURIComponent(booking.id)}`);
  await expect(page.getByRole('heading', { name: 'Sửa đặt chỗ', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: new RegExp(`\\b${action}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/edit/${action}/`));
  await expect(page.getByRole('region', { name: 'PNR hiện tại' })).toContainText(booking.pnr, { timeout: 30_000 });
  const form = page.getByRole('region', { name: 'Biểu mẫu sửa đặt chỗ' });
  await expect(form.getByRole('button', { name: /^Báo giá/ })).toBeEnabled({ timeout: 30_000 });
  return form;
}

export type ReadQuote = { panel: Locator; total: number; totalLabel: string };

/** Sends the form for a quote (its "Báo giá…" button) and reads the quote panel's total (money back is negative). */
export async function askQuote(page: Page, form: Locator): Promise<ReadQuote> {
  await form.getByRole('button', { name: /^Báo giá/ }).click();
  const panel = page.getByRole('region', { name: 'Báo giá thay đổi' });
  await expect(panel.getByTestId('quote-total')).toContainText('₫', { timeout: 30_000 });
  const totalLabel = (
    await panel.getByTestId('quote-total').locator('xpath=preceding-sibling::*[1]').innerText()
  ).trim();
  const amount = vnd(await panel.getByTestId('quote-total').innerText());
  return { panel, totalLabel, total: totalLabel === 'Tổng được nhận lại' ? -amount : amount };
}

/** The quote's line of a kind ("Hành lý", "Chỗ ngồi", "Phí phạt hoàn"…). */
export const quoteLine = (quote: ReadQuote, kind: string) =>
  quote.panel
    .getByTestId('quote-line')
    .filter({ has: quote.panel.page().getByRole('cell', { name: kind, exact: true }) });

/** "Chấp nhận và thanh toán …", the PIN if asked; answers the success notice (with its documents). */
export async function acceptQuote(page: Page, quote: ReadQuote): Promise<Locator> {
  await quote.panel.getByRole('button', { name: /^Chấp nhận và thanh toán / }).click();
  const done = page.getByRole('status').filter({ hasText: 'Đã thực hiện thay đổi.' });
  await pinIfAsked(page, done);
  await expect(done).toBeVisible({ timeout: 45_000 });
  return done;
}
