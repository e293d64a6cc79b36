// Vite build of the portal's web app: React, the /api proxy for development, the build version, the chunk manifest, the
// sign-in pages' texts.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };
import { signInTextsPlugin } from './vite-sign-in-texts.js';

export default defineConfig({
  plugins: [react(), signInTextsPlugin()],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    // The manifest lets the first-load budget test (test/login-budget) follow /login's static imports.
    manifest: true,
    rollupOptions: {
      // The shared packages' modules only declare things: a page importing one name from a barrel must not pull in the
      // rest of @portal/contracts and @portal/domain (and zod with them) — decision 065.
      treeshake: { moduleSideEffects: (id: string) => !/\/packages\/(contracts|domain)\/src\//.test(id) },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
