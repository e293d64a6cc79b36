// GET /api/bookings/{id}/ticket-face (the selling agency and the PNR), POST /api/bookings/{id}/mail (itinerary email),
// POST /api/bookings/{id}/share-link (the customer's link) and GET /api/public/ticket-face/{token} (what it opens).
import type {
  TBookingMailRequest,
  TBookingMailResponse,
  TSharedTicketFace,
  TShareLinkRequest,
  TShareLinkResponse,
  TTicketFace,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

const ticketPrintApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTicketFace: build.query<TTicketFace, string>({
      query: (id) => ({ url: `/api/bookings/${encodeURIComponent(id)}/ticket-face` }),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    mailItinerary: build.mutation<TBookingMailResponse, TBookingMailRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/bookings/${encodeURIComponent(id)}/mail`, method: 'POST', body }),
      // The mail is a step of the booking's history.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Booking', id }],
    }),
    createShareLink: build.mutation<TShareLinkResponse, TShareLinkRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/api/bookings/${encodeURIComponent(id)}/share-link`,
        method: 'POST',
        body,
      }),
    }),
    getSharedTicketFace: build.query<TSharedTicketFace, string>({
      query: (token) => ({ url: `/api/public/ticket-face/${encodeURIComponent(token)}` }),
    }),
  }),
});

export const {
  useGetTicketFaceQuery,
  useMailItineraryMutation,
  useCreateShareLinkMutation,
  useGetSharedTicketFaceQuery,
} = ticketPrintApi;
