// The eSIM calls over RTK Query: the catalogue (one request, cached a while: the browser filters it), one product, an
// order paid from the cart, the orders listed and read (polled while ORDERING), an eSIM's usage, its top-ups and
// refund, and the activation mail. Money calls carry an Idempotency-Key; the HTTP client answers the PIN step-up.
import type {
  TEsimOrder,
  TEsimOrderRequest,
  TEsimProduct,
  TEsimProductsResponse,
  TEsimUsage,
  TListEsimOrdersQuery,
  TListEsimOrdersResponse,
} from '@portal/contracts';
import { api } from '../http/api';

export const esimOrderPath = (id: string, tail = '') => `/api/esim/orders/${encodeURIComponent(id)}${tail}`;
export const esimItemPath = (ids: EsimIds, tail = '') =>
  esimOrderPath(ids.orderId, `/esims/${encodeURIComponent(ids.esimId)}${tail}`);

export type EsimIds = { orderId: string; esimId: string };
type Keyed = { idempotencyKey: string };

const orderTags = (id: string) => [{ type: 'EsimOrder' as const, id }];

const esimApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEsimProducts: build.query<TEsimProductsResponse, void>({
      query: () => ({ url: '/api/esim/products' }),
      keepUnusedDataFor: 300,
    }),
    getEsimProduct: build.query<TEsimProduct, string>({
      query: (id) => ({ url: `/api/esim/products/${encodeURIComponent(id)}` }),
    }),
    createEsimOrder: build.mutation<TEsimOrder, Keyed & { body: TEsimOrderRequest }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/esim/orders',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['EsimOrder', 'Deposit'],
    }),
    listEsimOrders: build.query<TListEsimOrdersResponse, TListEsimOrdersQuery>({
      query: (params) => ({
        url: '/api/esim/orders',
        params: { ...params, limit: Number(params.limit ?? 50), offset: Number(params.offset ?? 0) },
      }),
      providesTags: ['EsimOrder'],
    }),
    getEsimOrder: build.query<TEsimOrder, string>({
      query: (id) => ({ url: esimOrderPath(id) }),
      providesTags: (_result, _error, id) => [...orderTags(id), 'EsimOrder'],
    }),
    getEsimUsage: build.query<TEsimUsage, EsimIds>({
      query: (ids) => ({ url: esimItemPath(ids, '/usage') }),
      keepUnusedDataFor: 0,
    }),
    getEsimTopUpProducts: build.query<{ products: TEsimProduct[] }, EsimIds>({
      query: (ids) => ({ url: esimItemPath(ids, '/topup-products') }),
    }),
    topUpEsim: build.mutation<unknown, Keyed & EsimIds & { productId: string; acceptedPrice: number }>({
      query: ({ idempotencyKey, productId, acceptedPrice, ...ids }) => ({
        url: esimItemPath(ids, '/topups'),
        method: 'POST',
        body: { productId, acceptedPrice },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_result, _error, { orderId }) => [...orderTags(orderId), 'Deposit'],
    }),
    refundEsim: build.mutation<unknown, Keyed & EsimIds>({
      query: ({ idempotencyKey, ...ids }) => ({
        url: esimItemPath(ids, '/refund'),
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_result, _error, { orderId }) => [...orderTags(orderId), 'EsimOrder', 'Deposit'],
    }),
    mailEsimOrder: build.mutation<unknown, { id: string; to: string[]; lang: 'vi' | 'en' }>({
      query: ({ id, to, lang }) => ({ url: esimOrderPath(id, '/mail'), method: 'POST', body: { to, lang } }),
      invalidatesTags: (_result, _error, { id }) => orderTags(id),
    }),
  }),
});

export const {
  useGetEsimProductsQuery,
  useGetEsimProductQuery,
  useCreateEsimOrderMutation,
  useListEsimOrdersQuery,
  useGetEsimOrderQuery,
  useGetEsimUsageQuery,
  useGetEsimTopUpProductsQuery,
  useTopUpEsimMutation,
  useRefundEsimMutation,
  useMailEsimOrderMutation,
} = esimApi;
