// The eSIM journey (issue 17 "Tests and figures"): a fresh F2 administrator with a PIN finds "Nhật Bản" 5 GB for 7 days
// by typing the destination without accents, puts two in the cart, pays from the deposit (PIN step-up) — the deposit
// drops by exactly the cart's total — sees both activation QR codes, sends them to the customer (the mail reaches the
// demo outbox), refunds one unused eSIM (the deposit rises by exactly its price) and finds the order in the list.
import { expect } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { headerBalance, vnd } from './support/money';
import { signIn } from './support/portal';
import { answerTrainPin } from './support/trains';

const PRODUCT = 'Nhật Bản · 5 GB · 7 ngày';
const CUSTOMER = { fullName: 'Phạm Thu Hà', email: 'thuha.pham@example.com', mobile: '0987654321' };

test('an agent finds Nhật Bản 5 GB 7 days, pays two eSIMs, sees both QR codes, mails them and refunds one unused', async ({
  page,
  tree,
}) => {
  test.setTimeout(180_000);
  const started = Date.now();
  await signIn(page, tree.f2Admin.username, TREE_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 30_000 });
  const before = await headerBalance(page);

  // The catalogue: the destination typed without accents, then 1–7 days and 3–10 GB.
  await page.goto('/esim/products');
  const filters = page.getByRole('search', { name: 'Lọc gói eSIM' });
  await filters.getByRole('searchbox', { name: 'Điểm đến' }).fill('nhat ban');
  await filters.getByRole('combobox', { name: 'Số ngày' }).selectOption({ label: '1–7 ngày' });
  await filters.getByRole('combobox', { name: 'Dung lượng' }).selectOption({ label: 'Trên 3 đến 10 GB' });
  const table = page.getByRole('table', { name: 'Danh sách gói eSIM' });
  const row = table.getByRole('row').filter({ hasText: 'Nhật Bản' }).filter({ hasText: '5 GB' });
  await expect(row.filter({ hasText: '7 ngày' })).toHaveCount(1, { timeout: 30_000 });
  const unitPrice = vnd(await row.getByRole('cell').nth(4).innerText());
  expect(unitPrice).toBeGreaterThan(0);

  // The detail: coverage and networks, two of it into the cart.
  await row.getByRole('link', { name: 'Nhật Bản' }).click();
  await expect(page).toHaveURL(/\/esim\/product-detail\?id=jp-5gb-7d$/);
  await expect(page.getByRole('heading', { name: PRODUCT })).toBeVisible();
  await expect(page.getByText('Docomo', { exact: false }).first()).toBeVisible();
  const quantity = page.getByRole('group', { name: 'Số lượng' });
  await quantity.getByRole('button', { name: 'Tăng số lượng' }).click();
  await expect(quantity).toContainText('2');
  await page.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await page
    .getByRole('link', { name: 'Xem giỏ hàng' })
    .or(page.getByRole('button', { name: 'Xem giỏ hàng' }))
    .click();

  // The cart survives a reload; its total is two of the price shown.
  await expect(page).toHaveURL(/\/esim\/cart$/);
  await page.reload();
  const lines = page.getByRole('table', { name: 'Các gói trong giỏ' });
  await expect(lines.getByRole('row').filter({ hasText: PRODUCT })).toHaveCount(1);
  const total = vnd(await page.getByTestId('esim-cart-total').innerText());
  expect(total).toBe(2 * unitPrice);

  // Checkout: the customer, one confirmation, the PIN; the deposit down by exactly the total.
  const customer = page.getByRole('region', { name: 'Thông tin khách hàng' });
  await customer.getByRole('textbox', { name: /^Họ và tên/ }).fill(CUSTOMER.fullName);
  await customer.getByRole('textbox', { name: /^Email/ }).fill(CUSTOMER.email);
  await customer.getByRole('textbox', { name: /^Số di động/ }).fill(CUSTOMER.mobile);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  const pay = page.getByRole('dialog', { name: 'Xác nhận thanh toán' });
  await expect(pay).toContainText(`${total.toLocaleString('vi-VN')} ₫`);
  await pay.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await answerTrainPin(page);
  await expect(page).toHaveURL(/\/esim\/list-order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByText('Hoàn tất', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before - total);

  // Both eSIMs, each with its activation QR code and manual codes.
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    await expect(card.getByRole('img', { name: /^Mã QR kích hoạt eSIM 89\d{17,18}$/ })).toBeVisible();
    await expect(card).toContainText('Địa chỉ SM-DP+');
    await expect(card).toContainText('Chưa kích hoạt');
  }
  const orderCode = (await page.getByRole('heading', { name: /^Mã đơn ESH/ }).innerText())
    .replace('Mã đơn ', '')
    .trim();

  // Send to the customer: the address prefilled, a toast, and the order marks when.
  await page.getByRole('button', { name: 'Gửi cho khách' }).click();
  const mail = page.getByRole('dialog', { name: 'Gửi mã QR cho khách' });
  await expect(mail.getByRole('textbox', { name: /^Email nhận/ })).toHaveValue(CUSTOMER.email);
  await mail.getByRole('button', { name: 'Gửi' }).click();
  await expect(page.getByText(`Đã gửi mã QR đến ${CUSTOMER.email}.`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Đã gửi lúc /)).toBeVisible();

  // Refund the second eSIM, unused: the exact price back to the deposit, its card marked refunded.
  const second = cards.nth(1);
  await second.getByRole('button', { name: 'Hoàn tiền' }).click();
  const refund = page.getByRole('dialog', { name: /^Hoàn tiền eSIM / });
  await expect(refund).toContainText(`${unitPrice.toLocaleString('vi-VN')} ₫`);
  await refund.getByRole('button', { name: 'Xác nhận hoàn tiền' }).click();
  await answerTrainPin(page);
  await expect(second.getByText('Đã hoàn tiền', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(second.getByRole('button', { name: 'Hoàn tiền' })).toHaveCount(0);
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before - total + unitPrice);

  // The order in the list, found by its code.
  await page.goto('/esim/list-order');
  const listFilters = page.getByRole('form', { name: 'Lọc đơn hàng eSIM' });
  await listFilters.getByRole('textbox', { name: 'Mã đơn, ICCID, tên, email, điện thoại' }).fill(orderCode);
  await listFilters.getByRole('button', { name: 'Tìm kiếm' }).click();
  const list = page.getByRole('table', { name: 'Danh sách đơn hàng eSIM' });
  const listed = list.getByRole('row').filter({ hasText: orderCode });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(CUSTOMER.fullName);
  await expect(listed).toContainText(`${total.toLocaleString('vi-VN')} ₫`);
  test.info().annotations.push({ type: 'journey-ms', description: String(Date.now() - started) });
});
