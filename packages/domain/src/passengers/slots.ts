// The passengers of a search as form slots (ADT-1…, CHD-1…, INF-1…) and the titles each type may take (SPEC §9).
import type { PassengerCounts } from '../flights/passengers.js';

export const PAX_TYPES = ['ADT', 'CHD', 'INF'] as const;
export type PaxType = (typeof PAX_TYPES)[number];
export type PassengerTitle = 'MR' | 'MRS' | 'MS' | 'MSTR' | 'MISS';

/** Adults MR/MRS/MS; children and infants MSTR/MISS. */
export const TITLES_BY_PAX_TYPE: Readonly<Record<PaxType, readonly PassengerTitle[]>> = {
  ADT: ['MR', 'MRS', 'MS'],
  CHD: ['MSTR', 'MISS'],
  INF: ['MSTR', 'MISS'],
};

export const PAX_ID_PATTERN = /^(ADT|CHD|INF)-[1-9]$/;
export const ADULT_PAX_ID_PATTERN = /^ADT-[1-9]$/;

export type PassengerSlot = { paxId: string; type: PaxType; number: number };

const COUNT_KEY: Record<PaxType, keyof PassengerCounts> = { ADT: 'adt', CHD: 'chd', INF: 'inf' };

/** One slot per passenger, adults first, then children, then infants, each numbered from 1. */
export function passengerSlots(counts: PassengerCounts): PassengerSlot[] {
  return PAX_TYPES.flatMap((type) =>
    Array.from({ length: Math.max(0, counts[COUNT_KEY[type]]) }, (_, index) => ({
      paxId: `${type}-${index + 1}`,
      type,
      number: index + 1,
    })),
  );
}

/** The type a pax id names (ADT-2 → ADT), or undefined when it is not a pax id. */
export function paxTypeOf(paxId: string): PaxType | undefined {
  return PAX_ID_PATTERN.test(paxId) ? (paxId.slice(0, 3) as PaxType) : undefined;
}

export function isTitleForType(title: string, type: PaxType): boolean {
  return (TITLES_BY_PAX_TYPE[type] as readonly string[]).includes(title);
}

/** The adult each infant sits with by default: INF-n with ADT-n (there are never more infants than adults). */
export function defaultInfantParentId(infantPaxId: string): string | undefined {
  return paxTypeOf(infantPaxId) === 'INF' ? `ADT-${infantPaxId.slice(4)}` : undefined;
}
