// Operator commands run inside the live server (the embedded database has one writer): the ledger check, for a signed-in
// platform operator or for `npm run ledger:check` on this machine with the secret the server wrote into its lock file.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '@portal/db';
import { forbidden, notFound, unauthenticated } from '../../platform/errors.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { checkLedgerInvariants, describeViolation, type LedgerSummary } from '../ledger/ledger-invariants.js';

export type SystemDeps = {
  db: Database;
  agencyLevelOf(agencyId: string): Promise<string | undefined>;
  /** The secret local operator commands present; unset (PostgreSQL, tests): the local route answers 404. */
  localOperatorSecret?: string;
};

export type LedgerCheckAnswer = { passed: boolean; violations: string[]; summary: LedgerSummary };

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createSystemService(deps: SystemDeps) {
  async function ledgerCheck(): Promise<LedgerCheckAnswer> {
    const { violations, summary } = await checkLedgerInvariants(deps.db);
    return { passed: violations.length === 0, violations: violations.map(describeViolation), summary };
  }

  return {
    /** 403 unless the caller's agency is the platform itself. */
    async ledgerCheckForOperator(auth: AccessClaims): Promise<LedgerCheckAnswer> {
      if ((await deps.agencyLevelOf(auth.agencyId)) !== 'platform') throw forbidden();
      return ledgerCheck();
    },
    /** 401 without a secret, 404 when this server has none, 403 for a wrong one (compared in constant time). */
    async ledgerCheckWithSecret(secret: string | undefined): Promise<LedgerCheckAnswer> {
      if (!secret) throw unauthenticated();
      if (!deps.localOperatorSecret) throw notFound();
      if (!timingSafeEqual(digest(secret), digest(deps.localOperatorSecret))) throw forbidden();
      return ledgerCheck();
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
