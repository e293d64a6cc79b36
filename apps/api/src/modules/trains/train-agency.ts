// The agency's side of every railway call: the VNR supplier account (one per F1, decision 073) and the chain's train
// fees (TRAIN rules, decision 074). What never changes about an agency (its chain up to the F1, its F1's account) is
// read once per process; the fee rules are read on every call.
import type { Database } from '@portal/db';
import {
  createFeeSchedule,
  feeLinks,
  isAdultFareType,
  sumVnd,
  type FeeLink,
  type FeePaxType,
  type FeeSchedule,
  type FeeTrip,
} from '@portal/domain';
import { notFound } from '../../platform/errors.js';
import { agencyAncestry, rulesOfLinks, type AgencyRow } from '../commission/fee-chain.js';

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

/** What never changes about an agency's place in the tree: its railway account, its chain and the chain's links. */
type ChainFacts = { account: string; chainAgencyIds: string[]; links: FeeLink[] };

/**
 * Chains already read, per agency: an agency never moves to another parent, its level and an F1's code never change,
 * so one read per process serves every later call (a seat map then starts its railway call at once). Bounded.
 */
const chains = new Map<string, ChainFacts>();
const CHAINS_KEPT = 10_000;

async function chainFactsOf(db: Database, agencyId: string): Promise<ChainFacts> {
  const known = chains.get(agencyId);
  if (known) return known;
  const ancestry = await agencyAncestry(db, agencyId);
  if (ancestry.length === 0) throw notFound();
  const topIndex = ancestry.findIndex((agency) => agency.level === 'F1');
  const chain = topIndex >= 0 ? ancestry.slice(0, topIndex + 1) : ancestry.slice(0, 1);
  const facts = {
    account: railwayAccountOf(ancestry),
    chainAgencyIds: chain.map((agency) => agency.id),
    links: feeLinks(ancestry),
  };
  if (chains.size >= CHAINS_KEPT) chains.clear();
  chains.set(agencyId, facts);
  return facts;
}

export type TrainAgencyContext = {
  account: string;
  /** The buyer first, up to its F1 (splitSaleLines' agencyIds). */
  chainAgencyIds: string[];
  fees: FeeSchedule;
};

/** The account, the chain and its TRAIN fee schedule (the rules read now). */
export async function trainAgencyContext(db: Database, agencyId: string): Promise<TrainAgencyContext> {
  const { account, chainAgencyIds, links } = await chainFactsOf(db, agencyId);
  return { account, chainAgencyIds, fees: createFeeSchedule(await rulesOfLinks(db, links, 'TRAIN'), links) };
}

/** Each link's fee for one ticket of the passenger type, the buyer's link first. */
export const ticketFees = (fees: FeeSchedule, passengerType: number): number[] =>
  fees.linkFees(TRAIN_FEE_TRIP, feePaxTypeOf(passengerType)).map((fee) => fee.amount);

/** Only the account, for calls that need no fees (seat maps, locks, the search's railway call). */
export async function railwayAccountOfAgency(db: Database, agencyId: string): Promise<string> {
  return (await chainFactsOf(db, agencyId)).account;
}

/** The chain's TRAIN fee for one adult and one child ticket, each summed (what the search shows beside the fares). */
export async function ticketFeesOfAgency(db: Database, agencyId: string): Promise<{ adult: number; child: number }> {
  const { fees } = await trainAgencyContext(db, agencyId);
  return { adult: sumVnd(ticketFees(fees, 1)), child: sumVnd(ticketFees(fees, 2)) };
}
