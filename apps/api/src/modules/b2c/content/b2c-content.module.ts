// The B2C site's articles and fare-rule pages (issue 20, part 3): back-office routes, and the public reads the storefront calls.
import type { Database } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import { createContentImages } from '../../content/content-images.js';
import { b2cContentRoutes } from './b2c-content.routes.js';
import { createB2cNewsService } from './b2c-news.service.js';
import { createFareRuleService } from './fare-rules.service.js';
import { createB2cPublicContent } from './public-content.js';

export function createB2cContentModule(deps: { db: Database; clock: Clock }) {
  const news = createB2cNewsService({ ...deps, images: createContentImages({ db: deps.db }) });
  const fareRules = createFareRuleService(deps);
  const register = b2cContentRoutes({ news, fareRules });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(register);
    },
    /** What the storefront reads with no user: live articles, tags, published fare rules and article covers. */
    publicContent: createB2cPublicContent(deps),
  };
}

export type B2cContentModule = ReturnType<typeof createB2cContentModule>;
