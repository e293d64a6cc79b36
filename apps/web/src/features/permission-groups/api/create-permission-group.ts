// POST /api/permission-groups: a new group with its codes and members.
import type { TPermissionGroupDetail, TPermissionGroupInput } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const createPermissionGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPermissionGroup: build.mutation<TPermissionGroupDetail, TPermissionGroupInput>({
      query: (body) => ({ url: '/api/permission-groups', method: 'POST', body }),
      invalidatesTags: ['GroupPermission', 'Ticketing'],
    }),
  }),
});

export const { useCreatePermissionGroupMutation } = createPermissionGroupApi;
