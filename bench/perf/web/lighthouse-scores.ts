// Lighthouse 12 performance scores of a page, desktop and mobile presets, each run in a fresh headless Chromium.
import lighthouse, { desktopConfig } from 'lighthouse';
import { launch } from 'chrome-launcher';

export type FormFactor = 'desktop' | 'mobile';
/** benchmarkIndex: Lighthouse's measure of this host's CPU (higher is faster), from the same run. */
export type LighthouseRun = { score: number; lcpMs: number; tbtMs: number; benchmarkIndex: number };

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * The CPU slowdown that makes this host emulate Lighthouse's mid-tier phone, from its benchmarkIndex: the formula of
 * Lighthouse's own CPU throttling calculator (docs/throttling.md, "Calibrating the CPU slowdown"). The default 4× is
 * meant for a host of benchmarkIndex about 1,500; a slower host under 4× emulates a slower phone than the target.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** `cpuSlowdownMultiplier`: instead of the preset's (mobile 4×). */
export async function lighthouseRun(
  url: string,
  formFactor: FormFactor,
  options: { cpuSlowdownMultiplier?: number } = {},
): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        ...(options.cpuSlowdownMultiplier
          ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdownMultiplier } }
          : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    // A run Lighthouse could not score (no paint in time, a page error) counts as 0: say why on stderr.
    if (lhr.runtimeError) process.stderr.write(`  lighthouse ${formFactor}: ${lhr.runtimeError.code}\n`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}
