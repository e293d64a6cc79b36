// HTTP routes of the priced edits: one POST per action, answering a quote or the booking changed (decision 044).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BOOKING_EDIT_REQUESTS, ZBookingEditResponse, ZBookingIdParams } from '@portal/contracts';
import { bookingEditEntryOf } from '@portal/domain';
import { allowedBy } from '../../../platform/access.js';
import { idempotencyKeyOf } from '../../../platform/idempotency.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { callerOf } from '../booking-scope.js';
import type { PricedEditRequest, PricedEditService } from './priced-edit.service.js';
import { PRICED_EDITS } from './priced-supplier-edits.js';

const HOW =
  'without acceptTotal: 200 with the quote, nothing changed; with the quoted totalAfter: the change made and the held total that one; another total is 409 priceChanged; on a ticketed booking a fee is 409 paidChangeRequired';

export function pricedEditRoutes(deps: { pricedEdits: PricedEditService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    for (const action of PRICED_EDITS) {
      const entry = bookingEditEntryOf(action);
      api.post(
        `/bookings/:id/edits/${action}`,
        {
          config: { access: allowedBy(entry.rule) },
          schema: {
            tags: ['bookings'],
            summary: `${entry.description.en} (header Idempotency-Key; body expectedVersion; ${HOW})`,
            params: ZBookingIdParams,
            body: BOOKING_EDIT_REQUESTS[action],
            response: { 200: ZBookingEditResponse },
          },
        },
        async (request) => {
          const language = requestLanguage(request);
          return deps.pricedEdits.edit({
            caller: callerOf(request),
            bookingId: request.params.id,
            action,
            idempotencyKey: idempotencyKeyOf(request, language),
            body: request.body as PricedEditRequest['body'],
            language,
          });
        },
      );
    }
  };
}
