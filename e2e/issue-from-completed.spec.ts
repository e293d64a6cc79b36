// Issue from the completed page (issue 12 item 15): a fresh F2 administrator with a PIN holds a HAN⇄SGN round trip out on
// Vietnam Airlines and back on Vietjet (two PNRs), then issues both from the completed page after one confirmation of
// the combined amount; each PNR asks its own PIN step-up, both end issued, and the deposit drops by exactly that amount.
// An F2 user, not an F1 one: the F2 is this worker's own, while the demo F1's deposit moves under other workers' journeys.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TREE_PASSWORD, test } from './support/agency-tree';
import { expectSearchFinished, fillPassenger, holdAndOpenCompleted, JOURNEY_PIN } from './support/bookings';
import { vietnamDay } from './support/days';
import { headerBalance, vnd } from './support/money';
import { signIn } from './support/portal';

/** Leaves `username`'s PIN on and equal to JOURNEY_PIN, through the API (a PIN an earlier run set is turned off first). */
async function setPinByApi(request: APIRequestContext, username: string): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { username, password: TREE_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const state = (await (await request.get('/api/pin-code', { headers })).json()) as { isEnabled?: boolean };
  if (state.isEnabled) await request.post('/api/pin-code/turn-off', { headers, data: { password: TREE_PASSWORD } });
  const set = await request.post('/api/pin-code', { headers, data: { pin: JOURNEY_PIN, password: TREE_PASSWORD } });
  expect(set.ok(), await set.text()).toBe(true);
}

/** The first fare still on sale of `airline` in a results tab (the list is virtual: the leg is filtered to the airline first). */
async function fareOf(page: Page, list: Locator, airline: string): Promise<Locator> {
  await page
    .getByRole('complementary', { name: 'Bộ lọc' })
    .getByRole('checkbox', { name: new RegExp(`\\(${airline}\\) · từ `) })
    .check();
  return list
    .getByRole('listitem', { name: new RegExp(`^${airline} \\d+`) })
    .getByRole('button', { name: /^Chọn \S+ [\d.]+ ₫$/ })
    .and(page.locator(':enabled'))
    .first();
}

/** The PIN typed in the step-up dialog now ('' when it is closed), read without waiting for the dialog. */
const typedPin = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLInputElement>('[aria-labelledby="pin-dialog-title"] input')?.value ?? '',
  );

/**
 * Answers the PIN dialog once. Its request has its token when the PIN typed is gone: the dialog closes, or, when the
 * other PNR's request was refused for a PIN at the same moment, it shows again at once, empty, for that one (one
 * dialog at a time: it may never be hidden in between). A closing dialog is given its exit transition (no CSS
 * transition left running on the page), so the next answer never types into it.
 */
async function answerPin(page: Page): Promise<void> {
  const pin = page.getByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
  await expect(pin).toBeVisible({ timeout: 20_000 });
  await pin.getByLabel(/^Mã PIN/).fill(JOURNEY_PIN);
  await pin.getByRole('button', { name: 'Xác nhận' }).click();
  await expect.poll(() => typedPin(page), { timeout: 20_000 }).toBe('');
  await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
}

test('an agent holds a round trip on two airlines and issues both PNRs from the completed page with one confirmation', async ({
  page,
  tree,
  request,
}) => {
  test.setTimeout(300_000);
  await setPinByApi(request, tree.f2Admin.username);
  await signIn(page, tree.f2Admin.username, TREE_PASSWORD);
  // The home page is a lazy chunk: on a busy machine it takes longer than the default wait.
  await expect(page.getByRole('heading', { name: /^Xin chào, / })).toBeVisible({ timeout: 30_000 });
  const before = await headerBalance(page);

  // Out on Vietnam Airlines, back on Vietjet: one PNR per airline.
  await page.goto(
    `/booking/flights?type=RT&legs=HAN-SGN-${vietnamDay(24)},SGN-HAN-${vietnamDay(27)}&adt=1&chd=0&inf=0`,
  );
  await expect(page.getByRole('progressbar', { name: 'Tiến độ tìm kiếm' })).toBeVisible({ timeout: 30_000 });
  await expectSearchFinished(page);
  await (await fareOf(page, page.getByRole('list', { name: /^Danh sách chuyến bay Chiều đi/ }), 'VN')).click();
  await expect(page.getByRole('tab', { name: 'Chiều về' })).toHaveAttribute('aria-selected', 'true');
  await (await fareOf(page, page.getByRole('list', { name: /^Danh sách chuyến bay Chiều về/ }), 'VJ')).click();
  await page.getByRole('region', { name: 'Tóm tắt chuyến đã chọn' }).getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/booking\/passenger-information\/[^/]+$/);

  await fillPassenger(page, { slot: /^Người lớn 1/, title: 'MR', lastName: 'Đặng', firstName: 'Văn Khứ Hồi' });
  await page
    .getByRole('region', { name: 'Thông tin liên hệ' })
    .getByRole('textbox', { name: /^Số điện thoại di động/ })
    .fill('0901234567');
  await holdAndOpenCompleted(page);

  // Both PNRs held: each card offers its own issue, and the order offers them all for the combined amount.
  const vnCard = page.getByRole('article', { name: /^VN · / });
  const vjCard = page.getByRole('article', { name: /^VJ · / });
  await expect(vnCard.getByRole('button', { name: /^Xuất vé [A-Z0-9]{5,8}$/ })).toBeVisible({ timeout: 30_000 });
  await expect(vjCard.getByRole('button', { name: /^Xuất vé [A-Z0-9]{5,8}$/ })).toBeVisible({ timeout: 30_000 });
  const orderTotal = vnd(await page.getByText('Tổng đơn').locator('xpath=following-sibling::*[1]').innerText());
  const issueAll = page.getByRole('button', { name: /^Xuất tất cả \(/ });
  const issueAllText = await issueAll.innerText();
  expect(vnd(issueAllText)).toBe(orderTotal);

  await issueAll.click();
  const dialog = page.getByRole('dialog', { name: 'Xuất tất cả 2 mã đặt chỗ' });
  // The button's text is shown upper case; the amount in its brackets is the combined total the dialog confirms.
  await expect(dialog).toContainText(`tổng ${/\((.+)\)/.exec(issueAllText)![1]}`);
  await dialog.getByRole('button', { name: 'Xác nhận xuất vé' }).click();
  // Each PNR is issued and paid on its own request: the PIN is asked for each.
  await answerPin(page);
  await answerPin(page);
  await expect(page.getByRole('dialog', { name: 'Xác nhận bằng mã PIN' })).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(/^Đã xuất vé [A-Z0-9]{5,8}, [A-Z0-9]{5,8}$/)).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  await expect(vnCard.getByText('Đã xuất vé', { exact: true })).toBeVisible();
  await expect(vjCard.getByText('Đã xuất vé', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Xuất (vé|tất cả)/ })).toHaveCount(0);
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before - orderTotal);
});
