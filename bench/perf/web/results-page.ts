// The results page in Chromium while a big search streams in: long tasks (PerformanceObserver 'longtask') from the
// search request to the last system's answer shown, then the Event Timing durations of a filter click and a sort change.
import { chromium, type Page } from 'playwright';

export type ResultsRun = {
  longestTaskMs: number;
  totalBlockingMs: number;
  longTasks: number;
  streamMs: number;
  filterMs: number;
  sortMs: number;
};

const OBSERVERS = `
  window.__perf = { tasks: [], events: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__perf.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__perf.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration, id: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__perf.frames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__perf.frames.push({ start: entry.startTime, duration: entry.duration, blocking: entry.blockingDuration,
        scripts: entry.scripts.map((script) => ({ invoker: script.invoker, fn: script.sourceFunctionName, duration: Math.round(script.duration) })) });
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

type Perf = {
  frames: { start: number; duration: number; blocking: number; scripts: unknown[] }[];
  tasks: { start: number; duration: number }[];
  events: { name: string; start: number; duration: number; id: number }[];
};

const perfOf = (page: Page) => page.evaluate(() => (globalThis as unknown as { __perf: Perf }).__perf);
const now = (page: Page) => page.evaluate(() => performance.now());

/** The longest event of the interactions that started after `since` (Event Timing reports only those ≥ 16 ms). */
async function interactionMs(page: Page, since: number): Promise<number> {
  await page.waitForTimeout(500);
  const { events } = await perfOf(page);
  return Math.max(0, ...events.filter((event) => event.start >= since && event.id > 0).map((event) => event.duration));
}

export async function measureResultsPage(options: { baseUrl: string; searchPath: string }): Promise<ResultsRun> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    await page.addInitScript(OBSERVERS);
    await page.goto(`${options.baseUrl}/login`);
    await page.getByLabel('Tên đăng nhập').fill('f1.admin');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('heading', { name: /^Xin chào, / }).waitFor({ timeout: 60_000 });

    // The app is loaded (as after the search form): the results page opens by a client-side navigation.
    await page.evaluate(`
      history.pushState({ idx: history.length, key: 'perf', usr: null }, '', ${JSON.stringify(options.searchPath)});
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    `);
    await page
      .getByRole('progressbar', { name: 'Tiến độ tìm kiếm' })
      .and(page.locator('[aria-valuenow="100"]'))
      .waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1000);
    const searchStart = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/flights/search'))
          ?.startTime ?? 0,
    );
    const streamEnd = (await now(page)) - 1000;
    const { tasks, frames } = await perfOf(page);
    const during = tasks.filter((task) => task.start >= searchStart && task.start <= streamEnd + 1000);
    if (process.env.PERF_WEB_FRAMES)
      for (const frame of frames.filter((entry) => entry.start >= searchStart && entry.blocking > 0))
        console.error(JSON.stringify(frame));

    const filters = page.getByRole('complementary', { name: 'Bộ lọc' });
    const since = await now(page);
    await filters.getByRole('checkbox').first().click();
    const filterMs = await interactionMs(page, since);

    await page.getByRole('combobox', { name: 'Sắp xếp' }).first().click();
    const sortOptions = page.getByRole('option');
    const sortSince = await now(page);
    await sortOptions.nth(1).click();
    const sortMs = await interactionMs(page, sortSince);
    await page.keyboard.press('Escape');

    return {
      longestTaskMs: Math.round(Math.max(0, ...during.map((task) => task.duration))),
      totalBlockingMs: Math.round(during.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
      longTasks: during.length,
      streamMs: Math.round(streamEnd - searchStart),
      filterMs: Math.round(filterMs),
      sortMs: Math.round(sortMs),
    };
  } finally {
    await browser.close();
  }
}
