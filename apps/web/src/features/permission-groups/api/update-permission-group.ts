// PUT /api/permission-groups/{id}[?agencyId=]: name, codes and members; members get the codes at their next token refresh.
import type { TPermissionGroupDetail, TPermissionGroupInput } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { scopeParams, type GroupScopeArg } from './group-scope';

const updatePermissionGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    updatePermissionGroup: build.mutation<
      TPermissionGroupDetail,
      GroupScopeArg & { id: string; body: TPermissionGroupInput }
    >({
      query: ({ id, body, ...scope }) => ({
        url: `/api/permission-groups/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        params: scopeParams(scope),
      }),
      invalidatesTags: ['GroupPermission', 'Ticketing'],
    }),
  }),
});

export const { useUpdatePermissionGroupMutation } = updatePermissionGroupApi;
