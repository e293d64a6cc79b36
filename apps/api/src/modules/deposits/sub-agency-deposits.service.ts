// The deposits of every agency below the caller's, at a glance (accounting/view-deposit).
import type { Database } from '@portal/db';
import type { AccessClaims } from '../../platform/tokens.js';
import { listSubAgencyDeposits } from './sub-agency-deposits.repository.js';

export function createSubAgencyDepositService(deps: { db: Database }) {
  return { list: (auth: AccessClaims) => listSubAgencyDeposits(deps.db, auth.agencyId) };
}

export type SubAgencyDepositService = ReturnType<typeof createSubAgencyDepositService>;
