// Each user of a fresh agency tree (and the demo platform operator) signs in and sees their own menu; a wrong password is
// refused with a clear message; the header shows the deposit.
import { expect } from '@playwright/test';
import { TREE_PASSWORD, test, type AgencyTree } from './support/agency-tree';
import { sideMenuLinks, signIn, signInAndWaitForHome } from './support/portal';

// Each journey here signs in with its worker's own agency tree, so they run side by side.
test.describe.configure({ mode: 'parallel' });

const MENUS: Record<
  keyof Pick<AgencyTree, 'f1Admin' | 'f1Agent' | 'f2Admin' | 'f2Agent'>,
  { has: string[]; lacks: string[] }
> = {
  f1Admin: {
    has: ['Trang chủ', 'Tài khoản nhân viên', 'Nhóm quyền', 'Thông tin tài khoản', 'Đổi mật khẩu'],
    lacks: [],
  },
  f1Agent: {
    has: ['Trang chủ', 'Thông tin tài khoản', 'Đổi mật khẩu'],
    lacks: ['Tài khoản nhân viên', 'Nhóm quyền'],
  },
  f2Admin: { has: ['Trang chủ', 'Tài khoản nhân viên'], lacks: ['Nhóm quyền'] },
  f2Agent: { has: ['Trang chủ', 'Đổi mật khẩu'], lacks: ['Tài khoản nhân viên', 'Nhóm quyền'] },
};

test('the platform operator signs in and sees their own menu', async ({ page }) => {
  await signInAndWaitForHome(page, 'superadmin');
  const links = await sideMenuLinks(page);
  for (const name of ['Trang chủ', 'Tài khoản nhân viên', 'Nhóm quyền'])
    expect(links, `superadmin should see ${name}`).toContain(name);
});

for (const [who, menu] of Object.entries(MENUS) as Array<[keyof typeof MENUS, (typeof MENUS)[keyof typeof MENUS]]>) {
  test(`a fresh ${who} signs in and sees their own menu`, async ({ page, tree }) => {
    await signInAndWaitForHome(page, tree[who].username, TREE_PASSWORD);
    const links = await sideMenuLinks(page);
    for (const name of menu.has) expect(links, `${who} should see ${name}`).toContain(name);
    for (const name of menu.lacks) expect(links, `${who} should not see ${name}`).not.toContain(name);
  });
}

test('the menus of an F1 admin and an F2 agent differ', async ({ browser, tree }) => {
  // Two sign-ins, each allowed 30 s to its first screen (decision 139): CI took 56 s at stop 28 and over 60 s since.
  test.setTimeout(150_000);
  const admin = await browser.newPage();
  const agent = await browser.newPage();
  await signInAndWaitForHome(admin, tree.f1Admin.username, TREE_PASSWORD);
  await signInAndWaitForHome(agent, tree.f2Agent.username, TREE_PASSWORD);
  expect(await sideMenuLinks(admin)).not.toEqual(await sideMenuLinks(agent));
});

test('a wrong password shows the error and stays on the login page', async ({ page, tree }) => {
  await signIn(page, tree.f1Agent.username, 'Sai@Matkhau1');
  await expect(page.getByRole('alert')).toContainText('Tên đăng nhập hoặc mật khẩu không đúng');
  await expect(page).toHaveURL(/\/login/);
});

test('an F1 admin opens the staff list from the menu and sees their colleagues', async ({ page, tree }) => {
  await signInAndWaitForHome(page, tree.f1Admin.username, TREE_PASSWORD);
  await sideMenuLinks(page);
  await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Tài khoản nhân viên' }).click();
  await expect(page).toHaveURL(/\/agent\/ticketing-management$/);
  // The demo F1 gathers the staff of every run's trees: the table's filter finds this tree's.
  const filter = page.getByRole('searchbox', { name: 'Lọc dữ liệu' });
  await filter.fill(tree.f1Agent.username);
  await expect(page.getByRole('cell', { name: tree.f1Agent.username, exact: true })).toBeVisible();
  await filter.fill(tree.f2Agent.username);
  await expect(page.getByRole('cell', { name: tree.f2Agent.username, exact: true })).toHaveCount(0);
});

test('signing out ends the session: a reload lands on the login page', async ({ page, tree }) => {
  await signInAndWaitForHome(page, tree.f2Admin.username, TREE_PASSWORD);
  await page.getByRole('button', { name: 'Menu tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test("an F1 admin sees the agency's available deposit in the header", async ({ page, tree }) => {
  // The demo F1's deposit pays the net of every sale in its network, so journeys running beside this one move it: the
  // header must show what the API answered the page, with separators.
  const balance = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/ledger/balance');
  await signInAndWaitForHome(page, tree.f1Admin.username, TREE_PASSWORD);
  const { available } = (await (await balance).json()) as { available: number };
  expect(available).toBeGreaterThan(0);
  const deposit = page.getByRole('banner').getByRole('status', { name: 'Số dư khả dụng' });
  await expect(deposit).toContainText(`${available.toLocaleString('de-DE')} ₫`);
});
