// The content journey (issue 19 "Tests and figures"): a fresh F1 administrator publishes a tagged news item with a cover
// and a banner to its direct sub-agencies; the F2 agent sees the banner on the home page and the item in the news
// (filtered by its tag), its bell lit with the new item, reads it, and the writer sees the read count rise.
import { expect, type Browser, type Page } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { signIn } from './support/portal';

/** A real 8×4 PNG (made with sharp): the server re-encodes it at the shown size. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4ESCCFTFQTwIAak0lgWkRst0AAAAASUVORK5CYII=',
  'base64',
);

async function signedInPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, TREE_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 30_000 });
  return page;
}

test('an F1 administrator publishes a tagged news item and a banner to its sub-agencies; the F2 agent sees and reads them', async ({
  browser,
  tree,
}) => {
  test.setTimeout(180_000);
  const mark = `${Date.now().toString(36)}`;
  const title = `Thông báo đổi giờ bay ${mark}`;
  const bannerTitle = `Khuyến mãi hè ${mark}`;
  const tag = `lịch bay ${mark}`;

  // 1. The F1 administrator writes the item: title, summary, cover, rich text, tag, audience its direct sub-agencies.
  const writer = await signedInPage(browser, tree.f1Admin.username);
  await writer.goto('/agent/change-news');
  await writer.getByLabel('Tiêu đề', { exact: true }).fill(title);
  await writer.getByLabel('Tóm tắt', { exact: true }).fill('Một số chuyến bay nội địa đổi giờ khởi hành.');
  await writer
    .getByLabel('Ảnh bìa', { exact: true })
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(writer.getByRole('img', { name: 'Ảnh bìa' })).toBeVisible({ timeout: 20_000 });
  const body = writer.getByRole('textbox', { name: 'Nội dung' });
  await body.click();
  await body.pressSequentially('Chuyến VN213 khởi hành ');
  await writer.getByRole('button', { name: 'Đậm' }).click();
  await body.pressSequentially('sớm 30 phút');
  await writer.getByLabel('Thẻ', { exact: true }).fill(tag);
  await writer.getByRole('combobox', { name: 'Đối tượng nhận' }).click();
  await writer.getByRole('option', { name: 'Đại lý cấp dưới trực tiếp' }).click();
  // Opening the saved item marks it read by the writer too: its answer gives the count before the reader's visit.
  const ownRead = writer.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/read'),
  );
  await writer.getByRole('button', { name: 'Lưu' }).click();
  await expect(writer.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  const readsBefore = ((await (await ownRead).json()) as { readCount: number }).readCount;
  await expect(writer.locator('article strong', { hasText: 'sớm 30 phút' })).toBeVisible();
  const itemUrl = writer.url();

  // 2. And a banner for the top of the home page, for the same audience.
  await writer.goto('/banner');
  await writer.getByRole('button', { name: 'Thêm banner' }).click();
  const dialog = writer.getByRole('dialog');
  await dialog
    .getByLabel('Ảnh', { exact: true })
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Ảnh' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('Tên banner').fill(bannerTitle);
  await dialog.getByLabel('Liên kết').fill('https://example.vn/khuyen-mai-he');
  await dialog.getByRole('combobox', { name: 'Đối tượng nhận' }).click();
  await writer.getByRole('option', { name: 'Đại lý cấp dưới trực tiếp' }).click();
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  await expect(writer.getByRole('row').filter({ hasText: bannerTitle })).toContainText('Đang hiển thị');

  // 3. The F2 agent sees the banner on its home page and the item, unread, among the news with its tag.
  const reader = await signedInPage(browser, tree.f2Agent.username);
  const carousel = reader.getByRole('region', { name: 'Banner quảng cáo' });
  await expect(carousel.getByRole('img', { name: bannerTitle })).toBeVisible({ timeout: 20_000 });
  // The bell is lit with the item (told when it was published), listed in its panel.
  const bell = reader.getByRole('button', { name: /^Thông báo, [1-9]\d* chưa đọc$/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  const panel = reader.getByRole('dialog', { name: 'Thông báo' });
  await expect(panel.getByRole('button', { name: new RegExp(`Tin mới: ${title}`) })).toBeVisible();
  await reader.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await reader.goto('/agent/news');
  await reader.getByRole('button', { name: `#${tag} (1)` }).click();
  await expect(reader).toHaveURL(/tag=/);
  const card = reader.locator(`[data-news-id]`).filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Chưa đọc');

  // 4. It reads the item: the body as written, and no longer unread.
  await card.getByRole('link').click();
  await expect(reader.getByRole('heading', { name: title })).toBeVisible();
  await expect(reader.locator('article strong', { hasText: 'sớm 30 phút' })).toBeVisible();
  await reader.goto('/agent/news');
  await expect(reader.locator(`[data-news-id]`).filter({ hasText: title })).not.toContainText('Chưa đọc');

  // 5. The writer sees one more read.
  await writer.goto(itemUrl);
  await expect(writer.getByTestId('news-read-count')).toHaveText(`${readsBefore + 1} lượt đọc`);
});
