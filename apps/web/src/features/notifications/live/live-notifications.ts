// The tab's one notification stream: opened through the shared HTTP client, resumed after the last event id, and
// reopened with backoff (1 s doubling to 30 s, back to 1 s once a stream opened) whenever it ends or drops.
import type { TNotification } from '@portal/contracts';
import type { HttpClient } from '../../../lib/http/http-client';

export const STREAM_URL = '/api/notifications/stream';
export const BACKOFF_START_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

export type LiveHandlers = {
  /** On every (re)connect: the unread count now. */
  onReady(unread: number): void;
  onNotification(notification: TNotification): void;
};

/** Starts the loop; the answer stops it. A 401 or 403 (the session ended) stops it too: the client routes those. */
export function startLiveNotifications(
  client: Pick<HttpClient, 'streamServerEvents'>,
  handlers: LiveHandlers,
  options: { wait?: (ms: number, signal: AbortSignal) => Promise<void> } = {},
): () => void {
  const controller = new AbortController();
  const wait =
    options.wait ??
    ((ms, signal) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      }));
  let lastEventId: string | undefined;
  void (async () => {
    let backoff = BACKOFF_START_MS;
    while (!controller.signal.aborted) {
      let hasOpened = false;
      const result = await client.streamServerEvents(
        STREAM_URL,
        (event) => {
          if (event.id) lastEventId = event.id;
          try {
            const data = JSON.parse(event.data) as unknown;
            if (event.event === 'ready') {
              hasOpened = true;
              handlers.onReady((data as { unread: number }).unread);
            } else if (event.event === 'notification') handlers.onNotification(data as TNotification);
          } catch {
            // A line we cannot read is skipped; the list has it.
          }
        },
        { signal: controller.signal, lastEventId },
      );
      if (controller.signal.aborted) return;
      if ('error' in result && (result.error.status === 401 || result.error.status === 403)) return;
      if (hasOpened) backoff = BACKOFF_START_MS;
      await wait(backoff, controller.signal);
      backoff = Math.min(BACKOFF_MAX_MS, backoff * 2);
    }
  })();
  return () => controller.abort();
}
