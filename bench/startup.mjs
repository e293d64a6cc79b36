// Benchmark: how long the portal takes from process start to a healthy /api/health, on a fresh data folder
// (migrations + demo seed) and on a warm one. Prints figures; not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function timeToHealthy(dataDir) {
  const started = performance.now();
  const child = spawn('node', ['--import', 'tsx', 'apps/api/src/main.ts'], {
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

const cold = [];
const warm = [];
for (let run = 0; run < RUNS; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  cold.push(await timeToHealthy(dataDir));
  warm.push(await timeToHealthy(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `startup to healthy, fresh data folder (migrate + seed): median ${median(cold).toFixed(0)} ms  runs ${cold.map((v) => v.toFixed(0)).join(', ')}`,
);
console.log(
  `startup to healthy, warm data folder:                    median ${median(warm).toFixed(0)} ms  runs ${warm.map((v) => v.toFixed(0)).join(', ')}`,
);
