// Whose tickets a flight report counts: the caller's agency and its subtree, or a sub-agency of it (decision 093's scope).
import type { Database } from '@portal/db';
import { forbidden, notFound, requireFound } from '../../../platform/errors.js';
import { agencyById, findReportAgency, type ReportAgency } from './ticket-sales.repository.js';

export type ReportCaller = { agencyId: string };
export type ViewerAgency = ReportAgency & { level: 'F1' | 'F2' | 'F3' };

/** The platform operator has no report of its own (403); a sub-agency outside the caller's tree is 404. */
export async function reportAgencyFor(
  db: Database,
  caller: ReportCaller,
  subAgencyId: string | undefined,
): Promise<ViewerAgency> {
  const own = requireFound(await agencyById(db, caller.agencyId));
  if (own.level === 'platform') throw forbidden();
  const agency = subAgencyId
    ? requireFound(await findReportAgency(db, { scopeAgencyId: caller.agencyId, agencyId: subAgencyId }))
    : own;
  if (agency.level === 'platform') throw notFound();
  return agency as ViewerAgency;
}
