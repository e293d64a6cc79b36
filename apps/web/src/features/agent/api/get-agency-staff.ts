// GET /api/agency/staff or /api/agency/child-staff/{agencyId}/members: the staff accounts of one agency.
import type { TListStaffResponse, TStaffMember } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import { OWN_STAFF, staffBaseUrl, staffScopeParams, type StaffScope } from './staff-scope';

export type AgencyStaffMember = TStaffMember;

const agencyStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAgencyStaff: build.query<TListStaffResponse, StaffScope | void>({
      query: (scope) => ({ url: staffBaseUrl(scope ?? OWN_STAFF), params: staffScopeParams(scope ?? OWN_STAFF) }),
      providesTags: ['Ticketing'],
    }),
  }),
});

export const { useGetAgencyStaffQuery } = agencyStaffApi;
