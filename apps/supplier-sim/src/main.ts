// Starts the simulator on its own (PORT, default 3001; HOST, default 127.0.0.1), keeping its bookings in
// SIMULATOR_DATA_DIR (default: the supplier-sim folder of DATA_DIR, itself default ./data), as `npm start` does.
import { join, resolve } from 'node:path';
import { startSimulator } from './server.js';

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.SIMULATOR_DATA_DIR || join(process.env.DATA_DIR || 'data', 'supplier-sim'));
const simulator = await startSimulator({ port, host, logger: true, dataDir });
console.log(`supplier simulator ready on ${simulator.url} (bookings kept in ${dataDir})`);

let isClosing = false;
async function shutdown() {
  if (isClosing) return;
  isClosing = true;
  await simulator.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
