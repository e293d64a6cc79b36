// HTTP routes of the work queues: a page of each queue, the waitlist file, and the batch issue (one PIN for several holds).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZQueueExportQuery,
  ZQueueIssueRequest,
  ZQueueIssueResponse,
  ZQueueListQuery,
  ZQueueListResponse,
  type TWorkQueue,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy } from '../../../platform/access.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { requireStepUp } from '../../../platform/step-up.js';
import { sendDownload } from '../../reports/send-download.js';
import { callerOf } from '../booking-scope.js';
import type { QueueService } from './queue.service.js';

/** Each queue's list answers under its screen's rule. */
const QUEUE_SCREENS: Record<TWorkQueue, string> = {
  issue: '/booking/issue',
  void: '/booking/void',
  cancel: '/booking/cancel',
  mail: '/booking/mail',
  remind: '/booking/remind',
};

const SUMMARIES: Record<TWorkQueue, string> = {
  issue: 'Held bookings still before their time limit, nearest first (the issue queue)',
  void: 'Issued tickets still inside their void window, nearest deadline first',
  cancel: 'Held bookings to release, nearest time limit first',
  mail: 'Issued bookings with the outbox status of their last itinerary mail',
  remind: 'Held or issued bookings with a segment not confirmed (HL, UN, UC, TK…): the waitlist',
};

export function queueRoutes(deps: { queues: QueueService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['booking queues'];
    for (const queue of Object.keys(QUEUE_SCREENS) as TWorkQueue[]) {
      api.get(
        `/bookings/queues/${queue}`,
        {
          config: { access: allowedBy(ruleOf(QUEUE_SCREENS[queue])) },
          schema: {
            tags,
            summary: SUMMARIES[queue],
            querystring: ZQueueListQuery,
            response: { 200: ZQueueListResponse },
          },
        },
        async (request, reply) => {
          reply.header('Cache-Control', 'no-store');
          return deps.queues.list(callerOf(request), { queue, ...request.query }, requestLanguage(request));
        },
      );
    }

    api.get(
      '/bookings/queues/remind/export',
      {
        config: { access: allowedBy(ruleOf('/booking/remind')) },
        schema: {
          tags,
          summary: 'The waitlist as Excel (format=xlsx) or CSV, the rows of the screen',
          querystring: ZQueueExportQuery,
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const file = await deps.queues.remindFile(callerOf(request), filters, {
          format,
          language: requestLanguage(request),
        });
        return sendDownload(reply, { fileName: file.fileName, format, body: file.body });
      },
    );

    api.post(
      '/bookings/queues/issue',
      {
        config: { access: allowedBy(ruleOf('/booking/issue')) },
        schema: {
          tags,
          summary:
            'Issue several holds with one PIN: each through the ordinary issue with its own Idempotency-Key (a replayed batch pays nothing twice); the outcome of each (ISSUED, PENDING, REFUSED with the reason)',
          body: ZQueueIssueRequest,
          response: { 200: ZQueueIssueResponse },
        },
      },
      async (request) =>
        deps.queues.issueBatch({
          caller: callerOf(request),
          request: request.body,
          language: requestLanguage(request),
          confirm: () => requireStepUp(request, 'booking.issue'),
        }),
    );
  };
}
