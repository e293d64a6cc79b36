// The routes the Fastify app registers, read from its own route tree (printRoutes), and the id-like fields of each
// operation's query and JSON body, read from the OpenAPI document the server generates from the contracts.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** `GET /api/sub-agencies/:id`: the method and the URL pattern as registered. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every method + URL of the app's route tree. printRoutes draws one node per line, indented four characters per
 * level, each node a piece of the URL that continues its parent's, with the methods it answers in brackets.
 */
export function registeredRoutes(app: FastifyInstance): RouteKey[] {
  const lines = app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .filter((line) => line.trim() !== '');
  const stack: string[] = [];
  const routes = new Set<RouteKey>();
  for (const line of lines) {
    const match = TREE_LINE.exec(line);
    if (!match) throw new Error(`unreadable route tree line: ${JSON.stringify(line)}`);
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = `${stack[depth - 1] ?? ''}${match[2]!}`;
    stack[depth] = url;
    for (const method of (match[3] ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.add(`${method} ${url}` as RouteKey);
    }
  }
  return [...routes].sort();
}

type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/**
 * Fields named like ids that are not the portal's: a sign-in's office or account id at the booking system, the
 * supplier's offer ids (the same fares for every agency, priced with the caller's own fees), and the railway's run and
 * seat ids (the same train and seats for every agency).
 */
const NOT_PORTAL_IDS = new Set(['accountId', 'offerIds', 'runId', 'seatId']);

/** An id of the portal in a query or a body: `id`, `agencyId`, `groupIds`… */
export const isIdLikeField = (name: string) => !NOT_PORTAL_IDS.has(name) && /^id$|Ids?$/.test(name);

/** For each operation, the id-like fields of its query string and JSON body (OpenAPI `{id}` written back as `:id`). */
export async function idFieldsByRoute(app: FastifyInstance): Promise<Map<RouteKey, string[]>> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode, response.body).toBe(200);
  const document = response.json<OpenApiDocument>();
  const fields = new Map<RouteKey, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const query = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      const body = Object.values(operation.requestBody?.content ?? {}).flatMap((content) =>
        Object.keys(content.schema?.properties ?? {}),
      );
      const key = `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}` as RouteKey;
      fields.set(key, [...new Set([...query, ...body])].filter(isIdLikeField).sort());
    }
  }
  return fields;
}
