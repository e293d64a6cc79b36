// The agency's side of every eSIM call: the vendor account (one per F1, `ESH.<F1 code>`, as the railway's), the chain
// up to the F1, and the chain's ESIM fees (decision 087): per eSIM each link's rule `amount` (no airline, international,
// ADT, one "ticket"); per top-up each link's `changeAmount`. The chain is read once per process; the rules every call.
import type { Database } from '@portal/db';
import { changeFeesOfChain, createFeeSchedule, feeLinks, type FeeLink, type FeeTrip } from '@portal/domain';
import { notFound } from '../../platform/errors.js';
import { agencyAncestry, rulesOfLinks, type AgencyRow } from '../commission/fee-chain.js';

/** An eSIM's fee facts: no airline, international, one "ticket" (a per-segment rule counts it once). */
export const ESIM_FEE_TRIP: FeeTrip = { airline: null, routeScope: 'international', segmentCount: 1 };

/** The vendor account an agency buys under: its F1's, named after the F1's code (as railwayAccountOf). */
export function esimAccountOf(ancestry: readonly AgencyRow[]): string {
  const f1 = ancestry.find((agency) => agency.level === 'F1') ?? ancestry[0];
  if (!f1) throw notFound();
  return `ESH.${f1.code}`.replace(/[^A-Za-z0-9._@-]/g, '').slice(0, 50);
}

type ChainFacts = { account: string; chainAgencyIds: string[]; links: FeeLink[] };
const chains = new Map<string, ChainFacts>();
const CHAINS_KEPT = 10_000;

async function chainFactsOf(db: Database, agencyId: string): Promise<ChainFacts> {
  const known = chains.get(agencyId);
  if (known) return known;
  const ancestry = await agencyAncestry(db, agencyId);
  if (ancestry.length === 0) throw notFound();
  const topIndex = ancestry.findIndex((agency) => agency.level === 'F1');
  const chain = topIndex >= 0 ? ancestry.slice(0, topIndex + 1) : ancestry.slice(0, 1);
  const facts = { account: esimAccountOf(ancestry), chainAgencyIds: chain.map((a) => a.id), links: feeLinks(ancestry) };
  if (chains.size >= CHAINS_KEPT) chains.clear();
  chains.set(agencyId, facts);
  return facts;
}

export type EsimAgencyContext = {
  account: string;
  /** The buyer first, up to its F1 (splitSaleLines' agencyIds). */
  chainAgencyIds: string[];
  /** Each link's fee per eSIM, the buyer's link first. */
  esimFees: number[];
  /** Each link's fee per top-up, the buyer's link first. */
  topUpFees: number[];
};

/** The account, the chain and its ESIM fees per eSIM and per top-up (the rules read now). */
export async function esimAgencyContext(db: Database, agencyId: string): Promise<EsimAgencyContext> {
  const { account, chainAgencyIds, links } = await chainFactsOf(db, agencyId);
  const rules = await rulesOfLinks(db, links, 'ESIM');
  const esimFees = createFeeSchedule(rules, links)
    .linkFees(ESIM_FEE_TRIP, 'ADT')
    .map((fee) => fee.amount);
  const { airline, routeScope } = ESIM_FEE_TRIP;
  const topUpFees = changeFeesOfChain(rules, links, { airline, routeScope, paxTypes: ['ADT'] })[0] ?? [];
  return { account, chainAgencyIds, esimFees, topUpFees };
}

/** Only the account, for calls that need no fees (usage). */
export async function esimAccountOfAgency(db: Database, agencyId: string): Promise<string> {
  return (await chainFactsOf(db, agencyId)).account;
}
