// GET /api/permission-groups/form-options: the codes the agency holds (the only ones offered) and its users.
import type { TPermissionGroupFormOptions } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const groupFormOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroupFormOptions: build.query<TPermissionGroupFormOptions, void>({
      query: () => ({ url: '/api/permission-groups/form-options' }),
      providesTags: ['GroupPermission', 'Ticketing'],
    }),
  }),
});

export const { useGetGroupFormOptionsQuery } = groupFormOptionsApi;
