// The platform operator onboards an F1 agency end to end (issue 12 item 14): superadmin creates it on /platform/agencies
// with its first admin, reads the temporary password on the demo outbox page, the new admin signs in and changes it,
// the operator tops up the F1's deposit with an adjustment, sees it in every agency's deposits, and the new admin sees
// the balance. Code, username and email are unique per run, so the journey runs again against the same server.
import { expect, test } from '@playwright/test';
import { changeForcedPassword, temporaryPasswordFromOutbox, uniqueSubAgency } from './support/agency-admin';
import { headerBalance } from './support/money';
import { sideMenuLinks, signIn, signInAndWaitForHome } from './support/portal';

const NEW_PASSWORD = 'Daily@Cap12026';
const TOP_UP = 25_000_000;

test('the operator creates an F1 agency, its admin signs in with the mailed password, and sees the deposit the operator tops up', async ({
  page: operator,
  browser,
}) => {
  test.setTimeout(180_000);
  const agency = uniqueSubAgency();

  // 1. The operator's menu offers the F1 agencies and none of an F1's own screens.
  await signInAndWaitForHome(operator, 'superadmin');
  const menu = await sideMenuLinks(operator);
  expect(menu).toContain('Đại lý cấp 1');
  for (const name of ['Đại lý cấp 2', 'Cấu hình đại lý']) expect(menu).not.toContain(name);

  // 2. It creates the F1 with its first admin.
  await operator.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Đại lý cấp 1' }).click();
  await expect(operator).toHaveURL(/\/platform\/agencies$/);
  await operator.getByRole('link', { name: 'Thêm đại lý cấp 1' }).click();
  const form = operator.getByRole('form', { name: 'Thêm đại lý cấp 1' });
  await form.getByRole('textbox', { name: 'Mã đại lý', exact: true }).fill(agency.code);
  await form.getByRole('textbox', { name: 'Tên đại lý', exact: true }).fill(agency.name);
  await form.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill(agency.phone);
  await form.getByRole('textbox', { name: 'Hạn mức tín dụng', exact: true }).fill('10000000');
  await expect(form.getByRole('textbox', { name: 'Phí xuất vé mặc định' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Tên đăng nhập', exact: true }).fill(agency.username);
  await form.getByRole('textbox', { name: 'Họ và tên', exact: true }).fill(agency.fullName);
  await form.getByRole('textbox', { name: 'Email nhận mật khẩu', exact: true }).fill(agency.email);
  await form.getByRole('textbox', { name: 'Số điện thoại người quản trị', exact: true }).fill(agency.phone);
  const created = operator.waitForResponse(
    (response) => response.url().endsWith('/api/f1-agencies') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Tạo đại lý' }).click();
  expect((await created).status()).toBe(201);
  await expect(operator).toHaveURL(/\/platform\/agencies$/);
  await operator.getByRole('searchbox', { name: 'Lọc dữ liệu' }).fill(agency.code);
  const row = operator.getByRole('table', { name: 'Đại lý cấp 1' }).getByRole('row').filter({ hasText: agency.code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Đang hoạt động');

  // 3. The temporary password, from the welcome mail on the demo outbox page.
  const temporaryPassword = await temporaryPasswordFromOutbox(operator, agency.email);

  // 4. The new admin signs in in a browser of their own and must change the password first.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, agency.username, temporaryPassword);
  await changeForcedPassword(admin, temporaryPassword, NEW_PASSWORD);
  expect(await headerBalance(admin)).toBe(0);
  const adminMenu = await sideMenuLinks(admin);
  expect(adminMenu).toContain('Đại lý cấp 2');
  expect(adminMenu).not.toContain('Đại lý cấp 1');

  // 5. The operator tops up the F1's deposit with an adjustment.
  await operator.goto('/accounting/deposit-topup');
  await operator.getByRole('button', { name: 'Điều chỉnh ký quỹ' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Điều chỉnh ký quỹ đại lý cấp dưới' });
  await dialog.getByRole('combobox', { name: 'Đại lý cấp dưới' }).click();
  await operator.getByRole('option', { name: `${agency.code} – ${agency.name}` }).click();
  await dialog.getByRole('textbox', { name: 'Số tiền' }).fill(String(TOP_UP));
  await dialog.getByRole('textbox', { name: 'Lý do điều chỉnh' }).fill('Nạp ký quỹ ban đầu cho đại lý mới');
  const adjusted = operator.waitForResponse(
    (response) => response.url().endsWith('/api/deposit-adjustments') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Điều chỉnh' }).click();
  expect((await adjusted).status()).toBe(200);
  await expect(dialog).toBeHidden();

  // 6. Every agency's deposit: the new F1 with its balance.
  await operator.goto('/accounting/view-deposit');
  await operator.getByRole('searchbox', { name: 'Lọc dữ liệu' }).fill(agency.code);
  const depositRow = operator.getByRole('row').filter({ hasText: agency.code });
  await expect(depositRow).toHaveCount(1);
  await expect(depositRow).toContainText('25.000.000 ₫');

  // 7. The new admin sees the balance after a reload.
  await admin.reload();
  await expect.poll(() => headerBalance(admin)).toBe(TOP_UP);
  await adminContext.close();
});
