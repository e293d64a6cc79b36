// POST a new staff account; the server emails its generated password.
import type { TStaffCreate, TStaffMember } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { staffBaseUrl, staffScopeParams, type StaffScope } from './staff-scope';

const createStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    createStaff: build.mutation<TStaffMember, { scope: StaffScope; body: TStaffCreate }>({
      query: ({ scope, body }) => ({ url: staffBaseUrl(scope), method: 'POST', body, params: staffScopeParams(scope) }),
      invalidatesTags: ['Ticketing', 'GroupPermission'],
    }),
  }),
});

export const { useCreateStaffMutation } = createStaffApi;
