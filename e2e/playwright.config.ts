// Browser journeys in Debian's Chromium against the portal started as `npm start` starts it (fresh embedded database, demo data).
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const MAIN_URL = 'http://127.0.0.1:3100';
/** A second server whose access tokens live 4 seconds, to watch the transparent refresh. */
export const SHORT_TOKEN_URL = 'http://127.0.0.1:3101';

const server = (port: number, extraEnv: string) => ({
  command: `rm -rf .test-output/e2e-${port} && PORT=${port} SUPPLIERS_PORT=0 HOST=127.0.0.1 DATA_DIR=.test-output/e2e-${port} LOG_LEVEL=warn ${extraEnv} node --import tsx apps/api/src/main.ts`,
  cwd: REPO_ROOT,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-output/e2e.json' }]],
  outputDir: '../.test-output/e2e-artifacts',
  use: {
    baseURL: MAIN_URL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [server(3100, ''), server(3101, 'ACCESS_TOKEN_TTL_SECONDS=4')],
});
