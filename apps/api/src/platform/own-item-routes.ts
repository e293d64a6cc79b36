// The routes of a record an agency keeps for itself (news, banners, support contacts, B2C articles and fare rules):
// read one by id, create (201), change and delete (204), each behind its access rule and calling one service function.
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { RouteAccess } from './access.js';
import { requestContext, type RequestContext } from './request-context.js';

/** The service functions behind the routes, each given the caller (its agency scopes the record). */
export type OwnItemService<Body, Item> = {
  get: (caller: RequestContext, id: string) => Promise<Item>;
  create: (caller: RequestContext, body: Body) => Promise<Item>;
  update: (caller: RequestContext, id: string, body: Body) => Promise<Item>;
  remove: (caller: RequestContext, id: string) => Promise<void>;
};

export function ownItemRoutes<Body extends z.ZodType, Item extends z.ZodType>(
  app: FastifyInstance,
  spec: {
    /** The collection's path; one item is `${path}/:id`. */
    path: string;
    tags: string[];
    params: z.ZodType<{ id: string }>;
    body: Body;
    item: Item;
    service: OwnItemService<z.output<Body>, z.input<Item>>;
    read: { access: RouteAccess; summary: string };
    write: { access: RouteAccess; summaries: { create: string; update: string; remove: string } };
  },
): void {
  const { path, tags, params, body, item, service, read, write } = spec;
  const one = `${path}/:id`;
  // The schemas are Zod's (the app's validator and serializer read them); typed here as any route's schema.
  const options = (access: RouteAccess, schema: FastifySchema) => ({ config: { access }, schema: { tags, ...schema } });
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;
  const bodyOf = (request: { body: unknown }) => request.body as z.output<Body>;

  app.get(one, options(read.access, { summary: read.summary, params, response: { 200: item } }), async (request) =>
    service.get(requestContext(request), idOf(request)),
  );
  app.post(
    path,
    options(write.access, { summary: write.summaries.create, body, response: { 201: item } }),
    async (request, reply) => reply.status(201).send(await service.create(requestContext(request), bodyOf(request))),
  );
  app.put(
    one,
    options(write.access, { summary: write.summaries.update, params, body, response: { 200: item } }),
    async (request) => service.update(requestContext(request), idOf(request), bodyOf(request)),
  );
  app.delete(one, options(write.access, { summary: write.summaries.remove, params }), async (request, reply) => {
    await service.remove(requestContext(request), idOf(request));
    return reply.status(204).send();
  });
}
