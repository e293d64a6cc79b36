// The supplier simulator as a child process of the portal: started by start-simulator-child.ts, it tells its parent
// its URL over IPC and exits when told to, or by itself when the parent is gone (its IPC channel closes, even after a SIGKILL).
import { startSimulator } from '@portal/supplier-sim';

export type SimulatorChildOptions = { port: number; host: string; dataDir: string };
export type SimulatorChildMessage = { ready: string } | { failed: string };

if (!process.send) {
  console.error(
    'simulator-child runs only as a child of the portal (use npm run start -w @portal/supplier-sim instead)',
  );
  process.exit(2);
}
const options = JSON.parse(process.env.SIMULATOR_CHILD_OPTIONS ?? '{}') as SimulatorChildOptions;
const send = (message: SimulatorChildMessage) => process.send?.(message);

let close: (() => Promise<void>) | undefined;
let isClosing = false;
async function stop() {
  if (isClosing) return;
  isClosing = true;
  await close?.().catch(() => undefined);
  process.exit(0);
}
// The parent gone (closed, crashed or killed outright) closes the channel: never outlive it.
process.on('disconnect', () => void stop());
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('SIGTERM', () => void stop());
// Ctrl+C reaches the whole process group; the parent decides, and says 'stop' or goes away.
process.on('SIGINT', () => undefined);

try {
  const simulator = await startSimulator(options);
  close = simulator.close;
  send({ ready: simulator.url });
} catch (error) {
  send({ failed: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
