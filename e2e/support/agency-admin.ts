// Agency administration journey helpers: a sub-agency no run has used, its create form, the demo mail outbox, the
// forced password change, a sub-agency's permission group and the lock dialog, as an F1 admin and a new staff member see them.
import { expect, type Locator, type Page } from '@playwright/test';
import { sideMenuLinks } from './portal';

export type NewSubAgency = {
  code: string;
  name: string;
  phone: string;
  username: string;
  fullName: string;
  email: string;
};

/** Code, username and email unique to this run (base-36 time and random letters), so the journey runs again on the same server. */
export function uniqueSubAgency(): NewSubAgency {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const code = `E2E${suffix}`.toUpperCase();
  return {
    code,
    name: `Đại lý thử nghiệm ${code}`,
    phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    username: `e2e.staff.${suffix}`,
    fullName: 'Nhân Viên Thử Nghiệm',
    email: `e2e.staff.${suffix}@example.com`,
  };
}

/** The checkbox of a permission code in a checklist (its label starts with the code, then its meaning). */
export const codeCheckbox = (scope: Page | Locator, code: string) =>
  scope.getByRole('checkbox', { name: new RegExp(`^${code} — `) });

/**
 * Fills /agent/change-subAgent for a new F2 and its first account, unticks `withoutCodes` in the first account's checklist
 * (each must be ticked by the template first), sends it and waits for the list with the confirmation.
 */
export async function createSubAgency(
  page: Page,
  agency: NewSubAgency,
  withoutCodes: readonly string[],
): Promise<void> {
  await page.goto('/agent/change-subAgent');
  const form = page.getByRole('form', { name: 'Thêm đại lý cấp 2' });
  await form.getByRole('textbox', { name: 'Mã đại lý', exact: true }).fill(agency.code);
  await form.getByRole('textbox', { name: 'Tên đại lý', exact: true }).fill(agency.name);
  await form.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill(agency.phone);
  await form.getByRole('textbox', { name: 'Tên đăng nhập', exact: true }).fill(agency.username);
  await form.getByRole('textbox', { name: 'Họ và tên', exact: true }).fill(agency.fullName);
  await form.getByRole('textbox', { name: 'Email nhận mật khẩu', exact: true }).fill(agency.email);
  await form.getByRole('textbox', { name: 'Số điện thoại người quản trị', exact: true }).fill(agency.phone);

  const checklist = form.getByRole('group', { name: 'Quyền của tài khoản đầu tiên' });
  for (const code of withoutCodes) {
    const box = codeCheckbox(checklist, code);
    await expect(box, `${code} is in the admin template`).toBeChecked();
    await box.uncheck();
    await expect(box).not.toBeChecked();
  }
  // The journey is about a group without the issuing codes: if the level's template ever ticks VOID_VIEW_TICKETS (it
  // opens /booking/issue too), it goes as well.
  const voidViewAll = codeCheckbox(checklist, 'VOID_VIEW_TICKETS');
  if ((await voidViewAll.count()) > 0 && (await voidViewAll.isChecked())) await voidViewAll.uncheck();

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/sub-agencies') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Tạo đại lý' }).click();
  expect((await created).status()).toBe(201);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Đã tạo đại lý ${agency.code}. Mật khẩu tạm thời đã được gửi tới ${agency.email}.` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/agent\/config-f2$/);
}

/**
 * The temporary password of the welcome mail to `email`, read on the demo outbox page (demo mode only) by the admin
 * signed in on `page`, an admin above the recipient: opened from the side menu, filtered by the address, the mail opened.
 */
export async function temporaryPasswordFromOutbox(page: Page, email: string): Promise<string> {
  expect(await sideMenuLinks(page), 'the demo outbox is in the menu in demo mode').toContain('Hộp thư demo');
  await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Hộp thư demo' }).click();
  await expect(page).toHaveURL(/\/system\/demo-outbox$/);
  await page.getByRole('searchbox', { name: 'Lọc theo người nhận hoặc tiêu đề' }).fill(email);
  const rows = page.getByRole('table', { name: 'Email trong hộp thư demo' }).getByRole('row');
  // The header and one mail to `email`, once the filter has been applied.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(email);
  await rows
    .nth(1)
    .getByRole('button', { name: /^Xem email: / })
    .click();
  const dialog = page.getByRole('dialog');
  const body = await dialog.getByLabel('Nội dung email').innerText();
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toBeHidden();
  const match = /Mật khẩu tạm thời: ([^\s.]+)\./.exec(body);
  if (!match) throw new Error(`no temporary password in the mail to ${email}: ${body}`);
  return match[1]!;
}

/** On /change-password (forced after the first sign-in): current, new and confirmation, then the home page. */
export async function changeForcedPassword(page: Page, current: string, next: string): Promise<void> {
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByText('Bạn cần đổi mật khẩu trước khi tiếp tục sử dụng hệ thống.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Đổi mật khẩu' });
  await form.getByLabel('Mật khẩu hiện tại', { exact: true }).fill(current);
  await form.getByLabel('Mật khẩu mới', { exact: true }).fill(next);
  await form.getByLabel('Xác nhận mật khẩu', { exact: true }).fill(next);
  await form.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Đổi mật khẩu thành công.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
}

/** The permission groups page switched to a direct sub-agency through its agency selector. */
export async function openSubAgencyGroups(page: Page, agency: Pick<NewSubAgency, 'code' | 'name'>): Promise<Locator> {
  await page.goto('/system/group-permissions');
  await page.getByRole('combobox', { name: 'Đại lý' }).selectOption({ label: `${agency.code} – ${agency.name}` });
  await expect(page).toHaveURL(/\/system\/group-permissions\?agencyId=[0-9a-f-]{36}$/);
  await expect(
    page.getByText(`Nhóm quyền của đại lý ${agency.code} – ${agency.name}; chỉ gồm các quyền mà đại lý này có.`),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Nhóm quyền' });
  await expect(table).toBeVisible();
  return table;
}

/** The row of a sub-agency in /agent/config-f2, found through the table's own text filter. */
export async function subAgencyRow(page: Page, code: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Đại lý cấp 2' });
  await expect(table).toBeVisible();
  await page.getByRole('searchbox', { name: 'Lọc dữ liệu' }).fill(code);
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  return row;
}

/** Locks a sub-agency from its row of /agent/config-f2, saying why, and waits for the row to show it. */
export async function lockSubAgency(
  page: Page,
  agency: Pick<NewSubAgency, 'code' | 'name'>,
  reason: string,
): Promise<void> {
  await page.goto('/agent/config-f2');
  const row = await subAgencyRow(page, agency.code);
  await expect(row).toContainText('Đang hoạt động');
  await row.getByRole('button', { name: `Khóa: ${agency.code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Khóa đại lý ${agency.code} – ${agency.name}` });
  await expect(dialog).toContainText('sẽ bị đăng xuất ngay');
  await dialog.getByRole('textbox', { name: 'Lý do' }).fill(reason);
  await dialog.getByRole('button', { name: 'Khóa đại lý' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `Đã khóa đại lý ${agency.code}.` })).toBeVisible();
  await expect(row).toContainText('Đã khóa');
}
