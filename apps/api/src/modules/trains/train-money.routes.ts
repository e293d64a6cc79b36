// POST /api/trains/bookings/{id}/issue, …/refund-quote, …/refund, …/change-quote and …/change: paying, refunding and
// changing train tickets from the deposit (USE_TRAIN and EXPORT_TICKET; Idempotency-Key and the PIN step-up on the
// three that move money, as flights' issue asks them). Each answers the booking as the trains module shows it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZTrainBooking,
  ZTrainBookingParams,
  ZTrainChangeQuote,
  ZTrainChangeQuoteRequest,
  ZTrainIssueRequest,
  ZTrainQuoteAcceptRequest,
  ZTrainRefundQuote,
  ZTrainRefundQuoteRequest,
  type TTrainBooking,
} from '@portal/contracts';
import { allOf, needs } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { requestLanguage } from '../../platform/request-context.js';
import { requireStepUp } from '../../platform/step-up.js';
import { callerOf, type BookingCaller } from '../bookings/booking-scope.js';
import type { TrainChangeService } from './tickets/train-change.service.js';
import type { TrainIssueService } from './tickets/train-issue.service.js';
import type { TrainRefundService } from './tickets/train-refund.service.js';

/** Paying, refunding and changing need both the product and the right to issue (SPEC §2: EXPORT_TICKET). */
const TRAIN_MONEY = allowedBy(allOf(needs('USE_TRAIN'), needs('EXPORT_TICKET')));

export type TrainMoneyRouteDeps = {
  issues: TrainIssueService;
  refunds: TrainRefundService;
  changes: TrainChangeService;
  /** The booking as the trains module answers it (its view, with station names and allowed actions). */
  view(caller: BookingCaller, bookingId: string): Promise<TTrainBooking>;
};

export function trainMoneyRoutes(deps: TrainMoneyRouteDeps) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['trains'];
    const acceptanceOf = (request: FastifyRequest, bookingId: string, quoteId: string) => ({
      bookingId,
      quoteId,
      idempotencyKey: idempotencyKeyOf(request, requestLanguage(request)),
      language: requestLanguage(request),
    });

    api.post(
      '/trains/bookings/:id/issue',
      {
        config: { access: TRAIN_MONEY },
        schema: {
          tags,
          summary:
            "Pay and issue a held train booking from the deposit (Idempotency-Key; the PIN step-up when on): 200 ISSUED with ticket numbers and boarding codes, 202 ISSUING while the railway's answer is unknown (reconciled later); 409 priceChanged when acceptedTotal is not the total",
          params: ZTrainBookingParams,
          body: ZTrainIssueRequest,
          response: { 200: ZTrainBooking, 202: ZTrainBooking },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const issue = {
          bookingId: request.params.id,
          idempotencyKey: idempotencyKeyOf(request, requestLanguage(request)),
          acceptedTotal: request.body.acceptedTotal,
        };
        // An issued (or issuing) booking answers as it is, with no PIN asked: nothing moves.
        const settled = await deps.issues.answerWithoutIssuing(caller, issue);
        if (!settled) await requireStepUp(request, 'train.issue');
        const answer = settled ?? (await deps.issues.issue(caller, issue));
        return reply.status(answer.statusCode).send(await deps.view(caller, answer.booking.id));
      },
    );

    api.post(
      '/trains/bookings/:id/refund-quote',
      {
        config: { access: TRAIN_MONEY },
        schema: {
          tags,
          summary:
            "The railway's refund of these issued tickets now (its fee lines by its table: 10 % from 24 h, 20 % from 4 h, at least 10,000 VND), valid 15 minutes; the chain's issue fees are kept",
          params: ZTrainBookingParams,
          body: ZTrainRefundQuoteRequest,
          response: { 200: ZTrainRefundQuote },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.refunds.quote(callerOf(request), {
          bookingId: request.params.id,
          ticketIds: request.body.ticketIds,
          language: requestLanguage(request),
        });
      },
    );

    api.post(
      '/trains/bookings/:id/refund',
      {
        config: { access: TRAIN_MONEY },
        schema: {
          tags,
          summary:
            'Accept a refund quote (Idempotency-Key; PIN step-up): the railway refunds, what it returns goes back to the deposits (R, net only: the fees stay earned), the tickets REFUNDED, the booking REFUNDED once none is left issued; 502 with the refund pending when the railway does not answer',
          params: ZTrainBookingParams,
          body: ZTrainQuoteAcceptRequest,
          response: { 200: ZTrainBooking },
        },
      },
      async (request) => {
        const acceptance = acceptanceOf(request, request.params.id, request.body.quoteId);
        await requireStepUp(request, 'train.refund');
        const booking = await deps.refunds.refund(callerOf(request), acceptance);
        return deps.view(callerOf(request), booking.id);
      },
    );

    api.post(
      '/trains/bookings/:id/change-quote',
      {
        config: { access: TRAIN_MONEY },
        schema: {
          tags,
          summary:
            "What moving an issued ticket to a seat this agency has locked costs: the railway's 20,000 VND and the fare difference, plus the chain's TRAIN change fees (depositTotal); at least 24 h before departure",
          params: ZTrainBookingParams,
          body: ZTrainChangeQuoteRequest,
          response: { 200: ZTrainChangeQuote },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.changes.quote(callerOf(request), {
          bookingId: request.params.id,
          ticketId: request.body.ticketId,
          newTicketId: request.body.newTicketId,
          language: requestLanguage(request),
        });
      },
    );

    api.post(
      '/trains/bookings/:id/change',
      {
        config: { access: TRAIN_MONEY },
        schema: {
          tags,
          summary:
            'Accept a change quote (Idempotency-Key; PIN step-up): the deposits pay it in two phases, the old ticket CHANGED and a new one ISSUED in its place; 502 with the money reserved when the railway does not answer (reconciled later)',
          params: ZTrainBookingParams,
          body: ZTrainQuoteAcceptRequest,
          response: { 200: ZTrainBooking },
        },
      },
      async (request) => {
        const acceptance = acceptanceOf(request, request.params.id, request.body.quoteId);
        await requireStepUp(request, 'train.change');
        const booking = await deps.changes.change(callerOf(request), acceptance);
        return deps.view(callerOf(request), booking.id);
      },
    );
  };
}
