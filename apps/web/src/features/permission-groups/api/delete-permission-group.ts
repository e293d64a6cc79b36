// DELETE /api/permission-groups/{id}[?agencyId=]: refused (409 naming users) while anyone is assigned.
import type { TDeletePermissionGroupResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { scopeParams, type GroupScopeArg } from './group-scope';

const deletePermissionGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    deletePermissionGroup: build.mutation<TDeletePermissionGroupResponse, GroupScopeArg & { id: string }>({
      query: ({ id, ...scope }) => ({
        url: `/api/permission-groups/${encodeURIComponent(id)}`,
        method: 'DELETE',
        params: scopeParams(scope),
      }),
      invalidatesTags: ['GroupPermission', 'Ticketing'],
    }),
  }),
});

export const { useDeletePermissionGroupMutation } = deletePermissionGroupApi;
