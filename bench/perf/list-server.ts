// A server of the booking-list benchmark in its own process (so autocannon in the parent never shares its event loop):
// `api <port>` is the portal (buildApp on LIST_BENCH_DATABASE_URL, no simulator), `bare <port>` a bare Fastify 5 hello.
import Fastify from 'fastify';
import { openDatabase } from '@portal/db';
import { buildApp } from '../../apps/api/src/app.js';
import { testConfig } from '../../apps/api/src/config.js';

const [mode, portText] = process.argv.slice(2);
const port = Number(portText);

if (mode === 'bare') {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port, host: '127.0.0.1' });
} else {
  const url = process.env.LIST_BENCH_DATABASE_URL;
  if (!url) throw new Error('LIST_BENCH_DATABASE_URL is not set');
  const database = await openDatabase({ kind: 'postgres', url });
  const app = await buildApp({
    db: database.db,
    databaseKind: 'postgres',
    config: testConfig({ accessTokenTtlSeconds: 3600, port }),
  });
  await app.listen({ port, host: '127.0.0.1' });
}
process.stdout.write('ready\n');
// Stopped with SIGTERM: exit, so that a CPU profile asked for (PERF_CPU_PROF) is written.
process.once('SIGTERM', () => process.exit(0));
