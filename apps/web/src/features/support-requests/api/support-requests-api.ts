// /api/support-requests: the list, one thread, the bookings to pick from, and the writes (JSON, or FormData with a file).
import type {
  TListSupportRequestsResponse,
  TSupportCategory,
  TSupportRequestDetail,
  TSupportStatus,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

export type SupportListArgs = {
  status?: TSupportStatus;
  category?: TSupportCategory;
  pnr?: string;
  limit: number;
  offset: number;
};
export type PickableBooking = { id: string; pnr: string; route: string; departAt: string; status: string };

const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSupportRequests: build.query<TListSupportRequestsResponse, SupportListArgs>({
      query: (args) => ({ url: '/api/support-requests', params: { ...args } }),
      providesTags: ['Notification'],
    }),
    getSupportRequest: build.query<TSupportRequestDetail, string>({
      query: (id) => ({ url: `/api/support-requests/${id}` }),
      providesTags: ['Notification'],
    }),
    supportBookings: build.query<{ items: PickableBooking[] }, string>({
      query: (pnr) => ({ url: '/api/support-requests/bookings', params: { pnr: pnr || undefined } }),
    }),
    openSupportRequest: build.mutation<TSupportRequestDetail, FormData>({
      query: (form) => ({ url: '/api/support-requests', method: 'POST', body: form }),
      invalidatesTags: ['Notification'],
    }),
    replySupportRequest: build.mutation<TSupportRequestDetail, { id: string; form: FormData }>({
      query: ({ id, form }) => ({ url: `/api/support-requests/${id}/messages`, method: 'POST', body: form }),
      invalidatesTags: ['Notification'],
    }),
    closeSupportRequest: build.mutation<TSupportRequestDetail, string>({
      query: (id) => ({ url: `/api/support-requests/${id}/close`, method: 'POST' }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const {
  useListSupportRequestsQuery,
  useGetSupportRequestQuery,
  useSupportBookingsQuery,
  useOpenSupportRequestMutation,
  useReplySupportRequestMutation,
  useCloseSupportRequestMutation,
} = supportApi;
