// HTTP routes of the booking side per system (behind the same latency and faults as search): price check, add-ons, hold, retrieve, issue, void, cancel, refund;
// an issue, void or refund may do its work and lose its reply (the *ReplyLostRate knobs).
import {
  ZSupplierAncillariesRequest,
  ZSupplierHoldRequest,
  ZSupplierPnrAction,
  ZSupplierPriceCheckRequest,
  ZSupplierIssueRequest,
  ZSupplierRefundRequest,
  type TBookingSystem,
} from '@portal/contracts';
import { validatePassengers } from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { TActionResult, TBookingDeps } from './booking-context.js';
import { ancillaries, hold, priceCheck } from './booking-hold.js';
import { cancel, issue, refund, refundQuote, retrieve, voidTickets } from './booking-lifecycle.js';
import { createFaultGate } from './fault-gate.js';
import type { TBookingFault } from './faults.js';
import { badRequest, unknownSystem, zodFields } from './routes.js';
import { isBookingSystem } from './systems.js';

export type TBookingRouteDeps = TBookingDeps & {
  closing: AbortSignal;
  /** Saves the state after an action (a no-op without a data folder); runs before the answer leaves, or is lost. */
  persist?: () => void;
};

type TSystemParams = { Params: { system: string } };
type TPnrParams = { Params: { system: string; pnr: string } };

function send<T>(reply: FastifyReply, result: TActionResult<T>) {
  return result.ok ? reply.code(result.status).send(result.value) : reply.code(result.status).send(result.body);
}

const paxProblems = (pax: { adt: number; chd: number; inf: number }) =>
  validatePassengers(pax).map((problem) => ({ field: `pax.${problem.field}`, message: problem.message }));

export function registerBookingRoutes(app: FastifyInstance, deps: TBookingRouteDeps): void {
  const gate = createFaultGate(deps.faults, deps.closing);
  /** The action's result once its changes are saved (a price check may re-price, a look may expire a hold). */
  const saved = <T>(result: T): T => {
    deps.persist?.();
    return result;
  };

  /** The system and a valid body, or an answer already sent (404 system, 400 naming the field). */
  function accept<S extends z.ZodType>(
    request: { params: { system: string }; body: unknown },
    reply: FastifyReply,
    schema: S,
    extra?: (body: z.infer<S>) => Array<{ field: string; message: string }>,
  ) {
    const { system } = request.params;
    if (!isBookingSystem(system)) return { answered: unknownSystem(reply, system) } as const;
    const parsed = schema.safeParse(request.body);
    if (!parsed.success) return { answered: badRequest(reply, zodFields(parsed.error)) } as const;
    const problems = extra?.(parsed.data) ?? [];
    if (problems.length > 0) return { answered: badRequest(reply, problems) } as const;
    return { system: system as TBookingSystem, body: parsed.data as z.infer<S> } as const;
  }

  app.post<TSystemParams>('/systems/:system/price-check', async (request, reply) => {
    const accepted = accept(request, reply, ZSupplierPriceCheckRequest, (body) => paxProblems(body.pax));
    if ('answered' in accepted) return accepted.answered;
    if (!(await gate.pass(accepted.system, reply))) return reply;
    return send(reply, saved(priceCheck(deps, accepted.system, accepted.body)));
  });

  app.post<TSystemParams>('/systems/:system/ancillaries', async (request, reply) => {
    const accepted = accept(request, reply, ZSupplierAncillariesRequest, (body) => paxProblems(body.pax));
    if ('answered' in accepted) return accepted.answered;
    if (!(await gate.pass(accepted.system, reply))) return reply;
    return send(reply, ancillaries(deps, accepted.system, accepted.body));
  });

  app.post<TSystemParams>('/systems/:system/bookings', async (request, reply) => {
    const accepted = accept(request, reply, ZSupplierHoldRequest);
    if ('answered' in accepted) return accepted.answered;
    if (!(await gate.pass(accepted.system, reply))) return reply;
    return send(reply, saved(hold(deps, accepted.system, accepted.body)));
  });

  app.get<TPnrParams & { Querystring: { account?: string; lastName?: string } }>(
    '/systems/:system/bookings/:pnr',
    async (request, reply) => {
      const { system, pnr } = request.params;
      if (!isBookingSystem(system)) return unknownSystem(reply, system);
      const { account, lastName } = request.query;
      if (!account) return badRequest(reply, [{ field: 'account', message: 'Required' }]);
      if (!(await gate.pass(system, reply))) return reply;
      return send(reply, saved(retrieve(deps, { system, pnr, account, lastName: lastName || undefined })));
    },
  );

  const pnrAction = (
    path: string,
    act: (system: TBookingSystem, pnr: string, account: string) => TActionResult<unknown>,
  ) =>
    app.post<TPnrParams>(`/systems/:system/bookings/:pnr/${path}`, async (request, reply) => {
      const accepted = accept(request, reply, ZSupplierPnrAction);
      if ('answered' in accepted) return accepted.answered;
      if (!(await gate.pass(accepted.system, reply))) return reply;
      return send(reply, saved(act(accepted.system, request.params.pnr, accepted.body.account)));
    });
  pnrAction('cancel', (system, pnr, account) => cancel(deps, { system, pnr, account }));
  pnrAction('refund-quote', (system, pnr, account) => refundQuote(deps, { system, pnr, account }));

  /**
   * Sends a money action's result, unless it did something new and its fault strikes: then the work is done (tickets
   * issued, voided, refunded) but the reply is "lost" and the caller only sees its deadline pass.
   */
  async function sendOrLose(
    system: TBookingSystem,
    reply: FastifyReply,
    result: TActionResult<unknown> & { isNew?: boolean },
    fault: TBookingFault,
  ) {
    if (result.ok && result.isNew && deps.faults.strikes(system, fault)) {
      await gate.loseReply(system, reply);
      return reply;
    }
    return send(reply, result);
  }

  const moneyAction = (
    path: string,
    fault: TBookingFault,
    act: (system: TBookingSystem, pnr: string, account: string) => TActionResult<unknown> & { isNew?: boolean },
  ) =>
    app.post<TPnrParams>(`/systems/:system/bookings/:pnr/${path}`, async (request, reply) => {
      const accepted = accept(request, reply, ZSupplierPnrAction);
      if ('answered' in accepted) return accepted.answered;
      if (!(await gate.pass(accepted.system, reply))) return reply;
      const result = saved(act(accepted.system, request.params.pnr, accepted.body.account));
      return sendOrLose(accepted.system, reply, result, fault);
    });
  app.post<TPnrParams>('/systems/:system/bookings/:pnr/issue', async (request, reply) => {
    const accepted = accept(request, reply, ZSupplierIssueRequest);
    if ('answered' in accepted) return accepted.answered;
    if (!(await gate.pass(accepted.system, reply))) return reply;
    const { account, credits } = accepted.body;
    const result = saved(issue(deps, { system: accepted.system, pnr: request.params.pnr, account }, credits));
    return sendOrLose(accepted.system, reply, result, 'issueReplyLostRate');
  });
  moneyAction('void', 'voidReplyLostRate', (system, pnr, account) => voidTickets(deps, { system, pnr, account }));

  app.post<TPnrParams>('/systems/:system/bookings/:pnr/refund', async (request, reply) => {
    const accepted = accept(request, reply, ZSupplierRefundRequest);
    if ('answered' in accepted) return accepted.answered;
    if (!(await gate.pass(accepted.system, reply))) return reply;
    return sendOrLose(
      accepted.system,
      reply,
      saved(
        refund(
          deps,
          { system: accepted.system, pnr: request.params.pnr, account: accepted.body.account },
          accepted.body.quoteId,
        ),
      ),
      'refundReplyLostRate',
    );
  });
}
