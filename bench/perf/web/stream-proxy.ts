// A local front for the browser: every request goes on to the portal, except the flight search, which it answers with
// a given NDJSON stream at the recorded pace (one event at a time, a pause between the systems' answers).
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TSearchEvent } from '@portal/contracts';

export type StreamProxy = { url: string; close: () => Promise<void> };

function forward(target: URL, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const upstream = httpRequest(
    {
      hostname: target.hostname,
      port: target.port,
      path: incoming.url,
      method: incoming.method,
      headers: { ...incoming.headers, host: target.host },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => outgoing.destroy());
  incoming.pipe(upstream);
}

async function stream(events: readonly TSearchEvent[], pauseMs: number, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' });
  for (const event of events) {
    if (event.type === 'offers') await new Promise((resolve) => setTimeout(resolve, pauseMs));
    outgoing.write(`${JSON.stringify(event)}\n`);
  }
  outgoing.end();
}

export async function startStreamProxy(options: {
  port: number;
  portalUrl: string;
  events: readonly TSearchEvent[];
  pauseMs: number;
}): Promise<StreamProxy> {
  const target = new URL(options.portalUrl);
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'POST' && incoming.url?.startsWith('/api/flights/search')) {
      incoming.resume();
      incoming.on('end', () => void stream(options.events, options.pauseMs, outgoing));
      return;
    }
    forward(target, incoming, outgoing);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${options.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
