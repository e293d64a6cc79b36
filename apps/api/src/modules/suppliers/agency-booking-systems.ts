// The agency's side of every supplier call: which booking systems it may use (enabled sign-ins, narrowed down the tree) and its chain's fees.
import { BOOKING_SYSTEMS, type TBookingSystem } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { FeeSchedule } from '@portal/domain';
import { notFound } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-error.js';
import { agencyAncestry, feeScheduleOf, type AgencyRow } from '../commission/fee-chain.js';
import { enabledSignInSystemsOf } from '../sign-ins/sign-ins.service.js';

export type AgencySupplierSettings = {
  /**
   * In BOOKING_SYSTEMS order: the systems its F1 (an F1 itself) has an enabled sign-in to, that every agency of the
   * chain may use (settings.bookingSystems, all seven by default) and that the request names.
   */
  systems: TBookingSystem[];
  isIssueFeeHidden: boolean;
  /** The agency first, then its parents up to the platform. */
  ancestry: AgencyRow[];
};

export type AgencyPricingSettings = AgencySupplierSettings & {
  /** The commission chain's fees (nothing for an F1: the platform charges F1s nothing). */
  fees: FeeSchedule;
};

/** Reads the agency's settings; 400 naming `systems` when none of the asked systems is open to it (no enabled sign-in included). */
export async function agencySupplierSettings(
  db: Database,
  agencyId: string,
  asked: readonly TBookingSystem[] = BOOKING_SYSTEMS,
): Promise<AgencySupplierSettings> {
  const ancestry = await agencyAncestry(db, agencyId);
  const agency = ancestry[0];
  if (!agency) throw notFound();
  const signedIn = await enabledSignInSystemsOf(db, ancestry);
  // A sub-agency can never use a system an agency above it may not: the lists narrow down the tree.
  const systems = BOOKING_SYSTEMS.filter(
    (system) =>
      signedIn.has(system) &&
      asked.includes(system) &&
      ancestry.every((link) => (link.settings.bookingSystems ?? BOOKING_SYSTEMS).includes(system)),
  );
  if (systems.length === 0) {
    throw fieldError('systems', 'noBookingSystem', { reason: 'no booking system available' });
  }
  return { systems, isIssueFeeHidden: agency.settings.isIssueFeeHidden ?? false, ancestry };
}

/** The settings plus the chain's fee rules, loaded once (one query) for a whole search or calendar. */
export async function agencyPricingSettings(
  db: Database,
  agencyId: string,
  asked: readonly TBookingSystem[] = BOOKING_SYSTEMS,
): Promise<AgencyPricingSettings> {
  const settings = await agencySupplierSettings(db, agencyId, asked);
  return { ...settings, fees: await feeScheduleOf(db, settings.ancestry) };
}
