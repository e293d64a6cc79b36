// Money journey (issue 4): a fresh F2 (its worker's agency tree) asks for a top-up with a real PNG, its F1 (SAOVIET, through
// the tree's F1 admin) reads the evidence and confirms it (twice, quickly), the F2's header balance rises once, its
// statement shows the movement and both exports agree with the screen; a second request is rejected with a reason the F2
// then reads. References are unique, the F2's deposit is moved by no other worker and balances are compared as
// differences, so the journey runs in parallel and again against the same server.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, type Browser, type Page, type Response } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import {
  chooseEvidence,
  csvRecords,
  fillTopUpForm,
  headerBalance,
  ONE_PIXEL_PNG,
  submitTopUp,
  topUpRow,
  uniqueReference,
  vnd,
} from './support/money';
import { typedDay, vietnamDay } from './support/days';
import { signInAndWaitForHome } from './support/portal';

const AMOUNT = 12_345_000;
const AMOUNT_TYPED = '12.345.000';
const AMOUNT_SHOWN = '12.345.000 ₫';

/** A second user in a browser context of its own (own cookies, own session), with the project's options. */
async function signedInPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndWaitForHome(page, username, TREE_PASSWORD);
  return page;
}

/** The F2's admin records a bank-transfer request with the real PNG and lands on the list. */
async function requestTopUp(page: Page, reference: string, note: string): Promise<void> {
  await page.goto('/accounting/deposit-topup/add');
  await fillTopUpForm(page, {
    amount: AMOUNT_TYPED,
    reference,
    transferDay: typedDay(vietnamDay()),
    note,
    file: { name: `bien-lai-${reference}.png`, mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
  });
  await submitTopUp(page, AMOUNT_SHOWN);
}

type MovementLine = { type: string; reference: string; description: string; amount: number; balanceAfter: number };

/** Every movement of the statement on screen, in the table's order, page after page at 50 rows. */
async function statementMovements(page: Page): Promise<MovementLine[]> {
  await page.getByRole('combobox', { name: 'Số dòng mỗi trang' }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  const table = page.getByRole('table', { name: 'Giao dịch ký quỹ' });
  const next = page.getByRole('button', { name: 'Trang sau' });
  const lines: MovementLine[] = [];
  for (;;) {
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
    for (const [, type, reference, description, amount, balance] of rows) {
      lines.push({
        type: type!,
        reference: reference!,
        description: description!,
        amount: vnd(amount!),
        balanceAfter: vnd(balance!),
      });
    }
    if (await next.isDisabled()) return lines;
    await next.click();
  }
}

test('an F2 requests a top-up with evidence, its F1 confirms it once, and the statement and its exports show it', async ({
  page: f2,
  browser,
  tree,
}) => {
  // Up to 149 s on PostgreSQL in CI with two journeys on two cores: the limit guards against a hang, not a pace.
  test.setTimeout(300_000);
  const reference = uniqueReference('E2E-TOPUP');
  const today = vietnamDay();
  const code = tree.f2.code;

  // 1. The request: a text file renamed .png is refused naming the evidence, the real PNG goes through.
  await signInAndWaitForHome(f2, tree.f2Admin.username, TREE_PASSWORD);
  await f2.goto('/accounting/deposit-topup/add');
  await chooseEvidence(f2, { name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(f2.getByRole('alert').filter({ hasText: 'Chỉ nhận ảnh JPG, PNG, GIF hoặc tệp PDF' })).toBeVisible();
  await fillTopUpForm(f2, {
    amount: AMOUNT_TYPED,
    reference,
    transferDay: typedDay(today),
    note: 'Nạp ký quỹ tuần này (e2e)',
    file: { name: 'bien-lai.png', mimeType: 'image/png', buffer: Buffer.from('chỉ là chữ, không phải ảnh\n') },
  });
  await expect(f2.getByRole('textbox', { name: 'Số tiền' })).toHaveValue(AMOUNT_TYPED);
  const refused = f2.waitForResponse(
    (response) => response.url().endsWith('/api/top-ups') && response.request().method() === 'POST',
  );
  await f2.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  expect((await refused).status()).toBe(400);
  await expect(f2.getByRole('alert').filter({ hasText: 'evidence' })).toContainText(
    'chỉ nhận ảnh JPEG, PNG, GIF hoặc tệp PDF',
  );
  await expect(f2).toHaveURL(/\/accounting\/deposit-topup\/add$/);
  await chooseEvidence(f2, { name: `bien-lai-${reference}.png`, mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await submitTopUp(f2, AMOUNT_SHOWN);

  const ownRow = await topUpRow(f2, reference);
  await expect(ownRow).toContainText('Chờ duyệt');
  await expect(ownRow).toContainText(AMOUNT_SHOWN);
  await expect(ownRow).toContainText('Chuyển khoản');
  await expect(ownRow).toContainText(typedDay(today));
  await expect(ownRow.getByRole('button', { name: `Mở chứng từ bien-lai-${reference}.png` })).toBeVisible();
  await expect(ownRow.getByRole('button', { name: /^Xác nhận/ })).toHaveCount(0);

  // 2. The F2's available deposit before the decision.
  const before = await headerBalance(f2);

  // 3. The F1's admin finds the request, opens and saves its evidence, and confirms it twice quickly.
  const f1 = await signedInPage(browser, tree.f1Admin.username);
  await f1.goto('/accounting/deposit-topup');
  const row = await topUpRow(f1, reference);
  await expect(row).toContainText(code);
  await expect(row).toContainText('Chờ duyệt');

  const evidenceAnswer = f1.waitForResponse((response) => /\/api\/top-ups\/[^/?]+\/evidence$/.test(response.url()));
  const popupOpened = f1.waitForEvent('popup');
  await row.getByRole('button', { name: `Mở chứng từ bien-lai-${reference}.png` }).click();
  const evidence = await evidenceAnswer;
  expect(evidence.status()).toBe(200);
  expect(evidence.headers()['content-type']).toBe('image/png');
  expect(evidence.headers()['x-content-type-options']).toBe('nosniff');
  expect(evidence.headers()['content-length']).toBe(String(ONE_PIXEL_PNG.length));
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/^blob:/);
  await expect
    .poll(() => popup.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1);
  await popup.close();

  const saved = f1.waitForEvent('download');
  await row.getByRole('button', { name: `Tải xuống chứng từ bien-lai-${reference}.png` }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`bien-lai-${reference}.png`);
  expect(Buffer.compare(await readFile(await download.path()), ONE_PIXEL_PNG)).toBe(0);

  const decisions: Response[] = [];
  f1.on('response', (response) => {
    if (/\/api\/top-ups\/[^/]+\/decision$/.test(response.url())) decisions.push(response);
  });
  await row.getByRole('button', { name: `Xác nhận yêu cầu ${AMOUNT_SHOWN} của ${code}` }).click();
  const dialog = f1.getByRole('dialog', { name: 'Xác nhận nạp tiền' });
  await expect(dialog).toContainText(`Cộng ${AMOUNT_SHOWN} vào ký quỹ của ${code}`);
  await dialog.getByRole('button', { name: 'Xác nhận', exact: true }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(f1.getByRole('alert').filter({ hasText: `Đã xác nhận nạp ${AMOUNT_SHOWN} cho ${code}` })).toBeVisible();
  await expect(row).toContainText('Đã xác nhận');
  await expect(row.getByRole('button', { name: /^Xác nhận yêu cầu/ })).toHaveCount(0);
  expect(decisions.length).toBeGreaterThanOrEqual(1);
  for (const decision of decisions) expect(decision.status()).toBe(200);
  // The dialog's button is disabled while the first confirm runs, so the same session sends the confirm twice more, at once.
  const sent = await decisions[0]!.request().allHeaders();
  const confirmAgain = () =>
    f1.context().request.post(decisions[0]!.url(), {
      headers: {
        authorization: sent.authorization!,
        'client-type': sent['client-type']!,
        'x-language': 'vi',
        tsp: String(Date.now()),
      },
      data: { decision: 'confirm' },
    });
  for (const again of await Promise.all([confirmAgain(), confirmAgain()])) {
    expect(again.status()).toBe(200);
    expect((await again.json()).status).toBe('confirmed');
  }

  // 4. The F2's header balance rose by exactly the amount, once.
  await f2.reload();
  await expect(await topUpRow(f2, reference)).toContainText('Đã xác nhận');
  expect(await headerBalance(f2)).toBe(before + AMOUNT);

  // 5. Today's statement: the movement, its running balance, figures that add up, and exports equal to the screen.
  await f2.goto('/accounting/deposit-report');
  const filters = f2.getByRole('form', { name: 'Điều kiện sao kê' });
  await filters.getByRole('textbox', { name: 'Từ ngày' }).fill(typedDay(today));
  await filters.getByRole('textbox', { name: 'Đến ngày' }).fill(typedDay(today));
  await filters.getByRole('button', { name: 'Xem sao kê' }).click();
  await expect(f2).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(f2.getByText(`${code} — ${tree.f2.name}, từ ${typedDay(today)} đến ${typedDay(today)}`)).toBeVisible();

  const summary = f2.getByRole('region', { name: 'Tổng hợp kỳ sao kê' });
  const figure = async (id: string) => vnd(await summary.locator(`[data-figure="${id}"] dd`).innerText());
  await expect(summary.locator('[data-figure="closing"] dd')).toContainText('₫');
  const opening = await figure('opening');
  const credits = await figure('credits');
  const debits = await figure('debits');
  const closing = await figure('closing');
  expect(opening + credits - debits).toBe(closing);

  const movements = await statementMovements(f2);
  const ours = movements.filter((movement) => movement.description.includes(reference));
  expect(ours).toHaveLength(1);
  const movement = ours[0]!;
  expect(movement.type).toBe('Nạp ký quỹ');
  expect(movement.reference).toMatch(/^Yêu cầu nạp tiền /);
  expect(movement.amount).toBe(AMOUNT);
  const index = movements.indexOf(movement);
  expect(movement.balanceAfter).toBe((index === 0 ? opening : movements[index - 1]!.balanceAfter) + AMOUNT);
  let running = opening;
  for (const line of movements) {
    running += line.amount;
    expect(line.balanceAfter).toBe(running);
  }
  expect(running).toBe(closing);
  expect(movements.filter((line) => line.amount > 0).reduce((sum, line) => sum + line.amount, 0)).toBe(credits);

  const excelSaved = f2.waitForEvent('download');
  await f2.getByRole('button', { name: 'Xuất Excel' }).click();
  const excel = await excelSaved;
  expect(excel.suggestedFilename()).toBe(`sao-ke-${code}-${today}-${today}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await excel.path());
  const sheet = workbook.worksheets[0]!;
  const sheetRows: unknown[][] = [];
  sheet.eachRow((sheetRow) => sheetRows.push((sheetRow.values as unknown[]).slice(1)));
  const labelled = (label: string) => sheetRows.find((cells) => cells[0] === label);
  expect(labelled('Số dư đầu kỳ')?.[6]).toBe(opening);
  expect(labelled('Tổng phát sinh tăng')?.[6]).toBe(credits);
  expect(labelled('Số dư cuối kỳ')?.[6]).toBe(closing);
  const headerAt = sheetRows.findIndex((cells) => cells[0] === 'Thời gian');
  const sheetMovements = sheetRows.slice(headerAt + 1, headerAt + 1 + movements.length);
  expect(sheetMovements.map((cells) => [cells[5], cells[6]])).toEqual(
    movements.map((line) => [line.amount, line.balanceAfter]),
  );
  const excelLine = sheetRows.find((cells) => String(cells[4]).includes(reference));
  expect(excelLine?.[1]).toBe(movement.type);
  expect(excelLine?.[5]).toBe(AMOUNT);
  expect(excelLine?.[6]).toBe(movement.balanceAfter);

  const csvSaved = f2.waitForEvent('download');
  await f2.getByRole('button', { name: 'Xuất CSV' }).click();
  const csv = await csvSaved;
  expect(csv.suggestedFilename()).toBe(`sao-ke-${code}-${today}-${today}.csv`);
  const records = csvRecords(await readFile(await csv.path(), 'utf8'));
  const csvLine = records.find((cells) => cells[4]?.includes(reference));
  expect(csvLine?.[1]).toBe('Nạp ký quỹ');
  expect(Number(csvLine?.[5])).toBe(AMOUNT);
  expect(Number(csvLine?.[6])).toBe(movement.balanceAfter);
  expect(Number(records.find((cells) => cells[0] === 'Số dư cuối kỳ')?.[6])).toBe(closing);

  await f1.context().close();
});

test('an F1 rejects a request with a reason and the F2 reads it, its balance unchanged', async ({
  page: f2,
  browser,
  tree,
}) => {
  // Up to 149 s on PostgreSQL in CI with two journeys on two cores: the limit guards against a hang, not a pace.
  test.setTimeout(300_000);
  const reference = uniqueReference('E2E-REJECT');
  const reason = `Không thấy giao dịch ${reference} trên sao kê ngân hàng`;
  const code = tree.f2.code;

  await signInAndWaitForHome(f2, tree.f2Admin.username, TREE_PASSWORD);
  await requestTopUp(f2, reference, 'Yêu cầu sẽ bị từ chối (e2e)');
  await expect(await topUpRow(f2, reference)).toContainText('Chờ duyệt');
  const before = await headerBalance(f2);

  const f1 = await signedInPage(browser, tree.f1Admin.username);
  await f1.goto('/accounting/deposit-topup');
  const row = await topUpRow(f1, reference);
  await row.getByRole('button', { name: `Từ chối yêu cầu ${AMOUNT_SHOWN} của ${code}` }).click();
  const dialog = f1.getByRole('dialog', { name: 'Từ chối yêu cầu nạp tiền' });
  await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click();
  await expect(dialog.getByText('Vui lòng nhập lý do')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Lý do từ chối' }).fill(reason);
  await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    f1.getByRole('alert').filter({ hasText: `Đã từ chối yêu cầu nạp ${AMOUNT_SHOWN} của ${code}` }),
  ).toBeVisible();
  await expect(row).toContainText('Đã từ chối');
  await expect(row).toContainText(reason);
  await expect(row.getByRole('button', { name: /^Xác nhận yêu cầu/ })).toHaveCount(0);
  await f1.context().close();

  await f2.reload();
  const ownRow = await topUpRow(f2, reference);
  await expect(ownRow).toContainText('Đã từ chối');
  await expect(ownRow).toContainText(reason);
  expect(await headerBalance(f2)).toBe(before);
});
