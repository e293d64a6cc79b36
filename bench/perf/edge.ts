// Issue 13's rows "Compression", "Hashed assets" and "Server start and memory": the built portal (`npm start`) on a
// scratch PostgreSQL database (portal_perf_edge, ports 3444/3445); payloads as sent raw/br/gzip, cache headers, and the
// compiled bundle against the tsx sources, interleaved round by round (start to healthy, RSS of the API process idle).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PerfMeasure, PerfRow } from './row.js';
import { bookingCalls, buildFarePool } from '../support/booking-flow-calls.js';
import { send, sizes } from './edge/payloads.js';
import {
  BASE,
  REPO_ROOT,
  createScratchDatabase,
  dropScratchDatabase,
  rssMb,
  startServer,
  type ServerMode,
} from './edge/processes.js';

const ROUNDS = Number(process.env.EDGE_ROUNDS ?? 2);
/**
 * V8 gives back the young generation start-up grew once its memory reducer sees the process idle (20–50 s after ready
 * on this machine): RSS is sampled every second this long and both the first sample and the last are reported.
 */
const IDLE_MS = Number(process.env.EDGE_IDLE_MS ?? 60_000);
/** Bookings held through the API before the list is read (one page of the list, its default 50 rows). */
const HELD_BOOKINGS = Number(process.env.EDGE_BOOKINGS ?? 50);
const RSS_TARGET_MB = 120;
const log = (line: string) => console.error(`  edge: ${line}`);
const range = (values: number[], digits = 0) =>
  values.length === 0 ? '–' : `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

/** `npm run build`'s outputs, made if missing; the server bundle always rebuilt (a second) so it matches the sources. */
function ensureBuilt() {
  const web = join(REPO_ROOT, 'apps/web/dist');
  if (!existsSync(join(web, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  else if (!readdirSync(join(web, 'assets')).some((file) => file.endsWith('.br')))
    execFileSync('node', ['scripts/precompress.mjs', web], { cwd: REPO_ROOT, stdio: 'inherit' });
  execFileSync('node', ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

function searchBody(): string {
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  return JSON.stringify({
    journeyType: 'OW',
    legs: [{ from: 'HAN', to: 'SGN', departDate: day }],
    adt: 1,
    chd: 0,
    inf: 0,
  });
}

/** Holds HELD_BOOKINGS one-adult bookings as an agent would (price check, then hold), four at a time. */
async function holdBookings(auth: Record<string, string>) {
  const pool = await buildFarePool(BASE, auth, HELD_BOOKINGS);
  const calls = bookingCalls(BASE, auth);
  let held = 0;
  const agent = async () => {
    for (let flight = pool.take(); flight && held < HELD_BOOKINGS; flight = pool.take()) {
      const check = await calls.priceCheck(flight);
      if (check.status !== 200 || check.body.newTotal === null) continue;
      if ((await calls.hold(flight, check.body.newTotal)).status === 201) held += 1;
    }
  };
  await Promise.all([agent(), agent(), agent(), agent()]);
  log(`${held} bookings held for the list`);
}

async function payloadRows(): Promise<PerfRow[]> {
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'f1.admin', password: 'Demo@2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  await holdBookings(auth);
  const search = await sizes('/api/flights/search', { method: 'POST', headers: auth, body: searchBody() });
  const list = await sizes('/api/bookings?limit=200', { headers: auth });
  const listCount = (
    (await (await fetch(`${BASE}/api/bookings?limit=200`, { headers: auth })).json()) as {
      items: unknown[];
    }
  ).items.length;
  const page = await (await fetch(`${BASE}/`)).text();
  const mainJs = page.match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1];
  if (!mainJs) throw new Error('index.html names no /assets/index-*.js');
  const script = await sizes(mainJs);
  log(`search ${search.text}; list (${listCount} bookings) ${list.text}; main JS ${script.text}`);

  const asset = await send(mainJs, { encoding: 'br' });
  const index = await send('/', { encoding: 'br' });
  const fallback = await send('/booking/list', { encoding: 'br' });
  const assetRule = String(asset.headers['cache-control']);
  const pageRules = [index, fallback].map((sent) => String(sent.headers['cache-control']));
  const listNeedsNone = list.raw < 1024;
  return [
    {
      measured: 'Compression (as sent: raw → br, gzip)',
      now:
        `search stream ${search.text} (flushed per event); list JSON, ${listCount} bookings, ${list.text}` +
        `${listNeedsNone ? ' (below the 1 KB threshold: sent as is)' : ''}; main JS ${script.text} (built .br/.gz)`,
      target: 'br/gzip on HTML, JS, JSON and the NDJSON stream (flushed per event)',
      met: search.compressed && script.compressed && (list.compressed || listNeedsNone),
    },
    {
      measured: 'Hashed assets',
      now: `${mainJs.replace(/-[^.]+/, '-…')}: \`${assetRule}\`; index.html and the client-routed page: \`${pageRules.join('`, `')}\``,
      target: '`max-age=31536000, immutable`, with a test',
      met:
        assetRule.includes('max-age=31536000') &&
        assetRule.includes('immutable') &&
        pageRules.every((rule) => rule === 'no-cache'),
    },
  ];
}

/** The supplier simulator among the server's children (tsx also runs its esbuild service as one). */
function simulatorPidOf(parent: number): number | undefined {
  const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(parent)], { encoding: 'utf8' });
  const line = children.split('\n').find((entry) => entry.includes('simulator-child'));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

async function startRows(dataDir: string): Promise<PerfRow[]> {
  const figures: Record<ServerMode, { start: number[]; early: number[]; rss: number[]; simulatorRss: number[] }> = {
    compiled: { start: [], early: [], rss: [], simulatorRss: [] },
    tsx: { start: [], early: [], rss: [], simulatorRss: [] },
    'compiled-semi4': { start: [], early: [], rss: [], simulatorRss: [] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    const modes: ServerMode[] = ['compiled', 'tsx', 'compiled-semi4'];
    const order = round % 2 === 0 ? modes : [...modes].reverse();
    for (const mode of order) {
      const server = await startServer(mode, dataDir);
      const samples: number[] = [];
      for (let second = 0; second < IDLE_MS / 1000; second++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        samples.push(rssMb(server.child.pid!));
      }
      const simulatorPid = simulatorPidOf(server.child.pid!);
      const simulatorRss = simulatorPid ? rssMb(simulatorPid) : 0;
      await server.stop();
      const [early, idle] = [samples[0]!, samples.at(-1)!];
      figures[mode].start.push(server.startMs);
      figures[mode].early.push(early);
      figures[mode].rss.push(idle);
      figures[mode].simulatorRss.push(simulatorRss);
      log(
        `round ${round + 1} ${mode}: healthy in ${server.startMs.toFixed(0)} ms, API RSS ${early.toFixed(0)} MB 1 s ` +
          `after, ${idle.toFixed(0)} MB after ${IDLE_MS / 1000} s (simulator child ${simulatorRss.toFixed(0)} MB)`,
      );
    }
  }
  const { compiled, tsx, 'compiled-semi4': capped } = figures;
  return [
    {
      measured: 'Server start and memory (PostgreSQL, warm database, API process)',
      now:
        `compiled: start ${range(compiled.start)} ms, RSS idle ${range(compiled.rss)} MB (${range(compiled.early)} MB just after ready); ` +
        `tsx: start ${range(tsx.start)} ms, RSS idle ${range(tsx.rss)} MB (${range(tsx.early)} MB just after ready); ` +
        `compiled with --max-semi-space-size=4 (not the default): RSS idle ${range(capped.rss)} MB (${range(capped.early)} MB just after ready); ` +
        `${ROUNDS} interleaved rounds, idle = ${IDLE_MS / 1000} s after ready (V8 gives back the start-up's young ` +
        `generation when its memory reducer runs, not always within that); the simulator child ${range(compiled.simulatorRss)} MB apart`,
      target: `a compiled build that \`npm start\` runs; RSS at idle on PostgreSQL ≤ ${RSS_TARGET_MB} MB`,
      met: compiled.rss.length > 0 && Math.max(...compiled.rss) <= RSS_TARGET_MB,
    },
  ];
}

export const measure: PerfMeasure = async () => {
  ensureBuilt();
  await createScratchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-perf-edge-'));
  try {
    // The first start migrates and seeds the demo; the payloads are read from it, the start figures from later ones.
    const first = await startServer('compiled', dataDir);
    log(`first start (migrations + demo seed): ${first.startMs.toFixed(0)} ms`);
    let rows: PerfRow[];
    try {
      rows = await payloadRows();
    } finally {
      await first.stop();
    }
    return [...rows, ...(await startRows(dataDir))];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropScratchDatabase();
  }
};
