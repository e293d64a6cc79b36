// Each demo user signs in and sees their own menu; a wrong password is refused with a clear message; the header shows the deposit.
import { expect, test } from '@playwright/test';
import { sideMenuLinks, signIn, signInAndWaitForHome } from './support/portal';

const MENUS: Record<string, { has: string[]; lacks: string[] }> = {
  superadmin: { has: ['Trang chủ', 'Tài khoản nhân viên', 'Nhóm quyền'], lacks: [] },
  'f1.admin': {
    has: ['Trang chủ', 'Tài khoản nhân viên', 'Nhóm quyền', 'Thông tin tài khoản', 'Đổi mật khẩu'],
    lacks: [],
  },
  'f1.agent': {
    has: ['Trang chủ', 'Thông tin tài khoản', 'Đổi mật khẩu'],
    lacks: ['Tài khoản nhân viên', 'Nhóm quyền'],
  },
  'f2.admin': { has: ['Trang chủ', 'Tài khoản nhân viên'], lacks: ['Nhóm quyền'] },
  'f2.agent': { has: ['Trang chủ', 'Đổi mật khẩu'], lacks: ['Tài khoản nhân viên', 'Nhóm quyền'] },
};

for (const [username, menu] of Object.entries(MENUS)) {
  test(`${username} signs in and sees their own menu`, async ({ page }) => {
    await signInAndWaitForHome(page, username);
    const links = await sideMenuLinks(page);
    for (const name of menu.has) expect(links, `${username} should see ${name}`).toContain(name);
    for (const name of menu.lacks) expect(links, `${username} should not see ${name}`).not.toContain(name);
  });
}

test('the menus of an F1 admin and an F2 agent differ', async ({ browser }) => {
  const admin = await browser.newPage();
  const agent = await browser.newPage();
  await signInAndWaitForHome(admin, 'f1.admin');
  await signInAndWaitForHome(agent, 'f2.agent');
  expect(await sideMenuLinks(admin)).not.toEqual(await sideMenuLinks(agent));
});

test('a wrong password shows the error and stays on the login page', async ({ page }) => {
  await signIn(page, 'f1.agent', 'Sai@Matkhau1');
  await expect(page.getByRole('alert')).toContainText('Tên đăng nhập hoặc mật khẩu không đúng');
  await expect(page).toHaveURL(/\/login/);
});

test('an F1 admin opens the staff list from the menu and sees their colleagues', async ({ page }) => {
  await signInAndWaitForHome(page, 'f1.admin');
  await sideMenuLinks(page);
  await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Tài khoản nhân viên' }).click();
  await expect(page).toHaveURL(/\/agent\/ticketing-management$/);
  await expect(page.getByRole('cell', { name: 'f1.agent', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'f2.agent', exact: true })).toHaveCount(0);
});

test('signing out ends the session: a reload lands on the login page', async ({ page }) => {
  await signInAndWaitForHome(page, 'f2.admin');
  await page.getByRole('button', { name: 'Menu tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('the server under test runs on the database this project names', async ({ request }, testInfo) => {
  const health = await (await request.get('/api/health')).json();
  expect(health).toMatchObject({ status: 'ok', database: testInfo.project.name });
});

test("an F1 admin sees the agency's available deposit in the header", async ({ page }) => {
  await signInAndWaitForHome(page, 'f1.admin');
  const deposit = page.getByRole('banner').getByRole('status', { name: 'Số dư khả dụng' });
  await expect(deposit).toContainText('500.000.000 ₫');
});
