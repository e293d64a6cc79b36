// Writes a .br (quality 11) and a .gz (level 9) beside every text file of the built web app worth compressing, once at
// build time, so the server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest)$/u;
/** Below this, the server sends the file as it is (the same threshold as the API's answers). */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const root = process.argv[2] ?? 'apps/web/dist';
const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
for (const path of [...files(root)]) {
  if (path.endsWith('.br') || path.endsWith('.gz')) {
    unlinkSync(path);
    continue;
  }
  if (!TEXT.test(path) || statSync(path).size < MIN_BYTES) continue;
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gzip = gzipSync(raw, { level: 9 });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzip);
  totals.files += 1;
  totals.raw += raw.length;
  totals.br += br.length;
  totals.gzip += gzip.length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${totals.files} files in ${root}: ${kb(totals.raw)} → br ${kb(totals.br)}, gzip ${kb(totals.gzip)}`,
);
