// What every system request goes through before it is served: its latency, an injected error, or a held request that never answers in time.
import type { TFaultSystem } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { TFaultState } from './faults.js';

/** A request drawn to time out is held this long (far past any caller's deadline) and then answered 504. */
export const HOLD_MS = 120_000;

/** Resolves true after ms, or false as soon as the signal aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Aborts when the server starts closing or the caller goes away, whichever comes first. */
function requestGone(reply: FastifyReply, closing: AbortSignal): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const onClose = () => {
    if (!reply.raw.writableEnded) abort();
  };
  reply.raw.once('close', onClose);
  closing.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      reply.raw.off('close', onClose);
      closing.removeEventListener('abort', abort);
    },
  };
}

/** Waits ms unless the caller leaves or the server closes; answers false (connection dropped) in that case. */
async function wait(reply: FastifyReply, closing: AbortSignal, ms: number): Promise<boolean> {
  const gone = requestGone(reply, closing);
  try {
    if (ms > 0 && !(await sleep(ms, gone.signal))) {
      // Closing or the caller left: nothing to answer, drop the connection.
      reply.hijack();
      reply.raw.destroy();
      return false;
    }
    return true;
  } finally {
    gone.done();
  }
}

async function answerTimeout(system: TFaultSystem, reply: FastifyReply): Promise<void> {
  await reply.code(504).send({ error: 'SUPPLIER_TIMEOUT', message: `${system} did not answer in time` });
}

export type TFaultGate = {
  /** Applies the system's latency and faults; answers false when the request was already dealt with. */
  pass(system: TFaultSystem, reply: FastifyReply): Promise<boolean>;
  /** Holds a request whose work is done but whose answer is "lost": the caller only ever sees its deadline pass. */
  loseReply(system: TFaultSystem, reply: FastifyReply): Promise<void>;
};

export function createFaultGate(faults: TFaultState, closing: AbortSignal): TFaultGate {
  return {
    async pass(system, reply) {
      const decision = faults.decide(system);
      const waited = decision.outcome === 'timeout' ? HOLD_MS : decision.delayMs;
      if (!(await wait(reply, closing, waited))) return false;
      if (decision.outcome === 'timeout') {
        await answerTimeout(system, reply);
        return false;
      }
      if (decision.outcome === 'error') {
        await reply
          .code(502)
          .send({ error: 'SUPPLIER_ERROR', message: `${system} answered with an internal error (simulated)` });
        return false;
      }
      return true;
    },
    async loseReply(system, reply) {
      if (await wait(reply, closing, HOLD_MS)) await answerTimeout(system, reply);
    },
  };
}
