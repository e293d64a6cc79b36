// One API process of the benchmarks, configured like production from the environment (DATABASE_URL, PORT, JWT_SECRET,
// LOG_LEVEL…): no simulator beside it, booking jobs and the mail outbox running; sends its URL to the parent when ready.
import { openDatabase } from '@portal/db';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '../../../apps/api/src/config.js';
import { bookingJobIntervalFromEnv } from '../../../apps/api/src/modules/bookings/jobs/booking-jobs.js';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('api-process needs DATABASE_URL');
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
const app = await buildApp({ db: database.db, databaseKind: 'postgres', config });
const url = await app.listen({ port: config.port, host: '127.0.0.1' });
app.bookingJobs.start(bookingJobIntervalFromEnv());
process.send?.({ listening: url });
process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await database.close();
    process.exit(0);
  })();
});
