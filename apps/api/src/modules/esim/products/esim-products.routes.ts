// GET /api/esim/products and /api/esim/products/{id} (USE_ESIM): the catalogue as the caller's agency buys it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZEsimProduct, ZEsimProductParams, ZEsimProductsResponse } from '@portal/contracts';
import { callerOf } from '../../bookings/booking-scope.js';
import { USE_ESIM } from '../esim-access.js';
import type { EsimProductService } from './esim-products.service.js';

export function esimProductRoutes(deps: { products: EsimProductService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['esim'];
    api.get(
      '/esim/products',
      {
        config: { access: USE_ESIM },
        schema: {
          tags,
          summary:
            "Every base eSIM package with the price the caller's deposit pays (vendor net + the chain's ESIM fees); the catalogue is cached for an hour",
          response: { 200: ZEsimProductsResponse },
        },
      },
      async (request) => deps.products.list(callerOf(request).agencyId),
    );
    api.get(
      '/esim/products/:id',
      {
        config: { access: USE_ESIM },
        schema: {
          tags,
          summary: 'One eSIM package, priced as the list prices it',
          params: ZEsimProductParams,
          response: { 200: ZEsimProduct },
        },
      },
      async (request) => deps.products.get(callerOf(request).agencyId, request.params.id),
    );
  };
}
