// The storefront journey (issue 20) on a phone: a consumer opens the demo F1's site /s/sao-viet, searches HAN→SGN,
// sees the offers stream in with the site's service fee included (the shown price is the API's consumer price), sorts
// and filters them, chooses a fare and fills the passenger and contact form; the flight is held for the agency and the
// consumer lands on the order's confirmation page (number, status, total, the bank transfer's VietQR). The agency then
// sees the order, confirms the payment, issues the held flight from its booking page and completes the order.
import { expect, test } from '@playwright/test';
import { signInAndWaitForHome } from './support/portal';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(Date.now() + days * 86_400_000));
const vnd = (text: string) => Number(text.replace(/[^0-9]/g, ''));

test('a consumer searches HAN→SGN on the site, sees prices with the service fee, chooses one, holds it and sees the order; the agency issues it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/s/sao-viet');
  // The site's name part of it: the b2c-config journey renames the demo site on the same server.
  await expect(page.getByRole('banner').getByRole('link', { name: /Sao Việt/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Gọi hotline/ })).toHaveAttribute('href', 'tel:19006868');

  const date = inDays(20);
  const form = page.locator('form.sf-search').first();
  await form.getByLabel('Điểm đi').fill('HAN');
  await form.getByLabel('Điểm đến').fill('SGN');
  await form.getByLabel('Ngày đi').fill(date);
  await form.getByLabel('Người lớn').selectOption('2');
  await form.getByRole('button', { name: 'Tìm chuyến bay' }).click();
  await expect(page).toHaveURL(/\/s\/sao-viet\/flights\?/);

  // Offers stream in; the fee is included in the price (the demo site's setting).
  const offers = page.locator('article.sf-offer');
  await expect(offers.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.sf-progress')).toHaveCount(0, { timeout: 30_000 });

  // The cheapest shown first is the API's cheapest consumer price, fee included.
  const api = await request.post('/api/s/sao-viet/flights/search', {
    data: { from: 'HAN', to: 'SGN', departDate: date, adt: 2 },
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  const apiOffers = (await api.text())
    .split('\n')
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as {
          type: string;
          offers?: { lowestPrice: number; fares: { serviceFeePerPassenger: number }[] }[];
        },
    )
    .flatMap((event) => event.offers ?? []);
  const cheapest = Math.min(...apiOffers.filter((offer) => offer.lowestPrice > 0).map((offer) => offer.lowestPrice));
  expect(vnd(await offers.first().locator('summary').innerText())).toBe(cheapest);
  expect(apiOffers[0]!.fares[0]!.serviceFeePerPassenger).toBeGreaterThan(0);

  // Filter by one airline, then sort by departure time.
  await page.getByLabel('Hãng bay').selectOption({ label: 'Vietnam Airlines' });
  await expect(offers.first()).toContainText('Vietnam Airlines');
  expect(await page.locator('article.sf-offer[data-airline]:not([data-airline="VN"])').count()).toBe(0);
  await page.getByLabel('Sắp xếp').selectOption({ label: 'Giờ cất cánh sớm nhất' });

  const first = offers.first();
  await first.locator('summary').click();
  const fare = first
    .locator('li.sf-fare')
    .filter({ has: page.getByRole('button', { name: 'Chọn' }) })
    .first();
  await expect(fare).toContainText('Đã gồm thuế, phí và phí dịch vụ');
  const total = vnd((await fare.locator('small', { hasText: 'Tổng cộng' }).innerText()).split(':')[1]!);
  await fare.getByRole('button', { name: 'Chọn' }).click();

  await expect(page).toHaveURL(/\/s\/sao-viet\/flights\/passengers\?/);
  await expect(page.locator('#sf-chosen')).toContainText('Vietnam Airlines');
  expect(vnd(await page.locator('.sf-total strong').innerText())).toBe(total);

  const passengerForm = page.locator('#sf-passengers');
  // A wrong phone is refused in the browser, naming the field.
  const adults = passengerForm.locator('fieldset[data-type="ADT"]');
  await adults.nth(0).getByLabel('Danh xưng').selectOption('MR');
  await adults.nth(0).getByLabel('Họ').fill('Nguyễn');
  await adults.nth(0).getByLabel('Tên đệm và tên').fill('Văn Đức');
  await adults.nth(1).getByLabel('Danh xưng').selectOption('MRS');
  await adults.nth(1).getByLabel('Họ').fill('Trần');
  await adults.nth(1).getByLabel('Tên đệm và tên').fill('Thị Thu Hà');
  await passengerForm.getByLabel('Số điện thoại di động').fill('12345');
  await passengerForm.getByRole('button', { name: 'Gửi yêu cầu giữ chỗ' }).click();
  await expect(passengerForm.getByLabel('Số điện thoại di động')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Vui lòng kiểm tra' })).toBeVisible();

  await passengerForm.getByLabel('Số điện thoại di động').fill('0912345678');
  await passengerForm.getByLabel('Email').fill('duc.nguyen@example.vn');
  await passengerForm.getByRole('button', { name: 'Gửi yêu cầu giữ chỗ' }).click();

  // Held for the agency: the order's own page, reached by its keyed link, never indexed.
  await expect(page).toHaveURL(/\/s\/sao-viet\/order\/B2C\d{6}[A-Z2-9]{4}\?key=[\w-]{32}$/, { timeout: 30_000 });
  const orderNumber = /\/order\/(B2C\w+)\?/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: `Đơn hàng ${orderNumber}` })).toBeVisible();
  await expect(page.locator('.sf-order-status')).toContainText('Đang giữ chỗ, chờ thanh toán');
  await expect(page.locator('.sf-order')).toContainText('Nguyễn Văn Đức');
  const totalRow = page.locator('.sf-order dt', { hasText: 'Tổng cộng' }).locator('xpath=following-sibling::dd[1]');
  expect(vnd(await totalRow.innerText())).toBe(total);
  await expect(page.getByText(/Vui lòng thanh toán trước \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  const pay = page.locator('section.sf-pay');
  await expect(pay).toContainText(orderNumber);
  await expect(pay.getByRole('img', { name: /Quét mã QR/ }).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The same link with a wrong key is the site's 404 page.
  const wrong = await page.goto(page.url().replace(/key=[\w-]+/, 'key=' + 'A'.repeat(32)));
  expect(wrong?.status()).toBe(404);

  // The agency: the order is there at once, awaiting payment; the agent confirms the transfer, issues the flight from
  // its booking page through the normal issue (the deposit pays the agency's price), then completes the order.
  const office = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const agent = await office.newPage();
  await signInAndWaitForHome(agent, 'f1.admin');
  await agent.goto('/b2c/list-order');
  const table = agent.getByRole('table', { name: 'Danh sách đơn hàng B2C' });
  const row = table.getByRole('row').filter({ has: agent.getByRole('button', { name: orderNumber }) });
  await expect(row.getByText('02 · Chờ thanh toán')).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: orderNumber }).click();
  const drawer = agent.getByRole('dialog');
  await expect(drawer.getByRole('textbox', { name: 'Số tiền đã nhận' })).toHaveValue(total.toLocaleString('vi-VN'));
  await drawer.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  await expect(drawer.getByText('03 · Đã thanh toán')).toBeVisible();
  const bookingLink = drawer.getByRole('link', { name: /^[A-Z0-9]{6} \(HOLD\)$/ });
  const pnr = (await bookingLink.innerText()).slice(0, 6);
  await bookingLink.click();
  await expect(agent.getByRole('heading', { name: `Đặt chỗ ${pnr}`, level: 1 })).toBeVisible();
  await agent.getByRole('group', { name: 'Thao tác với đặt chỗ' }).getByRole('button', { name: 'Xuất vé' }).click();
  const issue = agent.getByRole('dialog', { name: `Xuất vé ${pnr}` });
  await expect(issue).toContainText('2 hành khách');
  await issue.getByRole('button', { name: 'Xác nhận xuất vé' }).click();
  await expect(agent.getByText(`Đã xuất vé ${pnr}`)).toBeVisible({ timeout: 30_000 });
  await agent.goto('/b2c/list-order');
  await table.getByRole('button', { name: orderNumber }).click();
  await drawer.getByRole('button', { name: 'Hoàn tất' }).click();
  await expect(drawer.getByText('05 · Hoàn tất')).toBeVisible();
  await office.close();
});

test('an unknown site answers a clean 404 page', async ({ page }) => {
  const response = await page.goto('/s/khong-ton-tai');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
});
