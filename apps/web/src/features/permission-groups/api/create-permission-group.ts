// POST /api/permission-groups[?agencyId=]: a new group with its codes and members.
import type { TPermissionGroupDetail, TPermissionGroupInput } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { scopeParams, type GroupScopeArg } from './group-scope';

const createPermissionGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPermissionGroup: build.mutation<TPermissionGroupDetail, GroupScopeArg & { body: TPermissionGroupInput }>({
      query: ({ body, ...scope }) => ({
        url: '/api/permission-groups',
        method: 'POST',
        body,
        params: scopeParams(scope),
      }),
      invalidatesTags: ['GroupPermission', 'Ticketing'],
    }),
  }),
});

export const { useCreatePermissionGroupMutation } = createPermissionGroupApi;
