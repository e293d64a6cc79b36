// HTTP routes of the B2C site's articles and fare rules (SPEC §2 /b2c/news*, /b2c/change-news, /b2c/fare-rules,
// /b2c/change-fare-rule): the caller's own agency's site only; another agency's id answers 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZB2cArticle,
  ZB2cFareRule,
  ZB2cFareRuleIdParams,
  ZB2cFareRuleWriteRequest,
  ZB2cNewsIdParams,
  ZB2cNewsTagsResponse,
  ZB2cNewsWriteRequest,
  ZListB2cFareRulesQuery,
  ZListB2cFareRulesResponse,
  ZListB2cNewsQuery,
  ZListB2cNewsResponse,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy } from '../../../platform/access.js';
import { ownItemRoutes } from '../../../platform/own-item-routes.js';
import { requestContext } from '../../../platform/request-context.js';
import type { B2cNewsService } from './b2c-news.service.js';
import type { FareRuleService } from './fare-rules.service.js';

export function b2cContentRoutes(deps: { news: B2cNewsService; fareRules: FareRuleService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['b2c'];
    const readNews = allowedBy(ruleOf('/b2c/news'));
    const writeNews = allowedBy(ruleOf('/b2c/change-news'));
    const readRules = allowedBy(ruleOf('/b2c/fare-rules'));
    const writeRules = allowedBy(ruleOf('/b2c/change-fare-rule'));

    api.get(
      '/b2c/news',
      {
        config: { access: readNews },
        schema: {
          tags,
          summary:
            "The articles of the caller's agency's consumer site, every state, newest written first; search, tag, state, paged",
          querystring: ZListB2cNewsQuery,
          response: { 200: ZListB2cNewsResponse },
        },
      },
      async (request) => {
        const { limit, offset, q, tag, state } = request.query;
        const page = await deps.news.list(requestContext(request), { q, tag, state, limit, offset });
        return { ...page, limit, offset };
      },
    );

    api.get(
      '/b2c/news/tags',
      {
        config: { access: readNews },
        schema: { tags, summary: "Tags of the site's articles, with counts", response: { 200: ZB2cNewsTagsResponse } },
      },
      async (request) => deps.news.tags(requestContext(request)),
    );

    ownItemRoutes(app, {
      path: '/b2c/news',
      tags,
      params: ZB2cNewsIdParams,
      body: ZB2cNewsWriteRequest,
      item: ZB2cArticle,
      service: deps.news,
      read: { access: readNews, summary: "One article of the caller's agency's site, with its body" },
      write: {
        access: writeNews,
        summaries: {
          create:
            "Writes an article of the caller's agency's site (body sanitised on the server; slug from the title when absent)",
          update: "Changes an article of the caller's agency's site",
          remove: "Deletes an article of the caller's agency's site",
        },
      },
    });

    api.get(
      '/b2c/fare-rules',
      {
        config: { access: readRules },
        schema: {
          tags,
          summary: "The fare rules of the caller's agency's site: domestic then international, by airline and family",
          querystring: ZListB2cFareRulesQuery,
          response: { 200: ZListB2cFareRulesResponse },
        },
      },
      async (request) => deps.fareRules.list(requestContext(request), request.query),
    );

    ownItemRoutes(app, {
      path: '/b2c/fare-rules',
      tags,
      params: ZB2cFareRuleIdParams,
      body: ZB2cFareRuleWriteRequest,
      item: ZB2cFareRule,
      service: deps.fareRules,
      read: { access: readRules, summary: "One fare rule of the caller's agency's site" },
      write: {
        access: writeRules,
        summaries: {
          create:
            "Adds a fare rule (airline, fare family, itinerary type) of the caller's agency's site; notes sanitised",
          update: "Changes a fare rule of the caller's agency's site",
          remove: "Deletes a fare rule of the caller's agency's site",
        },
      },
    });
  };
}
