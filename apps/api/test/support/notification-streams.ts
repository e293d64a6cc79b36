// A test client of GET /api/notifications/stream over real HTTP: reads the server-sent events as they come.
import type { FastifyInstance } from 'fastify';

export type StreamEvent = { event: string; id?: string; data: unknown };
export type OpenStream = {
  status: number;
  events: StreamEvent[];
  /** The first event (already received or coming) that passes `accept`, or a rejection after `timeoutMs`. */
  next(accept: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
};

/** The app listening on a free local port (once), answering its base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${bound.port}`;
}

export async function openStream(
  baseUrl: string,
  auth: { authorization: string },
  lastEventId?: string,
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { ...auth, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: { accept: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }[] = [];
  const push = (event: StreamEvent) => {
    events.push(event);
    for (const waiter of [...waiters])
      if (waiter.accept(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
  };
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (line.startsWith(':') || !line.includes(':')) continue;
              const colon = line.indexOf(':');
              fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
            if (!fields.has('data')) continue;
            push({
              event: fields.get('event') ?? 'message',
              id: fields.get('id'),
              data: JSON.parse(fields.get('data')!),
            });
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    status: response.status,
    events,
    next(accept, timeoutMs = 5_000) {
      const found = events.find(accept);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event in ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          accept,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    close: () => abort.abort(),
  };
}
