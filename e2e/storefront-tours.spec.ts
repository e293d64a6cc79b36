// The consumer's tour journey (issue 20) on a phone: the demo F1's site /s/sao-viet lists its tours, one opens with its
// itinerary, prices and booking form; two adults on the first open departure show the live total and deposit; the
// booking answers an order code and opens its confirmation page; the agency's f1.admin then finds the order in
// /b2c/list-order awaiting payment with the deposit due.
import { expect, test } from '@playwright/test';
import { signInAndWaitForHome } from './support/portal';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Letters only (a contact name allows no digits): this run's mark. */
const mark = () =>
  Date.now()
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');

test('a consumer books the Hạ Long tour for 2 adults and the agency sees the order', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.goto('/s/sao-viet');
  // The header's menu (named after the site, which the b2c-config journey may have renamed on this server).
  await page.getByRole('banner').getByRole('link', { name: 'Tour du lịch' }).click();
  await expect(page).toHaveURL(/\/s\/sao-viet\/tours$/);
  await expect(page.getByRole('heading', { name: 'Tour du lịch', level: 1 })).toBeVisible();

  const card = page.locator('article.sf-tour-card').filter({ hasText: 'Hạ Long 2N1Đ' });
  await expect(card).toContainText('Khởi hành từ Hà Nội');
  await expect(card).toContainText('3.290.000 ₫');
  await card.getByRole('link', { name: 'Xem tour' }).click();
  await expect(page).toHaveURL(/\/s\/sao-viet\/tours\/HL-2N1D$/);
  await expect(page.getByRole('heading', { name: /Hạ Long 2N1Đ/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lịch trình' })).toBeVisible();
  await expect(page.getByText('Bữa ăn: trưa, tối')).toBeVisible();

  const form = page.locator('#sf-tour-booking');
  const departure = form.getByLabel('Ngày khởi hành');
  await expect(departure).toHaveValue(/[0-9a-f-]{36}/);
  await form.getByLabel('Người lớn (từ 10 tuổi)').selectOption('2');
  // The island prices the party as it changes: 2 × 3.290.000, half of it as the deposit.
  await expect(form.locator('[data-total]')).toHaveText('6.580.000 ₫');
  await expect(form.locator('[data-deposit]')).toHaveText('3.290.000 ₫');

  // A wrong phone is refused in the browser, naming the field.
  const name = `Nguyễn Văn Khách ${mark()}`;
  await form.getByLabel('Họ tên người liên hệ').fill(name);
  await form.getByLabel('Số điện thoại di động').fill('12345');
  await form.getByRole('button', { name: 'Đặt tour và giữ chỗ' }).click();
  await expect(form.getByLabel('Số điện thoại di động')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Số điện thoại di động').fill('0912345678');
  await form.getByLabel('Email').fill('khach@example.vn');
  const booked = page.waitForResponse((response) => /\/api\/s\/sao-viet\/tours\/[^/]+\/bookings$/.test(response.url()));
  await form.getByRole('button', { name: 'Đặt tour và giữ chỗ' }).click();
  expect((await booked).status()).toBe(200);
  // The island opens the order's confirmation page under the site (its own branch renders it): the code is in its path.
  await expect(page).toHaveURL(/\/s\/sao-viet\/order\/B2C\d{6}[A-Z2-9]{4}\?key=[\w-]{32}$/);
  const code = /\/order\/(B2C\w+)\?/.exec(page.url())![1]!;

  // The agency sees it at once, awaiting payment, the deposit due.
  const office = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const agent = await office.newPage();
  await signInAndWaitForHome(agent, 'f1.admin');
  await agent.goto('/b2c/list-order');
  const table = agent.getByRole('table', { name: 'Danh sách đơn hàng B2C' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('button', { name: code })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('02 · Chờ thanh toán')).toBeVisible();
  await expect(row).toContainText('Hạ Long 2N1Đ');
  await expect(row).toContainText('6.580.000');
  await expect(row).toContainText('3.290.000');
  await office.close();
});
