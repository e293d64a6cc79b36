// Booking journey helpers: a known PIN, a one-way search chosen up to the passenger step, passengers typed, the hold sent
// (past a duplicate warning of an earlier run), and the simulator's hold time limit shortened for one hold.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { vietnamDay } from './days';
import { TREE_PIN } from './tree-funds';

/** The PIN the journeys type: the one the agency tree's issuers are given. */
export const JOURNEY_PIN = TREE_PIN;

/**
 * The airline systems whose hold time limit a journey may shorten (PUT /admin/faults applies to every hold of a system on
 * that simulator), and no other journey chooses their fares (chooseFirstFareAndContinue leaves them out), so no other hold
 * is caught by the short limit. Each project's server has its own simulator and one expiry journey, which takes its own
 * system (holdExpirySystem): the only other hold of one of them, booking-edit-forms' Bamboo hold, runs on PGlite only.
 */
const HOLD_EXPIRY_SYSTEM_OF_PROJECT = { pglite: 'VU', postgres: 'QH' } as const;
export const HOLD_EXPIRY_SYSTEMS = Object.values(HOLD_EXPIRY_SYSTEM_OF_PROJECT);

/** The system the expiry journey of a project shortens: Vietravel on PGlite, Bamboo on PostgreSQL. */
export function holdExpirySystem(projectName: string): (typeof HOLD_EXPIRY_SYSTEMS)[number] {
  return projectName === 'postgres' ? HOLD_EXPIRY_SYSTEM_OF_PROJECT.postgres : HOLD_EXPIRY_SYSTEM_OF_PROJECT.pglite;
}

/** The same day and month `years` back (a birthday safely inside an age band). */
export function yearsAgo(years: number): string {
  const [year, month, day] = vietnamDay(0).split('-');
  return `${Number(year) - years}-${month}-${day === '29' && month === '02' ? '28' : day}`;
}

/**
 * Leaves the user's PIN on and equal to JOURNEY_PIN whatever an earlier run (or the tree's set-up) left: an existing PIN
 * is turned off with the account `password` (which works even when locked), then the journey's PIN is set.
 */
export async function ensureJourneyPin(page: Page, password: string): Promise<void> {
  await page.goto('/system/pin-code');
  const state = page.getByRole('region', { name: 'Trạng thái' });
  await expect(state.getByText(/^(Đang bật|Chưa bật)$/)).toBeVisible();
  if (await state.getByText('Đang bật', { exact: true }).isVisible()) {
    const turnOff = page.getByRole('form', { name: 'Tắt mã PIN' });
    await turnOff.getByRole('radio', { name: 'Quên mã PIN? Dùng mật khẩu tài khoản' }).check();
    await turnOff.getByRole('textbox', { name: 'Mật khẩu tài khoản', exact: true }).fill(password);
    await turnOff.getByRole('button', { name: 'Tắt mã PIN' }).click();
    await expect(state.getByText('Chưa bật', { exact: true })).toBeVisible();
  }
  const set = page.getByRole('form', { name: 'Đặt mã PIN' });
  await set.getByRole('textbox', { name: 'Mã PIN mới', exact: true }).fill(JOURNEY_PIN);
  await set.getByRole('textbox', { name: 'Nhập lại mã PIN mới', exact: true }).fill(JOURNEY_PIN);
  await set.getByRole('textbox', { name: 'Mật khẩu tài khoản', exact: true }).fill(password);
  await set.getByRole('button', { name: 'Bật mã PIN' }).click();
  await expect(state.getByText('Đang bật', { exact: true })).toBeVisible();
}

/** Waits until every airline system has answered the streamed search. */
export async function expectSearchFinished(page: Page): Promise<void> {
  const bar = page.getByRole('progressbar', { name: 'Tiến độ tìm kiếm' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
}

/**
 * Picks the first fare still on sale in the results — of the flights of `carrier` when given, else of any carrier but
 * HOLD_EXPIRY_SYSTEMS' — and hands the selection to the passenger step.
 */
export async function chooseFirstFareAndContinue(page: Page, carrier?: string): Promise<void> {
  const list = page.getByRole('list', { name: /^Danh sách chuyến bay/ });
  // A flight's row is named after its flight number ("VJ 123, HAN 06:00 → SGN …").
  const rows = list
    .getByRole('listitem')
    .and(
      page.locator(
        carrier
          ? `[aria-label^="${carrier} "]`
          : HOLD_EXPIRY_SYSTEMS.map((system) => `:not([aria-label^="${system} "])`).join(''),
      ),
    );
  const fare = rows
    .getByRole('button', { name: /^Chọn \S+ [\d.]+ ₫$/ })
    .and(page.locator(':enabled'))
    .first();
  await fare.click();
  const summary = page.getByRole('region', { name: 'Tóm tắt chuyến đã chọn' });
  await summary.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/booking\/passenger-information\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Thông tin hành khách', level: 1 })).toBeVisible();
}

export type PassengerInput = {
  slot: RegExp;
  title: string;
  lastName: string;
  firstName: string;
  birthDate?: string;
  parent?: string;
};

/** Types one passenger into its card (the card is the region named after its slot, e.g. "Người lớn 1 (ADT-1)"). */
export async function fillPassenger(page: Page, passenger: PassengerInput): Promise<Locator> {
  const card = page.getByRole('region', { name: passenger.slot });
  await card.getByRole('combobox', { name: /^Danh xưng/ }).selectOption(passenger.title);
  await card.getByRole('textbox', { name: /^Họ/ }).fill(passenger.lastName);
  await card.getByRole('textbox', { name: /^Tên đệm và tên/ }).fill(passenger.firstName);
  if (passenger.birthDate) await card.getByRole('textbox', { name: /^Ngày sinh/ }).fill(passenger.birthDate);
  if (passenger.parent)
    await card.getByRole('combobox', { name: /^Người lớn đi cùng/ }).selectOption({ label: passenger.parent });
  return card;
}

/** The passenger step's total on the hold bar (fares and add-ons). */
export function holdBarTotal(page: Page): Locator {
  return page
    .getByRole('form', { name: 'Thông tin hành khách và liên hệ' })
    .locator('.MuiPaper-root')
    .filter({ has: page.getByRole('button', { name: 'Giữ chỗ' }) })
    .locator('p')
    .filter({ hasText: '₫' });
}

/** Sends the hold; an earlier run's booking of the same passengers answers "duplicate", which the agent confirms. */
export async function holdAndOpenCompleted(page: Page): Promise<void> {
  const hold = page.getByRole('button', { name: 'Giữ chỗ', exact: true });
  await expect(hold).toBeEnabled({ timeout: 20_000 });
  await hold.click();
  const duplicate = page.getByRole('dialog', { name: 'Đặt chỗ bị trùng' });
  await expect(page.getByRole('heading', { name: 'Kết quả đặt chỗ', level: 1 }).or(duplicate)).toBeVisible({
    timeout: 30_000,
  });
  if (await duplicate.isVisible()) await duplicate.getByRole('button', { name: 'Vẫn đặt' }).click();
  await expect(page).toHaveURL(/\/booking\/completed\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Kết quả đặt chỗ', level: 1 })).toBeVisible();
}

/** The PNR the completed page links to, once its supplier has answered. */
export async function completedPnr(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: /^Xem chi tiết đặt chỗ [A-Z0-9]{5,8}$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  return (await link.innerText()).trim().split(' ').at(-1)!;
}

/** Sets (or, with null, restores) the simulator's hold time limit of one airline system. */
export async function setHoldTimeLimit(
  request: APIRequestContext,
  limit: { simulatorUrl: string; system: (typeof HOLD_EXPIRY_SYSTEMS)[number]; seconds: number | null },
): Promise<void> {
  const body = { [limit.system]: { holdTimeLimitSeconds: limit.seconds } };
  const response = await request.put(`${limit.simulatorUrl}/admin/faults`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
}
