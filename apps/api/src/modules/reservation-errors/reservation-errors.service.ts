// Reading the reservation error log: the caller's scope (administrators: and the agencies below), filtered and paged.
import type { Database } from '@portal/db';
import type { AccessClaims } from '../../platform/tokens.js';
import { agencyIdsAtAndBelow, requireAgencyInTree, requireUserInTree, treeMembers } from '../../platform/tenancy.js';
import { listReservationErrors, type ReservationErrorFilters } from './reservation-errors.repository.js';

/** Administrators also see the agencies below theirs (their sub-agencies' searches use the F1's sign-ins); others their own agency. */
const SEES_AGENCIES_BELOW = ['ADMIN_F1', 'ADMIN_F2'];

export function createReservationErrorService(deps: { db: Database }) {
  const { db } = deps;

  const scopeOf = async (auth: AccessClaims): Promise<string[]> =>
    auth.permissions.some((code) => SEES_AGENCIES_BELOW.includes(code))
      ? agencyIdsAtAndBelow(db, auth.agencyId)
      : [auth.agencyId];

  async function list(auth: AccessClaims, filters: ReservationErrorFilters) {
    const scope = await scopeOf(auth);
    // An agency or user outside the scope is not found, like any other id of another branch.
    if (filters.agencyId) requireAgencyInTree(scope, filters.agencyId);
    if (filters.userId) await requireUserInTree(db, scope, filters.userId);
    return listReservationErrors(db, scope, filters);
  }

  async function scope(auth: AccessClaims) {
    return treeMembers(db, { ownAgencyId: auth.agencyId, treeAgencyIds: await scopeOf(auth) });
  }

  return { list, scope };
}

export type ReservationErrorService = ReturnType<typeof createReservationErrorService>;
