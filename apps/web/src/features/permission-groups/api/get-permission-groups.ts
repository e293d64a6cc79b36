// GET /api/permission-groups[?agencyId=]: the permission groups of the user's agency or of a direct child agency.
import type { TListPermissionGroupsResponse, TPermissionGroup } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { scopeParams, type GroupScopeArg } from './group-scope';

export type PermissionGroup = TPermissionGroup;

const permissionGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPermissionGroups: build.query<TListPermissionGroupsResponse, GroupScopeArg | void>({
      query: (scope) => ({ url: '/api/permission-groups', params: scopeParams(scope) }),
      providesTags: ['GroupPermission'],
    }),
  }),
});

export const { useGetPermissionGroupsQuery } = permissionGroupsApi;
