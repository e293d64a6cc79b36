// Reads the search stream's body in a worker (search-events.worker.ts) when the browser can hand a stream to one;
// otherwise answers undefined and the lines are parsed on the page as before (decision 066).
import { LineParseError, type EventsReader } from '../../../lib/http/ndjson-stream';
import type { WorkerAnswer, WorkerRequest } from './search-events-protocol';

/** The largest slice of one system's offers the page takes in one message. */
export const MAX_OFFERS_PER_SLICE = 150;

let canTransferStreams: boolean | undefined;

function streamsTransfer(): boolean {
  if (canTransferStreams !== undefined) return canTransferStreams;
  try {
    const stream = new ReadableStream();
    const channel = new MessageChannel();
    channel.port1.postMessage(stream, [stream as unknown as Transferable]);
    channel.port1.close();
    channel.port2.close();
    canTransferStreams = true;
  } catch {
    canTransferStreams = false;
  }
  return canTransferStreams;
}

export const workerEventsReader: EventsReader = (body, signal) => {
  if (typeof Worker === 'undefined' || typeof ReadableStream === 'undefined' || !streamsTransfer()) return undefined;
  const worker = new Worker(new URL('./search-events.worker.ts', import.meta.url), { type: 'module' });
  const answers: WorkerAnswer[] = [];
  let wake: (() => void) | undefined;
  const push = (answer: WorkerAnswer) => {
    answers.push(answer);
    wake?.();
  };
  worker.onmessage = (message: MessageEvent<WorkerAnswer>) => push(message.data);
  worker.onerror = () => push({ kind: 'failed', message: 'the search stream worker failed' });
  const abort = () => push({ kind: 'failed', message: 'Aborted' });
  signal.addEventListener('abort', abort);
  const request: WorkerRequest = { body, maxOffers: MAX_OFFERS_PER_SLICE };
  worker.postMessage(request, [body as unknown as Transferable]);

  async function* batches(): AsyncGenerator<readonly unknown[]> {
    try {
      for (;;) {
        const answer = answers.shift();
        if (!answer) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          continue;
        }
        if (answer.kind === 'events') yield answer.events;
        else if (answer.kind === 'bad-line') throw new LineParseError(answer.line);
        else if (answer.kind === 'failed') throw new Error(answer.message);
        else return;
      }
    } finally {
      signal.removeEventListener('abort', abort);
      worker.terminate();
    }
  }
  return batches();
};
