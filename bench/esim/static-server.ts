// A static server of the built web app for the benches: files from dist, anything else answered with index.html (the
// app's routes); /api is never reached (the bench's browser answers it).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export async function serveDist(dist: string, port: number): Promise<{ close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dist, path);
    const send = (name: string) =>
      readFile(name).then((body) => {
        response.writeHead(200, { 'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream' });
        response.end(body);
      });
    send(extname(path) ? file : join(dist, 'index.html')).catch(() =>
      send(join(dist, 'index.html')).catch(() => {
        response.writeHead(404);
        response.end();
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
