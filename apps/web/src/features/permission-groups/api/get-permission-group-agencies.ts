// GET /api/permission-groups/agencies: the agencies whose groups the user manages (their own, then direct children).
import type { TPermissionGroupAgencies } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const permissionGroupAgenciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPermissionGroupAgencies: build.query<TPermissionGroupAgencies, void>({
      query: () => ({ url: '/api/permission-groups/agencies' }),
      providesTags: ['GroupPermission', 'SubAgent'],
    }),
  }),
});

export const { useGetPermissionGroupAgenciesQuery } = permissionGroupAgenciesApi;
