// The consumer eSIM journey (issue 20, decisions 137–138): on a phone, a consumer opens the demo F1's site, finds Japan
// by typing it without accents, orders two 5 GB / 7-day eSIMs at the site's price (the total follows the quantity) and
// lands on the order's confirmation address with its code; then f1.admin, at a desk, finds the order, confirms the
// payment and issues it from the deposit: the order is completed and linked to its eSIM order.
import { expect, test } from '@playwright/test';
import { signInAndWaitForHome } from './support/portal';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const vnd = (text: string) => Number(text.replace(/[^0-9]/g, ''));

test('a consumer orders eSIMs on the site; the agency confirms the payment and issues them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/s/sao-viet');
  await page.getByRole('link', { name: 'eSIM du lịch' }).first().click();
  await expect(page).toHaveURL(/\/s\/sao-viet\/esim$/);
  await expect(page.getByRole('heading', { name: 'eSIM du lịch quốc tế' })).toBeVisible();

  // The island filters the destinations as the consumer types, accents left out.
  await page.getByLabel('Tìm điểm đến').fill('nhat ban');
  await expect(page.locator('li[data-names]:visible')).toHaveCount(1);
  await page.getByRole('link', { name: /Nhật Bản/ }).click();
  await expect(page).toHaveURL(/\/s\/sao-viet\/esim\?dest=JP$/);
  const row = page.locator('tr[data-package="jp-5gb-7d"]');
  const unitPrice = vnd(await row.locator('.sf-esim-price').innerText());
  expect(unitPrice).toBeGreaterThan(0);
  await row.getByRole('link', { name: 'Đặt mua Nhật Bản 5 GB 7 ngày' }).click();

  await expect(page.getByRole('heading', { name: 'Đặt mua eSIM' })).toBeVisible();
  const form = page.locator('#sf-esim-order');
  await form.getByLabel('Số lượng eSIM').selectOption('2');
  await expect(page.locator('#sf-esim-total')).toHaveText(`${(2 * unitPrice).toLocaleString('vi-VN')} ₫`);
  await form.getByLabel('Họ tên người liên hệ').fill('Trần Thị Mai');
  await form.getByLabel('Số điện thoại di động').fill('0912 345 678');
  // The email is required (the QR codes are mailed): the form says so before anything is sent.
  await form.getByRole('button', { name: 'Đặt mua eSIM' }).click();
  await expect(form.locator('.sf-issue')).toHaveText(['Vui lòng nhập thông tin này']);
  await form.getByLabel('Email').fill('mai.tran@example.vn');
  await form.getByRole('button', { name: 'Đặt mua eSIM' }).click();
  await expect(page).toHaveURL(/\/s\/sao-viet\/order\/B2C\d{6}[A-Z2-9]{4}\?key=[A-Za-z0-9_-]{32}$/, {
    timeout: 20_000,
  });
  const orderCode = /\/order\/(B2C[0-9A-Z]+)\?/.exec(page.url())![1]!;

  // The agency, at a desk.
  const desk = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const agent = await desk.newPage();
  await signInAndWaitForHome(agent, 'f1.admin');
  await agent.goto(`/b2c/list-order?q=${orderCode}`);
  const table = agent.getByRole('table', { name: 'Danh sách đơn hàng B2C' });
  await expect(table.getByText('02 · Chờ thanh toán')).toBeVisible();
  await table.getByRole('button', { name: orderCode }).click();
  const drawer = agent.getByRole('dialog');
  await expect(drawer.getByRole('textbox', { name: 'Số tiền đã nhận' })).toHaveValue(
    (2 * unitPrice).toLocaleString('vi-VN'),
  );
  await drawer.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  await expect(drawer.getByText('03 · Đã thanh toán')).toBeVisible();

  await expect(drawer.getByText(/Quỹ đại lý trả khi xuất/)).toBeVisible();
  await expect(drawer.getByText('Gửi mã QR tới: mai.tran@example.vn')).toBeVisible();
  await drawer.getByRole('button', { name: 'Xuất eSIM' }).click();
  await expect(drawer.getByText('05 · Hoàn tất')).toBeVisible({ timeout: 20_000 });
  await expect(drawer.getByRole('link', { name: /\(COMPLETED\)$/ })).toBeVisible();
  await expect(drawer.getByText(/Gửi mã QR eSIM cho khách/)).toBeVisible();
  await desk.close();
});
