// GET /api/permission-groups: the agency's permission groups and their codes (ADMIN_F1).
import type { TListPermissionGroupsResponse, TPermissionGroup } from '@portal/contracts';
import { api } from '../../../lib/http/api';

export type PermissionGroup = TPermissionGroup;

const permissionGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPermissionGroups: build.query<TListPermissionGroupsResponse, void>({
      query: () => ({ url: '/api/permission-groups' }),
      providesTags: ['GroupPermission'],
    }),
  }),
});

export const { useGetPermissionGroupsQuery } = permissionGroupsApi;
