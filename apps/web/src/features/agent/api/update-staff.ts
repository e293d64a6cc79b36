// PUT a staff account's name, email, phone, type, role and permission groups.
import type { TStaffMember, TStaffUpdate } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { staffMemberUrl, staffScopeParams, type StaffScope } from './staff-scope';

const updateStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateStaff: build.mutation<TStaffMember, { scope: StaffScope; id: string; body: TStaffUpdate }>({
      query: ({ scope, id, body }) => ({
        url: staffMemberUrl(scope, id),
        method: 'PUT',
        body,
        params: staffScopeParams(scope),
      }),
      invalidatesTags: ['Ticketing', 'GroupPermission'],
    }),
  }),
});

export const { useUpdateStaffMutation } = updateStaffApi;
