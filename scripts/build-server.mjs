// Compiles the API server, its supplier-simulator child, the sale-report file worker and the operator commands to plain JavaScript under
// apps/api/dist/ (decision 063): the workspace packages are bundled in, node_modules stay external (read at run time),
// and the migrations are copied beside the bundles, where packages/db finds them (`../migrations` from the bundle).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

/** apps/api/dist, or the folder given (a test builds into a scratch folder). */
const OUT = process.argv[2] ?? 'apps/api/dist';
/** More entry points after the folder (the reports benchmark's own server, compiled as production runs). */
const EXTRA_ENTRIES = process.argv.slice(3);

/** Bare imports load from node_modules at run time, except the workspace's own TypeScript packages (@portal/*). */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
rmSync(OUT, { recursive: true, force: true });
const result = await build({
  entryPoints: [
    'apps/api/src/main.ts',
    'apps/api/src/simulator/simulator-child.ts',
    'apps/api/src/modules/reports/sales/sale-file-worker.ts',
    'apps/api/src/cli/create-operator.ts',
    'apps/api/src/cli/ledger-check.ts',
    ...EXTRA_ENTRIES,
  ],
  outdir: `${OUT}/server`,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
cpSync('packages/db/migrations', `${OUT}/migrations`, { recursive: true });
const bundles = Object.entries(result.metafile.outputs).filter(([name]) => !name.endsWith('.map'));
const kilobytes = bundles.reduce((sum, [, output]) => sum + output.bytes, 0) / 1024;
const ms = performance.now() - started;
console.log(
  `server built into ${OUT}/server: ${bundles.length} bundles, ${kilobytes.toFixed(0)} KB, in ${ms.toFixed(0)} ms`,
);
