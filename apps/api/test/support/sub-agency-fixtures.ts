// Shared pieces of the sub-agency tests: a valid form, calls to the endpoints, a created sub-agency, the fields an
// error names and the emailed initial password.
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tables } from '@portal/db';
import type { TCreateSubAgencyRequest, TCreateSubAgencyResponse } from '@portal/contracts';
import { createTestContext, type SignedIn, type TestContext } from './test-context.js';

let sequence = 0;
export const uniqueSuffix = () => `${Date.now().toString(36).slice(-4)}${(sequence++).toString(36)}`.toUpperCase();

/** A valid create form; code, username and email are unique per call unless overridden. */
export function subAgencyForm(overrides: Partial<TCreateSubAgencyRequest> = {}): TCreateSubAgencyRequest {
  const suffix = uniqueSuffix();
  return {
    code: `HS${suffix}`,
    name: 'Đại lý vé máy bay Hoa Sen',
    taxCode: '0401234567',
    address: '156 Nguyễn Văn Linh, Đà Nẵng',
    phone: '0935123456',
    email: 'hoasen.dn@example.vn',
    contactName: 'Lê Văn Đức',
    creditLimit: 50_000_000,
    bookingSystems: ['VN', 'VJ', '1A'],
    products: ['flights'],
    defaultIssueFee: 45_000,
    admin: {
      username: `hs.admin.${suffix.toLowerCase()}`,
      fullName: 'Lê Văn Đức',
      email: `admin.${suffix.toLowerCase()}@example.vn`,
      phone: '0935123456',
    },
    ...overrides,
  };
}

export type Scope = 'sub-agencies' | 'child-agencies' | 'f1-agencies';

export function subAgencyCalls(ctx: TestContext, auth: Record<string, string>, scope: Scope = 'sub-agencies') {
  const base = `/api/${scope}`;
  return {
    list: (query = '') => ctx.app.inject({ method: 'GET', url: `${base}${query}`, headers: auth }),
    options: () => ctx.app.inject({ method: 'GET', url: `${base}/form-options`, headers: auth }),
    get: (id: string) => ctx.app.inject({ method: 'GET', url: `${base}/${id}`, headers: auth }),
    create: (payload: unknown, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: base, headers: { ...auth, ...headers }, payload: payload as object }),
    update: (id: string, payload: unknown) =>
      ctx.app.inject({ method: 'PUT', url: `${base}/${id}`, headers: auth, payload: payload as object }),
    lock: (id: string, reason = 'Công nợ quá hạn 30 ngày') =>
      ctx.app.inject({ method: 'POST', url: `${base}/${id}/lock`, headers: auth, payload: { reason } }),
    unlock: (id: string, reason = 'Đã thanh toán công nợ') =>
      ctx.app.inject({ method: 'POST', url: `${base}/${id}/unlock`, headers: auth, payload: { reason } }),
  };
}

/** The temporary password of the newest welcome email sent to this address. */
export async function emailedPassword(ctx: TestContext, address: string): Promise<string> {
  const [email] = await ctx.db
    .select()
    .from(tables.outboxEmails)
    .where(eq(tables.outboxEmails.toAddress, address))
    .orderBy(desc(tables.outboxEmails.id))
    .limit(1);
  const match = email ? /(?:Mật khẩu tạm thời|Temporary password): (\S+?)\.(?:\s|$)/.exec(email.body) : null;
  if (!match?.[1]) throw new Error(`no initial password emailed to ${address}`);
  return match[1];
}

export type SubAgencyCalls = ReturnType<typeof subAgencyCalls>;

/** A test app with an F1 administrator signed in, and the sub-agency calls made as them. */
export async function startSubAgencyTests(): Promise<{ ctx: TestContext; f1: SignedIn; calls: SubAgencyCalls }> {
  const ctx = await createTestContext();
  const f1 = await ctx.newSignedInUser({ role: 'admin_f1' });
  return { ctx, f1, calls: subAgencyCalls(ctx, f1.auth) };
}

/** Creates a sub-agency through the API, expecting 201; answers the form sent and the created agency and admin. */
export async function createSubAgency(calls: SubAgencyCalls, overrides: Partial<TCreateSubAgencyRequest> = {}) {
  const form = subAgencyForm(overrides);
  const response = await calls.create(form);
  expect(response.statusCode, response.body).toBe(201);
  return { form, created: response.json<TCreateSubAgencyResponse>() };
}

/** The fields a 400 or 409 answer names, sorted. */
export const fieldsOf = (body: { details?: Record<string, unknown> }) =>
  ((body.details?.fields ?? []) as { field: string }[]).map((issue) => issue.field).sort();
