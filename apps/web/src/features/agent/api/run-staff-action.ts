// POST …/{id}/actions: lock, unlock, or reset the password of a staff account.
import type { TStaffAction, TStaffMember } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { staffMemberUrl, staffScopeParams, type StaffScope } from './staff-scope';

const staffActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    runStaffAction: build.mutation<TStaffMember, { scope: StaffScope; id: string; action: TStaffAction['action'] }>({
      query: ({ scope, id, action }) => ({
        url: `${staffMemberUrl(scope, id)}/actions`,
        method: 'POST',
        body: { action },
        params: staffScopeParams(scope),
      }),
      invalidatesTags: ['Ticketing'],
    }),
  }),
});

export const { useRunStaffActionMutation } = staffActionApi;
