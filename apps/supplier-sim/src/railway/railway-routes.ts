// HTTP routes of the railway's partner API (railway-protocol.ts), behind the VNR latency and faults like the airlines:
// stations, search, seat maps, seat locks, bookings (hold, retrieve, cancel, pay), refunds, changes, and the admin sale.
import {
  ZRailwayAccountBody,
  ZRailwayAdminSell,
  ZRailwayBookingRequest,
  ZRailwayChangeQuoteRequest,
  ZRailwayPayRequest,
  ZRailwayQuoteAcceptRequest,
  ZRailwayRefundQuoteRequest,
  ZRailwaySearchRequest,
  ZRailwaySeatLockRequest,
  ZRailwaySeatMapQuery,
  ZSupplierAccount,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { createFaultGate } from '../fault-gate.js';
import type { TBookingFault } from '../faults.js';
import { badRequest, zodFields } from '../routes.js';
import { acceptChange, changeQuote } from './changes.js';
import { lockSeat, releaseLock } from './locks.js';
import { adminSell } from './admin-sell.js';
import { cancelBooking, expireHolds, holdBooking, payBooking, retrieveBooking } from './railway-bookings.js';
import { seatMapFor } from './seat-maps.js';
import { RAILWAY_SYSTEM, type TRailResult, type TRailwayDeps } from './railway-state.js';
import { acceptRefund, refundQuote } from './refunds.js';
import { searchRuns } from './railway-search.js';
import { STATIONS } from './stations.js';

export type TRailwayRouteDeps = TRailwayDeps & { closing: AbortSignal; persist: () => void };

type TCodeParams = { Params: { code: string } };

export function registerRailwayRoutes(app: FastifyInstance, deps: TRailwayRouteDeps): void {
  const gate = createFaultGate(deps.faults, deps.closing);

  /** A valid body or query, or the 400 already sent. */
  function parse<S extends z.ZodType>(reply: FastifyReply, schema: S, input: unknown): z.infer<S> | undefined {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data as z.infer<S>;
    void badRequest(reply, zodFields(parsed.error));
    return undefined;
  }

  /** Expires dead holds, runs the action, saves, and answers (or loses the answer of new work when its fault strikes). */
  async function answer<T>(reply: FastifyReply, act: () => TRailResult<T>, fault?: TBookingFault) {
    expireHolds(deps);
    const result = act();
    deps.persist();
    if (result.ok && result.isNew && fault && deps.faults.strikes(RAILWAY_SYSTEM, fault)) {
      await gate.loseReply(RAILWAY_SYSTEM, reply);
      return reply;
    }
    return result.ok ? reply.code(result.status).send(result.value) : reply.code(result.status).send(result.body);
  }

  app.get('/railway/stations', async (_request, reply) => {
    if (!(await gate.pass(RAILWAY_SYSTEM, reply))) return reply;
    return { stations: STATIONS };
  });

  app.post('/railway/search', async (request, reply) => {
    const body = parse(reply, ZRailwaySearchRequest, request.body);
    if (!body) return reply;
    if (!(await gate.pass(RAILWAY_SYSTEM, reply))) return reply;
    expireHolds(deps);
    deps.persist();
    const runs = searchRuns({ ...body, date: body.departDate, now: deps.now(), claimsOf: deps.state.claimsOf });
    return { runs };
  });

  app.get<{ Params: { runId: string; carriageNo: string } }>(
    '/railway/runs/:runId/carriages/:carriageNo/seats',
    async (request, reply) => {
      const query = parse(reply, ZRailwaySeatMapQuery, request.query);
      if (!query) return reply;
      if (!(await gate.pass(RAILWAY_SYSTEM, reply))) return reply;
      return answer(reply, () => seatMapFor(deps, { ...query, ...request.params }));
    },
  );

  app.post('/railway/seat-locks', async (request, reply) => {
    const body = parse(reply, ZRailwaySeatLockRequest, request.body);
    if (!body) return reply;
    if (!(await gate.pass(RAILWAY_SYSTEM, reply))) return reply;
    return answer(reply, () => lockSeat(deps, body));
  });

  app.delete<{ Params: { ticketId: string }; Querystring: { account?: string } }>(
    '/railway/seat-locks/:ticketId',
    async (request, reply) => {
      const account = parse(reply, ZSupplierAccount, request.query.account);
      if (!account) return reply;
      if (!(await gate.pass(RAILWAY_SYSTEM, reply))) return reply;
      releaseLock(deps, { account, ticketId: request.params.ticketId });
      deps.persist();
      return reply.code(204).send();
    },
  );

  app.post('/railway/bookings', async (request, reply) => {
    const body = parse(reply, ZRailwayBookingRequest, request.body);
    if (!body) return reply;
    if (!(await gate.pass(RAILWAY_SYSTEM, reply))) return reply;
    return answer(reply, () => holdBooking(deps, body));
  });

  app.get<TCodeParams & { Querystring: { account?: string } }>('/railway/bookings/:code', async (request, reply) => {
    const account = parse(reply, ZSupplierAccount, request.query.account);
    if (!account) return reply;
    if (!(await gate.pass(RAILWAY_SYSTEM, reply))) return reply;
    return answer(reply, () => retrieveBooking(deps, { account, code: request.params.code }));
  });

  /** POST /railway/bookings/{code}/{action} with its body schema; a money action names the fault that may lose its reply. */
  function bookingAction<S extends z.ZodType>(options: {
    action: string;
    schema: S;
    act: (body: z.infer<S>, code: string) => TRailResult<unknown>;
    fault?: TBookingFault;
  }) {
    const { action, schema, act, fault } = options;
    app.post<TCodeParams>(`/railway/bookings/:code/${action}`, async (request, reply) => {
      const body = parse(reply, schema, request.body);
      if (!body) return reply;
      if (!(await gate.pass(RAILWAY_SYSTEM, reply))) return reply;
      return answer(reply, () => act(body, request.params.code), fault);
    });
  }
  bookingAction({
    action: 'cancel',
    schema: ZRailwayAccountBody,
    act: (body, code) => cancelBooking(deps, { ...body, code }),
  });
  bookingAction({
    action: 'pay',
    schema: ZRailwayPayRequest,
    act: (body, code) => payBooking(deps, { ...body, code }),
    fault: 'issueReplyLostRate',
  });
  bookingAction({
    action: 'refund-quote',
    schema: ZRailwayRefundQuoteRequest,
    act: (body, code) => refundQuote(deps, { ...body, code }),
  });
  bookingAction({
    action: 'refund',
    schema: ZRailwayQuoteAcceptRequest,
    act: (body, code) => acceptRefund(deps, { ...body, code }),
    fault: 'refundReplyLostRate',
  });
  bookingAction({
    action: 'change-quote',
    schema: ZRailwayChangeQuoteRequest,
    act: (body, code) => changeQuote(deps, { ...body, code }),
  });
  bookingAction({
    action: 'change',
    schema: ZRailwayQuoteAcceptRequest,
    act: (body, code) => acceptChange(deps, { ...body, code }),
    fault: 'paidChangeReplyLostRate',
  });

  app.post('/admin/railway/sell', async (request, reply) => {
    const body = parse(reply, ZRailwayAdminSell, request.body);
    if (!body) return reply;
    return answer(reply, () => adminSell(deps, body));
  });
}
