// The B2C tours back office (issue 20): an F1 administrator of the demo F1 creates a tour on /b2c/change-tour (a day
// of itinerary typed as a person types, prices, a cancellation tier), gives it a departure, finds it in /b2c/tours as a
// draft the consumer site does not show, publishes it, reads it on /b2c/tour/{id}, changes its seats and adult price,
// and sees both there and on the demo F1's storefront /s/sao-viet/tours/{code}. Then /b2c/news/{id} and
// /b2c/news-by-tag: a seeded article's tag lists that tag's articles only.
import { expect, type Page } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { typedDay, vietnamDay } from './support/days';
import { signIn } from './support/portal';

/** The tour form's field of this label (the required ones end with an asterisk the label's text leaves out). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const numberField = (page: Page, label: string) => page.getByRole('spinbutton', { name: label, exact: true });

test('an F1 administrator creates, publishes and changes a B2C tour, and reads the B2C news by tag', async ({
  page,
  tree,
}) => {
  test.setTimeout(360_000);
  const mark = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();
  const code = `SP-${mark}`;
  const title = `Sa Pa – Fansipan 3N2Đ ${mark}`;
  const departure = vietnamDay(40);
  await signIn(page, tree.f1Admin.username, TREE_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 90_000 });

  // 1. The tour's facts, a day of itinerary, its prices and one more cancellation tier; saved, it stays a draft.
  await page.goto('/b2c/tours');
  await page.getByRole('button', { name: 'Thêm tour' }).click();
  await expect(page).toHaveURL(/\/b2c\/change-tour$/);
  await expect(page.getByRole('heading', { name: 'Tạo tour', level: 1 })).toBeVisible({ timeout: 60_000 });
  await field(page, 'Mã tour').fill(code);
  await field(page, 'Tên tour').fill(title);
  await expect(numberField(page, 'Số ngày')).toHaveValue('3');
  await expect(numberField(page, 'Số đêm')).toHaveValue('2');
  await field(page, 'Điểm khởi hành').fill('Hà Nội');
  await field(page, 'Tóm tắt').fill(
    'Chinh phục nóc nhà Đông Dương bằng cáp treo, bản Cát Cát và thị trấn trong sương.',
  );
  await page.getByRole('button', { name: 'Thêm ngày' }).click();
  await field(page, 'Tiêu đề ngày').fill('Hà Nội – Sa Pa – Bản Cát Cát');
  // Typed key by key as a person types: the spaces and the new line stay where they were typed.
  const dayText = field(page, 'Nội dung ngày');
  await dayText.click();
  await dayText.pressSequentially('Xe đón tại phố cổ lúc 7:00.');
  await dayText.press('Enter');
  await dayText.pressSequentially('Chiều đi bộ bản Cát Cát.');
  await expect(dayText).toHaveValue('Xe đón tại phố cổ lúc 7:00.\nChiều đi bộ bản Cát Cát.');
  await page.getByRole('checkbox', { name: 'Trưa' }).check();
  await page.getByRole('checkbox', { name: 'Tối' }).check();
  await numberField(page, 'Giá người lớn (VND)').fill('2400000');
  await numberField(page, 'Giá trẻ dưới 5 tuổi (VND)').fill('500000');
  await numberField(page, 'Phụ thu phòng đơn (VND)').fill('900000');
  await numberField(page, 'Đặt cọc (%)').fill('30');
  // The live price of the preview's party, two adults and a child of 7: 2 × 2.400.000 + 75 % of it, 30 % as the deposit.
  await expect(page.getByTestId('party-total')).toHaveText('Tổng: 6.600.000 ₫');
  await expect(page.getByTestId('party-deposit')).toHaveText('Đặt cọc 30 %: 1.980.000 ₫');
  await field(page, 'Bao gồm (mỗi dòng một mục)').fill('Xe giường nằm Hà Nội – Sa Pa khứ hồi\nKhách sạn 3 sao');
  await field(page, 'Không bao gồm (mỗi dòng một mục)').fill('Vé cáp treo Fansipan');
  await page.getByRole('button', { name: 'Thêm mức huỷ' }).click();
  await numberField(page, 'Trước ngày đi (từ … ngày)').last().fill('5');
  await numberField(page, 'Phí huỷ (%)').last().fill('30');
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/b2c\/tours$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Lưu tour' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/b2c\/change-tour\?id=[0-9a-f-]{36}$/, { timeout: 60_000 });
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByRole('heading', { name: `Sửa tour ${code}`, level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('3N2Đ · Nháp')).toBeVisible();

  // 2. A fixed departure with 25 seats, added once the tour is saved.
  await field(page, 'Ngày (yyyy-mm-dd)').fill(departure);
  await numberField(page, 'Số chỗ').fill('25');
  await page.getByRole('button', { name: 'Thêm ngày khởi hành' }).click();
  const departures = page.getByRole('list', { name: 'Ngày khởi hành' });
  const departureRow = departures.getByRole('listitem').filter({ hasText: typedDay(departure) });
  await expect(departureRow).toContainText('Đã đặt 0, còn 25', { timeout: 60_000 });

  // 3. In the list, found by its code: a draft, which the consumer site does not show until it is published.
  await page.goto('/b2c/tours');
  await page.getByRole('textbox', { name: 'Tìm mã, tên, điểm đi' }).fill(code);
  const table = page.getByRole('table', { name: 'Tour du lịch' });
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(title, { timeout: 60_000 });
  await expect(row).toContainText('3N2Đ');
  await expect(row).toContainText('Hà Nội');
  await expect(row).toContainText('2.400.000 ₫');
  await expect(row).toContainText(typedDay(departure));
  await expect(row.getByRole('cell', { name: '25', exact: true })).toBeVisible();
  await expect(row).toContainText('Nháp');
  await expect(table.getByRole('row')).toHaveCount(2);
  const storefrontPath = `/s/sao-viet/tours/${code}`;
  const storefront = await page.context().newPage();
  expect((await storefront.goto(storefrontPath))!.status()).toBe(404);
  await row.getByRole('button', { name: 'Đăng bán' }).click();
  await expect(row).toContainText('Đang bán', { timeout: 60_000 });
  await expect(row.getByRole('button', { name: 'Ngừng đăng' })).toBeVisible();

  // 4. Its page: the figures as entered, the departure in its month's calendar, the preview's party price.
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/b2c/tour/${id}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`${code} · 3N2Đ · khởi hành từ Hà Nội`)).toBeVisible();
  await expect(page.getByText('Đang bán', { exact: true })).toBeVisible();
  await expect(page.getByTestId('adult-price')).toHaveText('2.400.000 ₫ / Người lớn');
  await expect(page.getByText('Trẻ em 5–dưới 10: 75 % giá người lớn · Trẻ dưới 5: 500.000 ₫')).toBeVisible();
  await expect(page.getByText('Phụ thu phòng đơn (VND): 900.000 ₫ · Đặt cọc (%): 30 %')).toBeVisible();
  await expect(page.getByText('Ngày 1: Hà Nội – Sa Pa – Bản Cát Cát')).toBeVisible();
  await expect(page.getByText('Chiều đi bộ bản Cát Cát.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Khách sạn 3 sao' })).toBeVisible();
  await expect(page.getByText('Huỷ trước từ 5 ngày: mất 30 %')).toBeVisible();
  const calendar = page.getByRole('group', { name: 'Lịch khởi hành' });
  await expect(calendar.locator(`[data-date="${departure}"]`)).toContainText('Còn 25 chỗ');
  await expect(page.getByTestId('party-total')).toHaveText('Tổng: 6.600.000 ₫');

  // 5. Changed: 30 seats on the departure (saved as the field is left), then the adult price.
  await page.getByRole('button', { name: 'Sửa', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/b2c/change-tour\\?id=${id}$`));
  await expect(field(page, 'Mã tour')).toHaveValue(code, { timeout: 60_000 });
  await expect(departureRow).toContainText('Đã đặt 0, còn 25', { timeout: 60_000 });
  await departureRow.getByRole('spinbutton', { name: 'Số chỗ' }).fill('30');
  await departureRow.getByRole('spinbutton', { name: 'Số chỗ' }).blur();
  await expect(departureRow).toContainText('Đã đặt 0, còn 30', { timeout: 60_000 });
  await expect(numberField(page, 'Giá người lớn (VND)')).toHaveValue('2400000');
  await numberField(page, 'Giá người lớn (VND)').fill('2600000');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/b2c/tours/${id}`),
  );
  await page.getByRole('button', { name: 'Lưu tour' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByRole('button', { name: 'Xem trang tour' }).click();
  await expect(page).toHaveURL(new RegExp(`/b2c/tour/${id}$`));
  await expect(page.getByTestId('adult-price')).toHaveText('2.600.000 ₫ / Người lớn', { timeout: 60_000 });
  await expect(calendar.locator(`[data-date="${departure}"]`)).toContainText('Còn 30 chỗ');
  await expect(page.getByText('Ngày 1: Hà Nội – Sa Pa – Bản Cát Cát')).toBeVisible();

  // 6. The consumer site: the tour in its list and on its own page, at the new price, with its open departure.
  await storefront.goto('/s/sao-viet/tours');
  const card = storefront.locator('article.sf-tour-card').filter({ hasText: title });
  await expect(card).toContainText('Giá từ 2.600.000 ₫/khách');
  await expect(card).toContainText(`${typedDay(departure)} · Còn 30 chỗ`);
  await card.getByRole('link', { name: 'Xem tour' }).click();
  await expect(storefront).toHaveURL(new RegExp(`${storefrontPath}$`));
  await expect(storefront.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(storefront.locator('.sf-meta')).toContainText('3N2Đ Khởi hành từ Hà Nội · Giá từ 2.600.000 ₫/khách');
  const prices = storefront.locator('table.sf-prices');
  await expect(prices.getByRole('row', { name: /Người lớn/ })).toContainText('2.600.000 ₫');
  await expect(prices.getByRole('row', { name: /Trẻ em/ })).toContainText('1.950.000 ₫');
  await expect(prices.getByRole('row', { name: /Trẻ nhỏ/ })).toContainText('500.000 ₫');
  await expect(storefront.getByText('Đặt cọc 30% tổng tiền khi đặt tour')).toBeVisible();
  await expect(storefront.getByText('Hủy trước ngày khởi hành từ 5 ngày trở lên: phí 30% giá tour')).toBeVisible();
  await expect(storefront.getByText(`${typedDay(departure)} · Còn 30 chỗ`).first()).toBeVisible();
  await storefront.close();

  // 7. The B2C news: a seeded article's tag opens /b2c/news-by-tag, listing that tag's articles and no other.
  await page.goto('/b2c/news');
  const vietjet = 'Hành lý xách tay Vietjet: những điều cần biết';
  await page.getByRole('textbox', { name: 'Tìm theo tiêu đề, tóm tắt' }).fill('Hành lý xách tay Vietjet');
  await page.getByRole('button', { name: 'Tìm', exact: true }).click();
  await page.getByRole('link', { name: vietjet }).click();
  await expect(page).toHaveURL(/\/b2c\/news\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: vietjet, level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: '#vietjet' }).click();
  await expect(page).toHaveURL(/\/b2c\/news-by-tag\?tag=vietjet$/);
  await expect(page.getByRole('heading', { name: 'Tin B2C có thẻ #vietjet', level: 1 })).toBeVisible();
  const news = page.getByRole('table', { name: 'Tin tức trang B2C' });
  await expect(news.getByRole('row').filter({ hasText: vietjet })).toContainText('#vietjet', { timeout: 60_000 });
  await expect(news.getByRole('row').filter({ hasText: 'Săn vé máy bay Tết Đinh Mùi 2027' })).toHaveCount(0);
  for (const cells of await news
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .all())
    await expect(cells).toContainText('#vietjet');
});
