// Language switch survives a reload; forbidden routes land on /not-allow; unknown paths go home.
import { expect } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { signIn, signInAndWaitForHome } from './support/portal';

// Each journey here signs in with its worker's own agency tree, so they run side by side.
test.describe.configure({ mode: 'parallel' });

test('switching to English changes the interface and survives a reload and sign-in', async ({ page, tree }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await page.getByLabel('Ngôn ngữ').selectOption({ label: 'English' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(tree.f1Admin.username);
  await page.getByLabel('Password', { exact: true }).fill(TREE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Trang chủ' }),
  ).toBeVisible();
});

test('the query string picks the language when nothing is stored', async ({ page }) => {
  await page.goto('/login?lng=en');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a forbidden route lands on /not-allow', async ({ page, tree }) => {
  await signInAndWaitForHome(page, tree.f2Agent.username, TREE_PASSWORD);
  await page.goto('/agent/config-f2');
  await expect(page).toHaveURL(/\/not-allow$/);
  await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  await page.goto('/system/group-permissions');
  await expect(page).toHaveURL(/\/not-allow$/);
});

test('an F1 admin reaches the permission groups page the F2 agent is refused', async ({ page, tree }) => {
  await signInAndWaitForHome(page, tree.f1Admin.username, TREE_PASSWORD);
  await page.goto('/system/group-permissions');
  await expect(page.getByRole('cell', { name: 'Quản trị đại lý cấp 1', exact: true })).toBeVisible();
});

test('an unknown path goes to the home page, and a signed-out visitor to the login page', async ({ page, tree }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, tree.f1Agent.username, TREE_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 30_000 });
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
});
