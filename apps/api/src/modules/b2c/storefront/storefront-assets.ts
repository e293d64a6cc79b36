// The storefront's built islands and styles (apps/storefront/dist): their hashed names from Vite's manifest, served
// under /s/_/ (not a valid slug) with a year's cache, their .br/.gz siblings chosen by the browser's Accept-Encoding.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE_ASSET } from '../../../platform/web-app.js';

export const ASSET_PREFIX = '/s/_/';
/** The entry Vite builds (apps/storefront/vite.config.ts); its styles are the manifest's style.css. */
const ENTRY = 'src/main.ts';

/** The page names (the data block's `page`) that load an island, each its own chunk. */
export type StorefrontIsland = 'results' | 'passengers' | 'tour' | 'esim' | 'esimOrder';

/**
 * The entry's script, the chunks each island loads (named in modulepreload links, so they load beside the entry), and
 * the styles' text, inlined into every page (one small file: no render-blocking request on a slow phone).
 */
export type StorefrontAssets = { script?: string; islands: Record<StorefrontIsland, string[]>; cssText: string };

type ManifestEntry = { file: string; imports?: string[] };

const NONE: StorefrontAssets = {
  islands: { results: [], passengers: [], tour: [], esim: [], esimOrder: [] },
  cssText: '',
};

/** What the page frame links, or nothing when the storefront is not built (pages still render, without islands). */
export function readStorefrontAssets(distDir: string): StorefrontAssets {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return NONE;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>;
  const entry = manifest[ENTRY];
  if (!entry) return NONE;
  const url = (key: string) => `${ASSET_PREFIX}${manifest[key]!.file}`;
  const chunksOf = (key: string): string[] =>
    manifest[key]
      ? [url(key), ...(manifest[key].imports ?? []).filter((name) => name !== ENTRY && manifest[name]).map(url)]
      : [];
  const styles = manifest['style.css'];
  return {
    script: `${ASSET_PREFIX}${entry.file}`,
    islands: {
      results: chunksOf('src/results.ts'),
      passengers: chunksOf('src/passengers.ts'),
      tour: chunksOf('src/tour-booking.ts'),
      esim: chunksOf('src/esim.ts'),
      esimOrder: chunksOf('src/esim-order.ts'),
    },
    cssText: styles ? readFileSync(join(distDir, styles.file), 'utf8') : '',
  };
}

/** Serves the built files (hashed: cached for a year, immutable). */
export async function registerStorefrontAssets(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'assets'))) return;
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: `${ASSET_PREFIX}assets/`,
    decorateReply: false,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (res: { setHeader(name: string, value: string): unknown }) => {
      res.setHeader('Cache-Control', IMMUTABLE_ASSET);
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}
