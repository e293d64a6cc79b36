// Response compression (br, gzip): JSON, HTML, JS, CSS and the NDJSON search stream; never tiny bodies or zip-based files.
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Bodies below this many bytes go out as they are: the headers would cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text the browser reads: JSON (and NDJSON), HTML, CSS, JavaScript, SVG, XML. Not PDF, Excel (a zip), images, fonts
 * or octet-stream, which are compressed already or opaque.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|x-ndjson|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/u;

/** Whether an answer of this Content-Type is worth compressing. */
export const isCompressibleType = (contentType: string): boolean => COMPRESSIBLE.test(contentType);

const encodings: Array<'br' | 'gzip'> = ['br', 'gzip'];

/** The options every route gets; brotli at quality 4 (11 costs ~10× the CPU for a few % fewer bytes). */
const compressOptions = {
  encodings,
  threshold: COMPRESSION_THRESHOLD_BYTES,
  customTypes: COMPRESSIBLE,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};

/**
 * For a route that streams events: every write is flushed through the compressor at once, so the caller reads each
 * event as it is written instead of when the compressor's window fills (the search's first offers arrive first).
 */
export const compressedPerWrite = {
  ...compressOptions,
  brotliOptions: {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    flush: constants.BROTLI_OPERATION_FLUSH,
  },
  zlibOptions: { flush: constants.Z_SYNC_FLUSH },
};

/** Registers compression for every route registered after it (before the domain routes). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Request bodies are not inflated: a small compressed body could expand past the body limit's intent.
  await app.register(fastifyCompress, { ...compressOptions, global: true, globalDecompression: false });
}
