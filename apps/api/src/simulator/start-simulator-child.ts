// Runs the supplier simulator in a process of its own (its CPU never delays the API's event loop), reached over HTTP.
import { fork, type ChildProcess } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SimulatorChildMessage, SimulatorChildOptions } from './simulator-child.js';

export type SimulatorChild = { url: string; pid: number; close(): Promise<void> };

/** simulator-child.ts beside this file under tsx, simulator-child.js beside the bundle once built (scripts/build-server.mjs). */
const CHILD_ENTRY = fileURLToPath(
  new URL(`./simulator-child${extname(fileURLToPath(import.meta.url))}`, import.meta.url),
);
const STOP_GRACE_MS = 5_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Forks the simulator and answers once it listens; fails with its reason if it cannot start. */
export async function startSimulatorChild(options: SimulatorChildOptions): Promise<SimulatorChild> {
  const child = fork(CHILD_ENTRY, [], {
    env: { ...process.env, SIMULATOR_CHILD_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: SimulatorChildMessage) => {
      if ('ready' in message) resolve(message.ready);
      else reject(new Error(`the supplier simulator did not start: ${message.failed}`));
    });
    child.once('exit', (code) => reject(new Error(`the supplier simulator exited (code ${code}) before it listened`)));
  });
  // The parent's event loop need not wait for the child (nor its channel) to end.
  child.unref();
  child.channel?.unref();
  return {
    url,
    pid: child.pid!,
    async close() {
      if (child.connected) child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
