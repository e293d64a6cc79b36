// HTTP routes of train bookings: hold (Idempotency-Key), read one, list and export, cancel a hold.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZExportTrainBookingsQuery,
  ZListTrainBookingsQuery,
  ZListTrainBookingsResponse,
  ZTrainBooking,
  ZTrainBookingParams,
  ZTrainCancelRequest,
  ZTrainHoldRequest,
} from '@portal/contracts';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { requestLanguage } from '../../platform/request-context.js';
import { callerOf } from '../bookings/booking-scope.js';
import { sendDownload } from '../reports/send-download.js';
import type { TrainHoldService } from './hold/train-hold.service.js';
import { USE_TRAIN } from './train-access.js';
import type { TrainBookingService } from './train-bookings.service.js';

export function trainBookingRoutes(deps: { holds: TrainHoldService; bookings: TrainBookingService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['trains'];

    api.post(
      '/trains/bookings',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary:
            'Hold the locked seats as one booking (header Idempotency-Key: a repeat answers the same booking; another body with it is 422)',
          body: ZTrainHoldRequest,
          response: { 201: ZTrainBooking },
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        const idempotencyKey = idempotencyKeyOf(request, language);
        const { booking } = await deps.holds.hold({
          caller: callerOf(request),
          idempotencyKey,
          request: request.body,
          language,
        });
        return reply.status(201).send(booking);
      },
    );

    api.get(
      '/trains/bookings',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary: 'Train bookings of the agency (administrators: and of its sub-agencies), filtered, sorted and paged',
          querystring: ZListTrainBookingsQuery,
          response: { 200: ZListTrainBookingsResponse },
        },
      },
      async (request) => deps.bookings.list(callerOf(request), request.query),
    );

    api.get(
      '/trains/bookings/export',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary: 'The same list as a file (format=xlsx or csv)',
          querystring: ZExportTrainBookingsQuery,
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const file = await deps.bookings.exportFile(callerOf(request), {
          filters,
          format,
          language: requestLanguage(request),
        });
        return sendDownload(reply, { fileName: file.fileName, format, body: file.body });
      },
    );

    api.get(
      '/trains/bookings/:id',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary: 'A train booking: tickets, money, and the actions allowed now',
          params: ZTrainBookingParams,
          response: { 200: ZTrainBooking },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.bookings.get(callerOf(request), request.params.id);
      },
    );

    api.post(
      '/trains/bookings/:id/cancel',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary:
            'Cancel a hold at the railway: CANCELLED, its seats free again (a cancelled booking answers as it is); body {} or { reason }',
          params: ZTrainBookingParams,
          body: ZTrainCancelRequest,
          response: { 200: ZTrainBooking },
        },
      },
      async (request) => deps.bookings.cancel(callerOf(request), request.params.id, request.body.reason),
    );
  };
}
