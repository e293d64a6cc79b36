// The debit report (issue 18, decision 103): the tree's F1 administrator opens its F2's debit report for today (the F2
// was funded by its F1: a top-up at least, and whatever this worker's other journeys moved), sorts it newest first on
// the server (the first row's balance is the closing), narrows it to top-ups, and downloads the CSV of every movement
// of the period, whose rows are the screen's.
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { typedDay, vietnamDay } from './support/days';
import { csvRecords, vnd } from './support/money';
import { signInAndWaitForHome } from './support/portal';

test("an F1 reads its F2's debit report newest first, narrows it to top-ups and downloads every movement", async ({
  page,
  tree,
}) => {
  test.setTimeout(120_000);
  const today = vietnamDay(0);
  await signInAndWaitForHome(page, tree.f1Admin.username, TREE_PASSWORD);
  await page.goto(`/accounting/debit-report?agencyId=${tree.f2.id}&from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { name: 'Báo cáo công nợ', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(`${tree.f2.code} — ${tree.f2.name}, từ ${typedDay(today)} đến ${typedDay(today)}`),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'Tổng hợp' });
  const closing = vnd(await summary.locator('[data-figure="closingBalance"] dd').innerText());

  const table = page.getByRole('table', { name: 'Giao dịch trong kỳ' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const header = await table.locator('thead th').allInnerTexts();
  const column = (name: string) => header.findIndex((text) => text.trim() === name);

  // Newest first, read by the server: the first row ends at the closing balance.
  await table.getByRole('button', { name: 'Thời gian' }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(async () => {
    const cells = await rows.first().locator('td').allInnerTexts();
    expect(vnd(cells[column('Số dư')]!)).toBe(closing);
  }).toPass({ timeout: 15_000 });

  // Top-ups only: every row is a T, the F1's funding among them.
  await page.getByRole('combobox', { name: 'Loại giao dịch' }).click();
  await page.getByRole('option', { name: 'Nạp tiền (T)' }).click();
  await expect(page).toHaveURL(/type=T/);
  await expect(async () => {
    const codes = await rows.locator(`td:nth-child(${column('Mã GD') + 1})`).allInnerTexts();
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes)).toEqual(new Set(['T']));
  }).toPass({ timeout: 15_000 });
  const shown = await rows.locator(`td:nth-child(${column('Số dư') + 1})`).allInnerTexts();

  // The file: the same top-ups in the same order, with the same balances.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const csv = csvRecords(await readFile(await (await saved).path(), 'utf8'));
  const at = csv.findIndex((record) => record[0] === 'Thời gian');
  const balanceAt = csv[at]!.indexOf('Số dư (VND)');
  const lines = csv.slice(at + 1).filter((record) => record[1] === 'T');
  expect(lines.map((record) => Number(record[balanceAt]))).toEqual(shown.map(vnd));
});
