// The agency's side of every supplier call: which booking systems it may use and the issue fee it charges.
import { eq } from 'drizzle-orm';
import { BOOKING_SYSTEMS, ErrorCode, type TBookingSystem } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { AppError, notFound } from '../../platform/errors.js';
import type { IssueFeePolicy } from './offer-pricing.js';

export type AgencySupplierSettings = {
  /** In BOOKING_SYSTEMS order: the systems the agency may use (all seven by default) and the request names. */
  systems: TBookingSystem[];
  fees: IssueFeePolicy;
  isIssueFeeHidden: boolean;
};

/** An issue fee is whole, non-negative VND; anything else in the settings is treated as no fee. */
function safeFee(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

/** The agency first, then its parent, up to the platform (at most four levels). */
async function agencyWithAncestors(db: Database, agencyId: string) {
  const chain: (typeof tables.agencies.$inferSelect)[] = [];
  let nextId: string | null = agencyId;
  while (nextId && chain.length < 5) {
    const [row] = await db.select().from(tables.agencies).where(eq(tables.agencies.id, nextId)).limit(1);
    if (!row) break;
    chain.push(row);
    nextId = row.parentId;
  }
  return chain;
}

/** Reads the agency's settings; 400 naming `systems` when none of the asked systems is open to it. */
export async function agencySupplierSettings(db: Database, agencyId: string, asked: readonly TBookingSystem[] = BOOKING_SYSTEMS): Promise<AgencySupplierSettings> {
  const chain = await agencyWithAncestors(db, agencyId);
  const agency = chain[0];
  if (!agency) throw notFound();
  // A sub-agency can never use a system an agency above it may not: the lists narrow down the tree.
  const systems = BOOKING_SYSTEMS.filter(
    (system) => asked.includes(system) && chain.every((link) => (link.settings.bookingSystems ?? BOOKING_SYSTEMS).includes(system)),
  );
  if (systems.length === 0) {
    throw new AppError(400, ErrorCode.VALIDATION, 'noBookingSystem', {}, { fields: [{ field: 'systems', message: 'no booking system available' }] });
  }
  return {
    systems,
    fees: { issueFeePerSegment: safeFee(agency.settings.issueFeePerSegment) },
    isIssueFeeHidden: agency.settings.isIssueFeeHidden ?? false,
  };
}
