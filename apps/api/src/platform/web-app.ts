// Serves the built web app and its translation files; unknown non-API paths get index.html (client routing).
// Hashed files under /assets/ are cached for a year; everything else is revalidated; .br/.gz siblings written by the
// build are sent to browsers that accept them (decision 062).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Whether the file may have .br/.gz siblings to choose from (path is the sibling once chosen), so the answer varies. */
const PRECOMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest)(?:\.br|\.gz)?$/u;

function setHeaders(res: { setHeader(name: string, value: string): unknown }, path: string) {
  res.setHeader('Cache-Control', path.includes('/assets/') ? IMMUTABLE_ASSET : REVALIDATE);
  if (PRECOMPRESSIBLE.test(path)) res.setHeader('Vary', 'Accept-Encoding');
}

export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(join(webDistDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    // @fastify/send writes its own `Cache-Control: public, max-age=0` after setHeaders ran, overwriting ours: off.
    cacheControl: false,
    preCompressed: true,
    // The compressed siblings are chosen by preCompressed, not served as routes of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders,
  });
  // A file is streamed, and a stream is compressed whatever its size; a tiny one (a translation file, the icon) is
  // handed on as bytes instead, which the compressor leaves alone below its threshold.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(payload instanceof Readable) || request.url.startsWith('/api') || reply.hasHeader('content-encoding'))
      return payload;
    const length = Number(reply.getHeader('content-length'));
    return Number.isFinite(length) && length < COMPRESSION_THRESHOLD_BYTES ? buffer(payload) : payload;
  });
  return true;
}
