// GET /api/permission-groups/form-options[?agencyId=]: the codes the agency holds (the only ones offered) and its users.
import type { TPermissionGroupFormOptions } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { scopeParams, type GroupScopeArg } from './group-scope';

const groupFormOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroupFormOptions: build.query<TPermissionGroupFormOptions, GroupScopeArg | void>({
      query: (scope) => ({ url: '/api/permission-groups/form-options', params: scopeParams(scope) }),
      providesTags: ['GroupPermission', 'Ticketing'],
    }),
  }),
});

export const { useGetGroupFormOptionsQuery } = groupFormOptionsApi;
