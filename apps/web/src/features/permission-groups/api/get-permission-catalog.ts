// GET /api/permissions/catalog: every permission code with its Vietnamese and English description.
import { api } from '../../../lib/http/api';

export type PermissionCatalogEntry = { code: string; vi: string; en: string };

const permissionCatalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPermissionCatalog: build.query<{ items: PermissionCatalogEntry[] }, void>({
      query: () => ({ url: '/api/permissions/catalog' }),
      providesTags: ['GroupPermission'],
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetPermissionCatalogQuery } = permissionCatalogApi;
