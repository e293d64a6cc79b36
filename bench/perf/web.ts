// Issue 13's web rows: /login's first load (gzip bytes from the build manifest, Lighthouse desktop and mobile scores,
// median of 3) and the results page while 5,000 offers stream in (long tasks, blocking time, filter and sort
// interactions, over 3 runs). Builds the web app, starts the portal on PGlite with demo data (child process, ports
// 3545–3547), records one real search and grows it to 5,000 offers (decision 066).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { TSearchFlightsRequest } from '@portal/contracts';
import { firstLoadOf, LOGIN_BUDGET_GZIP_BYTES, LOGIN_PAGE_SOURCE } from '../../apps/web/test/support/first-load.js';
import type { PerfMeasure, PerfRow } from './row.js';
import { grownEvents, recordSearch } from './web/big-stream.js';
import { lighthouseRun, type FormFactor } from './web/lighthouse-scores.js';
import { startPortal } from './web/portal-server.js';
import { measureResultsPage, type ResultsRun } from './web/results-page.js';
import { startStreamProxy } from './web/stream-proxy.js';

const PORT = Number(process.env.PERF_WEB_PORT ?? 3545);
const OFFERS = 5000;
const RUNS = Number(process.env.PERF_WEB_RUNS ?? 3);
const REPO_ROOT = join(import.meta.dirname, '..', '..');

const log = (message: string) => console.error(`  web: ${message}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const range = (values: number[], unit = '') =>
  Math.min(...values) === Math.max(...values)
    ? `${Math.min(...values)}${unit}`
    : `${Math.min(...values)}–${Math.max(...values)}${unit}`;

function vietnamDay(daysAhead: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

async function loginRow(portalUrl: string): Promise<PerfRow> {
  const load = firstLoadOf(join(REPO_ROOT, 'apps/web/dist'), LOGIN_PAGE_SOURCE);
  const scores: Record<FormFactor, number[]> = { desktop: [], mobile: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const formFactor of ['desktop', 'mobile'] as const) {
      const result = await lighthouseRun(`${portalUrl}/login`, formFactor);
      log(`lighthouse ${formFactor} ${result.score} (LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms)`);
      scores[formFactor].push(result.score);
    }
  }
  const kb = Math.round(load.gzipBytes / 100) / 10;
  const desktop = median(scores.desktop);
  const mobile = median(scores.mobile);
  return {
    measured: '/login first load',
    now:
      `${kb} KB JS gzip, ${load.files.length} files; Lighthouse desktop ${desktop} (runs ${range(scores.desktop)}), ` +
      `mobile ${mobile} (runs ${range(scores.mobile)}), median of ${RUNS}`,
    target: '≤ 170 KB gzip; Lighthouse desktop ≥ 95, mobile ≥ 90',
    met: load.gzipBytes <= LOGIN_BUDGET_GZIP_BYTES && desktop >= 95 && mobile >= 90,
  };
}

async function resultsRow(portalUrl: string): Promise<PerfRow> {
  const request: TSearchFlightsRequest = {
    journeyType: 'RT',
    legs: [
      { from: 'HAN', to: 'SGN', departDate: vietnamDay(12) },
      { from: 'SGN', to: 'HAN', departDate: vietnamDay(16) },
    ],
    adt: 1,
    chd: 0,
    inf: 0,
  };
  const recorded = await recordSearch(portalUrl, request);
  const events = grownEvents(recorded.events, OFFERS);
  log(`recorded ${recorded.events.length} events, grown to ${OFFERS} offers`);
  const proxy = await startStreamProxy({ port: PORT + 2, portalUrl, events, pauseMs: 150 });
  const runs: ResultsRun[] = [];
  try {
    const legs = request.legs.map((leg) => `${leg.from}-${leg.to}-${leg.departDate}`).join(',');
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measureResultsPage({
        baseUrl: proxy.url,
        searchPath: `/booking/flights?type=RT&legs=${legs}&adt=1&chd=0&inf=0`,
      });
      log(`results ${JSON.stringify(result)}`);
      runs.push(result);
    }
  } finally {
    await proxy.close();
  }
  const longest = runs.map((run) => run.longestTaskMs);
  const blocking = runs.map((run) => run.totalBlockingMs);
  const filter = runs.map((run) => run.filterMs);
  const sort = runs.map((run) => run.sortMs);
  const shown = (values: number[]) => (Math.max(...values) < 16 ? '< 16 ms' : range(values, ' ms'));
  return {
    measured: `Results page with ${OFFERS.toLocaleString('en')} offers streaming`,
    now:
      `longest task ${range(longest, ' ms')}, ${range(blocking, ' ms')} blocking while streaming; ` +
      `filter click ${shown(filter)}, sort change ${shown(sort)} (Event Timing, ${RUNS} runs)`,
    target: 'no task over 50 ms while streaming; filter/sort interaction ≤ 100 ms',
    met: Math.max(...longest) <= 50 && Math.max(...filter, ...sort) <= 100,
  };
}

export const measure: PerfMeasure = async () => {
  log('building the web app');
  execFileSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: REPO_ROOT, stdio: 'ignore' });
  log(`starting the portal on port ${PORT} (PGlite, demo data)`);
  const portal = await startPortal({ port: PORT, suppliersPort: PORT + 1 });
  try {
    // PERF_WEB_ONLY=login or =results measures one row (while working on it).
    const only = process.env.PERF_WEB_ONLY;
    const rows: PerfRow[] = [];
    if (only !== 'results') rows.push(await loginRow(portal.url));
    if (only !== 'login') rows.push(await resultsRow(portal.url));
    return rows;
  } finally {
    await portal.stop();
  }
};
