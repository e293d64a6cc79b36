// Finds or opens the ledger accounts an operation needs; ids (and agencies' places in the tree) are cached because
// accounts are never deleted and an agency's level and parent never change.
import type { Database } from '@portal/db';
import { isPlatformAccountKind, type LedgerAccountKind } from '@portal/domain';
import * as repo from './ledger.repository.js';

export type LedgerAccountRef = { id: string; kind: LedgerAccountKind; agencyId: string | null; isPlatform: boolean };

export type AccountDirectory = {
  /** The agency, or undefined when there is none with this id. */
  agencyOf(agencyId: string): Promise<repo.AgencyForLedger | undefined>;
  accountOf(agencyId: string | null, kind: LedgerAccountKind): Promise<LedgerAccountRef>;
  depositOf(agencyId: string): Promise<LedgerAccountRef>;
  /** Where a top-up's money comes from: the platform's cash for an F1, the parent's funding account below that. */
  topUpSourceOf(agency: repo.AgencyForLedger): Promise<LedgerAccountRef>;
};

/** Caches a found value; a miss or a failure is asked again next time. */
function memo<T>(load: (key: string) => Promise<T | undefined>): (key: string) => Promise<T | undefined> {
  const cache = new Map<string, Promise<T | undefined>>();
  return (key) => {
    let value = cache.get(key);
    if (!value) {
      value = load(key);
      cache.set(key, value);
      value.then(
        (found) => found === undefined && cache.delete(key),
        () => cache.delete(key),
      );
    }
    return value;
  };
}

export function createAccountDirectory(db: Database): AccountDirectory {
  const agencyOf = memo((agencyId) => repo.findAgency(db, agencyId));
  const accountIdOf = memo(async (cacheKey) => {
    const [owner, kind] = cacheKey.split('|') as [string, LedgerAccountKind];
    const agencyId = owner === '' ? null : owner;
    return (await repo.findAccountId(db, agencyId, kind)) ?? repo.openAccount(db, agencyId, kind);
  });

  async function accountOf(agencyId: string | null, kind: LedgerAccountKind): Promise<LedgerAccountRef> {
    const id = await accountIdOf(`${agencyId ?? ''}|${kind}`);
    if (!id) throw new Error(`ledger account ${kind} of ${agencyId ?? 'the platform'} could not be opened`);
    return { id, kind, agencyId, isPlatform: isPlatformAccountKind(kind) };
  }

  return {
    agencyOf,
    accountOf,
    depositOf: (agencyId) => accountOf(agencyId, 'agency_deposit'),
    topUpSourceOf: (agency) =>
      agency.level === 'F1' || agency.parentId === null
        ? accountOf(null, 'platform_cash')
        : accountOf(agency.parentId, 'parent_funding'),
  };
}
