// /api/news, /api/banners, /api/support-contacts, /api/agency-anniversary: what the content screens, the homes and the shell read and write.
import type {
  TAnniversaryResponse,
  TBanner,
  TBannerPlacement,
  TBannerWriteRequest,
  TListBannersResponse,
  TListNewsResponse,
  TListSupportContactsResponse,
  TNewsItem,
  TNewsTagsResponse,
  TNewsWriteRequest,
  TSupportContact,
  TSupportContactWriteRequest,
} from '@portal/contracts';
import { api } from '../http/api';

/** GET /api/news's query as the screens send it. */
export type NewsListArgs = {
  view: 'inbox' | 'manage';
  q?: string;
  tag?: string;
  isPinned?: 'true';
  limit: number;
  offset: number;
};

const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNews: build.query<TListNewsResponse, NewsListArgs>({
      query: (params) => ({ url: '/api/news', params: { ...params } }),
      providesTags: ['News'],
    }),
    getNewsTags: build.query<TNewsTagsResponse, void>({
      query: () => ({ url: '/api/news/tags' }),
      providesTags: ['News'],
    }),
    getNewsItem: build.query<TNewsItem, string>({
      query: (id) => ({ url: `/api/news/${id}` }),
      providesTags: ['News'],
    }),
    markNewsRead: build.mutation<TNewsItem, string>({
      query: (id) => ({ url: `/api/news/${id}/read`, method: 'POST' }),
    }),
    saveNews: build.mutation<TNewsItem, { id?: string; body: TNewsWriteRequest }>({
      query: ({ id, body }) => ({ url: id ? `/api/news/${id}` : '/api/news', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: ['News'],
    }),
    deleteNews: build.mutation<void, string>({
      query: (id) => ({ url: `/api/news/${id}`, method: 'DELETE' }),
      invalidatesTags: ['News'],
    }),
    getCurrentBanners: build.query<TListBannersResponse, TBannerPlacement>({
      query: (placement) => ({ url: '/api/banners/current', params: { placement } }),
      providesTags: ['News'],
    }),
    listOwnBanners: build.query<TListBannersResponse, void>({
      query: () => ({ url: '/api/banners' }),
      providesTags: ['News'],
    }),
    saveBanner: build.mutation<TBanner, { id?: string; body: TBannerWriteRequest }>({
      query: ({ id, body }) => ({ url: id ? `/api/banners/${id}` : '/api/banners', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: ['News'],
    }),
    deleteBanner: build.mutation<void, string>({
      query: (id) => ({ url: `/api/banners/${id}`, method: 'DELETE' }),
      invalidatesTags: ['News'],
    }),
    getVisibleSupportContacts: build.query<TListSupportContactsResponse, void>({
      query: () => ({ url: '/api/support-contacts/visible' }),
      providesTags: ['News'],
    }),
    listOwnSupportContacts: build.query<TListSupportContactsResponse, void>({
      query: () => ({ url: '/api/support-contacts' }),
      providesTags: ['News'],
    }),
    saveSupportContact: build.mutation<TSupportContact, { id?: string; body: TSupportContactWriteRequest }>({
      query: ({ id, body }) => ({
        url: id ? `/api/support-contacts/${id}` : '/api/support-contacts',
        method: id ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: ['News'],
    }),
    deleteSupportContact: build.mutation<void, string>({
      query: (id) => ({ url: `/api/support-contacts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['News'],
    }),
    getAnniversary: build.query<TAnniversaryResponse, void>({ query: () => ({ url: '/api/agency-anniversary' }) }),
    setAnniversary: build.mutation<TAnniversaryResponse, { foundedOn: string | null }>({
      query: (body) => ({ url: '/api/agency-anniversary', method: 'PUT', body }),
    }),
  }),
});

export const {
  useListNewsQuery,
  useGetNewsTagsQuery,
  useGetNewsItemQuery,
  useMarkNewsReadMutation,
  useSaveNewsMutation,
  useDeleteNewsMutation,
  useGetCurrentBannersQuery,
  useListOwnBannersQuery,
  useSaveBannerMutation,
  useDeleteBannerMutation,
  useGetVisibleSupportContactsQuery,
  useListOwnSupportContactsQuery,
  useSaveSupportContactMutation,
  useDeleteSupportContactMutation,
  useGetAnniversaryQuery,
  useSetAnniversaryMutation,
} = contentApi;
