// Hands streamed search events to the store in batches: at most one batch per animation frame (or per macrotask when
// the page is hidden), each of a bounded number of offers, so no single update takes long (decision 066).
import type { TSearchEvent } from '@portal/contracts';

/** The most offers one store update takes while streaming. */
export const MAX_OFFERS_PER_BATCH = 300;

export type EventBatcher = {
  push(event: TSearchEvent): void;
  /** Resolves once every pushed event has been handed over. */
  drained(): Promise<void>;
};

const sizeOf = (event: TSearchEvent) => (event.type === 'offers' ? Math.max(1, event.offers.length) : 1);

function nextTurn(callback: () => void): void {
  const isVisible = typeof document === 'undefined' || document.visibilityState === 'visible';
  if (isVisible && typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, 0);
}

export function createEventBatcher(deliver: (events: TSearchEvent[]) => void): EventBatcher {
  const queue: TSearchEvent[] = [];
  let isScheduled = false;
  let waiters: (() => void)[] = [];

  const flush = () => {
    isScheduled = false;
    const batch: TSearchEvent[] = [];
    let size = 0;
    while (queue.length > 0) {
      const next = queue[0] as TSearchEvent;
      if (batch.length > 0 && size + sizeOf(next) > MAX_OFFERS_PER_BATCH) break;
      batch.push(next);
      size += sizeOf(next);
      queue.shift();
    }
    if (batch.length > 0) deliver(batch);
    if (queue.length > 0) schedule();
    else {
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
    }
  };
  const schedule = () => {
    if (isScheduled) return;
    isScheduled = true;
    nextTurn(flush);
  };

  return {
    push(event) {
      queue.push(event);
      schedule();
    },
    drained() {
      if (queue.length === 0 && !isScheduled) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
