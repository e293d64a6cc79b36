// What a first visit to a page downloads, read from Vite's build manifest: the entry chunk, the page's lazy chunk and
// every chunk they import statically, with their gzip sizes (the /login budget of issue 13, decision 065).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type FirstLoad = {
  /** The JavaScript and CSS files, entry first. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
};

/** The login page's source, as the manifest names its lazy chunk. */
export const LOGIN_PAGE_SOURCE = 'src/features/auth/components/LoginPage.tsx';
/** Issue 13's target: /login loads at most this much JavaScript, gzip-compressed. */
export const LOGIN_BUDGET_GZIP_BYTES = 170 * 1000;
/**
 * What the test holds /login to, below the target since the sign-in pages are plain: the measured first load (132.5 KB,
 * from 310 KB, 235 KB, then 197.9 KB) with a little room; lower it as the first load shrinks, never raise it without a
 * decision (decisions 065, 069; raised once to 208 KB by decision 100, lowered to 203 KB once the page table left the
 * entry chunk: decision 115, to 199 KB without MUI's CSS-variables provider, locale and the stream readers: decision
 * 151, to 133.5 KB without MUI and emotion: decision 152).
 */
export const LOGIN_RATCHET_GZIP_BYTES = 133.5 * 1000;

export function firstLoadOf(distDir: string, pageSource: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  if (!manifest[pageSource]) throw new Error(`The build manifest has no chunk for ${pageSource}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(pageSource);
  const paths = [...seen].flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
  });
  const files = [...new Set(paths)].map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  }));
  return { files, gzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
}
