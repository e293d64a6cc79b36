// POST /api/bookings/{id}/paid-changes/upgrade-luggage (decision 057): upgrade-luggage on a ticketed booking is a
// buy-luggage of the same items through the paid-change pipeline; the quote is open to whoever may open the page,
// accepting (paying) needs EXPORT_TICKET at that moment.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBookingIdParams, ZBuyLuggageRequest, ZPaidChangeResponse } from '@portal/contracts';
import { bookingEditEntryOf, isAllowed } from '@portal/domain';
import { allowedBy } from '../../../platform/access.js';
import { forbidden } from '../../../platform/errors.js';
import { idempotencyKeyOf } from '../../../platform/idempotency.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { requireStepUp } from '../../../platform/step-up.js';
import { callerOf } from '../booking-scope.js';
import type { PaidChangeRequest, PaidChangeService } from './paid-change.service.js';

const SUMMARY =
  'Upgrade checked baggage on a ticketed booking: bought as buy-luggage with the same items (paxId, flightKey, optionCode). Open to anyone who may open the upgrade-luggage page for the quote (no acceptQuoteId: 200, nothing changed); accepting (acceptQuoteId, acceptTotal, the PIN step-up when on) needs EXPORT_TICKET (403 otherwise, nothing reserved) and answers as buy-luggage: 200 DONE, 202 SENT, 409 quoteExpired / priceChanged, 422 refused. On a held booking 409 wrongState: POST …/edits/upgrade-luggage reprices the hold';

export function upgradeLuggagePaidRoutes(deps: { paidChanges: PaidChangeService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const payRule = bookingEditEntryOf('buy-luggage').rule;
    api.post(
      '/bookings/:id/paid-changes/upgrade-luggage',
      {
        config: { access: allowedBy(bookingEditEntryOf('upgrade-luggage').rule) },
        schema: {
          tags: ['bookings'],
          summary: SUMMARY,
          params: ZBookingIdParams,
          body: ZBuyLuggageRequest,
          response: { 200: ZPaidChangeResponse, 202: ZPaidChangeResponse },
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        const caller = callerOf(request);
        const body = request.body as PaidChangeRequest['body'];
        if (body.acceptQuoteId !== undefined) {
          // Paying moves the deposit: the issue right is checked now, not when the quote was asked.
          if (!isAllowed(payRule, caller.permissions)) throw forbidden();
          await requireStepUp(request, 'booking.paid-change');
        }
        const answer = await deps.paidChanges.change({
          caller,
          bookingId: request.params.id,
          action: 'buy-luggage',
          startsAs: 'upgrade-luggage',
          idempotencyKey: idempotencyKeyOf(request, language),
          body,
          language,
        });
        return reply.status(answer.statusCode).send(answer.body);
      },
    );
  };
}
