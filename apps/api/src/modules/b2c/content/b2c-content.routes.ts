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

    api.get(
      '/b2c/news/:id',
      {
        config: { access: readNews },
        schema: {
          tags,
          summary: "One article of the caller's agency's site, with its body",
          params: ZB2cNewsIdParams,
          response: { 200: ZB2cArticle },
        },
      },
      async (request) => deps.news.get(requestContext(request), request.params.id),
    );

    api.post(
      '/b2c/news',
      {
        config: { access: writeNews },
        schema: {
          tags,
          summary:
            "Writes an article of the caller's agency's site (body sanitised on the server; slug from the title when absent)",
          body: ZB2cNewsWriteRequest,
          response: { 201: ZB2cArticle },
        },
      },
      async (request, reply) => reply.status(201).send(await deps.news.create(requestContext(request), request.body)),
    );

    api.put(
      '/b2c/news/:id',
      {
        config: { access: writeNews },
        schema: {
          tags,
          summary: "Changes an article of the caller's agency's site",
          params: ZB2cNewsIdParams,
          body: ZB2cNewsWriteRequest,
          response: { 200: ZB2cArticle },
        },
      },
      async (request) => deps.news.update(requestContext(request), request.params.id, request.body),
    );

    api.delete(
      '/b2c/news/:id',
      {
        config: { access: writeNews },
        schema: { tags, summary: "Deletes an article of the caller's agency's site", params: ZB2cNewsIdParams },
      },
      async (request, reply) => {
        await deps.news.remove(requestContext(request), request.params.id);
        return reply.status(204).send();
      },
    );

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

    api.get(
      '/b2c/fare-rules/:id',
      {
        config: { access: readRules },
        schema: {
          tags,
          summary: "One fare rule of the caller's agency's site",
          params: ZB2cFareRuleIdParams,
          response: { 200: ZB2cFareRule },
        },
      },
      async (request) => deps.fareRules.get(requestContext(request), request.params.id),
    );

    api.post(
      '/b2c/fare-rules',
      {
        config: { access: writeRules },
        schema: {
          tags,
          summary:
            "Adds a fare rule (airline, fare family, itinerary type) of the caller's agency's site; notes sanitised",
          body: ZB2cFareRuleWriteRequest,
          response: { 201: ZB2cFareRule },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await deps.fareRules.create(requestContext(request), request.body)),
    );

    api.put(
      '/b2c/fare-rules/:id',
      {
        config: { access: writeRules },
        schema: {
          tags,
          summary: "Changes a fare rule of the caller's agency's site",
          params: ZB2cFareRuleIdParams,
          body: ZB2cFareRuleWriteRequest,
          response: { 200: ZB2cFareRule },
        },
      },
      async (request) => deps.fareRules.update(requestContext(request), request.params.id, request.body),
    );

    api.delete(
      '/b2c/fare-rules/:id',
      {
        config: { access: writeRules },
        schema: { tags, summary: "Deletes a fare rule of the caller's agency's site", params: ZB2cFareRuleIdParams },
      },
      async (request, reply) => {
        await deps.fareRules.remove(requestContext(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
