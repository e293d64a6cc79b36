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

/** Reads the agency's settings; 400 naming `systems` when none of the asked systems is open to it. */
export async function agencySupplierSettings(db: Database, agencyId: string, asked: readonly TBookingSystem[] = BOOKING_SYSTEMS): Promise<AgencySupplierSettings> {
  const [agency] = await db.select().from(tables.agencies).where(eq(tables.agencies.id, agencyId)).limit(1);
  if (!agency) throw notFound();
  const allowed = agency.settings.bookingSystems ?? [...BOOKING_SYSTEMS];
  const systems = BOOKING_SYSTEMS.filter((system) => allowed.includes(system) && asked.includes(system));
  if (systems.length === 0) {
    throw new AppError(400, ErrorCode.VALIDATION, 'noBookingSystem', {}, { fields: [{ field: 'systems', message: 'no booking system available' }] });
  }
  return {
    systems,
    fees: { issueFeePerSegment: agency.settings.issueFeePerSegment ?? 0 },
    isIssueFeeHidden: agency.settings.isIssueFeeHidden ?? false,
  };
}
