// HTTP route of split-passenger: POST /api/bookings/{id}/edits/split-passenger (decision 045).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BOOKING_EDIT_REQUESTS, ZBookingEditResponse, ZBookingIdParams } from '@portal/contracts';
import { bookingEditEntryOf } from '@portal/domain';
import { allowedBy } from '../../../platform/access.js';
import { idempotencyKeyOf } from '../../../platform/idempotency.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { callerOf } from '../booking-scope.js';
import type { SplitEditService } from './split-edit.service.js';

export function splitEditRoute(deps: { split: SplitEditService }) {
  return async function register(app: FastifyInstance) {
    const entry = bookingEditEntryOf('split-passenger');
    app.withTypeProvider<ZodTypeProvider>().post(
      '/bookings/:id/edits/split-passenger',
      {
        config: { access: allowedBy(entry.rule) },
        schema: {
          tags: ['bookings'],
          summary: `${entry.description.en} (header Idempotency-Key; answers the original booking and newBookingId, the second booking of the same order; another version is 409 staleVersion, the airline's refusal 422, no answer 502 to retry with the same key)`,
          params: ZBookingIdParams,
          body: BOOKING_EDIT_REQUESTS['split-passenger'],
          response: { 200: ZBookingEditResponse },
        },
      },
      async (request) => {
        const language = requestLanguage(request);
        return deps.split.split({
          caller: callerOf(request),
          bookingId: request.params.id,
          idempotencyKey: idempotencyKeyOf(request, language),
          body: request.body,
          language,
        });
      },
    );
  };
}
