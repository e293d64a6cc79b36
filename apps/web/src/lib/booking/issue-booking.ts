// POST /api/bookings/{id}/issue, for the detail's and the completed page's issue: tickets a held PNR from the deposit,
// once per Idempotency-Key; the HTTP client answers the PIN step-up (403 code 120) and retries with the same key. EXPORT
// when ticketed, ISSUING while the supplier's answer is unknown (reconciled later).
import type { TBookingDetail } from '@portal/contracts';
import { api } from '../http/api';

const issueBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // acceptedTotal: the total the agent confirmed; the server refuses the issue if the booking's total differs.
    // credits: credit shells (GET …/usable-credits) paying part of it, sent only when some are chosen.
    issueBooking: build.mutation<
      TBookingDetail,
      { id: string; idempotencyKey: string; acceptedTotal: number; credits?: string[] }
    >({
      query: ({ id, idempotencyKey, acceptedTotal, credits }) => ({
        url: `/api/bookings/${encodeURIComponent(id)}/issue`,
        method: 'POST',
        body: credits?.length ? { acceptedTotal, credits } : { acceptedTotal },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Booking', 'Deposit'],
    }),
  }),
});

export const { useIssueBookingMutation } = issueBookingApi;
