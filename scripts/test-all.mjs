// `npm test`: typecheck, lint, unit and integration tests (PGlite and PostgreSQL), then browser journeys; one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const OUT = '.test-output';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const env = { ...process.env };
const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/portal_test';
if (!env.TEST_DATABASE_URL) {
  const probe = spawnSync('psql', [DEFAULT_TEST_DATABASE_URL, '-qtAc', 'select 1'], { encoding: 'utf8' });
  if (probe.status === 0) {
    env.TEST_DATABASE_URL = DEFAULT_TEST_DATABASE_URL;
    console.log(`Using PostgreSQL at ${DEFAULT_TEST_DATABASE_URL} for the PostgreSQL suite.`);
  } else {
    console.log(
      'PostgreSQL suite skipped: no TEST_DATABASE_URL and nothing at 127.0.0.1:5432/portal_test (run npm run setup:test-machine).',
    );
  }
}

function step(name, command, args, extraEnv = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/**
 * Steps run side by side, each printed whole once it ends (with its own "=== name" lines): typecheck (tsc) and lint
 * (eslint, prettier) each keep one core busy, so on two cores together they take about as long as the longer one.
 */
async function stepsTogether(steps) {
  const started = Date.now();
  const ends = steps.map(
    ({ name, command, args }) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (status) => {
          console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
          process.stdout.write(Buffer.concat(output));
          console.log(
            `=== ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
          );
          resolve(status === 0);
        });
      }),
  );
  return Promise.all(ends);
}

const results = [];
results.push(
  ...(await stepsTogether([
    { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  ])),
);
results.push(
  step('unit and integration tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${OUT}/vitest.json`,
  ]),
);
results.push(step('browser journeys', 'npm', ['run', '--silent', 'test:e2e']));
// The journeys' servers have stopped: the ledgers they wrote (issues 4 and 5: the invariants hold after the whole suite).
const E2E_PORT_BASE = env.E2E_PORT_BASE ?? '3100';
const e2eDataDir = `${OUT}/e2e-${E2E_PORT_BASE}`;
if (existsSync(e2eDataDir)) {
  results.push(
    step('ledger check of the journeys on PGlite', 'npm', ['run', '--silent', 'ledger:check'], {
      DATA_DIR: e2eDataDir,
      DATABASE_URL: '',
    }),
  );
} else {
  console.log(
    `\n=== ledger check of the journeys on PGlite: failed (the journeys left no data folder at ${e2eDataDir})`,
  );
  results.push(false);
}
if (env.TEST_DATABASE_URL) {
  const e2eDatabase = new URL(env.TEST_DATABASE_URL);
  e2eDatabase.pathname = `/portal_e2e_${E2E_PORT_BASE}`;
  results.push(
    step('ledger check of the journeys on PostgreSQL', 'npm', ['run', '--silent', 'ledger:check'], {
      DATABASE_URL: e2eDatabase.toString(),
    }),
  );
}

const failures = [];
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(`${OUT}/vitest.json`)) {
  const report = JSON.parse(readFileSync(`${OUT}/vitest.json`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      failures.push(`${relative(process.cwd(), file.name)} › ${test.fullName}: ${reason.slice(0, 300)}`);
    }
  }
}
if (existsSync(`${OUT}/e2e.json`)) {
  const stats = JSON.parse(readFileSync(`${OUT}/e2e.json`, 'utf8')).stats;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        failures.push(
          `${spec.file}:${spec.line} [${test.projectName}] ${spec.title}: ${stripVTControlCharacters(error).split('\n')[0].slice(0, 300)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(`${OUT}/e2e.json`, 'utf8')).suites ?? []) walk(suite);
}
const stepsFailed = results.filter((ok) => !ok).length;
if (stepsFailed > 0 && failed === 0) failed = stepsFailed;
// The failed tests by name, last, so that the tail of a CI log says which ones.
if (failures.length > 0)
  console.log(`\nFailed:\n${failures.map((line) => `  - ${stripVTControlCharacters(line)}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stepsFailed > 0 || failed > 0 ? 1 : 0);
