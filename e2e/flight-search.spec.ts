// Flight search journeys: a HAN⇄SGN round trip for 2 adults, 1 child and 1 infant streamed from the simulator,
// filtered, sorted, inspected and chosen, with a summary that adds up; and the same search typed into the form. Searched
// by the F1 admin of the worker's own agency tree.
import { expect, type Locator, type Page } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { typedDay, vietnamDay } from './support/days';
import { signInAndWaitForHome } from './support/portal';

const amount = (text: string) => Number(text.replace(/\D/g, ''));
const DEPART = vietnamDay(12);
const RETURN = vietnamDay(16);

async function expectSearchFinished(page: Page): Promise<void> {
  const bar = page.getByRole('progressbar', { name: 'Tiến độ tìm kiếm' });
  await expect(bar).toBeVisible();
  const systems = page.getByRole('list', { name: 'Trạng thái các hệ thống đặt chỗ' });
  for (const system of ['VN', 'VJ', 'QH', 'VU'])
    await expect(systems.getByText(new RegExp(`^${system}: [1-9]\\d* chuyến$`))).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
}

/** The cheapest fare each listed row can still sell, top to bottom (rows with every fare sold out are skipped). */
async function rowPrices(list: Locator): Promise<number[]> {
  const rows = await list.getByRole('listitem').all();
  const prices: number[] = [];
  for (const row of rows) {
    const names = await row
      .getByRole('button', { name: /^Chọn / })
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => !(button as HTMLButtonElement).disabled)
          .map((button) => button.getAttribute('aria-label') ?? ''),
      );
    if (names.length > 0) prices.push(Math.min(...names.map((name) => amount(name.replace(/^Chọn \S+ /, '')))));
  }
  return prices;
}

async function chooseSort(page: Page, option: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Sắp xếp' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('an F1 admin streams a HAN⇄SGN round trip, filters, sorts, reads the fare rules and chooses both ways', async ({
  page,
  tree,
}) => {
  await signInAndWaitForHome(page, tree.f1Admin.username, TREE_PASSWORD);
  await page.goto(`/booking/flights?type=RT&legs=HAN-SGN-${DEPART},SGN-HAN-${RETURN}&adt=2&chd=1&inf=1`);
  await expect(page.getByRole('heading', { name: 'Kết quả tìm chuyến bay', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Yêu cầu tìm kiếm' })).toContainText('2 người lớn, 1 trẻ em, 1 em bé');
  await expectSearchFinished(page);
  await expect(page.getByRole('tab', { name: 'Chiều đi' })).toHaveAttribute('aria-selected', 'true');

  // One airline and the morning band.
  const filters = page.getByRole('complementary', { name: 'Bộ lọc' });
  await filters.getByRole('checkbox', { name: /^Vietjet \(VJ\) · từ / }).check();
  await filters.getByRole('group', { name: 'Giờ cất cánh' }).getByRole('checkbox', { name: '06:00 – 12:00' }).check();
  const departList = page.getByRole('list', { name: /^Danh sách chuyến bay Chiều đi/ });
  await expect(departList.getByRole('listitem').first()).toBeVisible();
  const names = await departList
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/^VJ \d+, HAN (0[6-9]|1[01]):\d\d → SGN/);

  // Sorted by price: dearest first, then cheapest first.
  await chooseSort(page, 'Giá cao nhất');
  const descending = await rowPrices(departList);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await chooseSort(page, 'Giá thấp nhất');
  const ascending = await rowPrices(departList);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending.length).toBeGreaterThan(0);

  // The first flight's details and the fare rules of its first class.
  const firstRow = departList.getByRole('listitem').first();
  await firstRow.getByRole('button', { name: 'Chi tiết' }).click();
  const drawer = page.getByRole('dialog', { name: 'Chi tiết chuyến bay' });
  await expect(drawer.getByText(/Máy bay /).first()).toBeVisible();
  await expect(drawer.getByText(/^Hành lý: /).first()).toBeVisible();
  await drawer
    .getByRole('button', { name: /^Điều kiện giá vé / })
    .first()
    .click();
  const rules = page.getByRole('dialog', { name: /^Điều kiện giá vé VJ – hạng / });
  await expect(rules.getByRole('heading', { name: 'Hoàn vé' })).toBeVisible();
  await rules.getByRole('button', { name: 'Đóng' }).click();
  await expect(rules).toBeHidden();
  await drawer.getByRole('button', { name: 'Đóng' }).click();
  await expect(drawer).toBeHidden();

  // Departure, then the return tab opens by itself.
  await firstRow
    .getByRole('button', { name: /^Chọn \S+ [\d.]+ ₫$/ })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Chiều về' })).toHaveAttribute('aria-selected', 'true');
  const returnList = page.getByRole('list', { name: /^Danh sách chuyến bay Chiều về/ });
  await returnList
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Chọn \S+ [\d.]+ ₫$/ })
    .first()
    .click();

  // The summary: each line is count × (fare + tax + VAT + issue fee), and the total is their sum.
  const summary = page.getByRole('region', { name: 'Tóm tắt chuyến đã chọn' });
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  const table = summary.getByRole('table', { name: 'Giá theo loại hành khách' });
  const lines = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent ?? '')),
    );
  expect(lines.map((cells) => cells[0])).toEqual(['Người lớn', 'Trẻ em', 'Em bé']);
  let sum = 0;
  for (const [, count, ...money] of lines) {
    const figures = money.map(amount);
    const subtotal = figures.at(-1)!;
    const perPassenger = figures.slice(0, -1).reduce((total, value) => total + value, 0);
    expect(subtotal).toBe(amount(count!) * perPassenger);
    sum += subtotal;
  }
  const total = amount((await table.locator('tfoot td').last().textContent()) ?? '');
  expect(total).toBeGreaterThan(0);
  expect(total).toBe(sum);

  // The quote for the customer: its text names the departure flight and the total, and its image is drawn.
  const departLine = (await summary.getByRole('listitem').first().textContent()) ?? '';
  const departFlight = /^Chiều đi: (.+?) · /.exec(departLine)?.[1] ?? '';
  expect(departFlight).toMatch(/^[A-Z0-9]{2} \d+/);
  const totalText = (await table.locator('tfoot td').last().textContent()) ?? '';
  await summary.getByRole('button', { name: 'Báo giá', exact: true }).click();
  const quote = page.getByRole('dialog', { name: 'Báo giá', exact: true });
  const quoteText = await quote.getByRole('textbox', { name: 'Nội dung báo giá' }).inputValue();
  expect(quoteText.split('\n')).toContainEqual(expect.stringMatching(new RegExp(`^Chiều đi: .+ ${departFlight}$`)));
  expect(quoteText).toContain(`TỔNG CỘNG: ${totalText}`);
  await quote.getByRole('button', { name: 'Đóng' }).click();
  await summary.getByRole('button', { name: 'Báo giá dạng ảnh' }).click();
  const card = page.getByRole('dialog', { name: 'Báo giá dạng ảnh' }).getByRole('img', { name: 'Ảnh báo giá' });
  await expect(card).toHaveAttribute('src', /^(blob|data):/);
  await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await page.getByRole('dialog', { name: 'Báo giá dạng ảnh' }).getByRole('button', { name: 'Tải ảnh' }).click();
  expect((await download).suggestedFilename()).toMatch(/^bao-gia-[A-Z0-9]{2}\d+-\d{4}-\d{2}-\d{2}\.png$/);
  await page.getByRole('dialog', { name: 'Báo giá dạng ảnh' }).getByRole('button', { name: 'Đóng' }).click();

  // The departure tab now shows only the chosen flight.
  await page.getByRole('tab', { name: 'Chiều đi' }).click();
  await expect(departList.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Xem các chuyến khác' })).toHaveAttribute('aria-pressed', 'false');
});

test('the search form on the home page opens the streamed results of its round trip', async ({ page, tree }) => {
  await signInAndWaitForHome(page, tree.f1Admin.username, TREE_PASSWORD);
  const form = page.getByRole('search', { name: 'Tìm chuyến bay' });
  await form.getByRole('button', { name: 'Khứ hồi' }).click();
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
  await form.getByRole('textbox', { name: 'Ngày đi' }).fill(typedDay(DEPART));
  await form.getByRole('textbox', { name: 'Ngày về' }).fill(typedDay(RETURN));
  await form.getByRole('textbox', { name: 'Ngày về' }).blur();
  await form.getByRole('button', { name: /^Hành khách/ }).click();
  const passengers = page.getByRole('dialog', { name: 'Hành khách' });
  await passengers.getByRole('button', { name: 'Thêm người lớn' }).click();
  await passengers.getByRole('button', { name: 'Thêm trẻ em' }).click();
  await passengers.getByRole('button', { name: 'Thêm em bé' }).click();
  await passengers.getByRole('button', { name: 'Xong' }).click();
  await form.getByRole('button', { name: 'Tìm chuyến bay' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/booking/flights\\?type=RT&legs=HAN-SGN-${DEPART}%2CSGN-HAN-${RETURN}&adt=2&chd=1&inf=1`),
  );
  await expectSearchFinished(page);
  await expect(page.getByRole('tab', { name: 'Chiều về' })).toBeVisible();
});
