// DELETE /api/permission-groups/{id}: refused (409 naming users) while anyone is assigned.
import type { TDeletePermissionGroupResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const deletePermissionGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    deletePermissionGroup: build.mutation<TDeletePermissionGroupResponse, string>({
      query: (id) => ({ url: `/api/permission-groups/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['GroupPermission', 'Ticketing'],
    }),
  }),
});

export const { useDeletePermissionGroupMutation } = deletePermissionGroupApi;
