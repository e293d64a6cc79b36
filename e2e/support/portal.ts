// Journey helpers: sign in through the login page and read the side menu as a user sees it.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

export async function signInAndWaitForHome(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, username, password);
  // The first screen after signing in loads its lazy chunks and the home's reads; on a two-core machine running two
  // journeys and a server that has just started (its projector's first pass), that can take longer than 10 s.
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
}

/** Expands every group of the side menu and answers the names of all its links. */
export async function sideMenuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu chính' });
  await expect(nav).toBeVisible();
  const groups = nav.locator('[aria-expanded="false"]');
  while ((await groups.count()) > 0) await groups.first().click();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}
