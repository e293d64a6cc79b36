// GET /api/agency/staff: the ticketing staff of the caller's own agency (ADMIN_F1 or ADMIN_F2).
import type { TMemberInfo } from '@portal/contracts';
import { api } from '../../../lib/http/api';

export type AgencyStaffMember = {
  id: string;
  username: string;
  fullName: string;
  email: string;
  phone: string;
  accountType: TMemberInfo['accountType'];
  role: TMemberInfo['role'];
  status: 'active' | 'locked';
  groups: string[];
  lastLoginAt: string | null;
  createdAt: string;
};

const agencyStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAgencyStaff: build.query<{ items: AgencyStaffMember[] }, void>({
      query: () => ({ url: '/api/agency/staff' }),
      providesTags: ['Ticketing'],
    }),
  }),
});

export const { useGetAgencyStaffQuery } = agencyStaffApi;
