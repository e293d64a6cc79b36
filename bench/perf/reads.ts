// Issue 13 rows 1–2: GET /api/auth/me and GET /api/bookings (f1.admin, first page) against a bare Fastify 5 hello, each
// server in its own child process on PostgreSQL, measured in interleaved rounds of the same run (autocannon here).
import type { PerfMeasure, PerfRow } from './row.js';
import {
  BENCH_JWT_SECRET,
  createScratchDatabase,
  load,
  seedBookings,
  signIn,
  startProcess,
  type LoadResult,
} from './support/reads-world.js';

const PORTS = { api: 3340, bare: 3341 };
const BOOKINGS = Number(process.env.PERF_READS_BOOKINGS ?? 300);
const ROUNDS = Number(process.env.PERF_READS_ROUNDS ?? 3);
const SECONDS = Number(process.env.PERF_READS_SECONDS ?? 5);
const CONNECTIONS = 50;

const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');
const range = (values: number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low.toFixed(1)} %` : `${low.toFixed(1)}–${high.toFixed(1)} %`;
};

/** Alternates bare and portal rounds; the ratio of each round pair, and the figures of every round. */
async function interleaved(options: {
  name: string;
  skip?: boolean;
  bare: () => Promise<LoadResult>;
  portal: () => Promise<LoadResult>;
}): Promise<{ ratios: number[]; bare: LoadResult[]; portal: LoadResult[] }> {
  const bare: LoadResult[] = [];
  const portal: LoadResult[] = [];
  const ratios: number[] = [];
  for (let round = 1; round <= (options.skip ? 0 : ROUNDS); round += 1) {
    const b = await options.bare();
    const p = await options.portal();
    if (p.non2xx > 0 || p.errors > 0) throw new Error(`${options.name}: ${p.non2xx} non-2xx, ${p.errors} errors`);
    bare.push(b);
    portal.push(p);
    ratios.push((100 * p.requestsPerSecond) / b.requestsPerSecond);
    console.error(
      `  ${options.name} round ${round}: bare ${perSecond(b.requestsPerSecond)} req/s, portal ${perSecond(p.requestsPerSecond)} req/s (p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms) = ${ratios.at(-1)!.toFixed(1)} %`,
    );
  }
  return { ratios, bare, portal };
}

function row(options: { measured: string; target: number; run: Awaited<ReturnType<typeof interleaved>> }): PerfRow {
  const { run } = options;
  const portal = run.portal.map((r) => r.requestsPerSecond);
  const bare = run.bare.map((r) => r.requestsPerSecond);
  const p99 = run.portal.map((r) => r.p99Ms);
  return {
    measured: options.measured,
    now:
      `${range(run.ratios)} of bare over ${ROUNDS} interleaved rounds of ${SECONDS} s: portal ${perSecond(Math.min(...portal))}–${perSecond(Math.max(...portal))} req/s ` +
      `(p99 ${Math.min(...p99)}–${Math.max(...p99)} ms), bare ${perSecond(Math.min(...bare))}–${perSecond(Math.max(...bare))} req/s; shared 2-core machine`,
    target: `≥ ${options.target} %`,
    // The median round decides, so one disturbed round on the shared machine does not.
    met: [...run.ratios].sort((a, b) => a - b)[Math.floor(run.ratios.length / 2)]! >= options.target,
  };
}

export const measure: PerfMeasure = async () => {
  console.error(`  reads: scratch database, demo tree and ${BOOKINGS} bookings…`);
  const database = await createScratchDatabase('portal_perf_reads');
  const stops: (() => Promise<void>)[] = [];
  try {
    await seedBookings(database.url, BOOKINGS);
    const api = await startProcess('api-process.ts', {
      DATABASE_URL: database.url,
      PORT: String(PORTS.api),
      JWT_SECRET: BENCH_JWT_SECRET,
      SUPPLIERS_URL: 'http://127.0.0.1:9',
      SIGN_IN_SECRET_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      LOG_LEVEL: process.env.PERF_LOG_LEVEL ?? 'info',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      WEB_DIST_DIR: '/nonexistent',
    });
    stops.push(api.stop);
    const bareServer = await startProcess('bare-fastify.ts', { PORT: String(PORTS.bare) });
    stops.push(bareServer.stop);
    const authorization = await signIn(api.url, 'f1.admin');
    const bare = () => load({ url: bareServer.url, connections: CONNECTIONS, seconds: SECONDS });
    // PERF_READS_ONLY=me or =list measures one row (for profiling).
    const only = process.env.PERF_READS_ONLY;
    const me = await interleaved({
      name: '/api/auth/me',
      skip: only === 'list',
      bare,
      portal: () =>
        load({ url: `${api.url}/api/auth/me`, connections: CONNECTIONS, seconds: SECONDS, headers: { authorization } }),
    });
    const list = await interleaved({
      name: '/api/bookings',
      skip: only === 'me',
      bare,
      portal: () =>
        load({
          url: `${api.url}/api/bookings`,
          connections: CONNECTIONS,
          seconds: SECONDS,
          headers: { authorization },
        }),
    });
    return [
      ...(only === 'list'
        ? []
        : [
            row({
              measured: `GET /api/auth/me vs bare Fastify hello, ${CONNECTIONS} connections`,
              target: 50,
              run: me,
            }),
          ]),
      ...(only === 'me'
        ? []
        : [
            row({
              measured: `GET /api/bookings (f1.admin, ${BOOKINGS} bookings, first page) vs bare Fastify, ${CONNECTIONS} connections`,
              target: 20,
              run: list,
            }),
          ]),
    ];
  } finally {
    for (const stop of stops.reverse()) await stop();
    await database.drop();
  }
};
