// The edge bench's payload measurements: the bytes of one answer as sent, with no Accept-Encoding, br and gzip
// (read off the socket, not inflated), and the headers that came with it.
import { request } from 'node:http';
import { BASE } from './processes.js';

export type Sent = { status: number; bytes: number; headers: Record<string, string | string[] | undefined> };
export type Encoding = 'identity' | 'br' | 'gzip';

/** One request; the body's length is counted as it arrived, still compressed. */
export function send(
  path: string,
  options: { encoding: Encoding; method?: string; headers?: Record<string, string>; body?: string },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${BASE}${path}`,
      {
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.encoding === 'identity' ? {} : { 'accept-encoding': options.encoding }),
          ...(options.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, headers: response.headers }));
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(options.body);
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The same request as sent raw, br and gzip: "74.0 KB → br 4.1 KB, gzip 5.5 KB". */
export async function sizes(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ raw: number; br: number; gzip: number; text: string; compressed: boolean }> {
  const raw = await send(path, { ...options, encoding: 'identity' });
  const br = await send(path, { ...options, encoding: 'br' });
  const gzip = await send(path, { ...options, encoding: 'gzip' });
  if (raw.status !== 200) throw new Error(`${path} answered ${raw.status}`);
  const compressed = br.headers['content-encoding'] === 'br' && gzip.headers['content-encoding'] === 'gzip';
  return {
    raw: raw.bytes,
    br: br.bytes,
    gzip: gzip.bytes,
    compressed,
    text: `${kb(raw.bytes)} → br ${kb(br.bytes)}, gzip ${kb(gzip.bytes)}`,
  };
}
