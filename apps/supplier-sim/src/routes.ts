// HTTP routes of the simulator: search, fare rules and lowest-fare calendar per system (behind faults), airports, health, fault admin.
import { ZSupplierCalendarQuery, ZSupplierSearchRequest, type TBookingSystem } from '@portal/contracts';
import { AIRPORTS, validatePassengers } from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { lowestFareCalendar } from './calendar.js';
import { fareRules } from './fare-rules.js';
import { ZFaultsPatch, type TFaultState } from './faults.js';
import { searchFlights } from './search.js';
import type { TSeatInventory } from './seats.js';
import { isBookingSystem } from './systems.js';

export type TRouteDeps = { faults: TFaultState; seats: TSeatInventory; now: () => Date; closing: AbortSignal };

/** A request drawn to time out is held this long (far past any caller's deadline) and then answered 504. */
export const HOLD_MS = 120_000;

type TFieldIssue = { field: string; message: string };

export function badRequest(reply: FastifyReply, fields: TFieldIssue[]) {
  const message = fields.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
  return reply.code(400).send({ error: 'BAD_REQUEST', message, fields });
}

function zodFields(error: z.ZodError): TFieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.length > 0 ? issue.path.join('.') : 'body', message: issue.message }));
}

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

function unknownSystem(reply: FastifyReply, system: string) {
  return reply.code(404).send({ error: 'NOT_FOUND', message: `Unknown booking system ${system}` });
}

/** Checks beyond the protocol's types: real dates, sensible passenger counts. */
function searchProblems(body: z.infer<typeof ZSupplierSearchRequest>): TFieldIssue[] {
  const problems: TFieldIssue[] = [];
  body.legs.forEach((leg, index) => {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(leg.date) ? new Date(`${leg.date}T00:00:00Z`) : undefined;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== leg.date) {
      problems.push({ field: `legs.${index}.date`, message: 'Expected a date as YYYY-MM-DD' });
    }
  });
  // The same passenger rules as the portal's own (SPEC §5).
  for (const problem of validatePassengers(body.pax)) problems.push({ field: `pax.${problem.field}`, message: problem.message });
  return problems;
}

export function registerRoutes(app: FastifyInstance, deps: TRouteDeps): void {
  /** Applies the system's latency and faults; answers false when the request was already dealt with. */
  async function passFaults(system: TBookingSystem, reply: FastifyReply): Promise<boolean> {
    const decision = deps.faults.decide(system);
    const gone = requestGone(reply, deps.closing);
    try {
      const waited = decision.outcome === 'timeout' ? HOLD_MS : decision.delayMs;
      if (waited > 0 && !(await sleep(waited, gone.signal))) {
        // Closing or the caller left: nothing to answer, drop the connection.
        reply.hijack();
        reply.raw.destroy();
        return false;
      }
    } finally {
      gone.done();
    }
    if (decision.outcome === 'timeout') {
      await reply.code(504).send({ error: 'SUPPLIER_TIMEOUT', message: `${system} did not answer in time` });
      return false;
    }
    if (decision.outcome === 'error') {
      await reply.code(502).send({ error: 'SUPPLIER_ERROR', message: `${system} answered with an internal error (simulated)` });
      return false;
    }
    return true;
  }

  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/airports', async () => AIRPORTS);

  app.post<{ Params: { system: string } }>('/systems/:system/search', async (request, reply) => {
    const { system } = request.params;
    if (!isBookingSystem(system)) return unknownSystem(reply, system);
    const parsed = ZSupplierSearchRequest.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, zodFields(parsed.error));
    const problems = searchProblems(parsed.data);
    if (problems.length > 0) return badRequest(reply, problems);
    if (!(await passFaults(system, reply))) return reply;
    return searchFlights(system, parsed.data, { now: deps.now(), seats: deps.seats });
  });

  app.get<{ Params: { system: string }; Querystring: { airline?: string; fareClass?: string } }>('/systems/:system/fare-rules', async (request, reply) => {
    const { system } = request.params;
    if (!isBookingSystem(system)) return unknownSystem(reply, system);
    const { airline, fareClass } = request.query;
    const missing = [...(airline ? [] : ['airline']), ...(fareClass ? [] : ['fareClass'])];
    if (missing.length > 0) return badRequest(reply, missing.map((field) => ({ field, message: 'Required' })));
    if (!(await passFaults(system, reply))) return reply;
    const rules = fareRules(system, airline ?? '', fareClass ?? '');
    if (!rules) return reply.code(404).send({ error: 'NOT_FOUND', message: `${system} has no fare rules for ${airline} class ${fareClass}` });
    return rules;
  });

  app.get<{ Params: { system: string } }>('/systems/:system/calendar', async (request, reply) => {
    const { system } = request.params;
    if (!isBookingSystem(system)) return unknownSystem(reply, system);
    const parsed = ZSupplierCalendarQuery.safeParse(request.query);
    if (!parsed.success) return badRequest(reply, zodFields(parsed.error));
    if (!(await passFaults(system, reply))) return reply;
    return lowestFareCalendar(system, parsed.data, { now: deps.now(), seats: deps.seats });
  });

  app.get('/admin/faults', async () => deps.faults.current());

  app.put('/admin/faults', async (request, reply) => {
    const parsed = ZFaultsPatch.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, zodFields(parsed.error));
    deps.faults.merge(parsed.data);
    return deps.faults.current();
  });
}
