// The agency's side of every railway call: the VNR supplier account (one per F1, decision 073) and the chain's train
// fees (TRAIN rules, decision 074), both read in one pass over the agency's ancestry.
import type { Database } from '@portal/db';
import type { FeePaxType, FeeSchedule, FeeTrip } from '@portal/domain';
import { isAdultFareType } from '@portal/domain';
import { notFound } from '../../platform/errors.js';
import { agencyAncestry, trainFeeScheduleOf, type AgencyRow } from '../commission/fee-chain.js';

/** A train ticket's fee facts: no airline, domestic, one ticket (a per-segment rule counts it once). */
export const TRAIN_FEE_TRIP: FeeTrip = { airline: null, routeScope: 'domestic', segmentCount: 1 };

/** ADT for the adult-fare types (1, 6, 12, 13), CHD for children (2, 7). */
export const feePaxTypeOf = (passengerType: number): FeePaxType => (isAdultFareType(passengerType) ? 'ADT' : 'CHD');

/**
 * The railway account an agency books under: its F1's (a sub-agency books on its F1's account, as flights use the
 * F1's sign-ins), named after the F1's code. The platform's own account is its own code's.
 */
export function railwayAccountOf(ancestry: readonly AgencyRow[]): string {
  const f1 = ancestry.find((agency) => agency.level === 'F1') ?? ancestry[0];
  if (!f1) throw notFound();
  return `VNR.${f1.code}`.replace(/[^A-Za-z0-9._@-]/g, '').slice(0, 50);
}

export type TrainAgencyContext = {
  account: string;
  /** The buyer first, up to its F1 (splitSaleLines' agencyIds). */
  chainAgencyIds: string[];
  fees: FeeSchedule;
};

export async function trainAgencyContext(db: Database, agencyId: string): Promise<TrainAgencyContext> {
  const ancestry = await agencyAncestry(db, agencyId);
  if (ancestry.length === 0) throw notFound();
  const topIndex = ancestry.findIndex((agency) => agency.level === 'F1');
  const chain = topIndex >= 0 ? ancestry.slice(0, topIndex + 1) : ancestry.slice(0, 1);
  return {
    account: railwayAccountOf(ancestry),
    chainAgencyIds: chain.map((agency) => agency.id),
    fees: await trainFeeScheduleOf(db, ancestry),
  };
}

/** Each link's fee for one ticket of the passenger type, the buyer's link first. */
export const ticketFees = (fees: FeeSchedule, passengerType: number): number[] =>
  fees.linkFees(TRAIN_FEE_TRIP, feePaxTypeOf(passengerType)).map((fee) => fee.amount);

/** Only the account, for calls that need no fees (seat maps, locks). */
export async function railwayAccountOfAgency(db: Database, agencyId: string): Promise<string> {
  const ancestry = await agencyAncestry(db, agencyId);
  if (ancestry.length === 0) throw notFound();
  return railwayAccountOf(ancestry);
}
