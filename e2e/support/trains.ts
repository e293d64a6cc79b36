// Train journey helpers: stations typed as an agent types them, a run chosen, free berths clicked on a carriage's seat
// map until N are this agent's with their countdowns, a seat's passenger typed, and the PIN step-up answered.
import { expect, type Locator, type Page } from '@playwright/test';
import { JOURNEY_PIN } from './bookings';

/** Types `typed` into the station picker `label` and chooses the option `station` ("Hà Nội (HNO)"). */
export async function chooseStation(page: Page, options: { label: RegExp; typed: string; station: string }) {
  const field = page.getByRole('combobox', { name: options.label });
  await field.fill(options.typed);
  await page.getByRole('option', { name: options.station }).click();
  await expect(field).toHaveValue(options.station);
}

/** Chooses the first run on sale in the results tab shown and waits for its seat map's page. */
export async function chooseFirstRun(page: Page, direction: 'Chiều đi' | 'Chiều về'): Promise<string> {
  const runs = page.getByRole('region', { name: direction });
  const run = runs.getByRole('article').filter({ has: page.getByRole('button', { name: 'Chọn chuyến' }) });
  await expect(run.first()).toBeVisible({ timeout: 30_000 });
  const trainNumber = (await run.first().getByRole('heading').innerText()).trim();
  await run.first().getByRole('button', { name: 'Chọn chuyến' }).click();
  await expect(page.getByRole('heading', { name: `Chọn chỗ · ${direction}` })).toBeVisible();
  return trainNumber;
}

/**
 * Opens the first 4-berth carriage with room and clicks `count` free berths one after another, each checked to turn
 * "mine" (pressed, named so) before the next; then the held panel of `direction` lists them, each with its countdown.
 */
export async function holdBerths(page: Page, options: { direction: 'Chiều đi' | 'Chiều về'; count: number }) {
  const strip = page.getByRole('navigation', { name: 'Các toa của đoàn tàu' });
  const carriage = strip
    .getByRole('button', { name: /^Toa \d+, Nằm khoang 4 điều hòa, còn \d+ chỗ$/ })
    .and(page.locator(':enabled'))
    .first();
  const carriageName = (await carriage.getAttribute('aria-label'))!;
  const carriageNo = /^Toa (\d+),/.exec(carriageName)![1]!;
  await carriage.click();
  await expect(carriage).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByRole('region', { name: `Sơ đồ chỗ toa ${carriageNo}, Nằm khoang 4 điều hòa` });
  await expect(map).toBeVisible({ timeout: 20_000 });

  for (let taken = 0; taken < options.count; taken += 1) {
    const free = map.getByRole('button', { name: /, Còn trống$/ }).first();
    const seatId = (await free.getAttribute('data-seat'))!;
    const seat = map.locator(`[data-seat="${seatId}"]`);
    await seat.click();
    await expect(seat).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
    await expect(seat).toHaveAccessibleName(/^Toa \d+, giường \d+ tầng \d, .+ ₫, Chỗ tôi đang giữ$/);
  }
  await expect(map.getByRole('button', { pressed: true })).toHaveCount(options.count);

  const held = page.getByRole('region', { name: `Chỗ đang giữ · ${options.direction}` });
  const timers = held.getByRole('timer');
  await expect(timers).toHaveCount(options.count);
  for (const timer of await timers.all()) {
    // Ten minutes from each lock's own time: never more, and far from 0 this early.
    await expect(timer).toHaveText(/^(10:00|0[5-9]:[0-5]\d)$/);
    await expect(timer).toHaveAccessibleName(
      new RegExp(`^Toa ${carriageNo}, giường \\d+ tầng \\d: còn \\d\\d:\\d\\d$`),
    );
  }
  await expect(held).toContainText(`Tổng ${options.count} chỗ:`);
}

export type TrainPassenger = {
  fullName: string;
  idNumber: string;
  /** The railway's passenger type code: 1 adult, 2 child 6–under 10, 12 student. */
  type: '1' | '2' | '12';
  birthDate?: string;
  /** A child's adult: the option's position in "Đi cùng người lớn" (1 = the first adult). */
  adultIndex?: number;
};

/** Types one seat's passenger into its card. */
export async function fillTrainPassenger(card: Locator, passenger: TrainPassenger): Promise<void> {
  await card.getByRole('textbox', { name: /^Họ và tên/ }).fill(passenger.fullName);
  await card.getByRole('textbox', { name: /^Số CCCD \/ hộ chiếu/ }).fill(passenger.idNumber);
  await card.getByRole('combobox', { name: 'Đối tượng' }).selectOption(passenger.type);
  if (passenger.birthDate) await card.getByRole('textbox', { name: /^Ngày sinh/ }).fill(passenger.birthDate);
  if (passenger.adultIndex !== undefined)
    await card.getByRole('combobox', { name: /^Đi cùng người lớn/ }).selectOption({ index: passenger.adultIndex });
}

/** Answers the PIN step-up with the journey's PIN and waits for the dialog to go. */
export async function answerTrainPin(page: Page): Promise<void> {
  const pin = page.getByRole('dialog', { name: 'Xác nhận bằng mã PIN' });
  await expect(pin).toBeVisible({ timeout: 20_000 });
  await pin.getByLabel(/^Mã PIN/).fill(JOURNEY_PIN);
  await pin.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(pin).toBeHidden({ timeout: 30_000 });
}
