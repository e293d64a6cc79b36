// Helpers of the staff, permission-group and profile tests: valid inputs, the emailed password, audit rows of one target.
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tables, type Database } from '@portal/db';
import type { TStaffMember } from '@portal/contracts';
import type { SignedIn, TestContext } from './test-context.js';

let sequence = 0;

/** A valid create body with a username and email nobody else has. */
export function staffInput(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    username: `nv.${tag}`,
    fullName: 'Phạm Thị Thu Hà',
    email: `nv.${tag}@daily.vn`,
    phone: '0912345678',
    accountType: 'AGT',
    role: 'agent_f1',
    groupIds: [] as string[],
    ...overrides,
  };
}

export function createStaff(ctx: TestContext, who: SignedIn, payload: object, url = '/api/agency/staff') {
  return ctx.app.inject({ method: 'POST', url, headers: who.auth, payload });
}

export async function createdStaff(
  ctx: TestContext,
  who: SignedIn,
  payload: object,
  url = '/api/agency/staff',
): Promise<TStaffMember> {
  const response = await createStaff(ctx, who, payload, url);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TStaffMember>();
}

/** The newest email queued to this address. */
export async function lastEmailTo(db: Database, address: string) {
  const [row] = await db
    .select()
    .from(tables.outboxEmails)
    .where(eq(tables.outboxEmails.toAddress, address))
    .orderBy(desc(tables.outboxEmails.id))
    .limit(1);
  return row;
}

/** The temporary password written in a staff email (Vietnamese part). */
export function passwordInEmail(body: string): string {
  const match = /Mật khẩu tạm thời: (\S+)\. /.exec(body);
  if (!match?.[1]) throw new Error(`no password in email: ${body}`);
  return match[1];
}

export function auditOf(db: Database, event: string, targetId: string) {
  const { auditLog } = tables;
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.event, event), eq(auditLog.targetId, targetId)));
}

/** A permission group of the agency with exactly these codes, inserted directly (as the seed does). */
export async function insertGroup(
  db: Database,
  agencyId: string,
  name: string,
  codes: readonly string[],
): Promise<string> {
  const [group] = await db.insert(tables.permissionGroups).values({ agencyId, name }).returning();
  if (codes.length > 0)
    await db.insert(tables.permissionGroupCodes).values(codes.map((code) => ({ groupId: group!.id, code })));
  return group!.id;
}

export { errorFieldsOf as fieldsOf } from './http.js';
