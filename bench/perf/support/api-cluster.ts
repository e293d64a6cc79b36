// N API processes on one port through Node's cluster module (the primary hands each new connection to the next worker,
// round-robin), each configured like production from the environment (see api-process.ts); PERF_WORKERS=N.
import cluster from 'node:cluster';

const workers = Number(process.env.PERF_WORKERS ?? 1);
if (cluster.isPrimary) {
  cluster.schedulingPolicy = cluster.SCHED_RR;
  let listening = 0;
  let url = '';
  for (let index = 0; index < workers; index += 1) {
    const worker = cluster.fork();
    worker.on('message', (message: { listening?: string }) => {
      if (!message.listening) return;
      url = message.listening;
      if ((listening += 1) === workers) process.send?.({ listening: url });
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
} else {
  await import('./api-process.js');
}
