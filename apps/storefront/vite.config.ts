// Vite build of the public storefront's islands (issue 20): one small entry, no framework, served by the API under /s/_/.
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/s/_/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads the entry's hashed script and styles from the manifest (storefront-assets.ts).
    manifest: true,
    target: 'es2020',
    // The server names each island's chunk in a modulepreload link itself (storefront-assets.ts).
    modulePreload: { polyfill: false },
    // The styles are inlined into every page by the server (no render-blocking request): one file, not split per chunk.
    cssCodeSplit: false,
    rollupOptions: {
      input: 'src/main.ts',
      // As in the web app (decision 065): one name from a @portal barrel must not pull in the rest.
      treeshake: { moduleSideEffects: (id: string) => !/\/packages\/(contracts|domain)\/src\//.test(id) },
    },
  },
});
