// An F1 runs its sub-agencies: create (with the first admin, its group, its fee and the emailed password) and edit,
// with the validation of both, every change audited. Listing, lock and unlock, the scope of every call and the F1's
// own config are in sub-agencies-lock.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { tables } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import type { TCreateSubAgencyResponse, TSubAgencyFormOptions, TSubAgencyResponse } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { auditRows, expectApiError } from './support/http.js';
import {
  createSubAgency,
  emailedPassword,
  fieldsOf,
  startSubAgencyTests,
  subAgencyCalls,
  subAgencyForm,
  type SubAgencyCalls,
} from './support/sub-agency-fixtures.js';
import { createStaff, staffInput } from './support/staff-admin.js';

let ctx: TestContext;
let f1: SignedIn;
let calls: SubAgencyCalls;

beforeAll(async () => {
  ({ ctx, f1, calls } = await startSubAgencyTests());
});
afterAll(() => ctx.close());

describe('creating a sub-agency', () => {
  it('creates the F2 below the caller, its first admin (must change password, emailed password), its group and its issue fee', async () => {
    const { form, created } = await createSubAgency(calls, { products: ['flights', 'esim'] });

    expect(created.agency).toMatchObject({
      parentId: f1.agencyId,
      level: 'F2',
      code: form.code,
      name: form.name,
      taxCode: '0401234567',
      phone: '0935123456',
      status: 'active',
      creditLimit: 50_000_000,
      bookingSystems: ['VN', 'VJ', '1A'],
      products: ['flights', 'esim'],
      defaultIssueFee: 45_000,
      deposit: { balance: 0, reserved: 0, available: 0 },
      lock: null,
      childCount: 0,
    });
    expect(created.admin).toMatchObject({ username: form.admin.username, email: form.admin.email });

    const [admin] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, created.admin.id));
    expect(admin).toMatchObject({
      agencyId: created.agency.id,
      role: 'admin_f2',
      accountType: 'SUB',
      mustChangePassword: true,
      status: 'active',
      fullName: 'Lê Văn Đức',
    });

    const groups = await ctx.db
      .select()
      .from(tables.permissionGroups)
      .where(eq(tables.permissionGroups.agencyId, created.agency.id));
    expect(groups.map((group) => group.name)).toEqual(['Quản trị đại lý cấp 2']);
    const codes = await ctx.db
      .select({ code: tables.permissionGroupCodes.code })
      .from(tables.permissionGroupCodes)
      .where(eq(tables.permissionGroupCodes.groupId, groups[0]!.id));
    // admin_f2's defaults without USE_TRAIN (train not enabled); eSIM and B2C are not in admin_f2's defaults at all.
    expect(codes.map((row) => row.code).sort()).toEqual(
      DEFAULT_ROLE_PERMISSIONS.admin_f2.filter((code) => code !== 'USE_TRAIN').sort(),
    );
    const links = await ctx.db
      .select()
      .from(tables.userPermissionGroups)
      .where(eq(tables.userPermissionGroups.userId, created.admin.id));
    expect(links.map((link) => link.groupId)).toEqual([groups[0]!.id]);

    const fees = await ctx.db
      .select()
      .from(tables.commissionFees)
      .where(eq(tables.commissionFees.subAgencyId, created.agency.id));
    expect(
      fees
        .map(({ agencyId, airline, routeScope, paxType, chargeBasis, amount }) => ({
          agencyId,
          airline,
          routeScope,
          paxType,
          chargeBasis,
          amount,
        }))
        .sort((a, b) => a.paxType.localeCompare(b.paxType)),
    ).toEqual([
      {
        agencyId: f1.agencyId,
        airline: null,
        routeScope: 'domestic',
        paxType: 'ADT',
        chargeBasis: 'segment',
        amount: 45_000,
      },
      {
        agencyId: f1.agencyId,
        airline: null,
        routeScope: 'domestic',
        paxType: 'CHD',
        chargeBasis: 'segment',
        amount: 45_000,
      },
    ]);

    const [stored] = await ctx.db.select().from(tables.agencies).where(eq(tables.agencies.id, created.agency.id));
    expect(stored!.settings).toMatchObject({ bookingSystems: ['VN', 'VJ', '1A'], products: ['flights', 'esim'] });

    // The emailed password signs the new admin in, flagged to change it first.
    const password = await emailedPassword(ctx, form.admin.email);
    const login = await ctx.login(form.admin.username, password);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({
      mustChangePassword: true,
      agentInfo: { id: created.agency.id, level: 'F2', parentId: f1.agencyId },
    });
    expect(login.json<{ permissions: string[] }>().permissions).toContain('ADMIN_F2');
  });

  it("keeps USE_TRAIN in the first admin's group when train is enabled, and leaves the fee to the general rule when none is given", async () => {
    const { created } = await createSubAgency(calls, { products: ['train'], defaultIssueFee: null });
    const [group] = await ctx.db
      .select()
      .from(tables.permissionGroups)
      .where(eq(tables.permissionGroups.agencyId, created.agency.id));
    const codes = await ctx.db
      .select({ code: tables.permissionGroupCodes.code })
      .from(tables.permissionGroupCodes)
      .where(eq(tables.permissionGroupCodes.groupId, group!.id));
    expect(codes.map((row) => row.code)).toContain('USE_TRAIN');
    expect(created.agency.products).toEqual(['flights', 'train']);
    expect(created.agency.defaultIssueFee).toBeNull();
    expect(
      await ctx.db.select().from(tables.commissionFees).where(eq(tables.commissionFees.subAgencyId, created.agency.id)),
    ).toEqual([]);
  });

  it("stores the code upper case and writes the email in the request's language", async () => {
    const form = subAgencyForm();
    const response = await calls.create({ ...form, code: form.code.toLowerCase() }, { 'x-language': 'en' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TCreateSubAgencyResponse>().agency.code).toBe(form.code);
    const [email] = await ctx.db
      .select()
      .from(tables.outboxEmails)
      .where(eq(tables.outboxEmails.toAddress, form.admin.email));
    expect(email!.subject).toBe(`Administrator account for agency ${form.code}`);
    expect(email!.body).toContain(`Username: ${form.admin.username}`);
  });

  it('audits the creation with the agency, the admin and the group, and never the password', async () => {
    const { form, created } = await createSubAgency(calls);
    const password = await emailedPassword(ctx, form.admin.email);
    const rows = (await auditRows(ctx.db, 'agency.created', f1.userId)).filter(
      (row) => row.targetId === created.agency.id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ agencyId: f1.agencyId, targetType: 'agency' });
    expect(rows[0]!.details).toMatchObject({
      level: 'F2',
      before: null,
      after: {
        code: form.code,
        creditLimit: 50_000_000,
        defaultIssueFee: 45_000,
        status: 'active',
        admin: { username: form.admin.username, initialPassword: '[masked]' },
        permissionGroup: { name: 'Quản trị đại lý cấp 2' },
      },
    });
    expect(JSON.stringify(rows[0]!.details)).not.toContain(password);
  });

  it('answers 400 naming every bad field, in Vietnamese and English, and creates nothing', async () => {
    const before = await ctx.db.select({ id: tables.agencies.id }).from(tables.agencies);
    const bad = {
      ...subAgencyForm(),
      code: 'A!',
      taxCode: '12345',
      phone: '0123456789',
      email: 'not-an-email',
      contactName: 'Lê 123',
      creditLimit: 1.5,
      bookingSystems: [],
      admin: { username: 'a', fullName: 'Nguyễn 9', email: 'nope', phone: '12' },
    };
    const response = await calls.create(bad);
    const body = expectApiError(response, 400, 1);
    expect(fieldsOf(body)).toEqual(
      [
        'admin.email',
        'admin.fullName',
        'admin.phone',
        'admin.username',
        'bookingSystems',
        'code',
        'contactName',
        'creditLimit',
        'email',
        'phone',
        'taxCode',
      ].sort(),
    );
    expect(body.message).toContain('Dữ liệu không hợp lệ');
    expect(expectApiError(await calls.create(bad, { 'x-language': 'en' }), 400, 1).message).toContain('Invalid input');
    expect(await ctx.db.select({ id: tables.agencies.id }).from(tables.agencies)).toHaveLength(before.length);
  });

  it('accepts a 13-digit branch tax code, an empty tax code and refuses a negative credit limit or an unknown booking system', async () => {
    expect((await calls.create(subAgencyForm({ taxCode: '0401234567-001' }))).statusCode).toBe(201);
    expect((await calls.create(subAgencyForm({ taxCode: '' }))).statusCode).toBe(201);
    expect(fieldsOf(expectApiError(await calls.create(subAgencyForm({ creditLimit: -1 })), 400, 1))).toEqual([
      'creditLimit',
    ]);
    expect(
      fieldsOf(expectApiError(await calls.create({ ...subAgencyForm(), bookingSystems: ['XX'] }), 400, 1)),
    ).toEqual(['bookingSystems.0']);
  });

  it('refuses booking systems and products the F1 itself does not have, naming the field', async () => {
    const limited = await ctx.newSignedInUser({ role: 'admin_f1' });
    await ctx.db
      .update(tables.agencies)
      .set({ settings: { bookingSystems: ['VN', 'VJ'], products: ['flights', 'train'] } as never })
      .where(eq(tables.agencies.id, limited.agencyId));
    const limitedCalls = subAgencyCalls(ctx, limited.auth);

    const systems = expectApiError(await limitedCalls.create(subAgencyForm({ bookingSystems: ['VN', '1A'] })), 400, 1);
    expect(systems.details).toEqual({ fields: [{ field: 'bookingSystems', message: '1A' }] });
    const products = expectApiError(
      await limitedCalls.create(subAgencyForm({ bookingSystems: ['VN'], products: ['esim', 'train'] })),
      400,
      1,
    );
    expect(products.details).toEqual({ fields: [{ field: 'products', message: 'esim' }] });

    const options = (await limitedCalls.options()).json<TSubAgencyFormOptions>();
    expect(options).toMatchObject({
      level: 'F2',
      bookingSystems: ['VN', 'VJ'],
      products: ['flights', 'train'],
      parent: { id: limited.agencyId },
    });
  });

  it('refuses a taken code (whatever the case), username or email with 409 naming each field, and creates nothing', async () => {
    const { form } = await createSubAgency(calls);
    const again = subAgencyForm({ code: form.code.toLowerCase() });
    const response = await calls.create({
      ...again,
      admin: { ...again.admin, username: form.admin.username.toUpperCase(), email: form.admin.email.toUpperCase() },
    });
    const body = expectApiError(response, 409, 41);
    expect(fieldsOf(body)).toEqual(['admin.email', 'admin.username', 'code']);
    expect(body.message).toBe(`Mã đại lý ${form.code} đã được sử dụng`);
    const sameCode = await ctx.db.select().from(tables.agencies).where(eq(tables.agencies.code, form.code));
    expect(sameCode).toHaveLength(1);

    const emailOnly = subAgencyForm();
    const emailTaken = expectApiError(
      await calls.create({ ...emailOnly, admin: { ...emailOnly.admin, email: form.admin.email } }),
      409,
      41,
    );
    expect(fieldsOf(emailTaken)).toEqual(['admin.email']);
    expect(await ctx.db.select().from(tables.agencies).where(eq(tables.agencies.code, emailOnly.code))).toEqual([]);
  });

  it('lets exactly one of two simultaneous creations with the same code, or the same admin email, succeed', async () => {
    const code = subAgencyForm().code;
    const sameCode = await Promise.all([calls.create(subAgencyForm({ code })), calls.create(subAgencyForm({ code }))]);
    expect(sameCode.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(fieldsOf(sameCode.find((response) => response.statusCode === 409)!.json())).toEqual(['code']);

    const first = subAgencyForm();
    const second = subAgencyForm();
    const sameEmail = await Promise.all([
      calls.create(first),
      calls.create({ ...second, admin: { ...second.admin, email: first.admin.email } }),
    ]);
    expect(sameEmail.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(fieldsOf(sameEmail.find((response) => response.statusCode === 409)!.json())).toEqual(['admin.email']);
    expect(await ctx.db.select().from(tables.users).where(eq(tables.users.email, first.admin.email))).toHaveLength(1);

    // A staff account and a sub-agency's first admin claiming one address at once: the same lock, so one wins.
    const staff = staffInput();
    const third = subAgencyForm();
    const crossed = await Promise.all([
      createStaff(ctx, f1, staff),
      calls.create({ ...third, admin: { ...third.admin, email: staff.email } }),
    ]);
    expect(crossed.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.db.select().from(tables.users).where(eq(tables.users.email, staff.email))).toHaveLength(1);
  });

  it("refuses the code of an agency anywhere in the tree, not only among the F1's own", async () => {
    const stranger = await ctx.newAgency();
    expect(fieldsOf(expectApiError(await calls.create(subAgencyForm({ code: stranger.code })), 409, 41))).toEqual([
      'code',
    ]);
  });
});

describe('editing a sub-agency', () => {
  it('changes the fields, the settings and the issue fee, and audits before and after', async () => {
    const { form, created } = await createSubAgency(calls, { products: ['flights', 'train'] });
    const { admin: _admin, ...fields } = form;
    const changed = {
      ...fields,
      name: 'Hoa Sen Travel',
      creditLimit: 80_000_000,
      bookingSystems: ['VN'],
      products: ['flights'],
      defaultIssueFee: 60_000,
      phone: '84912345678',
    } as const;

    const response = await calls.update(created.agency.id, changed);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TSubAgencyResponse>().agency).toMatchObject({
      name: 'Hoa Sen Travel',
      creditLimit: 80_000_000,
      bookingSystems: ['VN'],
      products: ['flights'],
      defaultIssueFee: 60_000,
      phone: '84912345678',
    });
    const fees = await ctx.db
      .select()
      .from(tables.commissionFees)
      .where(eq(tables.commissionFees.subAgencyId, created.agency.id));
    expect(fees.map((fee) => fee.amount)).toEqual([60_000, 60_000]);
    // Train was taken away: its permission code leaves the sub-agency's groups too.
    const groupCodes = await ctx.db
      .select({ code: tables.permissionGroupCodes.code })
      .from(tables.permissionGroupCodes)
      .innerJoin(tables.permissionGroups, eq(tables.permissionGroups.id, tables.permissionGroupCodes.groupId))
      .where(eq(tables.permissionGroups.agencyId, created.agency.id));
    expect(groupCodes.map((row) => row.code)).not.toContain('USE_TRAIN');

    const [audit] = (await auditRows(ctx.db, 'agency.updated', f1.userId)).filter(
      (row) => row.targetId === created.agency.id,
    );
    expect(audit!.details).toMatchObject({
      before: {
        name: form.name,
        creditLimit: 50_000_000,
        bookingSystems: ['VN', 'VJ', '1A'],
        products: ['flights', 'train'],
        defaultIssueFee: 45_000,
      },
      after: {
        name: 'Hoa Sen Travel',
        creditLimit: 80_000_000,
        bookingSystems: ['VN'],
        products: ['flights'],
        defaultIssueFee: 60_000,
      },
      permissionCodesRemoved: ['USE_TRAIN'],
    });
  });

  it("removes the sub-agency's own fee rules when the fee is cleared, and keeps a code change unique", async () => {
    const { form, created } = await createSubAgency(calls);
    const other = await createSubAgency(calls);
    const { admin: _admin, ...fields } = form;

    expect((await calls.update(created.agency.id, { ...fields, defaultIssueFee: null })).statusCode).toBe(200);
    expect(
      await ctx.db.select().from(tables.commissionFees).where(eq(tables.commissionFees.subAgencyId, created.agency.id)),
    ).toEqual([]);

    const clash = expectApiError(
      await calls.update(created.agency.id, { ...fields, defaultIssueFee: null, code: other.form.code.toLowerCase() }),
      409,
      41,
    );
    expect(fieldsOf(clash)).toEqual(['code']);
    const renamed = await calls.update(created.agency.id, { ...fields, defaultIssueFee: null, code: `${form.code}X` });
    expect(renamed.json<TSubAgencyResponse>().agency.code).toBe(`${form.code}X`);
    // Its own code in another case is not a clash.
    expect(
      (await calls.update(created.agency.id, { ...fields, defaultIssueFee: null, code: `${form.code}x` })).statusCode,
    ).toBe(200);
  });

  it('answers 400 naming the field for a bad edit, and refuses the admin block (edits do not touch accounts)', async () => {
    const { form, created } = await createSubAgency(calls);
    const { admin: _admin, ...fields } = form;
    expect(
      fieldsOf(expectApiError(await calls.update(created.agency.id, { ...fields, phone: '0212345678' }), 400, 1)),
    ).toEqual(['phone']);
    expect(fieldsOf(expectApiError(await calls.update(created.agency.id, form), 400, 1))).toEqual(['admin']);
  });
});

describe('every sub-agency change is audited', () => {
  it('wrote one audit row per create, edit, lock and unlock of this file, each naming the actor and the F1', async () => {
    const rows = await ctx.db
      .select()
      .from(tables.auditLog)
      .where(inArray(tables.auditLog.event, ['agency.created', 'agency.updated', 'agency.locked', 'agency.unlocked']));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.actorUserId).not.toBeNull();
      expect(row.targetType).toBe('agency');
      expect(row.details).toHaveProperty('before');
      expect(row.details).toHaveProperty('after');
    }
  });
});
