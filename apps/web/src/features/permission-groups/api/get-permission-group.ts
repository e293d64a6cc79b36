// GET /api/permission-groups/{id}[?agencyId=]: one group with its codes and members, for the edit form.
import type { TPermissionGroupDetail } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { scopeParams, type GroupScopeArg } from './group-scope';

const permissionGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPermissionGroup: build.query<TPermissionGroupDetail, GroupScopeArg & { id: string }>({
      query: ({ id, ...scope }) => ({
        url: `/api/permission-groups/${encodeURIComponent(id)}`,
        params: scopeParams(scope),
      }),
      providesTags: ['GroupPermission'],
    }),
  }),
});

export const { useGetPermissionGroupQuery } = permissionGroupApi;
