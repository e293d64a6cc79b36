// The customer's link (issue 12 item 23): an agent holds a PNR, sees it on the reservation status at 1440 px with
// every column in view, shares its ticket face, and the customer opens the link in a fresh signed-out browser: the
// face and its PDF, no sign-in; an altered link shows a clear page instead.
import { expect, test } from '@playwright/test';
import {
  chooseFirstFareAndContinue,
  completedPnr,
  expectSearchFinished,
  fillPassenger,
  holdAndOpenCompleted,
} from './support/bookings';
import { vietnamDay } from './support/days';
import { signInAndWaitForHome } from './support/portal';

const AGENT = 'f1.agent';

test('an agent shares a ticket face and a signed-out customer opens it; the reservation status fits 1440 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAndWaitForHome(page, AGENT);

  // A one-adult hold, from the results page straight to the completed page.
  await page.goto(`/booking/flights?type=OW&legs=HAN-SGN-${vietnamDay(26)}&adt=1&chd=0&inf=0`);
  await expectSearchFinished(page);
  await chooseFirstFareAndContinue(page);
  await fillPassenger(page, { slot: /^Người lớn 1/, title: 'MR', lastName: 'Phạm', firstName: 'Minh Khoa' });
  const contact = page.getByRole('region', { name: 'Thông tin liên hệ' });
  await contact.getByRole('textbox', { name: /^Số điện thoại di động/ }).fill('0901234567');
  await holdAndOpenCompleted(page);
  const pnr = await completedPnr(page);
  const detailHref = await page.getByRole('link', { name: `Xem chi tiết đặt chỗ ${pnr}` }).getAttribute('href');
  const bookingId = detailHref!.split('/').at(-1)!;

  // The reservation status at 1440 px: the hold is listed and no table needs a sideways scroll.
  await page.goto('/booking/reservation-status');
  const holds = page.getByRole('table', { name: 'Giữ chỗ sắp hết hạn' });
  await expect(holds.getByRole('link', { name: pnr })).toBeVisible({ timeout: 20_000 });
  for (const name of ['Giữ chỗ sắp hết hạn', 'Xuất vé chờ đối soát', 'Hủy/hoàn vé chờ đối soát']) {
    const overflow = await page
      .getByRole('table', { name })
      .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
    expect(overflow, name).toBeLessThanOrEqual(0);
  }

  // The agent makes the link (fee left out) and copies it from the dialog.
  await page.goto(`/booking/print-ticket?id=${bookingId}`);
  await page.getByRole('button', { name: 'Chia sẻ cho khách' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chia sẻ mặt vé cho khách' });
  await dialog.getByRole('button', { name: 'Tạo liên kết' }).click();
  const field = dialog.getByRole('textbox', { name: 'Liên kết cho khách' });
  await expect(field).toHaveValue(/\/share\/ticket\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  const link = await field.inputValue();
  expect(link.startsWith(baseURL!)).toBe(true);

  // The customer: a fresh browser with no session.
  const customer = await browser.newContext({ baseURL, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  try {
    const customerPage = await customer.newPage();
    await customerPage.goto(link);
    const face = customerPage.getByRole('article', { name: 'Mặt vé' });
    await expect(face).toContainText(pnr, { timeout: 20_000 });
    await expect(face).toContainText('PHAM MINH KHOA');
    await expect(customerPage).toHaveURL(/\/share\/ticket\//);
    const pdfHref = await customerPage.getByRole('link', { name: 'Tải PDF' }).getAttribute('href');
    const pdf = await customerPage.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The signature's first character changed (its last one carries spare bits).
    const [site, token] = link.split('/share/ticket/') as [string, string];
    const [payload, signature] = token.split('.') as [string, string];
    const altered = `${site}/share/ticket/${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await customerPage.goto(altered);
    await expect(customerPage.getByRole('alert')).toContainText('Không mở được mặt vé');
    await expect(customerPage).toHaveURL(/\/share\/ticket\//);
  } finally {
    await customer.close();
  }
});
