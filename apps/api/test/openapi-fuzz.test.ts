// The schema fuzz of issue 12: every operation of the served OpenAPI document gets malformed bodies (wrong types,
// missing fields, deep nesting, lone surrogates, huge numbers, long strings, arrays for objects) and malformed path and
// query parameters, from a platform superadmin and an F1 admin holding every permission: not one answer may be a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '@portal/domain';
import { createTestContext, signInAs, type SignedIn, type TestContext } from './support/test-context.js';
import { expectNoInternals } from './support/http.js';
import { agencyTree } from './support/top-ups.js';
import { startSimulator, type TRunningSimulator } from '@portal/supplier-sim';
import { createEsimGateway } from '../src/modules/suppliers/suppliers.module.js';

type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema };
type Operation = { method: string; path: string; parameters: Parameter[]; body?: Schema };
type OpenApi = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
  >;
};

const ABSENT_ID = '00000000-0000-4000-8000-000000000000';
/** Well-formed sample texts; the first that fits a string schema's pattern and length is its valid value. */
const SAMPLE_TEXTS = [
  ABSENT_ID,
  '2026-05-01',
  '2026-05',
  '01/05/2026',
  '0912345678',
  'ADT-1',
  'VN:OFFER1',
  'HAN',
  'VN',
  'ABC123',
  '123456',
  'ABC_CODE',
  'user.name',
  'key-12345678',
  'Nguyen Van',
  '0401234567',
  'Test@2026',
  'khach@example.vn',
  '1',
];

const regexOf = (pattern: string) => {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
};

/** A value the schema accepts, as nearly as a few heuristics can make one (enough to get past most validation). */
function validValue(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.length) return validValue(choice.find((option) => option.type !== 'null') ?? choice[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return ABSENT_ID;
      if (schema.format === 'email') return 'khach@example.vn';
      if (schema.format === 'date') return '2026-05-01';
      if (schema.format === 'date-time') return '2026-05-01T00:00:00.000Z';
      const fits = (text: string) =>
        (!schema.pattern || regexOf(schema.pattern).test(text)) &&
        text.length >= (schema.minLength ?? 0) &&
        text.length <= (schema.maxLength ?? Infinity);
      return SAMPLE_TEXTS.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items, depth + 1));
    case 'object':
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, validValue(property, depth + 1)]),
      );
  }
}

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

/** What each field of a body is replaced with, one field at a time (the rest valid). */
const BAD_VALUES: Record<string, unknown> = {
  'huge number': 1e308,
  'number over 2^64': 2 ** 64,
  'negative huge number': -1e308,
  'lone surrogate': 'a\ud800b',
  'non-character': '\uffff',
  'long string': 'x'.repeat(100_000),
  'array for a value': [[{}]],
  'object for a value': { a: { b: [] } },
  null: null,
  'deep nesting': nested(40),
};

/** The fewer values tried one level down (a field of an object field, or of an array field's first item). */
const INNER_BAD_VALUES = ['huge number', 'lone surrogate', 'long string', 'object for a value', 'null'];

/** Whole bodies that are wrong as a whole. */
const BAD_BODIES: Record<string, string> = {
  'empty object': '{}',
  'array for the body': '[]',
  'string for the body': '"text"',
  'number for the body': '1e308',
  'null body': 'null',
  'deeply nested body': `${'['.repeat(5000)}${']'.repeat(5000)}`,
  'deeply nested object body': `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  'prototype pollution': '{"__proto__":{"isAdmin":true}}',
  'constructor pollution': '{"constructor":{"prototype":{"isAdmin":true}}}',
  'byte order mark': '\ufeff{}',
  'lone surrogate escape': '{"\\ud800":"\\udc00x\\ud800"}',
  truncated: '{"a":[1,2',
};

/** Raw (already encoded) texts for every path and query parameter. */
const BAD_PARAMETERS: Record<string, string> = {
  'not an id': 'not-an-id',
  'huge number': '1e308',
  'number over 2^64': '18446744073709551616',
  'long text': 'x'.repeat(5000),
  'encoded lone surrogate': '%ED%A0%80',
  'encoded non-character': '%EF%BF%BE',
  'encoded NUL': '%00',
  'broken escape': '%E0%A4%A',
  'vietnamese text': encodeURIComponent('Hoa Sen đà nẵng'),
};

function operationsOf(document: OpenApi): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

/** The operation's URL with each path parameter filled, and a query string from `query` (raw, already encoded). */
function urlOf(operation: Operation, path: Record<string, string>, query: Record<string, string>): string {
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => path[name] ?? ABSENT_ID);
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

const validQuery = (operation: Operation) =>
  Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => [parameter.name, encodeURIComponent(String(validValue(parameter.schema)))]),
  );

type Case = { name: string; url: string; payload?: string };

/** Every malformed request for one operation. */
function casesOf(operation: Operation): Case[] {
  const cases: Case[] = [];
  const query = validQuery(operation);
  const baseUrl = urlOf(operation, {}, query);
  for (const parameter of operation.parameters.filter((candidate) => candidate.in !== 'header')) {
    for (const [label, raw] of Object.entries(BAD_PARAMETERS)) {
      const url =
        parameter.in === 'path'
          ? urlOf(operation, { [parameter.name]: raw }, query)
          : urlOf(operation, {}, { ...query, [parameter.name]: raw });
      cases.push({ name: `${parameter.in} ${parameter.name}: ${label}`, url });
    }
    if (parameter.in === 'query')
      cases.push({
        name: `query ${parameter.name}: repeated`,
        url: `${urlOf(operation, {}, query)}${baseUrl.includes('?') ? '&' : '?'}${parameter.name}=1&${parameter.name}=2`,
      });
  }
  if (operation.method === 'GET' || operation.method === 'DELETE') return cases;
  for (const [label, payload] of Object.entries(BAD_BODIES))
    cases.push({ name: `body: ${label}`, url: baseUrl, payload });
  const valid = validValue(operation.body) as Record<string, unknown>;
  cases.push({ name: 'body: heuristically valid', url: baseUrl, payload: JSON.stringify(valid) });
  for (const name of Object.keys(operation.body?.properties ?? {})) {
    const { [name]: _dropped, ...missing } = valid;
    cases.push({ name: `body ${name}: missing`, url: baseUrl, payload: JSON.stringify(missing) });
    for (const [label, value] of Object.entries(BAD_VALUES))
      cases.push({
        name: `body ${name}: ${label}`,
        url: baseUrl,
        payload: JSON.stringify({ ...valid, [name]: value }),
      });
    // One level down too: each field of an object field, or of an array field's first item.
    const inner = valid[name];
    const item = Array.isArray(inner) ? inner[0] : inner;
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const innerName of Object.keys(item)) {
        for (const label of INNER_BAD_VALUES) {
          const changed = { ...(item as Record<string, unknown>), [innerName]: BAD_VALUES[label] };
          const replaced = Array.isArray(inner) ? [changed, ...inner.slice(1)] : changed;
          cases.push({
            name: `body ${name}.${innerName}: ${label}`,
            url: baseUrl,
            payload: JSON.stringify({ ...valid, [name]: replaced }),
          });
        }
      }
    }
  }
  return cases;
}

/** Operations the fuzz leaves out, each with its reason. */
const SKIPPED = new Map([
  // Ends the caller's own session; a malformed body is refused, but a valid-looking one would sign the fuzzer out.
  ['POST /api/auth/logout', 'signs the fuzzing caller out'],
  // A server-sent-events stream stays open; its only input is the session (notifications-live.test.ts).
  ['GET /api/notifications/stream', 'an event stream that never ends by itself'],
]);

let ctx: TestContext;
let operations: Operation[];
let callers: { name: string; username: string; password: string; signedIn: SignedIn }[];

let vendor: TRunningSimulator;

beforeAll(async () => {
  // The eSIM product route's path id is the vendor's package id (any well-formed text): the vendor's catalogue is
  // read to answer 404 for one it does not sell, so the eSIM gateway talks to a simulator.
  vendor = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    faults: { ESH: { latencyMs: [0, 0], errorRate: 0, timeoutRate: 0 } },
  });
  ctx = await createTestContext({ esim: createEsimGateway({ suppliersUrl: vendor.url }) });
  const tree = await agencyTree(ctx);
  const f1User = await ctx.newUser({ agencyId: tree.f1Id, role: 'admin_f1', permissions: PERMISSION_CODES });
  const superUser = await ctx.newUser({ agencyId: tree.platformId, role: 'super_admin' });
  callers = [];
  for (const [name, user] of [
    ['superadmin', superUser],
    ['F1 admin', f1User],
  ] as const)
    callers.push({ name, ...user, signedIn: await signInAs(ctx, user.username, user.password) });
  const document = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  operations = operationsOf(document.json<OpenApi>());
});
afterAll(async () => {
  await ctx.close();
  await vendor.close();
});

describe('the OpenAPI schema fuzz', () => {
  it('answers every malformed request to every operation without a 500', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const caller of callers) {
      for (const operation of operations) {
        const name = `${operation.method} ${operation.path}`;
        if (SKIPPED.has(name)) continue;
        // An operation the caller may not use answers 403 before reading anything: the other caller fuzzes it.
        const probe = await ctx.app.inject({
          method: operation.method as 'GET',
          url: urlOf(operation, {}, validQuery(operation)),
          headers: caller.signedIn.auth,
          ...(operation.body ? { payload: validValue(operation.body) as object } : {}),
        });
        if (probe.statusCode === 403) continue;
        for (const fuzz of casesOf(operation)) {
          const response = await ctx.app.inject({
            method: operation.method as 'GET',
            url: fuzz.url,
            headers: {
              ...caller.signedIn.auth,
              ...(fuzz.payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
          });
          sent += 1;
          if (response.statusCode >= 500)
            failures.push(
              `${caller.name} ${name} [${fuzz.name}] → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          else expectNoInternals(response);
        }
        // A fuzzed call that ended the session or changed the password must not hide the next operations' answers.
        const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: caller.signedIn.auth });
        if (me.statusCode !== 200) caller.signedIn = await signInAs(ctx, caller.username, caller.password);
      }
    }

    expect(operations.length).toBeGreaterThan(90);
    expect(sent).toBeGreaterThan(5000);
    expect(failures).toEqual([]);
  });
});
