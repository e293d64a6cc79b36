// GET /api/esim/products and /api/esim/products/{id}: the vendor's cached base catalogue priced for the caller's agency.
import type { TEsimProduct, TEsimProductsResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import { notFound } from '../../../platform/errors.js';
import { esimAgencyContext } from '../esim-agency.js';
import type { EsimCatalogue } from './esim-catalogue.js';
import { priceProduct } from './esim-pricing.js';

export function createEsimProductService(deps: { db: Database; catalogue: EsimCatalogue }) {
  async function list(agencyId: string): Promise<TEsimProductsResponse> {
    const context = await esimAgencyContext(deps.db, agencyId);
    const read = await deps.catalogue.packagesOf(context.account);
    return {
      products: read.packages.map((entry) => priceProduct(entry, context.esimFees)),
      readAt: read.readAt.toISOString(),
    };
  }

  async function get(agencyId: string, productId: string): Promise<TEsimProduct> {
    const context = await esimAgencyContext(deps.db, agencyId);
    const entry = (await deps.catalogue.packagesOf(context.account)).byId.get(productId);
    if (!entry) throw notFound();
    return priceProduct(entry, context.esimFees);
  }

  return { list, get };
}

export type EsimProductService = ReturnType<typeof createEsimProductService>;
