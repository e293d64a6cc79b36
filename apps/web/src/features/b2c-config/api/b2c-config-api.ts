// /b2c/config over RTK Query: the agency's consumer site, read and written whole (tag B2cSite).
import type { TB2cSiteConfig, TB2cSiteConfigWrite } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const b2cConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getB2cConfig: build.query<{ site: TB2cSiteConfig | null }, void>({
      query: () => ({ url: '/api/b2c/config' }),
      providesTags: ['B2cSite'],
    }),
    saveB2cConfig: build.mutation<{ site: TB2cSiteConfig }, TB2cSiteConfigWrite>({
      query: (body) => ({ url: '/api/b2c/config', method: 'PUT', body }),
      invalidatesTags: ['B2cSite'],
    }),
  }),
});

export const { useGetB2cConfigQuery, useSaveB2cConfigMutation } = b2cConfigApi;
