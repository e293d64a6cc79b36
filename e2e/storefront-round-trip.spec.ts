// The storefront's round trip on a phone (decision 145): a consumer searches HAN⇄SGN "Khứ hồi" on the demo site, picks an
// outbound flight, changes it once, picks it again and then a return from the list held with it, sees both flights and
// the round-trip total on the passenger form, sends it, and lands on the order's confirmation page with both flights.
import { expect, test, type Locator, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(Date.now() + days * 86_400_000));
const vnd = (text: string) => Number(text.replace(/[^0-9]/g, ''));
const ddMMyyyy = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** The first bookable fare of the first listed flight: opened, its total under `label` read, then chosen. */
async function chooseFirstFare(page: Page, label: string): Promise<{ total: number; flight: string }> {
  const offer = page.locator('article.sf-offer').first();
  const flight = (await offer.locator('header small').innerText()).trim();
  await offer.locator('summary').click();
  const fare = offer
    .locator('li.sf-fare')
    .filter({ has: page.getByRole('button', { name: 'Chọn' }) })
    .first();
  const total = vnd((await fare.locator('small', { hasText: label }).innerText()).split(':')[1]!);
  await fare.getByRole('button', { name: 'Chọn' }).click();
  return { total, flight };
}

/** Waits, on the page's own clock, until the form token is as old as a person needs (the server refuses it sooner). */
async function waitForPersonLikePause(form: Locator, page: Page): Promise<void> {
  const token = await form.locator('input[name="formToken"]').inputValue();
  const issuedAt = (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as { t: number }).t;
  await page.waitForFunction((issued) => Date.now() >= issued + 3_500, issuedAt);
}

test('a consumer searches a round trip on the site, picks the outbound and the return, holds both and sees them on the order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const departDate = inDays(23);
  const returnDate = inDays(26);
  await page.goto('/s/sao-viet');
  const form = page.locator('form.sf-search').first();
  // One way by default: the return date shows once "Khứ hồi" is checked.
  await expect(form.getByLabel('Ngày về')).toBeHidden();
  await form.getByLabel('Khứ hồi').check();
  await form.getByLabel('Điểm đi').fill('HAN');
  await form.getByLabel('Điểm đến').fill('SGN');
  await form.getByLabel('Ngày đi').fill(departDate);
  await form.getByLabel('Ngày về').fill(returnDate);
  await form.getByRole('button', { name: 'Tìm chuyến bay' }).click();
  await expect(page).toHaveURL(/\/s\/sao-viet\/flights\?.*trip=rt/);
  await expect(page.locator('.sf-refine summary')).toContainText(
    `HAN ⇄ SGN · Khứ hồi ${ddMMyyyy(departDate)} – ${ddMMyyyy(returnDate)}`,
  );

  // The outbound list first: it streams in, then the consumer keeps to one airline.
  await expect(page.getByRole('heading', { name: /^Chọn chuyến đi · HAN → SGN/ })).toBeVisible();
  await expect(page.locator('article.sf-offer').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.sf-progress')).toHaveCount(0, { timeout: 30_000 });
  await page.getByLabel('Hãng bay').selectOption({ label: 'Vietnam Airlines' });
  await expect(page.locator('article.sf-offer[data-airline]:not([data-airline="VN"])')).toHaveCount(0);
  const firstPick = await chooseFirstFare(page, 'Tổng chiều đi');

  // The return list, with the chosen outbound above it; changing it goes back to the outbound list.
  const outbound = page.getByRole('region', { name: 'Chuyến đi' });
  await expect(outbound).toContainText(firstPick.flight);
  await expect(page.getByRole('heading', { name: /^Chọn chuyến về · SGN → HAN/ })).toBeVisible();
  await outbound.getByRole('button', { name: 'Đổi chuyến đi' }).click();
  await expect(page.getByRole('heading', { name: /^Chọn chuyến đi/ })).toBeVisible();
  await page.getByLabel('Sắp xếp').selectOption({ label: 'Giờ cất cánh sớm nhất' });
  const out = await chooseFirstFare(page, 'Tổng chiều đi');
  await expect(outbound).toContainText(out.flight);
  // The phone's back button goes back to the outbounds, and forward to this outbound's returns, on the same page.
  await page.goBack();
  await expect(page.getByRole('heading', { name: /^Chọn chuyến đi/ })).toBeVisible();
  await page.goForward();
  await expect(outbound).toContainText(out.flight);
  await expect(page.locator('article.sf-offer').first()).toContainText(/SGN → \d{2}:\d{2} HAN/);
  const back = await chooseFirstFare(page, 'Tổng khứ hồi');
  expect(back.total).toBeGreaterThan(out.total);

  // The passenger form: both flights and the round trip's total.
  await expect(page).toHaveURL(/\/s\/sao-viet\/flights\/passengers\?.*trip=rt/);
  const chosen = page.locator('#sf-chosen');
  await expect(chosen).toContainText('Chuyến đi');
  await expect(chosen).toContainText(out.flight);
  await expect(chosen).toContainText('Chuyến về');
  await expect(chosen).toContainText(back.flight);
  expect(vnd(await page.locator('.sf-total strong').innerText())).toBe(back.total);

  const passengers = page.locator('#sf-passengers');
  const adult = passengers.locator('fieldset[data-type="ADT"]').first();
  await adult.getByLabel('Danh xưng').selectOption('MS');
  await adult.getByLabel('Họ').fill('Phạm');
  await adult.getByLabel('Tên đệm và tên').fill('Khứ Hồi Lan');
  await passengers.getByLabel('Số điện thoại di động').fill('0987654321');
  await passengers.getByLabel('Email').fill('lan.pham@example.vn');
  await waitForPersonLikePause(passengers, page);
  await passengers.getByRole('button', { name: 'Gửi yêu cầu giữ chỗ' }).click();

  // Held: the order's page lists both flights, its total the one the consumer accepted.
  await expect(page).toHaveURL(/\/s\/sao-viet\/order\/B2C\d{6}[A-Z2-9]{4}\?key=[\w-]{32}$/, { timeout: 30_000 });
  const order = page.locator('.sf-order');
  await expect(page.locator('.sf-order-status')).toContainText('Đang giữ chỗ, chờ thanh toán');
  await expect(order).toContainText(new RegExp(`${out.flight} HAN → SGN · ${ddMMyyyy(departDate)} \\d{2}:\\d{2}`));
  await expect(order).toContainText(new RegExp(`${back.flight} SGN → HAN · ${ddMMyyyy(returnDate)} \\d{2}:\\d{2}`));
  await expect(order).toContainText('Phạm Khứ Hồi Lan');
  const totalRow = order.locator('dt', { hasText: 'Tổng cộng' }).locator('xpath=following-sibling::dd[1]');
  expect(vnd(await totalRow.innerText())).toBe(back.total);
});
