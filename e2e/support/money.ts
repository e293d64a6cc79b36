// Money journey helpers: Vietnam's today, VND read from the screen, a real 1×1 PNG, the top-up form and list, CSV lines.
import { expect, type Locator, type Page } from '@playwright/test';

/** A valid 1×1 PNG (signature, IHDR, IDAT, IEND), the smallest real image an upload can carry. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A bank reference no other run of the journey has used: base-36 time and random letters. */
export function uniqueReference(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
}

/** "+12.345.000 ₫" → 12345000, "-1.000 ₫" → -1000; fails on text holding no amount rather than answering 0. */
export function vnd(text: string): number {
  const match = /([-−+]?)\s*(\d{1,3}(?:\.\d{3})*)\s*₫/.exec(text);
  if (!match) throw new Error(`no VND amount in "${text}"`);
  const digits = Number(match[2]!.replace(/\./g, ''));
  return match[1] === '-' || match[1] === '−' ? -digits : digits;
}

/** The available deposit the header shows, once loaded. */
export async function headerBalance(page: Page): Promise<number> {
  const status = page.getByRole('status', { name: 'Số dư khả dụng' });
  await expect(status).toHaveAttribute('aria-busy', 'false');
  await expect(status).toContainText('₫');
  return vnd(await status.innerText());
}

/** Fills the top-up request form (amount as typed, with separators) without sending it. */
export async function fillTopUpForm(
  page: Page,
  values: { amount: string; reference: string; transferDay: string; note: string; file: UploadFile },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Tạo yêu cầu nạp tiền' });
  await form.getByRole('textbox', { name: 'Số tiền' }).fill(values.amount);
  await form.getByRole('combobox', { name: 'Hình thức' }).click();
  await page.getByRole('option', { name: 'Chuyển khoản' }).click();
  await expect(form.getByRole('combobox', { name: 'Hình thức' })).toHaveText('Chuyển khoản');
  await form.getByRole('textbox', { name: 'Mã giao dịch ngân hàng' }).fill(values.reference);
  await form.getByRole('textbox', { name: 'Ngày chuyển tiền' }).fill(values.transferDay);
  await form.getByRole('textbox', { name: 'Ghi chú' }).fill(values.note);
  await chooseEvidence(page, values.file);
}

export async function chooseEvidence(page: Page, file: UploadFile): Promise<void> {
  await page.getByLabel('Chứng từ', { exact: true }).setInputFiles(file);
}

/** Sends a filled form and waits for the list it lands on. */
export async function submitTopUp(page: Page, amountText: string): Promise<void> {
  await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Đã gửi yêu cầu nạp ${amountText}` })).toBeVisible();
  await expect(page).toHaveURL(/\/accounting\/deposit-topup$/);
}

/**
 * The list's row of the request with this bank reference, found through the table's own text filter. The table may
 * take up to 30 s after a full page load (decision 139: the app's chunks evaluated while two journeys share two cores).
 */
export async function topUpRow(page: Page, reference: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Yêu cầu nạp tiền' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Lọc dữ liệu' }).fill(reference);
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  return row;
}

/** One CSV record per line (RFC 4180 quotes; the statement's lines hold no line breaks inside a cell). */
export function csvRecords(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let index = 0; index < line.length; index += 1) {
        const character = line[index]!;
        if (quoted && character === '"' && line[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else if (character === '"') {
          quoted = !quoted;
        } else if (character === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else {
          cell += character;
        }
      }
      cells.push(cell);
      return cells;
    });
}
