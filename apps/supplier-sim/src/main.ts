// Starts the simulator on its own (PORT, default 3001; HOST, default 127.0.0.1).
import { startSimulator } from './server.js';

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const simulator = await startSimulator({ port, host, logger: true });
console.log(`supplier simulator ready on ${simulator.url}`);

let isClosing = false;
async function shutdown() {
  if (isClosing) return;
  isClosing = true;
  await simulator.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
