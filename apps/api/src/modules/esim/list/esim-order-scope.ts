// Whose eSIM orders a caller sees, as trains and bookings decide it: administrators of an F1 or F2 (and holders of
// VOID_VIEW_TICKETS) their agency's subtree, the platform every agency below it, everyone else their own agency's.
import type { Database } from '@portal/db';
import { isAllowed } from '@portal/domain';
import { SEES_SUB_AGENCY_BOOKINGS, type BookingCaller } from '../../bookings/booking-scope.js';
import { agencyIdsAtAndBelow } from '../../../platform/tenancy.js';
import { agencyDepthOf, type EsimOrderScope } from '../repository/esim-order-list.js';

export async function esimOrderScopeOf(db: Database, caller: BookingCaller): Promise<EsimOrderScope> {
  if (!isAllowed(SEES_SUB_AGENCY_BOOKINGS, caller.permissions)) return { kind: 'agency', agencyId: caller.agencyId };
  const depth = await agencyDepthOf(db, caller.agencyId);
  if (depth === 0) return { kind: 'agencies', agencyIds: await agencyIdsAtAndBelow(db, caller.agencyId) };
  if (depth === 1 || depth === 2) return { kind: 'subtree', agencyId: caller.agencyId, depth };
  return { kind: 'agency', agencyId: caller.agencyId };
}

/** Whether an order of `agencyPath` (and `agencyId`) lies in the scope: what the order-level routes check (404 else). */
export function isOrderInScope(scope: EsimOrderScope, order: { agencyId: string; agencyPath: string[] }): boolean {
  if (scope.kind === 'agency') return order.agencyId === scope.agencyId;
  if (scope.kind === 'agencies') return scope.agencyIds.includes(order.agencyId);
  return order.agencyPath[scope.depth - 1] === scope.agencyId;
}
