// The sale report (issue 18): the tree's F2 administrator issues a ticket, opens the sale report for today, filters it
// to its PNR, sees the ticket's line, the totals and the chart, and downloads the Excel and CSV files, which hold the
// same line and totals as the screen.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { signedInCaller } from './support/api-caller';
import { openDetail } from './support/booking-edits';
import { typedDay, vietnamDay } from './support/days';
import { holdThroughApi } from './support/edit-holds';
import { csvRecords, vnd } from './support/money';
import { issueFromDetail } from './support/paid-changes';
import { signInAndWaitForHome } from './support/portal';

test('an agency issues a ticket, finds it in the sale report, sees the chart and downloads Excel and CSV', async ({
  page,
  request,
  tree,
}) => {
  test.setTimeout(180_000);
  const caller = await signedInCaller(request, { username: tree.f2Admin.username, password: TREE_PASSWORD });
  const booking = await holdThroughApi(caller, { system: 'VJ', from: 'HAN', to: 'SGN', days: 26, adults: 1 });
  await signInAndWaitForHome(page, tree.f2Admin.username, TREE_PASSWORD);
  await openDetail(page, booking);
  await issueFromDetail(page, booking);

  const today = vietnamDay(0);
  await page.goto('/accounting/sale-report');
  await expect(page.getByRole('heading', { name: 'Báo cáo bán hàng', level: 1 })).toBeVisible({ timeout: 30_000 });
  const filters = page.getByRole('form', { name: 'Điều kiện báo cáo' });
  await filters.getByRole('textbox', { name: 'Từ ngày' }).fill(typedDay(today));
  await filters.getByRole('textbox', { name: 'Đến ngày' }).fill(typedDay(today));
  await filters.getByRole('textbox', { name: 'PNR, số vé, tên khách' }).fill(booking.pnr);
  await filters.getByRole('button', { name: 'Xem báo cáo' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}.*q=${booking.pnr}`));

  const table = page.getByRole('table', { name: 'Các dòng bán hàng' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1, { timeout: 30_000 });
  const row = rows.first();
  await expect(row).toContainText(booking.pnr);
  await expect(row).toContainText('Xuất vé');
  const cells = await row.locator('td').allInnerTexts();
  const header = await table.locator('thead th').allInnerTexts();
  const cellOf = (name: string) => cells[header.indexOf(name)]!;
  const net = vnd(cellOf('Giá nhập'));
  const sell = vnd(cellOf('Giá bán'));
  expect(net).toBeGreaterThan(0);
  expect(sell - net).toBe(vnd(cellOf('Lợi nhuận')));

  const summary = page.getByRole('region', { name: 'Tổng cộng báo cáo' });
  expect(vnd(await summary.locator('[data-figure="net"] dd').innerText())).toBe(net);
  await expect(page.getByRole('figure', { name: 'Giá bán và lợi nhuận theo ngày' })).toBeVisible();

  const excelSaved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const excel = await excelSaved;
  expect(excel.suggestedFilename()).toBe(`bao-cao-ban_${tree.f2.code}_${today}_${today}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await excel.path());
  const sheetRows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((sheetRow) => sheetRows.push((sheetRow.values as unknown[]).slice(1)));
  const headerAt = sheetRows.findIndex((cellsOfRow) => cellsOfRow[0] === 'Ngày xuất/phát sinh');
  const names = sheetRows[headerAt] as string[];
  const line = sheetRows[headerAt + 1]!;
  expect(line[names.indexOf('PNR/Mã')]).toBe(booking.pnr);
  expect(line[names.indexOf('Giá nhập')]).toBe(net);
  expect(line[names.indexOf('Giá bán')]).toBe(sell);
  expect(sheetRows[headerAt + 2]![names.indexOf('Giá nhập')]).toBe(net);

  const csvSaved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const csv = await csvSaved;
  const records = csvRecords(await readFile(await csv.path(), 'utf8'));
  const csvHeader = records.findIndex((record) => record[0] === 'Ngày xuất/phát sinh');
  const csvLine = records[csvHeader + 1]!;
  expect(csvLine[records[csvHeader]!.indexOf('PNR/Mã')]).toBe(booking.pnr);
  expect(Number(csvLine[records[csvHeader]!.indexOf('Giá bán')])).toBe(sell);
});
