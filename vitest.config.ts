// Test projects: pure domain rules, the API against PGlite and (when TEST_DATABASE_URL is set) real PostgreSQL, the web app.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiProject = (name: string, kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['apps/api/test/support/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; most API files wait on HTTP and PostgreSQL, so two run side by side.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/*/test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'supplier-sim', include: ['apps/supplier-sim/test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'lint-config', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
