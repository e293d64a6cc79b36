// Top-up tests' helpers: a platform → F1 → F2 → F3 tree with signed-in users, multipart bodies, real small PNG and PDF files.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '@portal/domain';
import type { TLoginResponse, TTopUp } from '@portal/contracts';
import type { TestContext } from './test-context.js';

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A small but well-formed PDF. */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
/** The start of a Windows executable (MZ header). */
export const EXE_START = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);

export type Caller = { auth: { authorization: string }; userId: string; agencyId: string };

/** A user of the given role in an existing agency, signed in. */
export async function signInAt(
  ctx: TestContext,
  agencyId: string,
  role: Role,
  permissions?: readonly string[],
): Promise<Caller> {
  const user = await ctx.newUser({ agencyId, role, permissions });
  const response = await ctx.login(user.username, user.password);
  expect(response.statusCode, response.body).toBe(200);
  const { accessToken } = response.json<TLoginResponse>();
  return { auth: { authorization: `Bearer ${accessToken}` }, userId: user.id, agencyId };
}

export type AgencyTree = {
  platformId: string;
  f1Id: string;
  f2Id: string;
  f3Id: string;
  superadmin: Caller;
  f1Admin: Caller;
  f2Admin: Caller;
  f3Admin: Caller;
};

/** platform → F1 → F2 → F3, with an administrator signed in at each. */
export async function agencyTree(ctx: TestContext): Promise<AgencyTree> {
  const platform = await ctx.newAgency({ level: 'platform' });
  const f1 = await ctx.newAgency({ level: 'F1', parentId: platform.id });
  const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
  const f3 = await ctx.newAgency({ level: 'F3', parentId: f2.id });
  return {
    platformId: platform.id,
    f1Id: f1.id,
    f2Id: f2.id,
    f3Id: f3.id,
    superadmin: await signInAt(ctx, platform.id, 'super_admin'),
    f1Admin: await signInAt(ctx, f1.id, 'admin_f1'),
    f2Admin: await signInAt(ctx, f2.id, 'admin_f2'),
    f3Admin: await signInAt(ctx, f3.id, 'admin_f2'),
  };
}

export type FilePart = { field?: string; name: string; type?: string; content: Buffer };

/** A multipart/form-data body as a browser sends it: text fields first, then the file part. */
export function multipart(
  fields: Record<string, string>,
  file?: FilePart,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'evidence'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** dd/MM/yyyy of a Vietnam day some days before the test clock's today. */
export function typedDay(now: Date, daysBefore = 0): string {
  const shifted = new Date(now.getTime() + 7 * 3600_000 - daysBefore * 86_400_000);
  return `${String(shifted.getUTCDate()).padStart(2, '0')}/${String(shifted.getUTCMonth() + 1).padStart(2, '0')}/${shifted.getUTCFullYear()}`;
}

export const validFields = (now: Date, overrides: Record<string, string> = {}) => ({
  amount: '25000000',
  method: 'bank_transfer',
  transferReference: 'FT24123456789',
  transferDate: typedDay(now, 1),
  note: 'Nạp ký quỹ tháng này',
  ...overrides,
});

export function postTopUp(
  ctx: TestContext,
  caller: Caller,
  fields: Record<string, string>,
  file?: FilePart,
  headers: Record<string, string> = {},
) {
  const body = multipart(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/top-ups',
    headers: { ...caller.auth, ...body.headers, ...headers },
    payload: body.payload,
  });
}

/** Records a valid request with a PNG and answers it (fails the test otherwise). */
export async function createTopUp(
  ctx: TestContext,
  caller: Caller,
  overrides: Record<string, string> = {},
): Promise<TTopUp> {
  const response = await postTopUp(ctx, caller, validFields(ctx.clock.now(), overrides), {
    name: 'uy-nhiem-chi.png',
    type: 'image/png',
    content: PNG_1X1,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TTopUp>();
}

export function decide(
  ctx: TestContext,
  caller: Caller,
  id: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'POST', url: `/api/top-ups/${id}/decision`, headers: caller.auth, payload: body });
}
