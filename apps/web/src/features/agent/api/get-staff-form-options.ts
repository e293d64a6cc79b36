// GET …/form-options: the roles, account types and permission groups the staff form offers for one agency.
import type { TStaffFormOptions } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { staffFormOptionsUrl, staffScopeParams, type StaffScope } from './staff-scope';

const staffFormOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffFormOptions: build.query<TStaffFormOptions, StaffScope>({
      query: (scope) => ({ url: staffFormOptionsUrl(scope), params: staffScopeParams(scope) }),
      providesTags: ['Ticketing', 'GroupPermission'],
    }),
  }),
});

export const { useGetStaffFormOptionsQuery } = staffFormOptionsApi;
