// Runs the supplier simulator in a process of its own (its CPU never delays the API's event loop), reached over HTTP.
import { fork, type ChildProcess } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SimulatorChildOptions } from './simulator-child.js';

export type SimulatorChild = { url: string; pid: number; close(): Promise<void> };

/** simulator-child.ts beside this file under tsx, simulator-child.js beside the bundle once built (scripts/build-server.mjs). */
const CHILD_ENTRY = fileURLToPath(
  new URL(`./simulator-child${extname(fileURLToPath(import.meta.url))}`, import.meta.url),
);
const STOP_GRACE_MS = 5_000;
/**
 * The parent's Node flags minus those that must not run twice: --watch would put the child under a watcher of its own
 * (cutting its IPC channel) and --inspect would ask for the debugger's port again. `--import tsx` stays (dev, tests).
 */
const childExecArgv = () => process.execArgv.filter((flag) => !/^--(?:watch|inspect)/u.test(flag));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Forks the simulator and answers once it listens; fails with its reason if it cannot start. */
export async function startSimulatorChild(options: SimulatorChildOptions): Promise<SimulatorChild> {
  const child = fork(CHILD_ENTRY, [], {
    // WATCH_REPORT_DEPENDENCIES (set by --watch) would have the child report its files to us as the watcher.
    env: { ...process.env, WATCH_REPORT_DEPENDENCIES: undefined, SIMULATOR_CHILD_OPTIONS: JSON.stringify(options) },
    execArgv: childExecArgv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null) return;
      const answer = message as Partial<Record<'ready' | 'failed', string>>;
      if (answer.ready !== undefined) resolve(answer.ready);
      else if (answer.failed !== undefined) reject(new Error(`the supplier simulator did not start: ${answer.failed}`));
      else return;
      child.off('message', onMessage);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the supplier simulator exited (code ${code}) before it listened`)));
  });
  // The parent's event loop need not wait for the child (nor its channel) to end.
  child.unref();
  child.channel?.unref();
  return {
    url,
    pid: child.pid!,
    async close() {
      // A child already on its way out (the same signal reached it) closes the channel under the send: the callback
      // takes that EPIPE instead of an unhandled 'error' event, and the exit wait below still ends it.
      if (child.connected) child.send('stop', (error) => error && child.kill('SIGKILL'));
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
