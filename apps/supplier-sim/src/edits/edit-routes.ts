// HTTP of the edits: POST /systems/{system}/bookings/{pnr}/edits behind the fault gate (its reply may be lost), and the admin injections beside /admin/faults.
import { ZSupplierEditRequest } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { TActionResult } from '../booking-context.js';
import type { TBookingRouteDeps } from '../booking-routes.js';
import { createFaultGate } from '../fault-gate.js';
import { badRequest, unknownSystem, zodFields } from '../routes.js';
import { isBookingSystem } from '../systems.js';
import {
  injectCheckIn,
  injectScheduleChange,
  injectSegmentStatus,
  ZCheckInInject,
  ZScheduleChangeInject,
  ZSegmentStatusInject,
} from './admin.js';
import { injectBalanceDue, ZBalanceDueInject } from '../paid/reissue/balance-admin.js';
import { applyEdit } from './edit-service.js';

type TPnrParams = { Params: { system: string; pnr: string } };

export function registerEditRoutes(app: FastifyInstance, deps: TBookingRouteDeps): void {
  const gate = createFaultGate(deps.faults, deps.closing);
  const send = <T>(reply: FastifyReply, result: TActionResult<T>) => {
    deps.persist?.();
    return result.ok ? reply.code(result.status).send(result.value) : reply.code(result.status).send(result.body);
  };

  app.post<TPnrParams>('/systems/:system/bookings/:pnr/edits', async (request, reply) => {
    const { system, pnr } = request.params;
    if (!isBookingSystem(system)) return unknownSystem(reply, system);
    const parsed = ZSupplierEditRequest.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, zodFields(parsed.error));
    if (!(await gate.pass(system, reply))) return reply;
    const result = applyEdit(deps, system, pnr, parsed.data);
    // The change is made (and saved) but the answer is lost: the caller sees its deadline pass.
    if (result.ok && result.isNew && deps.faults.strikes(system, 'editReplyLostRate')) {
      deps.persist?.();
      await gate.loseReply(system, reply);
      return reply;
    }
    return send(reply, result);
  });

  const admin = <S extends z.ZodType>(
    path: string,
    schema: S,
    act: (pnr: string, body: z.output<S>) => TActionResult<unknown>,
  ) =>
    app.post<{ Params: { pnr: string } }>(`/admin/bookings/:pnr/${path}`, async (request, reply) => {
      const parsed = schema.safeParse(request.body ?? {});
      if (!parsed.success) return badRequest(reply, zodFields(parsed.error));
      return send(reply, act(request.params.pnr, parsed.data));
    });
  admin('schedule-change', ZScheduleChangeInject, (pnr, body) => injectScheduleChange(deps, pnr, body));
  admin('check-in', ZCheckInInject, (pnr, body) => injectCheckIn(deps, pnr, body));
  admin('segment-status', ZSegmentStatusInject, (pnr, body) => injectSegmentStatus(deps, pnr, body));
  admin('balance-due', ZBalanceDueInject, (pnr, body) => injectBalanceDue(deps, pnr, body));
}
