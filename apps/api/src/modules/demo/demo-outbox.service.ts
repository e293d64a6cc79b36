// The demo outbox a signed-in user may read. Account mail (temporary passwords, reset codes) belongs to its recipient,
// itinerary mail to the user who sent it; the platform operator reads the mail of its whole tree and mail nobody owns,
// an admin (ADMIN_F1 or ADMIN_F2) the mail of every user at or below their agency, anyone else their own.
import type { TDemoOutboxQuery } from '@portal/contracts';
import type { Database } from '@portal/db';
import { isAllowed, ruleOf, type AgencyLevel } from '@portal/domain';
import { requireFound } from '../../platform/errors.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { listOutbox, type OutboxReach } from './demo-outbox.repository.js';

/** Those who run staff accounts (and so create them) read the mail of their agency's tree. */
const STAFF_ADMIN_RULE = ruleOf('/agent/ticketing-management');

export type DemoOutboxDeps = {
  db: Database;
  /** The agencies module's answer: the agency's level, undefined when there is no such agency. */
  agencyLevelOf: (agencyId: string) => Promise<AgencyLevel | 'platform' | undefined>;
};

export function createDemoOutboxService(deps: DemoOutboxDeps) {
  async function reachOf(auth: AccessClaims): Promise<OutboxReach> {
    const level = requireFound(await deps.agencyLevelOf(auth.agencyId));
    if (level === 'platform') return { kind: 'tree', agencyId: auth.agencyId, withUnowned: true };
    if (isAllowed(STAFF_ADMIN_RULE, auth.permissions))
      return { kind: 'tree', agencyId: auth.agencyId, withUnowned: false };
    return { kind: 'self', userId: auth.userId };
  }

  return {
    list: async (auth: AccessClaims, query: TDemoOutboxQuery) => listOutbox(deps.db, await reachOf(auth), query),
  };
}

export type DemoOutboxService = ReturnType<typeof createDemoOutboxService>;
