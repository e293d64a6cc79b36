// /api/audit-log: one page of the changes in the caller's agency and those below it, and the users the actor filter offers.
import type { TAuditEventGroup, TAuditLogScopeResponse, TListAuditLogResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

/** The list's filters as the API reads them (days dd/MM/yyyy). */
export type AuditLogListArgs = {
  from?: string;
  to?: string;
  event?: TAuditEventGroup;
  actorId?: string;
  limit: number;
  offset: number;
};

const auditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<TListAuditLogResponse, AuditLogListArgs>({
      query: (args) => ({ url: '/api/audit-log', params: { ...args } }),
    }),
    getAuditLogScope: build.query<TAuditLogScopeResponse, void>({
      query: () => ({ url: '/api/audit-log/scope' }),
    }),
  }),
});

export const { useListAuditLogQuery, useGetAuditLogScopeQuery } = auditLogApi;
