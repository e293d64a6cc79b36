// /api/b2c/news: the consumer site's articles (list, tags, one, write, delete) for the back-office pages.
import type { TB2cArticle, TB2cNewsTagsResponse, TB2cNewsWriteRequest, TListB2cNewsResponse } from '@portal/contracts';
import { b2cContentApi } from './b2c-api';

/** GET /api/b2c/news's query as the pages send it. */
export type B2cNewsListArgs = {
  q?: string;
  tag?: string;
  state?: TB2cArticle['state'];
  limit: number;
  offset: number;
};

const b2cNewsApi = b2cContentApi.injectEndpoints({
  endpoints: (build) => ({
    listB2cNews: build.query<TListB2cNewsResponse, B2cNewsListArgs>({
      query: (params) => ({ url: '/api/b2c/news', params: { ...params } }),
      providesTags: ['B2cNews'],
    }),
    getB2cNewsTags: build.query<TB2cNewsTagsResponse, void>({
      query: () => ({ url: '/api/b2c/news/tags' }),
      providesTags: ['B2cNews'],
    }),
    getB2cArticle: build.query<TB2cArticle, string>({
      query: (id) => ({ url: `/api/b2c/news/${id}` }),
      providesTags: ['B2cNews'],
    }),
    saveB2cArticle: build.mutation<TB2cArticle, { id?: string; body: TB2cNewsWriteRequest }>({
      query: ({ id, body }) => ({
        url: id ? `/api/b2c/news/${id}` : '/api/b2c/news',
        method: id ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: ['B2cNews'],
    }),
    deleteB2cArticle: build.mutation<void, string>({
      query: (id) => ({ url: `/api/b2c/news/${id}`, method: 'DELETE' }),
      invalidatesTags: ['B2cNews'],
    }),
  }),
});

export const {
  useListB2cNewsQuery,
  useGetB2cNewsTagsQuery,
  useGetB2cArticleQuery,
  useSaveB2cArticleMutation,
  useDeleteB2cArticleMutation,
} = b2cNewsApi;
