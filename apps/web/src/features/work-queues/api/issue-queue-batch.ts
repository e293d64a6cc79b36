// POST /api/bookings/queues/issue: several holds issued with one PIN, each with its own Idempotency-Key; each one's outcome.
import type { TQueueIssueRequest, TQueueIssueResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const issueBatchApi = api.injectEndpoints({
  endpoints: (build) => ({
    issueQueueBatch: build.mutation<TQueueIssueResponse, TQueueIssueRequest>({
      query: (body) => ({ url: '/api/bookings/queues/issue', method: 'POST', body }),
      invalidatesTags: ['Booking', 'Deposit'],
    }),
  }),
});

export const { useIssueQueueBatchMutation } = issueBatchApi;
