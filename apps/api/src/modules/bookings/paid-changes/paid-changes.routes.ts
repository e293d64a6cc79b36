// HTTP routes of the paid changes after ticketing (issue 15, decision 051): one POST per paid action (quote, then
// accept with the PIN step-up), the booking's paid changes, the credit shells a held booking may apply, and the seat
// maps and offers of its flights.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PAID_BOOKING_EDITS,
  PAID_CHANGE_REQUESTS,
  ZBookingIdParams,
  ZBookingPaidOffers,
  ZBookingSeatMaps,
  ZPaidChangeList,
  ZPaidChangeResponse,
  ZUsableCreditList,
} from '@portal/contracts';
import { bookingEditEntryOf, ruleOf } from '@portal/domain';
import { allowedBy } from '../../../platform/access.js';
import { idempotencyKeyOf } from '../../../platform/idempotency.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { requireStepUp } from '../../../platform/step-up.js';
import { callerOf } from '../booking-scope.js';
import type { PaidChangeRequest, PaidChangeService } from './paid-change.service.js';
import type { PaidReadService } from './paid-reads.service.js';

const HOW =
  'header Idempotency-Key; body expectedVersion; without acceptQuoteId: 200 with the quote, nothing changed; with acceptQuoteId and acceptTotal (the PIN step-up when on): 200 DONE, 202 SENT while the airline has not answered (reconciled), 409 quoteExpired / priceChanged with details.quote, 409 seatTaken, 422 the airline refused or the deposit cannot pay';

export function paidChangeRoutes(deps: { paidChanges: PaidChangeService; paidReads: PaidReadService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bookings'];
    const exportTicket = allowedBy(bookingEditEntryOf('buy-seat').rule);
    for (const action of PAID_BOOKING_EDITS) {
      const entry = bookingEditEntryOf(action);
      api.post(
        `/bookings/:id/paid-changes/${action}`,
        {
          config: { access: allowedBy(entry.rule) },
          schema: {
            tags,
            summary: `${entry.description.en} (${HOW})`,
            params: ZBookingIdParams,
            body: PAID_CHANGE_REQUESTS[action],
            response: { 200: ZPaidChangeResponse, 202: ZPaidChangeResponse },
          },
        },
        async (request, reply) => {
          const language = requestLanguage(request);
          const idempotencyKey = idempotencyKeyOf(request, language);
          const body = request.body as PaidChangeRequest['body'];
          if (body.acceptQuoteId !== undefined) await requireStepUp(request, 'booking.paid-change');
          const answer = await deps.paidChanges.change({
            caller: callerOf(request),
            bookingId: request.params.id,
            action,
            idempotencyKey,
            body,
            language,
          });
          return reply.status(answer.statusCode).send(answer.body);
        },
      );
    }

    api.get(
      '/bookings/:id/paid-changes',
      {
        config: { access: allowedBy(ruleOf('/booking/booking-detail/:id')) },
        schema: {
          tags,
          summary: "The booking's accepted paid changes (newest first: quote, status, documents) and its credit shells",
          params: ZBookingIdParams,
          response: { 200: ZPaidChangeList },
        },
      },
      async (request) => deps.paidReads.list(callerOf(request), request.params.id),
    );

    api.get(
      '/bookings/:id/usable-credits',
      {
        config: { access: allowedBy(ruleOf('/booking/issue')) },
        schema: {
          tags,
          summary:
            "The agency's credit shells a held booking's issue may apply (decision 067): same airline, in a passenger's name, unexpired, something left; each with what it pays of this issue. 409 not HOLD",
          params: ZBookingIdParams,
          response: { 200: ZUsableCreditList },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.paidReads.usableCredits(callerOf(request), request.params.id);
      },
    );

    api.get(
      '/bookings/:id/seat-maps',
      {
        config: { access: exportTicket },
        schema: {
          tags,
          summary:
            "The seat map of each flight of a ticketed booking, from the airline now (free, paid with price, taken, blocked, exits; this booking's passengers in theirs). 409 not ticketed or refused, 502 no answer",
          params: ZBookingIdParams,
          response: { 200: ZBookingSeatMaps },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.paidReads.seatMaps(callerOf(request), request.params.id);
      },
    );

    api.get(
      '/bookings/:id/paid-offers',
      {
        config: { access: exportTicket },
        schema: {
          tags,
          summary:
            "What each flight of a ticketed booking still sells (baggage, meals, priority, lounge, insurance at the airline's prices), or why a flight is closed. 409 not ticketed or refused, 502 no answer",
          params: ZBookingIdParams,
          response: { 200: ZBookingPaidOffers },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.paidReads.offers(callerOf(request), request.params.id);
      },
    );
  };
}
