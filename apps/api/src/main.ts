// Starts the portal: database, migrations, demo seed in demo mode, then the HTTP server on one port.
import { seedDemo } from '@portal/db';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './database.js';
import { hashPassword } from './platform/passwords.js';

const startedAt = performance.now();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ db: database.db, databaseKind: database.kind, config });
if (config.isDemo && (await seedDemo(database.db, { hashPassword }))) {
  app.log.info('demo agencies and accounts seeded (password Demo@2026)');
}

let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, demo: config.isDemo, readyInMs: Math.round(performance.now() - startedAt) },
  `portal ready on http://localhost:${config.port}`,
);
