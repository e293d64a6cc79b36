// The first account's permission group of a new sub-agency: the codes chosen on the create form (each held by the new
// agency, or 400 naming admin.permissionCodes), or the admin template of its level when none are chosen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { firstAdminPermissions } from '@portal/domain';
import { ErrorCode, type TCreateSubAgencyResponse } from '@portal/contracts';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { fieldsOf } from './support/staff-admin.js';
import { emailedPassword, subAgencyCalls, subAgencyForm } from './support/sub-agency-fixtures.js';

let ctx: TestContext;
let f1: SignedIn;
let calls: ReturnType<typeof subAgencyCalls>;

beforeAll(async () => {
  ctx = await createTestContext();
  f1 = await ctx.newSignedInUser({ role: 'admin_f1' });
  calls = subAgencyCalls(ctx, f1.auth);
});
afterAll(() => ctx.close());

async function groupCodesOf(agencyId: string): Promise<string[]> {
  const [group] = await ctx.db
    .select()
    .from(tables.permissionGroups)
    .where(eq(tables.permissionGroups.agencyId, agencyId));
  const rows = await ctx.db
    .select({ code: tables.permissionGroupCodes.code })
    .from(tables.permissionGroupCodes)
    .where(eq(tables.permissionGroupCodes.groupId, group!.id));
  return rows.map((row) => row.code).sort();
}

describe("the first account's permission codes", () => {
  it('creates the group with exactly the chosen codes, and the account signs in with them', async () => {
    const form = subAgencyForm({ products: ['flights', 'train'] });
    const chosen = ['AGENT_F2', 'BOOKING_TICKET', 'USE_TRAIN', 'BOOKING_TICKET'];
    const response = await calls.create({ ...form, admin: { ...form.admin, permissionCodes: chosen } });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TCreateSubAgencyResponse>();

    expect(await groupCodesOf(created.agency.id)).toEqual(['AGENT_F2', 'BOOKING_TICKET', 'USE_TRAIN']);
    const login = await ctx.login(form.admin.username, await emailedPassword(ctx, form.admin.email));
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<{ permissions: string[] }>().permissions.sort()).toEqual([
      'AGENT_F2',
      'BOOKING_TICKET',
      'USE_TRAIN',
    ]);
    const [audit] = (
      await ctx.db.select().from(tables.auditLog).where(eq(tables.auditLog.targetId, created.agency.id))
    ).filter((row) => row.event === 'agency.created');
    const auditedCodes = (audit!.details as { after: { permissionGroup: { codes: string[] } } }).after.permissionGroup
      .codes;
    expect([...auditedCodes].sort()).toEqual(['AGENT_F2', 'BOOKING_TICKET', 'USE_TRAIN']);
  });

  it('keeps the admin template of the level when no codes are chosen', async () => {
    const response = await calls.create(subAgencyForm({ products: ['flights'] }));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TCreateSubAgencyResponse>();

    expect(await groupCodesOf(created.agency.id)).toEqual([...firstAdminPermissions('F2', ['flights'])].sort());
  });

  it('refuses codes the new agency would not hold (another level, a product it is not given), naming admin.permissionCodes, and creates nothing', async () => {
    const form = subAgencyForm({ products: ['flights'] });
    const response = await calls.create({
      ...form,
      admin: { ...form.admin, permissionCodes: ['BOOKING_TICKET', 'ADMIN_F1', 'USE_TRAIN', 'NO_SUCH_CODE'] },
    });

    const body = expectApiError(response, 400, ErrorCode.VALIDATION);
    expect(fieldsOf(body)).toEqual(['admin.permissionCodes']);
    expect(body.details?.codes).toEqual(['ADMIN_F1', 'NO_SUCH_CODE', 'USE_TRAIN']);
    expect(body.message).toContain('ADMIN_F1, NO_SUCH_CODE, USE_TRAIN');
    expect(await ctx.db.select().from(tables.agencies).where(eq(tables.agencies.code, form.code))).toEqual([]);
    expect(await ctx.db.select().from(tables.users).where(eq(tables.users.username, form.admin.username))).toEqual([]);
  });

  it('refuses an empty choice and a malformed code as bad input naming the field', async () => {
    const form = subAgencyForm();
    for (const permissionCodes of [[], ['lower-case']]) {
      const body = expectApiError(
        await calls.create({ ...form, admin: { ...form.admin, permissionCodes } }),
        400,
        ErrorCode.VALIDATION,
      );
      expect(JSON.stringify(body.details)).toContain('permissionCodes');
    }
  });

  it("lets an F2 admin choose the codes of a new F3's first account the same way", async () => {
    const f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1.agencyId });
    const childCalls = subAgencyCalls(ctx, f2Admin.auth, 'child-agencies');
    const form = subAgencyForm();
    const response = await childCalls.create({
      ...form,
      admin: { ...form.admin, permissionCodes: ['ADMIN_F2', 'BOOKING_TICKET'] },
    });
    expect(response.statusCode, response.body).toBe(201);

    expect(await groupCodesOf(response.json<TCreateSubAgencyResponse>().agency.id)).toEqual([
      'ADMIN_F2',
      'BOOKING_TICKET',
    ]);
    const refused = await childCalls.create({
      ...subAgencyForm(),
      admin: { ...subAgencyForm().admin, permissionCodes: ['ADMIN_F1'] },
    });
    expect(fieldsOf(expectApiError(refused, 400, ErrorCode.VALIDATION))).toEqual(['admin.permissionCodes']);
  });
});
