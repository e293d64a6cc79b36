// Unit tests of the web app: the 'web' vitest project, in jsdom.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Component tests render the real MUI tree; on a loaded two-core machine (the API projects beside them) some took
    // over 20 s in CI. A limit only for hung tests: no assertion here is about time.
    testTimeout: 60_000,
    setupFiles: ['test/support/setup.ts'],
    isolate: false,
  },
});
