// PUT /api/permission-groups/{id}: name, codes and members; members get the codes at their next token refresh.
import type { TPermissionGroupDetail, TPermissionGroupInput } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const updatePermissionGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    updatePermissionGroup: build.mutation<TPermissionGroupDetail, { id: string; body: TPermissionGroupInput }>({
      query: ({ id, body }) => ({ url: `/api/permission-groups/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['GroupPermission', 'Ticketing'],
    }),
  }),
});

export const { useUpdatePermissionGroupMutation } = updatePermissionGroupApi;
