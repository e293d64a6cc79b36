// Agency administration journey (issue 6): an admin of SAOVIET (the F1 admin of the worker's agency tree) creates a
// sub-agency whose first account's group lacks EXPORT_TICKET; that staff member signs in with the mailed password, must
// change it, sees only their menu and cannot open the issuing screen; the F1 admin adds EXPORT_TICKET to the group and,
// after a refresh, the staff member can; the F1 admin locks the sub-agency and the staff member's session ends at their
// next step. Code, username and email are unique per run, so the journey runs in parallel and again on the same server.
import { expect, type Page, type Response } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import {
  changeForcedPassword,
  codeCheckbox,
  createSubAgency,
  lockSubAgency,
  openSubAgencyGroups,
  temporaryPasswordFromOutbox,
  uniqueSubAgency,
} from './support/agency-admin';
import { sideMenuLinks, signIn, signInAndWaitForHome } from './support/portal';

const NEW_PASSWORD = 'Nhanvien@2026';
const FIRST_GROUP = 'Quản trị đại lý cấp 2';
const LOCKED = 'Tài khoản hoặc đại lý đang bị khóa';

/** The codes a session answer (login, GET /api/auth/me) carries. */
async function permissionsOf(answer: Response): Promise<string[]> {
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { permissions: string[] }).permissions;
}

const meAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/me' && response.request().method() === 'GET',
  );

test('an F1 admin runs a sub-agency: a staff group without EXPORT_TICKET, the code added later, then a lock that ends the session', async ({
  page: f1,
  browser,
  tree,
}) => {
  test.setTimeout(150_000);
  const agency = uniqueSubAgency();

  // 1. The F1 admin creates sub-agency X; its first account's group leaves out EXPORT_TICKET (and the child-agency screens).
  await signInAndWaitForHome(f1, tree.f1Admin.username, TREE_PASSWORD);
  await createSubAgency(f1, agency, ['EXPORT_TICKET', 'CHILD_AGENT_MANAGER']);

  // 2. The temporary password, from the welcome mail on the demo outbox page.
  const temporaryPassword = await temporaryPasswordFromOutbox(f1, agency.email);
  expect(temporaryPassword).toHaveLength(12);

  // 3. The staff member signs in in a browser of their own and must change the password before anything else.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const loginAnswer = staff.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await signIn(staff, agency.username, temporaryPassword);
  const login = await loginAnswer;
  expect(login.status()).toBe(200);
  expect(await login.json()).toMatchObject({ mustChangePassword: true });
  await expect(staff).toHaveURL(/\/change-password$/);
  await staff.goto('/agent/ticketing-management');
  await expect(staff).toHaveURL(/\/change-password$/);

  const meAfterChange = meAnswer(staff);
  await changeForcedPassword(staff, temporaryPassword, NEW_PASSWORD);
  const codes = await permissionsOf(await meAfterChange);
  expect(codes).toEqual(expect.arrayContaining(['ADMIN_F2', 'BOOKING_TICKET', 'DEPOSIT_MANAGER']));
  expect(codes).not.toContain('EXPORT_TICKET');
  expect(codes).not.toContain('VOID_VIEW_TICKETS');
  expect(codes).not.toContain('CHILD_AGENT_MANAGER');

  // Their menu follows their group: an F2 admin's screens, without the child-agency ones unticked at creation nor the F1's.
  const menu = await sideMenuLinks(staff);
  for (const name of [
    'Trang chủ',
    'Tài khoản nhân viên',
    'Thông tin tài khoản',
    'Yêu cầu nạp tiền',
    'Sao kê ký quỹ',
    'Đổi mật khẩu',
  ]) {
    expect(menu, `the staff member should see ${name}`).toContain(name);
  }
  for (const name of [
    'Đại lý con',
    'Nhân viên đại lý con',
    'Đại lý cấp 2',
    'Cấu hình đại lý',
    'Nhóm quyền',
    'Ký quỹ đại lý cấp dưới',
    'Đăng nhập hệ thống đặt chỗ',
  ]) {
    expect(menu, `the staff member should not see ${name}`).not.toContain(name);
  }
  await expect(staff.getByRole('heading', { name: `Xin chào, ${agency.fullName}` })).toBeVisible();

  // They cannot issue: the issuing screen's guard (EXPORT_TICKET or VOID_VIEW_TICKETS) sends them to /not-allow.
  const meBeforeGrant = meAnswer(staff);
  await staff.goto('/booking/issue');
  expect(await permissionsOf(await meBeforeGrant)).not.toContain('EXPORT_TICKET');
  await expect(staff).toHaveURL(/\/not-allow$/);
  await expect(staff.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();

  // 4. The F1 admin picks X on the permission groups page and adds EXPORT_TICKET to X's group.
  const groups = await openSubAgencyGroups(f1, agency);
  const groupRow = groups.getByRole('row').filter({ hasText: FIRST_GROUP });
  await expect(groupRow).toHaveCount(1);
  await expect(groupRow).toContainText('ADMIN_F2');
  await expect(groupRow).not.toContainText('EXPORT_TICKET');
  await groupRow.getByRole('link', { name: `Sửa: ${FIRST_GROUP}` }).click();
  await expect(f1).toHaveURL(/\/system\/change-group-permissions\?id=[0-9a-f-]{36}&agencyId=[0-9a-f-]{36}$/);
  const form = f1.getByRole('form', { name: 'Sửa nhóm quyền' });
  await expect(form.getByRole('textbox', { name: 'Tên nhóm' })).toHaveValue(FIRST_GROUP);
  await expect(form.getByRole('checkbox', { name: `${agency.username} — ${agency.fullName}` })).toBeChecked();
  await expect(codeCheckbox(form, 'ADMIN_F2')).toBeChecked();
  const exportTicket = codeCheckbox(form, 'EXPORT_TICKET');
  await expect(exportTicket).not.toBeChecked();
  await exportTicket.check();
  await form.getByRole('button', { name: 'Lưu nhóm quyền' }).click();
  await expect(f1.getByRole('alert').filter({ hasText: `Đã lưu nhóm quyền ${FIRST_GROUP}.` })).toBeVisible();
  await expect(f1).toHaveURL(/\/system\/group-permissions\?agencyId=[0-9a-f-]{36}$/);
  await expect(groupRow).toContainText('EXPORT_TICKET');

  // 5. After a refresh (the reload renews the token, which reloads the codes) the staff member may open the issuing screen.
  const meAfterGrant = meAnswer(staff);
  await staff.goto('/booking/issue');
  expect(await permissionsOf(await meAfterGrant)).toContain('EXPORT_TICKET');
  // Issuing itself is issue 5: until its page is built the guard sends an allowed user home rather than to /not-allow.
  await expect(staff.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
  await expect(staff).toHaveURL(/\/(booking\/issue)?$/);
  await expect(staff).not.toHaveURL(/\/not-allow/);

  // 6. The F1 admin locks X; the staff member's next step ends on the login page, which says why, and signing in again is refused.
  await lockSubAgency(f1, agency, `Tạm ngừng hợp tác với ${agency.code} (e2e)`);
  await sideMenuLinks(staff);
  await staff
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('link', { name: 'Tài khoản nhân viên' })
    .click();
  await expect(staff).toHaveURL(/\/login$/);
  await expect(staff.getByTestId('session-end-notice')).toHaveText(LOCKED);
  await staff.goto('/');
  await expect(staff).toHaveURL(/\/login$/);

  await signIn(staff, agency.username, NEW_PASSWORD);
  await expect(staff.getByRole('alert').filter({ hasText: LOCKED })).toBeVisible();
  await expect(staff).toHaveURL(/\/login$/);
  await expect(staff.getByRole('navigation', { name: 'Menu chính' })).toHaveCount(0);
  await staffContext.close();
});
