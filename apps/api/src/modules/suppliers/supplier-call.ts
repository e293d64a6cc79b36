// One call to one booking system under the supplier deadline, aborted early when the caller goes away.

/** The reason a call's signal aborts when its deadline passes, to tell a timeout from a failure. */
class DeadlinePassed extends Error {}

export type SupplierOutcome<T> = { ok: true; value: T } | { ok: false; reason: 'timeout' | 'error'; error: unknown };

/** Never throws: a failure or a passed deadline is an outcome, so one system cannot fail the others. */
export async function callSupplier<T>(
  deadlineMs: number,
  callerGone: AbortSignal | undefined,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<SupplierOutcome<T>> {
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(new DeadlinePassed()), deadlineMs);
  const onCallerGone = () => controller.abort();
  callerGone?.addEventListener('abort', onCallerGone);
  if (callerGone?.aborted) controller.abort();
  // A connector that ignores the abort signal must still not hold the search past its deadline.
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason ?? new Error('aborted')), {
      once: true,
    });
  });
  try {
    return { ok: true, value: await Promise.race([call(controller.signal), aborted]) };
  } catch (error) {
    return { ok: false, reason: controller.signal.reason instanceof DeadlinePassed ? 'timeout' : 'error', error };
  } finally {
    clearTimeout(deadline);
    callerGone?.removeEventListener('abort', onCallerGone);
  }
}
