// Lighthouse 12 performance scores of a page, desktop and mobile presets, each run in a fresh headless Chromium.
import lighthouse, { desktopConfig } from 'lighthouse';
import { launch } from 'chrome-launcher';

export type FormFactor = 'desktop' | 'mobile';
export type LighthouseRun = { score: number; lcpMs: number; tbtMs: number };

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

export async function lighthouseRun(url: string, formFactor: FormFactor): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
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
    };
  } finally {
    chrome.kill();
  }
}
