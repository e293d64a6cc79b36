// What a cart of eSIMs costs an agency's deposit now, without buying anything: the same pricing the order uses (the
// vendor's cached catalogue, the chain's ESIM fees), for callers outside the eSIM routes (the B2C fulfilment's quote).
import type { Database } from '@portal/db';
import type { TEsimOrderRequest } from '@portal/contracts';
import { esimAgencyContext } from '../esim-agency.js';
import type { EsimCatalogue } from '../products/esim-catalogue.js';
import { priceCart, type PricedCart } from './esim-order-pricing.js';

export function createEsimQuote(deps: { db: Database; catalogue: EsimCatalogue }) {
  /** The cart priced for the agency (400 naming lines.N.productId for a package the vendor no longer sells). */
  return async function quote(agencyId: string, lines: TEsimOrderRequest['lines']): Promise<PricedCart> {
    const context = await esimAgencyContext(deps.db, agencyId);
    const { byId } = await deps.catalogue.packagesOf(context.account);
    return priceCart({ lines }, { context, byId });
  };
}

export type EsimQuote = ReturnType<typeof createEsimQuote>;
