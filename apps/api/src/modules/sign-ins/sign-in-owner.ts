// Whose sign-ins an agency searches with: its F1's (an F1 its own), or its own when no F1 is above it (the platform).
import type { AgencyRow } from '../commission/fee-chain.js';

/** `ancestry` is the agency first, then its parents; undefined only for an empty ancestry. */
export function signInOwnerOf(ancestry: readonly Pick<AgencyRow, 'id' | 'level'>[]): string | undefined {
  return (ancestry.find((agency) => agency.level === 'F1') ?? ancestry[0])?.id;
}

/** An agency that keeps sign-ins of its own: an F1, or the platform for its operators' searches. */
export const OWNS_SIGN_INS: ReadonlySet<AgencyRow['level']> = new Set(['F1', 'platform']);
