// Small helpers the API tests share: error assertions, refresh calls, token decoding, audit rows, the OpenAPI operations.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tables, type Database } from '@portal/db';

/** Asserts the status and the body's numeric code; the body is shown when the status differs. */
export function expectApiError(
  response: LightMyRequestResponse,
  status: number,
  code: number,
): { code: number; message: string; details?: Record<string, unknown> } {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ code: number; message: string; details?: Record<string, unknown> }>();
  expect(body.code, response.body).toBe(code);
  expect(typeof body.message).toBe('string');
  return body;
}

export function refreshWithCookie(app: FastifyInstance, refreshToken: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    headers: { cookie: `portal_refresh=${refreshToken}`, ...headers },
    payload: { channel: 'Web' },
  });
}

export function refreshWithBody(app: FastifyInstance, refreshToken: string) {
  return app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken, channel: 'Web' } });
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The claims of a JWT, read without checking the signature (the tests only inspect what the server signed). */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function auditRows(db: Database, event: string, actorUserId?: string) {
  const { auditLog } = tables;
  const condition = actorUserId
    ? and(eq(auditLog.event, event), eq(auditLog.actorUserId, actorUserId))
    : eq(auditLog.event, event);
  return db.select().from(auditLog).where(condition);
}

export type ApiOperation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. `/api/bookings/{id}`. */
  path: string;
  /** The path with every parameter filled with a well-formed id that matches nothing. */
  url: string;
  bodySchema?: { properties?: Record<string, { type?: string }>; required?: string[] };
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: ApiOperation['bodySchema'] }> } }>
  >;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const ABSENT_ID = '00000000-0000-4000-8000-000000000000';

/** Every operation of the OpenAPI document the server serves at GET /api/docs/json (generated from the contracts). */
export async function openApiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode, `GET /api/docs/json: ${response.body}`).toBe(200);
  const document = response.json<OpenApiDocument>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as ApiOperation['method'],
        path,
        url: path.replace(/\{[^}]+\}/g, ABSENT_ID),
        bodySchema: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

export const operationName = (operation: Pick<ApiOperation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;

/** Operations anyone may call without a session. */
export const PUBLIC_OPERATIONS = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/refresh-token',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/forgot-password/verify',
  'GET /api/public/ticket-face/{token}',
  'GET /api/public/ticket-face/{token}/pdf',
  'POST /api/bank-hooks/notifications',
  // The public storefront of a published consumer site (issue 20).
  'GET /api/s/{slug}/form-token',
  'GET /api/s/{slug}/logo',
  'POST /api/s/{slug}/flights/search',
  'POST /api/s/{slug}/flights/checkout',
  'POST /api/s/{slug}/tours/{tourId}/bookings',
  'GET /api/s/{slug}/images/{name}',
  'POST /api/s/{slug}/esim/orders',
]);

/** No stack trace, no SQL: what a failure body must never contain. */
export function expectNoInternals(response: LightMyRequestResponse): void {
  const body = response.body;
  expect(body, 'stack trace line').not.toMatch(/\bat \S+ \(|\n\s+at /);
  expect(body.toLowerCase(), 'SQL text').not.toMatch(/\bselect |\binsert |\bupdate "|\bdelete from /);
  expect(body, 'stack property').not.toMatch(/"stack"/);
}

type FieldIssues = { details?: { fields?: unknown } | Record<string, unknown> };

/** The field names a 400 or 409 answer names, in its order; takes the parsed body or the response itself. */
export function errorFieldsOf(answer: FieldIssues | { json<T>(): T }): string[] {
  const body =
    'json' in answer && typeof answer.json === 'function' ? answer.json<FieldIssues>() : (answer as FieldIssues);
  return ((body.details?.fields ?? []) as { field: string }[]).map((issue) => issue.field);
}
