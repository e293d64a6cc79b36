// HTTP routes of the simulator: search, fare rules and lowest-fare calendar per system (behind faults), airports, health, fault admin.
import { ZSupplierCalendarQuery, ZSupplierSearchRequest } from '@portal/contracts';
import { AIRPORTS, validatePassengers } from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { lowestFareCalendar } from './calendar.js';
import { createFaultGate } from './fault-gate.js';
import { fareRules } from './fare-rules.js';
import { ZFaultsPatch, type TFaultState } from './faults.js';
import { searchFlights } from './search.js';
import type { TSeatInventory } from './seats.js';
import { isBookingSystem } from './systems.js';

export type TRouteDeps = { faults: TFaultState; seats: TSeatInventory; now: () => Date; closing: AbortSignal };

export { HOLD_MS } from './fault-gate.js';

export type TFieldIssue = { field: string; message: string };

export function badRequest(reply: FastifyReply, fields: TFieldIssue[]) {
  const message = fields.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
  return reply.code(400).send({ error: 'BAD_REQUEST', message, fields });
}

export function zodFields(error: z.ZodError): TFieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : 'body',
    message: issue.message,
  }));
}

export function unknownSystem(reply: FastifyReply, system: string) {
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
  for (const problem of validatePassengers(body.pax))
    problems.push({ field: `pax.${problem.field}`, message: problem.message });
  return problems;
}

export function registerRoutes(app: FastifyInstance, deps: TRouteDeps): void {
  const gate = createFaultGate(deps.faults, deps.closing);
  const passFaults = gate.pass;

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

  app.get<{ Params: { system: string }; Querystring: { airline?: string; fareClass?: string } }>(
    '/systems/:system/fare-rules',
    async (request, reply) => {
      const { system } = request.params;
      if (!isBookingSystem(system)) return unknownSystem(reply, system);
      const { airline, fareClass } = request.query;
      const missing = [...(airline ? [] : ['airline']), ...(fareClass ? [] : ['fareClass'])];
      if (missing.length > 0)
        return badRequest(
          reply,
          missing.map((field) => ({ field, message: 'Required' })),
        );
      if (!(await passFaults(system, reply))) return reply;
      const rules = fareRules(system, airline ?? '', fareClass ?? '');
      if (!rules)
        return reply
          .code(404)
          .send({ error: 'NOT_FOUND', message: `${system} has no fare rules for ${airline} class ${fareClass}` });
      return rules;
    },
  );

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
