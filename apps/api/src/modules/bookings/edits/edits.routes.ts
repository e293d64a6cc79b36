// HTTP routes of the booking edits without money: the menu, and one POST per action from the catalogue (decision 042).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BOOKING_EDIT_REQUESTS, ZBookingEditMenu, ZBookingEditResponse, ZBookingIdParams } from '@portal/contracts';
import { bookingEditEntryOf, ruleOf } from '@portal/domain';
import { allowedBy } from '../../../platform/access.js';
import { idempotencyKeyOf } from '../../../platform/idempotency.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { callerOf } from '../booking-scope.js';
import type { EditService } from './edit.service.js';
import { NO_MONEY_EDITS } from './supplier-edits.js';

export function bookingEditRoutes(deps: { edits: EditService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bookings'];

    api.get(
      '/bookings/:id/edits',
      {
        config: { access: allowedBy(ruleOf('/booking/booking-detail/:id')) },
        schema: {
          tags,
          summary:
            "The booking's edit menu: the actions its system, status and itinerary allow and the caller's permissions admit, with the version to send",
          params: ZBookingIdParams,
          response: { 200: ZBookingEditMenu },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.edits.menu(callerOf(request), request.params.id);
      },
    );

    for (const action of NO_MONEY_EDITS) {
      const entry = bookingEditEntryOf(action);
      api.post(
        `/bookings/:id/edits/${action}`,
        {
          config: { access: allowedBy(entry.rule) },
          schema: {
            tags,
            summary: `${entry.description.en} (header Idempotency-Key; body expectedVersion: another version is 409 staleVersion, another edit still awaiting the airline 409 editPending; the airline's refusal is 422, no answer 502 to retry with the same key)`,
            params: ZBookingIdParams,
            body: BOOKING_EDIT_REQUESTS[action],
            response: { 200: ZBookingEditResponse },
          },
        },
        async (request) => {
          const language = requestLanguage(request);
          return deps.edits.edit({
            caller: callerOf(request),
            bookingId: request.params.id,
            action,
            idempotencyKey: idempotencyKeyOf(request, language),
            body: request.body as Record<string, unknown> & { expectedVersion: number },
            language,
          });
        },
      );
    }
  };
}
