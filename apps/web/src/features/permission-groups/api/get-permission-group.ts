// GET /api/permission-groups/{id}: one group with its codes and members, for the edit form.
import type { TPermissionGroupDetail } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const permissionGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPermissionGroup: build.query<TPermissionGroupDetail, string>({
      query: (id) => ({ url: `/api/permission-groups/${encodeURIComponent(id)}` }),
      providesTags: ['GroupPermission'],
    }),
  }),
});

export const { useGetPermissionGroupQuery } = permissionGroupApi;
