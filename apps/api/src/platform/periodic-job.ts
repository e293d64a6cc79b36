// A job run every so often in this process: one run at a time (a run asked for while one goes joins it), a timer that
// does not keep the process alive, and a stop that waits for the run in progress.
export type PeriodicJob<T> = {
  runOnce(): Promise<T>;
  /** Runs every `intervalMs` (0 or less: never). */
  start(intervalMs: number): void;
  stop(): Promise<void>;
};

export function periodicJob<T>(run: () => Promise<T>): PeriodicJob<T> {
  let running: Promise<T> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function runOnce(): Promise<T> {
    // `.finally` runs after the assignment even when `run` settles at once, so a finished run is never kept.
    running ??= run().finally(() => (running = undefined));
    return running;
  }

  return {
    runOnce,
    start(intervalMs: number): void {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
