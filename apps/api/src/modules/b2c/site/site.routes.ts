// GET/PUT /api/b2c/config: the caller's own agency's consumer site (USE_B2C).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZB2cSiteConfig, ZB2cSiteConfigResponse, ZB2cSiteConfigWrite } from '@portal/contracts';
import { z } from 'zod';
import { requireAuth } from '../../../platform/access.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { USE_B2C } from '../b2c-access.js';
import type { SiteService } from './site.service.js';

export function siteRoutes(deps: { sites: SiteService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['b2c'];

    api.get(
      '/b2c/config',
      {
        config: { access: USE_B2C },
        schema: {
          tags,
          summary: "The caller's agency's consumer site (null until first saved)",
          response: { 200: ZB2cSiteConfigResponse },
        },
      },
      async (request) => deps.sites.get(requireAuth(request)),
    );

    api.put(
      '/b2c/config',
      {
        config: { access: USE_B2C },
        schema: {
          tags,
          summary:
            "Writes the caller's agency's whole consumer site: slug and host name unique (409 naming the field), terms and privacy sanitised, logo an own b2c_logo upload",
          body: ZB2cSiteConfigWrite,
          response: { 200: z.object({ site: ZB2cSiteConfig }) },
        },
      },
      async (request) => deps.sites.put(requireAuth(request), request.body, requestLanguage(request)),
    );
  };
}
