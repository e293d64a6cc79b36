// GET /api/permission-groups: the agency's permission groups and their codes (ADMIN_F1).
import { api } from '../../../lib/http/api';

export type PermissionGroup = {
  id: string;
  name: string;
  description: string;
  codes: string[];
  memberCount: number;
};

const permissionGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPermissionGroups: build.query<{ items: PermissionGroup[] }, void>({
      query: () => ({ url: '/api/permission-groups' }),
      providesTags: ['GroupPermission'],
    }),
  }),
});

export const { useGetPermissionGroupsQuery } = permissionGroupsApi;
