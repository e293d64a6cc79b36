// HTTP of the paid changes: POST …/paid-changes behind the fault gate (a commit's reply may be lost), …/seat-maps and …/offers.
import { ZSupplierPaidChangeRequest, ZSupplierPnrAction } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TActionResult } from '../booking-context.js';
import type { TPnrRef } from '../booking-lifecycle.js';
import type { TBookingRouteDeps } from '../booking-routes.js';
import { createFaultGate } from '../fault-gate.js';
import { badRequest, unknownSystem, zodFields } from '../routes.js';
import { isBookingSystem } from '../systems.js';
import { applyPaidChange } from './paid-service.js';
import { offers, seatMaps } from './paid-views.js';

type TPnrParams = { Params: { system: string; pnr: string } };

export function registerPaidRoutes(app: FastifyInstance, deps: TBookingRouteDeps): void {
  const gate = createFaultGate(deps.faults, deps.closing);
  const send = <T>(reply: FastifyReply, result: TActionResult<T>) => {
    deps.persist?.();
    return result.ok ? reply.code(result.status).send(result.value) : reply.code(result.status).send(result.body);
  };

  app.post<TPnrParams>('/systems/:system/bookings/:pnr/paid-changes', async (request, reply) => {
    const { system, pnr } = request.params;
    if (!isBookingSystem(system)) return unknownSystem(reply, system);
    const parsed = ZSupplierPaidChangeRequest.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, zodFields(parsed.error));
    if (!(await gate.pass(system, reply))) return reply;
    const result = applyPaidChange(deps, { system, pnr }, parsed.data);
    // The change is made (and saved) but the answer is lost: the caller sees its deadline pass.
    if (result.ok && result.isNew && deps.faults.strikes(system, 'paidChangeReplyLostRate')) {
      deps.persist?.();
      await gate.loseReply(system, reply);
      return reply;
    }
    return send(reply, result);
  });

  const readRoute = (path: string, view: (ref: TPnrRef) => TActionResult<unknown>) =>
    app.post<TPnrParams>(`/systems/:system/bookings/:pnr/${path}`, async (request, reply) => {
      const { system, pnr } = request.params;
      if (!isBookingSystem(system)) return unknownSystem(reply, system);
      const parsed = ZSupplierPnrAction.safeParse(request.body);
      if (!parsed.success) return badRequest(reply, zodFields(parsed.error));
      if (!(await gate.pass(system, reply))) return reply;
      return send(reply, view({ system, pnr, account: parsed.data.account }));
    });
  readRoute('seat-maps', (ref) => seatMaps(deps, ref));
  readRoute('offers', (ref) => offers(deps, ref));
}
