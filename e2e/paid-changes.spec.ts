// Paid changes after ticketing in the browser (issue 15): a Vietjet SkyBoss ticket gets a 20 kg bag, a paid seat from
// the seat map, an exchange to a later date and a refund as a credit shell; a Vietnam Airlines ticket is refunded to
// the deposit. After each step the header deposit moved by exactly the quote's total and the documents are shown; the
// credit shell then pays part of a new ticket of the same passenger (the deposit moves by the total less the credit).
import { expect, type Locator, type Page } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import type { TBookingDetail, TUsableCreditList } from '@portal/contracts';
import { answerOf, signedInCaller } from './support/api-caller';
import { openDetail } from './support/booking-edits';
import { typedDay, vietnamDay } from './support/days';
import { headerBalance, vnd } from './support/money';
import {
  acceptQuote,
  askQuote,
  holdOnFamily,
  issueConfirmed,
  issueFromDetail,
  openPaidAction,
  quoteLine,
} from './support/paid-changes';
import { signInAndWaitForHome } from './support/portal';

const DAYS_AHEAD = 34;

/** The header's deposit, refreshed by the portal itself once the change is done (no reload), settles on `expected`. */
async function expectBalance(page: Page, expected: number): Promise<void> {
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(expected);
}

/**
 * On the exchange form: the first later day (from `fromDay`, up to six days on) that sells a `family` fare dearer than
 * `above`, searched, and that fare chosen, so the exchange has a difference to pay.
 */
async function chooseDearerFare(form: Locator, wanted: { family: string; above: number; fromDay: number }) {
  for (let day = wanted.fromDay; day < wanted.fromDay + 6; day += 1) {
    await form.getByRole('textbox', { name: /^Ngày bay mới/ }).fill(typedDay(vietnamDay(day)));
    await form.getByRole('button', { name: 'Tìm chuyến bay' }).click();
    const found = form.getByRole('group', { name: 'Chuyến bay tìm được' });
    await expect(found).toBeVisible({ timeout: 30_000 });
    const fares = found.getByRole('radio', { name: new RegExp(`${wanted.family} · [\\d.]+ ₫$`), disabled: false });
    const labels = await fares.evaluateAll((radios) =>
      radios.map((radio) => radio.closest('label')?.textContent ?? ''),
    );
    const dearer = labels.findIndex((label) => vnd(label) > wanted.above);
    if (dearer >= 0) return fares.nth(dearer).check();
  }
  throw new Error(`no ${wanted.family} fare dearer than ${wanted.above} ₫ in six days`);
}

/** The success notice's documents list. */
const documentsOf = (done: Locator) => done.getByRole('list', { name: 'Chứng từ' });

test('a Vietjet ticket: a 20 kg bag, a paid seat, a later date, then a refund as a credit shell', async ({
  page,
  request,
  tree,
}) => {
  // Up to 173 s on PostgreSQL in CI: the limit guards against a hang, not a pace.
  test.setTimeout(360_000);
  const caller = await signedInCaller(request, { username: tree.f2Admin.username, password: TREE_PASSWORD });
  const booking = await holdOnFamily(caller, {
    system: 'VJ',
    family: 'SkyBoss',
    from: 'HAN',
    to: 'SGN',
    days: DAYS_AHEAD,
  });
  await signInAndWaitForHome(page, tree.f2Admin.username, TREE_PASSWORD);
  await openDetail(page, booking);
  await issueFromDetail(page, booking);

  // A 20 kg bag: one baggage line, an EMD, the deposit down by the quote's total.
  let form = await openPaidAction(page, booking, 'buy-luggage');
  const bag = form.getByRole('combobox').first();
  const bagOption = (await bag.locator('option').allInnerTexts()).find((text) => /^20 kg · /.test(text));
  expect(bagOption, 'a 20 kg bag on sale').toBeDefined();
  await bag.selectOption({ label: bagOption! });
  let balance = await headerBalance(page);
  let quote = await askQuote(page, form);
  await expect(quoteLine(quote, 'Hành lý')).toHaveCount(1);
  expect(quote.total).toBeGreaterThanOrEqual(vnd(bagOption!));
  let done = await acceptQuote(page, quote);
  await expect(documentsOf(done)).toContainText(new RegExp(`EMD \\d{13} · ${booking.passengerName}`));
  await expectBalance(page, balance - quote.total);
  balance -= quote.total;

  // A paid seat chosen from the map with the keyboard: a seat line, an EMD.
  form = await openPaidAction(page, booking, 'buy-seat');
  await form.getByRole('radio', { name: new RegExp(`^1\\. ${booking.passengerName}`) }).check();
  const paidSeat = form.locator('[role="gridcell"][aria-label*=", trả phí "]:not([aria-disabled])').first();
  const seat = (await paidSeat.getAttribute('data-seat'))!;
  const seatPrice = vnd((await paidSeat.getAttribute('aria-label'))!);
  await paidSeat.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toContainText(`Đã chọn ghế ${seat} cho ${booking.passengerName}.`);
  quote = await askQuote(page, form);
  await expect(quoteLine(quote, 'Chỗ ngồi')).toHaveCount(1);
  expect(quote.total).toBeGreaterThanOrEqual(seatPrice);
  done = await acceptQuote(page, quote);
  await expect(documentsOf(done)).toContainText(new RegExp(`EMD \\d{13} · ${booking.passengerName}`));
  await expectBalance(page, balance - quote.total);
  balance -= quote.total;

  // Four days later on the dearest SkyBoss fare: the difference paid, a ticket reissued.
  form = await openPaidAction(page, booking, 'exchange-route');
  await form.getByRole('group', { name: 'Chuyến bay cần đổi' }).getByRole('checkbox').first().check();
  await chooseDearerFare(form, { family: 'SkyBoss', above: booking.fareTotal, fromDay: DAYS_AHEAD + 3 });
  quote = await askQuote(page, form);
  await expect(quoteLine(quote, 'Chênh lệch giá vé').getByRole('cell').last()).not.toHaveText('0 ₫');
  expect(quote.total).toBeGreaterThan(0);
  done = await acceptQuote(page, quote);
  await expect(documentsOf(done)).toContainText(new RegExp(`Vé xuất lại \\d{13} · ${booking.passengerName}`));
  await expectBalance(page, balance - quote.total);
  balance -= quote.total;

  // Refunded by the fare rule: the penalty line, a credit shell in the passenger's name, the deposit untouched.
  form = await openPaidAction(page, booking, 'refund-ticket');
  await form.getByRole('group', { name: 'Hành khách hoàn vé' }).getByRole('checkbox').first().check();
  await form.getByRole('group', { name: 'Chuyến bay hoàn' }).getByRole('checkbox').first().check();
  quote = await askQuote(page, form);
  await expect(quoteLine(quote, 'Phí phạt hoàn')).toContainText('300.000 ₫');
  await expect(quote.panel.getByTestId('quote-refund-form')).toContainText('credit shell');
  expect(quote.totalLabel).toBe('Tổng được nhận lại');
  const credit = -quote.total;
  expect(credit).toBeGreaterThan(0);
  done = await acceptQuote(page, quote);
  const creditNumber = new RegExp(`Bảo lưu định danh (CS\\d{13}) · ${booking.passengerName}`);
  await expect(documentsOf(done)).toContainText(creditNumber);
  const number = creditNumber.exec(await documentsOf(done).innerText())![1]!;
  await page.reload();
  expect(await headerBalance(page)).toBe(balance);

  // The detail lists the credit shell with its amount.
  await openDetail(page, booking);
  await expect(page.getByRole('list', { name: 'Bảo lưu định danh (credit shell)' })).toContainText(
    `${number} · ${booking.passengerName} · ${credit.toLocaleString('de-DE')} ₫`,
  );
  expect(await headerBalance(page)).toBe(balance);

  // Later the same passenger flies Vietjet again: the credit pays part of the new ticket, the deposit moves by exactly
  // the total less what the credit pays, and the refunded booking says where the credit went.
  const tag = booking.passengerName.split(' ').at(-1)!;
  const next = await holdOnFamily(caller, { system: 'VJ', family: 'SkyBoss', from: 'HAN', to: 'SGN', days: 45, tag });
  const { credits } = await answerOf<TUsableCreditList>(
    await caller.get(`/api/bookings/${next.id}/usable-credits`),
    'usable credits',
  );
  const usable = credits.find((item) => item.number === number)!;
  expect(usable.amount).toBeGreaterThan(0);
  expect(usable.amount).toBeLessThanOrEqual(credit);
  const total = (await answerOf<TBookingDetail>(await caller.get(`/api/bookings/${next.id}`), 'detail')).fareData
    .totalAmount;
  await openDetail(page, next);
  await page.getByRole('group', { name: 'Thao tác với đặt chỗ' }).getByRole('button', { name: 'Xuất vé' }).click();
  const dialog = page.getByRole('dialog', { name: `Xuất vé ${next.pnr}` });
  await dialog.getByRole('checkbox', { name: new RegExp(`^${number} · VJ · `) }).check();
  const text = (amount: number) => `${amount.toLocaleString('de-DE')} ₫`;
  await expect(dialog.getByRole('status')).toHaveText(
    `Bảo lưu trả ${text(usable.amount)} trên tổng ${text(total)}; ký quỹ trả ${text(total - usable.amount)}.`,
  );
  await issueConfirmed(page, next);
  await expectBalance(page, balance - (total - usable.amount));
  await openDetail(page, booking);
  await expect(page.getByRole('list', { name: `Sử dụng của ${number}` })).toContainText(
    `${text(usable.amount)} đã trả cho xuất vé ${next.pnr}`,
  );
});

test('a Vietnam Airlines ticket refunded by its fare rule: the deposit rises by exactly the quoted amount', async ({
  page,
  request,
  tree,
}) => {
  test.setTimeout(240_000);
  const caller = await signedInCaller(request, { username: tree.f2Admin.username, password: TREE_PASSWORD });
  const booking = await holdOnFamily(caller, {
    system: 'VN',
    family: 'Economy Classic',
    from: 'HAN',
    to: 'SGN',
    days: DAYS_AHEAD + 2,
  });
  await signInAndWaitForHome(page, tree.f2Admin.username, TREE_PASSWORD);
  await openDetail(page, booking);
  await issueFromDetail(page, booking);

  const form = await openPaidAction(page, booking, 'refund-ticket');
  await form.getByRole('group', { name: 'Hành khách hoàn vé' }).getByRole('checkbox').first().check();
  await form.getByRole('group', { name: 'Chuyến bay hoàn' }).getByRole('checkbox').first().check();
  const balance = await headerBalance(page);
  const quote = await askQuote(page, form);
  await expect(quoteLine(quote, 'Phí phạt hoàn')).toContainText('600.000 ₫');
  await expect(quote.panel.getByTestId('quote-refund-form')).toHaveText('Tiền hoàn được cộng vào ký quỹ của đại lý.');
  expect(quote.totalLabel).toBe('Tổng được nhận lại');
  expect(quote.total).toBeLessThan(0);
  await acceptQuote(page, quote);
  await expectBalance(page, balance - quote.total);

  await openDetail(page, booking);
  await expect(page.getByRole('table', { name: 'Các thay đổi có phí' })).toContainText('Hoàn tất');
});
