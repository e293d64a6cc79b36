// GET /api/bookings/{id}/ticket-face (the selling agency and the PNR) and POST /api/bookings/{id}/mail (itinerary email).
import type { TBookingMailRequest, TBookingMailResponse, TTicketFace } from '@portal/contracts';
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
  }),
});

export const { useGetTicketFaceQuery, useMailItineraryMutation } = ticketPrintApi;
