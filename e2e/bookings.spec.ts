// Booking journeys (issue 5): the admin of a fresh F2 (its worker's agency tree, funded by its F1) searches HAN→SGN for an
// adult, a child and an infant with Vietnamese names, adds a bag, holds, issues with the PIN (the header deposit — the
// F2's own, which no other worker moves — drops by exactly the booking's total), prints the tickets (the detail page on
// paper, the ticket face and its PDF) and voids them (the deposit comes back); and a hold given a short time limit
// expires: it leaves the reservation status and its history records the system's cancellation (→ CANCEL).
// Re-runnable against the same server and in parallel (the PIN is reset with the password, a duplicate warning is
// confirmed, the short time limit is set on a system of the worker's own).
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { SIMULATOR_URLS } from './playwright.config';
import { TREE_PASSWORD, test } from './support/agency-tree';
import {
  chooseFirstFareAndContinue,
  completedPnr,
  ensureJourneyPin,
  expectSearchFinished,
  fillPassenger,
  holdExpirySystem,
  holdAndOpenCompleted,
  holdBarTotal,
  JOURNEY_PIN,
  setHoldTimeLimit,
  yearsAgo,
} from './support/bookings';
import { typedDay, vietnamDay } from './support/days';
import { headerBalance, vnd } from './support/money';
import { signInAndWaitForHome } from './support/portal';

async function searchOneWayFromHome(page: Page, day: string): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Tìm chuyến bay' });
  await form.getByRole('button', { name: 'Một chiều' }).click();
  await form.getByRole('combobox', { name: 'Điểm đi' }).fill('HAN');
  await page
    .getByRole('option', { name: /\(HAN\)|HAN/ })
    .first()
    .click();
  await form.getByRole('combobox', { name: 'Điểm đến' }).fill('SGN');
  await page
    .getByRole('option', { name: /\(SGN\)|SGN/ })
    .first()
    .click();
  await form.getByRole('textbox', { name: 'Ngày đi' }).fill(typedDay(day));
  await form.getByRole('textbox', { name: 'Ngày đi' }).blur();
  await form.getByRole('button', { name: /^Hành khách/ }).click();
  const passengers = page.getByRole('dialog', { name: 'Hành khách' });
  await passengers.getByRole('button', { name: 'Thêm trẻ em' }).click();
  await passengers.getByRole('button', { name: 'Thêm em bé' }).click();
  await passengers.getByRole('button', { name: 'Xong' }).click();
  await form.getByRole('button', { name: 'Tìm chuyến bay' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/flights\\?type=OW&legs=HAN-SGN-${day}&adt=1&chd=1&inf=1`));
  await expectSearchFinished(page);
}

test('an F2 holds HAN→SGN for a family with Vietnamese names and a bag, issues with the PIN, prints and voids', async ({
  page,
  tree,
}) => {
  test.setTimeout(180_000);
  await signInAndWaitForHome(page, tree.f2Admin.username, TREE_PASSWORD);
  await ensureJourneyPin(page, TREE_PASSWORD);
  const before = await headerBalance(page);

  // 1. Search from the home form and hand the first fare on sale to the passenger step.
  await searchOneWayFromHome(page, vietnamDay(20));
  await chooseFirstFareAndContinue(page);

  // 2. Passengers: the accents become the airline's spelling; the infant travels with the adult.
  const adult = await fillPassenger(page, {
    slot: /^Người lớn 1/,
    title: 'MRS',
    lastName: 'Nguyễn',
    firstName: 'Thị Hồng Nhung',
  });
  await expect(adult.getByText('NGUYEN THI HONG NHUNG')).toBeVisible();
  const child = await fillPassenger(page, {
    slot: /^Trẻ em 1/,
    title: 'MSTR',
    lastName: 'Trần',
    firstName: 'Đức Anh',
    birthDate: typedDay(yearsAgo(7)),
  });
  await expect(child.getByText('TRAN DUC ANH')).toBeVisible();
  const infant = await fillPassenger(page, {
    slot: /^Em bé 1/,
    title: 'MISS',
    lastName: 'Lê',
    firstName: 'Bảo Ngọc',
    birthDate: typedDay(yearsAgo(1)),
    parent: 'Người lớn 1 · NGUYEN THI HONG NHUNG',
  });
  await expect(infant.getByText('LE BAO NGOC')).toBeVisible();
  const contact = page.getByRole('region', { name: 'Thông tin liên hệ' });
  await expect(contact.getByRole('textbox', { name: /^Tên người liên hệ/ })).not.toHaveValue('');
  await contact.getByRole('textbox', { name: /^Số điện thoại di động/ }).fill('0901234567');

  // 3. A checked bag for the adult: the total grows by exactly its price.
  const total = holdBarTotal(page);
  await expect(total).toHaveText(/₫/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Giữ chỗ', exact: true })).toBeEnabled({ timeout: 20_000 });
  const fares = vnd(await total.innerText());
  const bag = page.getByRole('combobox', { name: /^Hành lý ký gửi – Người lớn 1/ }).first();
  const bagOption = (await bag.locator('option').allInnerTexts()).find((text) => text.includes('₫'));
  expect(bagOption, 'the airline sells a checked bag').toBeDefined();
  await bag.selectOption({ label: bagOption! });
  const bagPrice = vnd(bagOption!.split(' – ').at(-1)!);
  expect(bagPrice).toBeGreaterThan(0);
  await expect.poll(async () => vnd(await total.innerText())).toBe(fares + bagPrice);
  const accepted = fares + bagPrice;

  // 4. Hold → the completed page: one PNR on hold, the three passengers in airline spelling, the accepted total.
  await holdAndOpenCompleted(page);
  const pnr = await completedPnr(page);
  await expect(page.getByText('Đang giữ chỗ', { exact: true }).first()).toBeVisible();
  const orderPassengers = page.getByRole('region', { name: 'Hành khách' });
  await expect(orderPassengers).toContainText('ADT-1 · MRS NGUYEN/THI HONG NHUNG');
  await expect(orderPassengers).toContainText('CHD-1 · MSTR TRAN/DUC ANH');
  await expect(orderPassengers).toContainText(/INF-1 · MISS LE\/BAO NGOC \(đi cùng ADT-1\)/);
  const orderTotal = vnd(await page.getByText('Tổng đơn').locator('xpath=following-sibling::*[1]').innerText());
  expect(orderTotal).toBe(accepted);

  // 5. The detail page: issue, confirmed with the PIN; tickets appear and the header deposit drops by the total.
  await page.getByRole('link', { name: `Xem chi tiết đặt chỗ ${pnr}` }).click();
  await expect(page.getByRole('heading', { name: `Đặt chỗ ${pnr}`, level: 1 })).toBeVisible();
  const people = page.getByRole('table', { name: 'Danh sách hành khách' });
  const person = (paxId: string) =>
    people.getByRole('row').filter({ has: page.getByRole('cell', { name: paxId, exact: true }) });
  await expect(person('ADT-1')).toContainText('NGUYEN THI HONG NHUNGNguyễn Thị Hồng Nhung');
  await expect(person('CHD-1')).toContainText('TRAN DUC ANHTrần Đức Anh');
  await expect(person('INF-1')).toContainText('LE BAO NGOCLê Bảo Ngọc');
  await expect(person('INF-1')).toContainText('Đi cùng ADT-1 NGUYEN THI HONG NHUNG');
  const actions = page.getByRole('group', { name: 'Thao tác với đặt chỗ' });
  await actions.getByRole('button', { name: 'Xuất vé' }).click();
  const issue = page.getByRole('dialog', { name: `Xuất vé ${pnr}` });
  await expect(issue).toContainText('3 hành khách');
  const amount = vnd(await issue.innerText());
  expect(amount).toBe(accepted);
  await issue.getByRole('button', { name: 'Xác nhận xuất vé' }).click();
  const pin = page.getByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
  await pin.getByRole('textbox', { name: 'Mã PIN', exact: true }).fill(JOURNEY_PIN);
  await pin.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(pin).toBeHidden();
  await expect(page.getByText(`Đã xuất vé ${pnr}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-status="EXPORT"]')).toHaveText('Đã xuất vé');
  const tickets = people.locator('tbody tr td:nth-child(7)');
  await expect(tickets).toHaveCount(3);
  for (const ticket of await tickets.allInnerTexts()) expect(ticket).toMatch(/^\d{3}-?\d{10}$/);
  await expect.poll(() => headerBalance(page)).toBe(before - amount);

  // 6. Printing: the detail page on paper keeps the passengers and their tickets without header, menu or buttons; the
  // ticket face (booking/print-ticket) lists the same tickets and the total, and on paper only the face is left.
  const ticketNumbers = await tickets.allInnerTexts();
  await page.emulateMedia({ media: 'print' });
  await expect(actions).toBeHidden();
  await expect(page.getByRole('status', { name: 'Số dư khả dụng' })).toBeHidden();
  await expect(page.getByTestId('booking-pnr')).toHaveText(pnr);
  for (const ticket of ticketNumbers)
    await expect(people.getByRole('cell', { name: ticket, exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await actions.getByRole('link', { name: 'Mặt vé / gửi email' }).click();
  await expect(page).toHaveURL(/\/booking\/print-ticket\?id=/);
  await expect(page.getByRole('heading', { name: `Mặt vé ${pnr}`, level: 1 })).toBeVisible();
  const face = page.getByRole('article', { name: 'Mặt vé' });
  const faceTickets = face.getByRole('table', { name: 'Hành khách' });
  for (const ticket of ticketNumbers) await expect(faceTickets).toContainText(ticket);
  await expect(faceTickets).toContainText('NGUYEN THI HONG NHUNG');
  await expect(face).toContainText(new RegExp(`${amount.toLocaleString('de-DE').replace(/\./g, '\\.')}\\s₫`));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'In vé' })).toBeHidden();
  for (const ticket of ticketNumbers) await expect(faceTickets.getByText(ticket, { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  // The PDF the server builds is a real A4 PDF file named after the PNR.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tải PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`${pnr}.pdf`);
  const pdfBytes = readFileSync((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfBytes.length).toBeGreaterThan(5_000);
  await page.goBack();
  await expect(page.getByRole('heading', { name: `Đặt chỗ ${pnr}`, level: 1 })).toBeVisible();

  // 7. Void within the day's window: the status says so and the deposit is back where it was.
  await actions.getByRole('button', { name: 'Void vé' }).click();
  const voidDialog = page.getByRole('dialog', { name: `Void vé ${pnr}` });
  expect(vnd(await voidDialog.innerText())).toBe(amount);
  await voidDialog.getByRole('button', { name: 'Xác nhận void' }).click();
  await expect(page.getByText(`Đã void vé ${pnr}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-status="VOID"]')).toHaveText('Đã hủy vé (void)');
  await expect.poll(() => headerBalance(page)).toBe(before);
});

test('a hold left past its shortened time limit leaves the reservation status and is cancelled by the system', async ({
  page,
  request,
  baseURL,
  tree,
}, testInfo) => {
  test.setTimeout(150_000);
  const simulator = SIMULATOR_URLS[baseURL ?? ''];
  expect(simulator, `a simulator on a fixed port for ${baseURL}`).toBeDefined();
  const system = holdExpirySystem(testInfo.project.name);
  await signInAndWaitForHome(page, tree.f2Agent.username, TREE_PASSWORD);

  await page.goto(`/booking/flights?type=OW&legs=HAN-SGN-${vietnamDay(25)}&adt=1&chd=0&inf=0`);
  await expectSearchFinished(page);
  await page
    .getByRole('complementary', { name: 'Bộ lọc' })
    .getByRole('checkbox', { name: new RegExp(`\\(${system}\\) · từ `) })
    .check();
  await chooseFirstFareAndContinue(page, system);
  await fillPassenger(page, { slot: /^Người lớn 1/, title: 'MR', lastName: 'Phạm', firstName: 'Quốc Việt' });
  await page
    .getByRole('region', { name: 'Thông tin liên hệ' })
    .getByRole('textbox', { name: /^Số điện thoại di động/ })
    .fill('0912345678');

  // Only this hold gets a 20-second time limit (no other journey holds on this system); its own limit comes back right after.
  const limit = { simulatorUrl: simulator!, system };
  await setHoldTimeLimit(request, { ...limit, seconds: 20 });
  let pnr: string;
  let detailPath: string | null;
  try {
    await holdAndOpenCompleted(page);
    pnr = await completedPnr(page);
    detailPath = await page.getByRole('link', { name: `Xem chi tiết đặt chỗ ${pnr}` }).getAttribute('href');
  } finally {
    await setHoldTimeLimit(request, { ...limit, seconds: null });
  }
  await expect(page.getByText(/^còn \d/)).toBeVisible();

  // On the reservation status while held, gone once the expiry job has cancelled it.
  await page.goto('/booking/reservation-status');
  const holds = page.getByRole('table', { name: 'Giữ chỗ sắp hết hạn' });
  await expect(holds.getByRole('row').filter({ hasText: pnr })).toHaveCount(1);
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Làm mới' }).click();
        await expect(page.getByRole('progressbar', { name: 'Đang tải' })).toHaveCount(0);
        return holds.getByRole('row').filter({ hasText: pnr }).count();
      },
      { timeout: 60_000, intervals: [3_000] },
    )
    .toBe(0);

  // The record: no status chip (SPEC §4 shows a cancelled booking blank), no action, and the system's expiry → CANCEL.
  expect(detailPath).toMatch(/^\/booking\/booking-detail\//);
  await page.goto(detailPath!);
  await expect(page.getByRole('heading', { name: `Đặt chỗ ${pnr}`, level: 1 })).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Thao tác với đặt chỗ' }).getByRole('button', { name: 'Xuất vé' }),
  ).toHaveCount(0);
  const expiry = page.getByRole('row').filter({ hasText: 'Hết hạn giữ chỗ' });
  await expect(expiry).toContainText('Hệ thống (tự động)');
  await expect(expiry).toContainText('Đã hủy');
});
