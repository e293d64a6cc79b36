// With 4-second access tokens, the app refreshes transparently when a call answers 401 code 18.
import { expect } from '@playwright/test';
import { SHORT_TOKEN_URL } from './playwright.config';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { sideMenuLinks, signInAndWaitForHome } from './support/portal';

// Each journey here signs in with its worker's own agency tree, so they run side by side.
test.describe.configure({ mode: 'parallel' });

test.use({ baseURL: SHORT_TOKEN_URL });

test('an expired access token is refreshed once and the page loads without a new sign-in', async ({ page, tree }) => {
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/auth/refresh-token')) refreshes.push(response.status());
  });
  const signedIn = page.waitForResponse(
    (response) => response.url().includes('/api/auth/login') && response.status() === 200,
  );
  await signInAndWaitForHome(page, tree.f1Admin.username, TREE_PASSWORD);
  const { accessToken } = (await (await signedIn).json()) as { accessToken: string };
  await sideMenuLinks(page);
  // The page's access token has expired once the server refuses it with code 18 (instead of sleeping past its 4 s).
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/agency/staff', {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        return answer.status() === 401 ? ((await answer.json()) as { code: number }).code : answer.status();
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(18);

  // The refresh is made by whichever call meets the expired token first: the staff page's, or the bell's live stream,
  // which reconnects through the same client. Either way it is made once, and no sign-in is asked for again.
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/login')) logins.push(request.url());
  });
  await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Tài khoản nhân viên' }).click();
  await expect.poll(() => refreshes.filter((status) => status === 200).length, { timeout: 15_000 }).toBeGreaterThan(0);
  // The demo F1 gathers the staff of every run's trees: the table's filter finds this tree's.
  await page.getByRole('searchbox', { name: 'Lọc dữ liệu' }).fill(tree.f1Agent.username);
  await expect(page.getByRole('cell', { name: tree.f1Agent.username, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/agent\/ticketing-management$/);
  expect(logins).toEqual([]);
});

test('a reload restores the session from the httpOnly refresh cookie', async ({ page, tree }) => {
  await signInAndWaitForHome(page, tree.f2Admin.username, TREE_PASSWORD);
  await page.reload();
  // A full page load: its first screen may take 30 s on CI (decision 139).
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 30_000 });
  const cookies = await page.context().cookies();
  const refresh = cookies.find((cookie) => cookie.name === 'portal_refresh');
  expect(refresh?.httpOnly).toBe(true);
  expect(await page.evaluate('JSON.stringify(window.localStorage)')).not.toContain(refresh!.value);
});
