// The B2C content journey (issue 20): an F1 administrator of the demo F1 writes an article for its consumer site and
// edits the seeded Vietjet Deluxe fare rule; both show in their lists (the article live, the rule's new baggage).
import { expect } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { signIn } from './support/portal';

test('an F1 administrator writes a B2C article and edits a Vietjet fare rule, and sees both in their lists', async ({
  page,
  tree,
}) => {
  test.setTimeout(360_000);
  const mark = Date.now().toString(36);
  const title = `Săn vé Tết Đà Nẵng ${mark}`;
  await signIn(page, tree.f1Admin.username, TREE_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 90_000 });

  // 1. The article: title, summary, rich text, a tag; published now by default.
  await page.goto('/b2c/change-news');
  const form = page.getByRole('form', { name: 'Viết bài B2C' });
  await form.getByLabel('Tiêu đề', { exact: true }).fill(title);
  await form.getByLabel('Tóm tắt', { exact: true }).fill('Vé Tết Hà Nội – Đà Nẵng từ 890.000 đ.');
  const body = form.getByRole('textbox', { name: 'Nội dung' });
  await body.click();
  await body.pressSequentially('Đặt sớm ');
  await form.getByRole('button', { name: 'Đậm' }).click();
  await body.pressSequentially('60 ngày');
  await form.getByLabel('Thẻ', { exact: true }).fill(`tết ${mark}`);
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('article strong', { hasText: '60 ngày' })).toBeVisible();

  await page.goto('/b2c/news');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Đang hiển thị', { timeout: 60_000 });
  await expect(row).toContainText(`#tết ${mark}`);
  await expect(page.getByRole('button', { name: `#tết ${mark} (1)` })).toBeVisible();

  // 2. The seeded Vietjet Deluxe (domestic) rule: 20 kg checked becomes 25 kg, with a condition of this run.
  await page.goto('/b2c/fare-rules?airline=VJ');
  const domestic = page.getByRole('table', { name: 'Nội địa' });
  await domestic.getByRole('link', { name: 'Sửa VJ Deluxe' }).click();
  const ruleForm = page.getByRole('form', { name: 'Sửa điều kiện hạng vé' });
  await expect(ruleForm.getByLabel('Hạng giá', { exact: false })).toHaveValue('Deluxe', { timeout: 60_000 });
  await ruleForm.getByLabel('Ký gửi (kg)', { exact: false }).fill('25');
  await ruleForm.getByLabel('Điều kiện đổi').fill(`Trước giờ khởi hành 3 tiếng (${mark})`);
  await ruleForm.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/b2c\/fare-rules\?airline=VJ$/, { timeout: 60_000 });
  const deluxe = page.getByRole('table', { name: 'Nội địa' }).getByRole('row').filter({ hasText: 'Deluxe' });
  await expect(deluxe).toContainText('25 kg', { timeout: 60_000 });
  await expect(
    page.getByRole('table', { name: 'Quốc tế' }).getByRole('row').filter({ hasText: 'Deluxe' }),
  ).toContainText('20 kg');

  // 3. Opened again, the rule keeps the condition written.
  await page.getByRole('table', { name: 'Nội địa' }).getByRole('link', { name: 'Sửa VJ Deluxe' }).click();
  await expect(page.getByLabel('Điều kiện đổi')).toHaveValue(`Trước giờ khởi hành 3 tiếng (${mark})`, {
    timeout: 60_000,
  });
});
