// The search stream's parser, in a worker: decodes the NDJSON body, parses each line and posts its events, a system's
// offers cut into slices, so the page never spends one long task on a multi-megabyte line (decision 066).
import { createLineSplitter } from '../../../lib/http/ndjson-lines';
import { sliceSearchEvent, type WorkerAnswer, type WorkerRequest } from './search-events-protocol';

const scope = self as unknown as {
  onmessage: ((message: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (answer: WorkerAnswer) => void;
};

async function read({ body, maxOffers }: WorkerRequest): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const lines = createLineSplitter();
  const post = (batch: string[]): boolean => {
    for (const line of batch) {
      let event: unknown;
      try {
        event = JSON.parse(line);
      } catch {
        scope.postMessage({ kind: 'bad-line', line });
        return false;
      }
      for (const slice of sliceSearchEvent(event, maxOffers)) scope.postMessage({ kind: 'events', events: [slice] });
    }
    return true;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!post(lines.push(decoder.decode(value, { stream: true })))) return void reader.cancel();
    }
    if (post([...lines.push(decoder.decode()), ...lines.end()])) scope.postMessage({ kind: 'end' });
  } catch (error) {
    scope.postMessage({ kind: 'failed', message: String(error) });
  }
}

scope.onmessage = (message) => void read(message.data);
