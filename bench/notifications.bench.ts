// Benchmark: live notifications (issue 19, decision 111). One API process (a child, on PGlite; BENCH_DATABASE_URL:
// PostgreSQL, through LISTEN/NOTIFY) with BENCH_USERS (1,000) users, each with one open stream; the server's memory per
// stream (heap and RSS after GC, before and after the streams open); then the time from the write's start to the event
// on each stream: rounds that notify every user in one transaction (after two uncounted warm-up rounds), and single
// notices to one user each. The streams are read by this one process (a client's parse is part of the figure).
// Run: npm run bench:notifications. Prints figures; not a test.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ParentMessage, ServerMessage } from './support/notifications-server.js';
import { ms, spread } from './support/figures.js';

const BROADCAST_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SINGLE_NOTICES = Number(process.env.BENCH_SINGLES ?? 200);

const child: ChildProcess = fork(fileURLToPath(new URL('./support/notifications-server.ts', import.meta.url)), {
  execArgv: ['--expose-gc', '--import', 'tsx'],
  env: process.env,
});
const inbox: ServerMessage[] = [];
const waiting: ((message: ServerMessage) => boolean)[] = [];
child.on('message', (message: ServerMessage) => {
  const index = waiting.findIndex((accept) => accept(message));
  if (index >= 0) waiting.splice(index, 1);
  else inbox.push(message);
});
function next<K extends ServerMessage['kind']>(kind: K): Promise<Extract<ServerMessage, { kind: K }>> {
  const found = inbox.findIndex((message) => message.kind === kind);
  if (found >= 0) return Promise.resolve(inbox.splice(found, 1)[0] as Extract<ServerMessage, { kind: K }>);
  return new Promise((resolve) =>
    waiting.push((message) =>
      message.kind === kind ? (resolve(message as Extract<ServerMessage, { kind: K }>), true) : false,
    ),
  );
}
const tell = (message: ParentMessage) => child.send(message);

const started = Date.now();
const ready = await next('ready');
console.log(`server ready with ${ready.tokens.length} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
tell({ kind: 'memory' });
const before = await next('memory');

/** Latencies of deliveries by notice id, filled by the streams as events arrive. */
const deliveries = new Map<number, number[]>();
let readyStreams = 0;
const controllers: AbortController[] = [];
async function openStream(token: string): Promise<void> {
  const controller = new AbortController();
  controllers.push(controller);
  const response = await fetch(`${ready.url}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream refused: ${response.status}`);
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
          if (block.includes('event: ready')) readyStreams += 1;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!block.includes('event: notification') || !data) continue;
          const { params } = JSON.parse(data) as { params: { title: string; sentAt: number } };
          const id = Number(params.title.split(' ')[1]);
          const list = deliveries.get(id) ?? [];
          list.push(Date.now() - params.sentAt);
          deliveries.set(id, list);
        }
      }
    } catch {
      // closed at the end
    }
  })();
}
const opening = Date.now();
for (let start = 0; start < ready.tokens.length; start += 100)
  await Promise.all(ready.tokens.slice(start, start + 100).map(openStream));
while (readyStreams < ready.tokens.length) await new Promise((resolve) => setTimeout(resolve, 20));
console.log(`${readyStreams} streams open in ${((Date.now() - opening) / 1000).toFixed(1)} s`);
await new Promise((resolve) => setTimeout(resolve, 500));
tell({ kind: 'memory' });
const after = await next('memory');
const perStream = (field: 'heapUsed' | 'rss' | 'external') =>
  ((after[field] - before[field]) / ready.tokens.length / 1024).toFixed(1);

async function waitFor(id: number, count: number, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((deliveries.get(id)?.length ?? 0) < count && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
}

let id = 0;
/** Rounds run first and not counted (the first queries and writes warm the process up). */
const WARM_UP = 2;
const broadcast: number[] = [];
/** How long each broadcast's transaction took to commit (1,000 rows written and announced). */
const writes: number[] = [];
for (let round = -WARM_UP; round < BROADCAST_ROUNDS; round += 1) {
  id += 1;
  tell({ kind: 'notify', id, sentAt: Date.now() });
  const { writeMs } = await next('written');
  await waitFor(id, ready.tokens.length);
  if (round < 0) continue;
  writes.push(writeMs);
  broadcast.push(...(deliveries.get(id) ?? []));
}
const single: number[] = [];
for (let index = 0; index < SINGLE_NOTICES; index += 1) {
  id += 1;
  const userId = ready.userIds[(index * 7919) % ready.userIds.length]!;
  tell({ kind: 'notify', id, sentAt: Date.now(), userIds: [userId] });
  await next('written');
  await waitFor(id, 1);
  single.push(...(deliveries.get(id) ?? []));
}

const lost = BROADCAST_ROUNDS * ready.tokens.length - broadcast.length + (SINGLE_NOTICES - single.length);
const figure = (values: number[]) => {
  const { p50, p95, p99, max } = spread(values);
  return `p50 ${ms(p50)} ms · p95 ${ms(p95)} ms · p99 ${ms(p99)} ms · max ${ms(max)} ms (${values.length} deliveries)`;
};
console.log(
  `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (LISTEN/NOTIFY)' : 'PGlite (in-process listen)'}`,
);
console.log(
  `memory per stream (server, after GC): heap ${perStream('heapUsed')} KB · RSS ${perStream('rss')} KB · external ${perStream('external')} KB`,
);
console.log(`one notice to all ${ready.tokens.length} users, write → event: ${figure(broadcast)}`);
console.log(`  of which the write itself (1,000 rows, commit): ${figure(writes).replace('deliveries', 'writes')}`);
console.log(`one notice to one user, write → event: ${figure(single)}`);
console.log(`undelivered: ${lost} (target p95 ≤ 1000 ms)`);
for (const controller of controllers) controller.abort();
tell({ kind: 'stop' });
await new Promise((resolve) => child.once('exit', resolve));
