// Benchmark: how long the portal takes from process start to a healthy /api/health, on a fresh data folder
// (migrations + demo seed) and on a warm one, for the compiled server `npm start` runs (run `npm run build` first) and
// for the tsx sources, interleaved run by run. Prints figures; not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const MODES = {
  compiled: ['apps/api/dist/server/main.js'],
  tsx: ['--import', 'tsx', 'apps/api/src/main.ts'],
};

async function timeToHealthy(mode, dataDir) {
  const started = performance.now();
  const child = spawn('node', MODES[mode], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SUPPLIERS_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('server did not become healthy within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const figures = Object.fromEntries(Object.keys(MODES).map((mode) => [mode, { cold: [], warm: [] }]));
for (let run = 0; run < RUNS; run++) {
  for (const mode of Object.keys(MODES)) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    figures[mode].cold.push(await timeToHealthy(mode, dataDir));
    figures[mode].warm.push(await timeToHealthy(mode, dataDir));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = (values) => values.map((v) => v.toFixed(0)).join(', ');
for (const [mode, { cold, warm }] of Object.entries(figures)) {
  console.log(
    `${mode.padEnd(8)} startup to healthy, fresh data folder (migrate + seed): median ${median(cold).toFixed(0)} ms  runs ${runs(cold)}`,
  );
  console.log(
    `${mode.padEnd(8)} startup to healthy, warm data folder:                    median ${median(warm).toFixed(0)} ms  runs ${runs(warm)}`,
  );
}
