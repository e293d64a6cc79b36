// The train journey (issue 16 "Tests and figures"): a fresh F2 administrator with a PIN searches Hà Nội ⇄ Đà Nẵng as an
// agent types it, chooses a run each way and four berths on each seat map (each one "mine" with its countdown), types
// two adults, a child linked to an adult and a student, holds, pays and issues from the completed page (PIN step-up):
// the deposit drops by exactly the total shown. Then the boarding cards with their QR codes, printed (window.print
// stubbed and counted, the print view showing the cards alone) and as a PDF; one ticket refunded by quote and
// acceptance, the deposit rising by exactly the refund shown; and the booking found on /train/status.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { typedDay, vietnamDay } from './support/days';
import { headerBalance, vnd } from './support/money';
import { signIn } from './support/portal';
import { answerTrainPin, chooseFirstRun, chooseStation, fillTrainPassenger, holdBerths } from './support/trains';

const DEPART_IN_DAYS = 20;
const RETURN_IN_DAYS = 23;

/** The window as the journey's init script leaves it: window.print counted, not opened. */
type CountedWindow = Window & { printCalls?: number };

/** The amount a definition list shows beside its term `label` (the booking's head, the refund quote). */
const amountBeside = async (page: Page, label: string) =>
  vnd(await page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').innerText());

test('an agent books Hà Nội ⇄ Đà Nẵng on berths for 2 adults, a child and a student, pays, prints the cards and refunds one ticket', async ({
  page,
  tree,
}) => {
  test.setTimeout(300_000);
  // The print button calls window.print: counted here instead of opening the browser's print dialog.
  await page.addInitScript(() => {
    const counted = window as CountedWindow;
    counted.printCalls = 0;
    counted.print = () => {
      counted.printCalls = (counted.printCalls ?? 0) + 1;
    };
  });
  const started = Date.now();
  await signIn(page, tree.f2Admin.username, TREE_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 30_000 });
  const before = await headerBalance(page);

  // Search: stations typed without accents, round trip, days typed as dd/MM/yyyy.
  await page.goto('/train');
  const form = page.getByRole('form', { name: 'Tìm vé tàu' });
  await form.getByRole('button', { name: 'Khứ hồi' }).click();
  await chooseStation(page, { label: /^Ga đi/, typed: 'ha noi', station: 'Hà Nội (HNO)' });
  await chooseStation(page, { label: /^Ga đến/, typed: 'da nang', station: 'Đà Nẵng (DNA)' });
  await form.getByRole('textbox', { name: /^Ngày đi/ }).fill(typedDay(vietnamDay(DEPART_IN_DAYS)));
  await form.getByRole('textbox', { name: /^Ngày về/ }).fill(typedDay(vietnamDay(RETURN_IN_DAYS)));
  await form.getByRole('button', { name: 'Tìm chuyến tàu' }).click();
  await expect(page).toHaveURL(/\/train\/search\?/);
  await expect(page.getByRole('heading', { name: 'Kết quả tìm vé tàu' })).toBeVisible();

  // Out: a run, four berths of a 4-berth carriage; back: the same.
  const outTrain = await chooseFirstRun(page, 'Chiều đi');
  await holdBerths(page, { direction: 'Chiều đi', count: 4 });
  await page.getByRole('button', { name: 'Chọn chuyến về' }).click();
  await expect(page.getByRole('tab', { name: /^Chiều về · / })).toHaveAttribute('aria-selected', 'true');
  const backTrain = await chooseFirstRun(page, 'Chiều về');
  await holdBerths(page, { direction: 'Chiều về', count: 4 });
  await expect(page.getByRole('tab', { name: `Chiều đi: ${outTrain} (4 chỗ)` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Chiều về: ${backTrain} (4 chỗ)` })).toBeVisible();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/booking\/train\/passenger-info$/);

  // Passengers out, copied onto the return seats (the child's adult follows by position); then the buyer.
  const cards = page.getByRole('region', { name: /^Hành khách \d · ghế \d+ toa \d+$/ });
  await expect(cards).toHaveCount(8);
  await fillTrainPassenger(cards.nth(0), { fullName: 'Nguyễn Văn An', idNumber: '001085012345', type: '1' });
  await fillTrainPassenger(cards.nth(1), { fullName: 'Trần Thị Bình', idNumber: '001187054321', type: '1' });
  await fillTrainPassenger(cards.nth(2), {
    fullName: 'Nguyễn Minh Châu',
    idNumber: 'KS2018001',
    type: '2',
    // Eight years old on the day out: a child (6 to under 10).
    birthDate: typedDay(vietnamDay(DEPART_IN_DAYS - 8 * 365)),
    adultIndex: 1,
  });
  await fillTrainPassenger(cards.nth(3), { fullName: 'Lê Hoàng Dũng', idNumber: 'SV20231234', type: '12' });
  await page.getByRole('button', { name: 'Cùng hành khách như chiều đi' }).click();
  await expect(cards.nth(6).getByRole('textbox', { name: /^Họ và tên/ })).toHaveValue('Nguyễn Minh Châu');
  await expect(cards.nth(6).getByRole('combobox', { name: /^Đi cùng người lớn/ })).toHaveValue(/.+/);
  const buyer = page.getByRole('region', { name: 'Người mua vé' });
  await buyer.getByRole('textbox', { name: /^Họ và tên/ }).fill('Nguyễn Văn An');
  await buyer.getByRole('textbox', { name: /^Email/ }).fill('an.nguyen@example.com');
  await buyer.getByRole('textbox', { name: /^Số di động/ }).fill('0912345678');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();

  // Confirm and hold.
  await expect(page).toHaveURL(/\/booking\/train\/confirm-passenger-info$/);
  // The total is shown once the chain's issue fees are known (the hold button waits for them too).
  await expect(page.getByRole('button', { name: 'Đặt giữ chỗ' })).toBeEnabled({ timeout: 30_000 });
  const estimated = vnd(await page.getByLabel('Tổng cộng', { exact: true }).innerText());
  await page.getByRole('button', { name: 'Đặt giữ chỗ' }).click();
  // The page's total is an estimate (the railway's discount rounding decides): a different answer comes back as a new
  // total to accept before the hold is made.
  const head = page.getByRole('region').filter({ has: page.locator('#train-booking-code') });
  const priceChanged = page.getByRole('alert').filter({ hasText: 'Giá đã thay đổi: tổng mới là' });
  await expect(head.or(priceChanged)).toBeVisible({ timeout: 30_000 });
  let accepted = estimated;
  if (await priceChanged.isVisible()) {
    accepted = vnd(await priceChanged.innerText());
    await priceChanged.getByRole('button', { name: 'Đồng ý giá mới và giữ chỗ' }).click();
  }
  await expect(page).toHaveURL(/\/booking\/train\/complete\?id=/, { timeout: 30_000 });
  await expect(head.getByText('Đang giữ chỗ', { exact: true })).toBeVisible({ timeout: 30_000 });
  const code = (await page.locator('#train-booking-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{5,}$/);
  const total = await amountBeside(page, 'Tổng thanh toán');
  expect(total).toBe(accepted);

  // Pay and issue: one confirmation of the total, the PIN step-up, the deposit down by exactly the total.
  await page.getByRole('button', { name: 'Thanh toán & xuất vé' }).click();
  const pay = page.getByRole('dialog', { name: `Thanh toán đặt chỗ ${code}` });
  await expect(pay).toContainText(`${total.toLocaleString('vi-VN')} ₫ sẽ được trừ từ ký quỹ`);
  await pay.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  await answerTrainPin(page);
  await expect(pay).toBeHidden({ timeout: 30_000 });
  await expect(head.getByText('Đã xuất vé', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before - total);

  // The boarding cards: one per ticket, each with its QR code.
  const boardingCards = page.getByRole('region', { name: 'Thẻ lên tàu' });
  await expect(boardingCards.getByRole('article')).toHaveCount(8);
  for (const name of ['Nguyễn Văn An', 'Trần Thị Bình', 'Nguyễn Minh Châu', 'Lê Hoàng Dũng'])
    await expect(boardingCards.getByRole('img', { name: `Mã QR thẻ lên tàu của ${name}` })).toHaveCount(2);

  // Print: window.print called once, and on paper the cards alone.
  await page.getByRole('button', { name: 'In thẻ (A4)' }).click();
  await expect.poll(() => page.evaluate(() => (window as CountedWindow).printCalls)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(head).toBeHidden();
  await expect(page.getByRole('button', { name: 'In thẻ (A4)' })).toBeHidden();
  await expect(boardingCards.getByRole('article').first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The PDF: a download that is a PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải PDF' }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Refund the student's ticket out: quote, accept (PIN), the deposit up by exactly the refund shown.
  const balanceIssued = before - total;
  const outTickets = page.getByRole('table', { name: 'Chiều đi' });
  await outTickets.getByRole('checkbox', { name: 'Chọn hoàn vé của Lê Hoàng Dũng' }).check();
  await page.getByRole('button', { name: 'Hoàn vé đã chọn (1)' }).click();
  const refund = page.getByRole('dialog', { name: 'Hoàn 1 vé' });
  await expect(refund.getByRole('table', { name: 'Phí hoàn từng vé' })).toContainText('Lê Hoàng Dũng');
  const refunded = vnd(
    await refund
      .getByText('Tổng tiền hoàn về ký quỹ', { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .innerText(),
  );
  expect(refunded).toBeGreaterThan(0);
  await refund.getByRole('button', { name: 'Đồng ý hoàn vé' }).click();
  await answerTrainPin(page);
  await expect(refund).toBeHidden({ timeout: 30_000 });
  const studentRow = outTickets.getByRole('row').filter({ hasText: 'Lê Hoàng Dũng' });
  await expect(studentRow.getByText('Đã hoàn', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(studentRow).toContainText(`Hoàn ${refunded.toLocaleString('vi-VN')} ₫`);
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(balanceIssued + refunded);
  await expect(boardingCards.getByRole('article')).toHaveCount(7);

  // The booking on /train/status, found by its code.
  await page.goto('/train/status');
  const filters = page.getByRole('form', { name: 'Lọc vé tàu' });
  await filters.getByRole('textbox', { name: 'Mã đặt chỗ' }).fill(code);
  await filters.getByRole('button', { name: 'Tìm kiếm' }).click();
  const list = page.getByRole('table', { name: 'Trạng thái vé tàu' });
  const row = list.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Đã xuất vé');
  await expect(row).toContainText(`${total.toLocaleString('vi-VN')} ₫`);
  test.info().annotations.push({ type: 'journey-ms', description: String(Date.now() - started) });
});
