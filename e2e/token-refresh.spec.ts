// With 4-second access tokens, the app refreshes transparently when a call answers 401 code 18.
import { expect, test } from '@playwright/test';
import { SHORT_TOKEN_URL } from './playwright.config';
import { sideMenuLinks, signInAndWaitForHome } from './support/portal';

test.use({ baseURL: SHORT_TOKEN_URL });

test('an expired access token is refreshed once and the page loads without a new sign-in', async ({ page }) => {
  await signInAndWaitForHome(page, 'f1.admin');
  await sideMenuLinks(page);
  await page.waitForTimeout(5_000);

  const expired = page.waitForResponse(
    (response) => response.url().includes('/api/agency/staff') && response.status() === 401,
  );
  const refreshed = page.waitForResponse(
    (response) => response.url().includes('/api/auth/refresh-token') && response.status() === 200,
  );
  await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Tài khoản nhân viên' }).click();
  expect((await (await expired).json()).code).toBe(18);
  await refreshed;
  await expect(page.getByRole('cell', { name: 'f1.agent', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/agent\/ticketing-management$/);
});

test('a reload restores the session from the httpOnly refresh cookie', async ({ page }) => {
  await signInAndWaitForHome(page, 'f2.admin');
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible();
  const cookies = await page.context().cookies();
  const refresh = cookies.find((cookie) => cookie.name === 'portal_refresh');
  expect(refresh?.httpOnly).toBe(true);
  expect(await page.evaluate('JSON.stringify(window.localStorage)')).not.toContain(refresh!.value);
});
