// The issue queue (issue 18): the tree's F2 administrator holds two bookings (through the API: holding has journeys of its
// own), opens /booking/issue, picks both, confirms once and types the PIN once for the whole batch; both become issued and
// the deposit drops by exactly their two totals. The F2 is this worker's own tree, so no other journey moves its deposit.
import { expect, type Page } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { answerOf, signedInCaller } from './support/api-caller';
import { ensureJourneyPin, JOURNEY_PIN } from './support/bookings';
import { holdThroughApi } from './support/edit-holds';
import { headerBalance, vnd } from './support/money';
import { signIn } from './support/portal';

/** Ticks the row of `pnr` (the queue is sorted newest first by the server: the two holds are on its first page). */
async function choose(page: Page, pnr: string): Promise<void> {
  await page
    .getByRole('table', { name: 'Hàng đợi xuất vé' })
    .getByRole('checkbox', { name: `Chọn ${pnr}` })
    .check();
}

test('an agent issues two holds from the issue queue with one confirmation and one PIN', async ({
  page,
  tree,
  request,
}) => {
  test.setTimeout(240_000);
  const caller = await signedInCaller(request, { username: tree.f2Admin.username, password: TREE_PASSWORD });
  const first = await holdThroughApi(caller, { system: 'VN', from: 'HAN', to: 'SGN', days: 25, adults: 1 });
  const second = await holdThroughApi(caller, { system: 'VN', from: 'SGN', to: 'HAN', days: 26, adults: 1 });
  const totalOf = async (id: string) =>
    (await answerOf<{ fareData: { totalAmount: number } }>(await caller.get(`/api/bookings/${id}`), 'detail')).fareData
      .totalAmount;
  const total = (await totalOf(first.id)) + (await totalOf(second.id));

  await signIn(page, tree.f2Admin.username, TREE_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 30_000 });
  await ensureJourneyPin(page, TREE_PASSWORD);
  const before = await headerBalance(page);

  await page.goto('/booking/issue?sort=createdAt&order=desc');
  await expect(page.getByRole('heading', { name: 'Hàng đợi xuất vé' })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Hàng đợi xuất vé' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await choose(page, first.pnr);
  // The time left counts down on the row, in words.
  await expect(table.getByRole('timer').first()).toHaveText(/^còn /);
  await choose(page, second.pnr);

  await page.getByRole('button', { name: 'Xuất vé đã chọn (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xuất vé 2 đặt chỗ' });
  await expect(dialog).toBeVisible();
  expect(vnd(await dialog.getByText(/^Tổng tiền trừ vào ký quỹ/).innerText())).toBe(total);
  await dialog.getByRole('button', { name: 'Xác nhận xuất vé' }).click();

  // One PIN for the batch.
  const pin = page.getByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
  await expect(pin).toBeVisible({ timeout: 20_000 });
  await pin.getByLabel(/^Mã PIN/).fill(JOURNEY_PIN);
  await pin.getByRole('button', { name: 'Xác nhận' }).click();
  for (const booking of [first, second])
    await expect(dialog.getByTestId(`issue-outcome-${booking.pnr}`)).toContainText('Đã xuất vé', { timeout: 60_000 });
  await expect(pin).toBeHidden();

  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toBeHidden();
  for (const booking of [first, second]) {
    const detail = await answerOf<{ status: string }>(await caller.get(`/api/bookings/${booking.id}`), 'detail');
    expect(detail.status).toBe('EXPORT');
  }
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before - total);
  // Issued holds leave the queue.
  for (const booking of [first, second])
    await expect(page.getByRole('checkbox', { name: `Chọn ${booking.pnr}` })).toHaveCount(0);
});
