// GET one staff account (own agency or a direct child agency), for the edit form.
import type { TStaffMember } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { staffMemberUrl, staffScopeParams, type StaffScope } from './staff-scope';

const staffMemberApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffMember: build.query<TStaffMember, { scope: StaffScope; id: string }>({
      query: ({ scope, id }) => ({ url: staffMemberUrl(scope, id), params: staffScopeParams(scope) }),
      providesTags: ['Ticketing'],
    }),
  }),
});

export const { useGetStaffMemberQuery } = staffMemberApi;
