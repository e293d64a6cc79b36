// /b2c/list-order over RTK Query: the consumer orders (tag B2cOrder), one order, the agent's actions, an eSIM order's
// quote and issue, and the export.
import type {
  TB2cConfirmPayment,
  TB2cEsimQuote,
  TB2cIssueEsim,
  TB2cOrderDetail,
  TListB2cOrdersQuery,
  TListB2cOrdersResponse,
  TReportExportFormat,
} from '@portal/contracts';
import { downloadReport } from '../../../components/report/download-report';
import { api } from '../../../lib/http/api';

export type B2cOrderAction = 'confirm-payment' | 'process' | 'complete' | 'cancel';

const b2cOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listB2cOrders: build.query<
      TListB2cOrdersResponse,
      Omit<TListB2cOrdersQuery, 'limit' | 'offset'> & { limit: number; offset: number }
    >({
      query: (params) => ({ url: '/api/b2c/orders', params }),
      providesTags: ['B2cOrder'],
    }),
    getB2cOrder: build.query<TB2cOrderDetail, string>({
      query: (id) => ({ url: `/api/b2c/orders/${id}` }),
      providesTags: ['B2cOrder'],
    }),
    actOnB2cOrder: build.mutation<
      TB2cOrderDetail,
      { id: string; action: B2cOrderAction; body: Partial<TB2cConfirmPayment> & { note?: string } }
    >({
      query: ({ id, action, body }) => ({ url: `/api/b2c/orders/${id}/${action}`, method: 'POST', body }),
      invalidatesTags: ['B2cOrder'],
    }),
    /** What issuing an eSIM order costs the deposit now (read when the drawer shows the action; never cached). */
    getB2cEsimQuote: build.query<TB2cEsimQuote, string>({
      query: (id) => ({ url: `/api/b2c/orders/${id}/esim-quote` }),
      keepUnusedDataFor: 0,
    }),
    /** Buys the consumer's eSIMs from the deposit (the PIN step-up is asked by the HTTP client when on). */
    issueB2cEsim: build.mutation<TB2cOrderDetail, { id: string; body: TB2cIssueEsim }>({
      query: ({ id, body }) => ({ url: `/api/b2c/orders/${id}/issue-esim`, method: 'POST', body }),
      invalidatesTags: ['B2cOrder'],
    }),
  }),
});

export const {
  useListB2cOrdersQuery,
  useGetB2cOrderQuery,
  useActOnB2cOrderMutation,
  useGetB2cEsimQuoteQuery,
  useIssueB2cEsimMutation,
} = b2cOrdersApi;

export const downloadB2cOrders = (params: Record<string, string | undefined>, format: TReportExportFormat) =>
  downloadReport({ url: '/api/b2c/orders/export', params, format, fallbackName: `don-b2c.${format}` });
