// Who may call what: agency-scoped staff and permission groups, the permission catalogue, and every route's sign-in rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@portal/db';
import { PERMISSION_CODES } from '@portal/domain';
import type { TListPermissionGroupsResponse, TListStaffResponse, TPermissionCatalogResponse } from '@portal/contracts';
import { createTestContext, type TestContext } from './support/test-context.js';
import { PUBLIC_OPERATIONS, bearer, expectApiError, openApiOperations, operationName } from './support/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('GET /api/agency/staff', () => {
  it("lists exactly the caller's own agency's users, none of another agency", async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    const colleague = await ctx.newUser({ agencyId: admin.agencyId, role: 'agent_f1', username: 'a.dong.nghiep' });
    const lockedColleague = await ctx.newUser({ agencyId: admin.agencyId, role: 'agent_f1', status: 'locked' });
    const otherAgency = await ctx.newAgency();
    const stranger = await ctx.newUser({ agencyId: otherAgency.id, role: 'admin_f1' });
    const strangerAgent = await ctx.newUser({ agencyId: otherAgency.id, role: 'agent_f1' });
    const childAgency = await ctx.newAgency({ level: 'F2', parentId: admin.agencyId });
    const childUser = await ctx.newUser({ agencyId: childAgency.id, role: 'admin_f2' });

    const response = await get('/api/agency/staff', admin.auth);

    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<TListStaffResponse>();
    const ids = items.map((item) => item.id);
    expect(ids.sort()).toEqual([admin.userId, colleague.id, lockedColleague.id].sort());
    for (const absent of [stranger.id, strangerAgent.id, childUser.id]) expect(ids).not.toContain(absent);
    expect(items.map((item) => item.username)).toEqual([...items.map((item) => item.username)].sort());
    expect(items.find((item) => item.id === colleague.id)).toMatchObject({
      username: 'a.dong.nghiep',
      role: 'agent_f1',
      status: 'active',
      accountType: 'AGT',
      groups: [expect.any(String)],
      lastLoginAt: null,
    });
    expect(items.find((item) => item.id === lockedColleague.id)?.status).toBe('locked');
    expect(items.find((item) => item.id === admin.userId)?.lastLoginAt).not.toBeNull();
    expect(response.body).not.toContain('$argon2');
  });

  it('is also open to an admin_f2, for their own agency', async () => {
    const f1 = await ctx.newAgency();
    const admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1.id });
    const f1User = await ctx.newUser({ agencyId: f1.id });

    const response = await get('/api/agency/staff', admin.auth);

    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json<TListStaffResponse>().items.map((item) => item.id);
    expect(ids).toEqual([admin.userId]);
    expect(ids).not.toContain(f1User.id);
  });

  it('answers 403 code 30 to an agent_f2, whose permissions hold neither ADMIN_F1 nor ADMIN_F2', async () => {
    const agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2' });
    expect(agent.session.permissions).not.toContain('ADMIN_F1');
    expect(agent.session.permissions).not.toContain('ADMIN_F2');

    const response = await get('/api/agency/staff', agent.auth);

    expect(expectApiError(response, 403, 30).message).toBe('Bạn không có quyền thực hiện thao tác này');
    expect(expectApiError(await get('/api/agency/staff', { ...agent.auth, 'x-language': 'en' }), 403, 30).message).toBe(
      'You are not allowed to do this',
    );
  });

  it('answers 401 code 10 without a token', async () => {
    expectApiError(await get('/api/agency/staff'), 401, 10);
  });
});

describe('GET /api/permission-groups', () => {
  it("lists only the caller's own groups, with their codes and member counts", async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    const [group] = await ctx.db
      .insert(tables.permissionGroups)
      .values({ agencyId: admin.agencyId, name: 'Bán vé tàu', description: 'Nhân viên bán vé tàu' })
      .returning();
    await ctx.db.insert(tables.permissionGroupCodes).values([
      { groupId: group!.id, code: 'USE_TRAIN' },
      { groupId: group!.id, code: 'BOOKING_TICKET' },
    ]);
    const memberA = await ctx.newUser({ agencyId: admin.agencyId, role: 'agent_f1' });
    const memberB = await ctx.newUser({ agencyId: admin.agencyId, role: 'agent_f1' });
    await ctx.db.insert(tables.userPermissionGroups).values([
      { userId: memberA.id, groupId: group!.id },
      { userId: memberB.id, groupId: group!.id },
    ]);
    const [emptyGroup] = await ctx.db
      .insert(tables.permissionGroups)
      .values({ agencyId: admin.agencyId, name: 'Chưa dùng' })
      .returning();
    const other = await ctx.newSignedInUser({ role: 'admin_f1' });

    const response = await get('/api/permission-groups', admin.auth);

    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<TListPermissionGroupsResponse>();
    // The admin's own group from the factory, those of the two members, and the two made here.
    expect(items).toHaveLength(5);
    expect(items.find((item) => item.id === group!.id)).toEqual({
      id: group!.id,
      name: 'Bán vé tàu',
      description: 'Nhân viên bán vé tàu',
      codes: ['BOOKING_TICKET', 'USE_TRAIN'],
      memberCount: 2,
    });
    expect(items.find((item) => item.id === emptyGroup!.id)).toMatchObject({ codes: [], memberCount: 0 });
    const otherGroups = await get('/api/permission-groups', other.auth);
    const otherIds = otherGroups.json<TListPermissionGroupsResponse>().items.map((item) => item.id);
    expect(otherIds).toHaveLength(1);
    expect(otherIds).not.toContain(group!.id);
    for (const item of items) expect(otherIds).not.toContain(item.id);
  });

  it('answers 403 code 30 to an admin_f2: only ADMIN_F1 may', async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2' });

    expectApiError(await get('/api/permission-groups', admin.auth), 403, 30);
  });

  it('answers 401 code 10 without a token', async () => {
    expectApiError(await get('/api/permission-groups'), 401, 10);
  });
});

describe('GET /api/permissions/catalog', () => {
  it('lists all 19 permission codes with a Vietnamese and an English meaning, to any signed-in user', async () => {
    const agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2' });

    const response = await get('/api/permissions/catalog', agent.auth);

    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<TPermissionCatalogResponse>();
    expect(items).toHaveLength(19);
    expect(items.map((item) => item.code)).toEqual([...PERMISSION_CODES]);
    for (const item of items) {
      expect(item.vi.trim(), item.code).not.toBe('');
      expect(item.en.trim(), item.code).not.toBe('');
    }
    expect(items.find((item) => item.code === 'CHILD_AGENT_MANAGER')).toEqual({
      code: 'CHILD_AGENT_MANAGER',
      vi: 'Quản lý đại lý con',
      en: 'Manage child agencies',
    });
  });

  it('answers 401 code 10 without a token', async () => {
    expectApiError(await get('/api/permissions/catalog'), 401, 10);
  });
});

describe('every route', () => {
  it('serves the OpenAPI document at /api/docs/json without a token', async () => {
    const response = await get('/api/docs/json');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(
      JSON.parse(JSON.stringify((ctx.app as unknown as { swagger(): unknown }).swagger())),
    );
  });

  it('answers 401 code 10 without a token on every operation that is not public', async () => {
    const operations = await openApiOperations(ctx.app);
    const protectedOperations = operations.filter((operation) => !PUBLIC_OPERATIONS.has(operationName(operation)));
    // The walk must not pass by finding nothing.
    expect(operations.map(operationName)).toEqual(expect.arrayContaining([...PUBLIC_OPERATIONS]));
    expect(protectedOperations.map(operationName)).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'POST /api/auth/change-password',
        'GET /api/agency/staff',
        'GET /api/permission-groups',
        'GET /api/permissions/catalog',
      ]),
    );

    const answers: Record<string, string> = {};
    for (const operation of protectedOperations) {
      // A body-carrying operation gets an empty object: the token must be checked whatever the body.
      const response = await ctx.app.inject({
        method: operation.method,
        url: operation.url,
        ...(operation.bodySchema ? { payload: {} } : {}),
      });
      answers[operationName(operation)] = `${response.statusCode} code ${response.json<{ code: number }>().code}`;
    }

    expect(answers).toEqual(
      Object.fromEntries(protectedOperations.map((operation) => [operationName(operation), '401 code 10'])),
    );
  });

  it('answers 401 code 10 with a garbage token on every operation that is not public', async () => {
    const protectedOperations = (await openApiOperations(ctx.app)).filter(
      (operation) => !PUBLIC_OPERATIONS.has(operationName(operation)),
    );

    const answers: Record<string, string> = {};
    for (const operation of protectedOperations) {
      const response = await ctx.app.inject({
        method: operation.method,
        url: operation.url,
        headers: bearer('eyJhbGciOiJIUzI1NiJ9.e30.invalid'),
        ...(operation.bodySchema ? { payload: {} } : {}),
      });
      answers[operationName(operation)] = `${response.statusCode} code ${response.json<{ code: number }>().code}`;
    }

    expect(answers).toEqual(
      Object.fromEntries(protectedOperations.map((operation) => [operationName(operation), '401 code 10'])),
    );
  });

  it('lets the public operations through without a token', async () => {
    const publicOperations = (await openApiOperations(ctx.app)).filter((operation) =>
      PUBLIC_OPERATIONS.has(operationName(operation)),
    );

    for (const operation of publicOperations) {
      const response = await ctx.app.inject({
        method: operation.method,
        url: operation.url,
        ...(operation.bodySchema ? { payload: {} } : {}),
      });
      // They answer on their own terms (validation, a missing refresh token) but never "please sign in".
      expect(response.json<{ code?: number }>().code, operationName(operation)).not.toBe(10);
      expect(response.statusCode, operationName(operation)).toBeLessThan(500);
    }
  });
});
