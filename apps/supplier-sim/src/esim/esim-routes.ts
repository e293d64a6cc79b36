// HTTP routes of the eSIM vendor (esim-protocol.ts) behind the ESH latency and faults like the airlines: the catalogue,
// orders, usage, top-ups, refunds, lookups by clientRef, and the admin usage hook. Refusals answer `{ code, message }`.
import {
  ZEsimAccountQuery,
  ZEsimAdminUsageRequest,
  ZEsimClientRef,
  ZEsimPackagesQuery,
  ZEsimVendorOrderRequest,
  ZEsimVendorRefundRequest,
  ZEsimVendorTopUpRequest,
  ZIccid,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { createFaultGate } from '../fault-gate.js';
import type { TBookingFault } from '../faults.js';
import { zodFields } from '../routes.js';
import { packagesAnswerText } from './esim-catalogue.js';
import { orderByRef, placeOrder } from './esim-orders.js';
import { refundByRef, refundEsim } from './esim-refunds.js';
import { ESIM_SYSTEM, fail, ok, ownEsim, type TEsimDeps, type TEsimResult } from './esim-state.js';
import { topUp, topUpByRef, topUpPackages } from './esim-topups.js';
import { adminUsage, usageView } from './esim-usage.js';

/** `persist` settles once the state is on disk (grouped: one write for the changes of one event-loop turn). */
export type TEsimRouteDeps = TEsimDeps & { closing: AbortSignal; persist: () => Promise<void> };

type TIccidRoute = { Params: { iccid: string }; Querystring: Record<string, string> };
type TRefRoute = { Params: { clientRef: string }; Querystring: Record<string, string> };

const ZIccidParams = z.object({ iccid: ZIccid });
const ZRefParams = z.object({ clientRef: ZEsimClientRef });

export function registerEsimRoutes(app: FastifyInstance, deps: TEsimRouteDeps): void {
  const gate = createFaultGate(deps.faults, deps.closing);

  /** A valid input, or the 400 (naming the fields) already sent. */
  function parse<S extends z.ZodType>(reply: FastifyReply, schema: S, input: unknown): z.infer<S> | undefined {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data as z.infer<S>;
    const fields = zodFields(parsed.error);
    const message = fields.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
    void reply.code(400).send({ code: 'BAD_REQUEST', error: 'BAD_REQUEST', message, fields });
    return undefined;
  }

  /**
   * Runs the action, saves what changes the state (never a read: the file is rewritten whole), and answers — or loses
   * the answer of new work when its fault strikes.
   */
  async function answer<T>(
    reply: FastifyReply,
    act: () => TEsimResult<T>,
    options: { fault?: TBookingFault; save?: boolean } = {},
  ) {
    const { fault, save = fault !== undefined } = options;
    const result = act();
    if (save) await deps.persist();
    if (result.ok && result.isNew && fault && deps.faults.strikes(ESIM_SYSTEM, fault)) {
      await gate.loseReply(ESIM_SYSTEM, reply);
      return reply;
    }
    return result.ok ? reply.code(result.status).send(result.value) : reply.code(result.status).send(result.body);
  }

  app.get('/esim/packages', async (request, reply) => {
    const query = parse(reply, ZEsimPackagesQuery, request.query);
    if (!query) return reply;
    if (!(await gate.pass(ESIM_SYSTEM, reply))) return reply;
    return reply.type('application/json; charset=utf-8').send(packagesAnswerText(query.kind));
  });

  app.post('/esim/orders', async (request, reply) => {
    const body = parse(reply, ZEsimVendorOrderRequest, request.body);
    if (!body) return reply;
    if (!(await gate.pass(ESIM_SYSTEM, reply))) return reply;
    return answer(reply, () => placeOrder(deps, body), { fault: 'issueReplyLostRate' });
  });

  /** GET /esim/esims/{iccid}{suffix}?account=, the ICCID and account checked first. */
  function iccidQuery(suffix: string, act: (options: { account: string; iccid: string }) => TEsimResult<unknown>) {
    app.get<TIccidRoute>(`/esim/esims/:iccid${suffix}`, async (request, reply) => {
      const params = parse(reply, ZIccidParams, request.params);
      const query = params && parse(reply, ZEsimAccountQuery, request.query);
      if (!params || !query) return reply;
      if (!(await gate.pass(ESIM_SYSTEM, reply))) return reply;
      return answer(reply, () => act({ account: query.account, iccid: params.iccid }));
    });
  }
  iccidQuery('', (options) => {
    const esim = ownEsim(deps, options);
    return esim ? ok(usageView(deps, esim)) : fail('ESIM_NOT_FOUND', `No eSIM ${options.iccid}`);
  });
  iccidQuery('/topup-packages', (options) => topUpPackages(deps, options));

  app.post<TIccidRoute>('/esim/esims/:iccid/topups', async (request, reply) => {
    const params = parse(reply, ZIccidParams, request.params);
    const body = params && parse(reply, ZEsimVendorTopUpRequest, request.body);
    if (!params || !body) return reply;
    if (!(await gate.pass(ESIM_SYSTEM, reply))) return reply;
    return answer(reply, () => topUp(deps, { ...body, iccid: params.iccid }), { fault: 'paidChangeReplyLostRate' });
  });

  app.post<TIccidRoute>('/esim/esims/:iccid/refund', async (request, reply) => {
    const params = parse(reply, ZIccidParams, request.params);
    const body = params && parse(reply, ZEsimVendorRefundRequest, request.body);
    if (!params || !body) return reply;
    if (!(await gate.pass(ESIM_SYSTEM, reply))) return reply;
    return answer(reply, () => refundEsim(deps, { ...body, iccid: params.iccid }), { fault: 'refundReplyLostRate' });
  });

  /** GET /esim/{what}/by-ref/{clientRef}?account=: reconciliation of a lost reply. */
  function byRef(what: string, act: (options: { account: string; clientRef: string }) => TEsimResult<unknown>) {
    app.get<TRefRoute>(`/esim/${what}/by-ref/:clientRef`, async (request, reply) => {
      const params = parse(reply, ZRefParams, request.params);
      const query = params && parse(reply, ZEsimAccountQuery, request.query);
      if (!params || !query) return reply;
      if (!(await gate.pass(ESIM_SYSTEM, reply))) return reply;
      return answer(reply, () => act({ account: query.account, clientRef: params.clientRef }));
    });
  }
  byRef('orders', (options) => orderByRef(deps, options));
  byRef('topups', (options) => topUpByRef(deps, options));
  byRef('refunds', (options) => refundByRef(deps, options));

  app.post('/admin/esim/usage', async (request, reply) => {
    const body = parse(reply, ZEsimAdminUsageRequest, request.body);
    if (!body) return reply;
    return answer(reply, () => adminUsage(deps, body), { save: true });
  });
}
