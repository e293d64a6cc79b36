// Which agency an administration request works on: the caller's own, or one directly below it that the caller manages
// (an F1's ADMIN_F1 its F2s, an F2's ADMIN_F2 with CHILD_AGENT_MANAGER its F3s); any other agency answers 404.
import type { Database } from '@portal/db';
import { anyOf, isAllowed, ruleOf, type AllowRule } from '@portal/domain';
import { forbidden, requireFound } from '../../platform/errors.js';
import type { AccessClaims } from '../../platform/tokens.js';
import * as agencies from './agencies.repository.js';

/** The rule that lets the caller manage the agencies directly below theirs, by the level of the caller's agency. */
const CHILD_MANAGER_RULES: Partial<Record<agencies.AgencyRow['level'], AllowRule>> = {
  F1: ruleOf('/agent/change-subAgent'),
  F2: ruleOf('/agent/change-child'),
};

/** Either rule: what a route that also serves direct children must let through before the service decides. */
export const MANAGES_CHILD_AGENCIES: AllowRule = anyOf(ruleOf('/agent/change-subAgent'), ruleOf('/agent/change-child'));

/** A direct child of the caller's agency that the caller manages; 403 when the caller manages none, 404 for any other id. */
export async function requireManagedChild(
  db: Database,
  auth: AccessClaims,
  agencyId: string,
): Promise<agencies.AgencyRow> {
  const own = requireFound(await agencies.findAgency(db, auth.agencyId));
  const rule = CHILD_MANAGER_RULES[own.level];
  if (!rule || !isAllowed(rule, auth.permissions)) throw forbidden();
  return requireFound(await agencies.findDirectChild(db, auth.agencyId, agencyId));
}

/** The agencies directly below the caller's that the caller manages (none when they manage none). */
export async function managedChildren(db: Database, auth: AccessClaims) {
  const own = await agencies.findAgency(db, auth.agencyId);
  const rule = own ? CHILD_MANAGER_RULES[own.level] : undefined;
  if (!rule || !isAllowed(rule, auth.permissions)) return [];
  return agencies.listDirectChildren(db, auth.agencyId);
}
