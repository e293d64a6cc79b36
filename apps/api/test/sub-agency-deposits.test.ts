// GET /api/deposits/sub-agencies: every agency below the caller's with its deposit figures and last movement, for VIEW_DEPOSIT holders.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { tables } from '@portal/db';
import { ErrorCode, type TSubAgencyDepositsResponse } from '@portal/contracts';
import type { Role } from '@portal/domain';
import { buildStatementHistory, MARCH, vietnamTime, type StatementTree } from './support/deposit-statement-history.js';
import { bearer, expectApiError } from './support/http.js';
import { createTestContext, type TestContext } from './support/test-context.js';

const dialect = new PgDialect();
let ctx: TestContext;
let tree: StatementTree;

async function signIn(agencyId: string, role: Role, permissions?: readonly string[]): Promise<Record<string, string>> {
  const user = await ctx.newUser({ agencyId, role, permissions });
  const response = await ctx.login(user.username, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return bearer(response.json<{ accessToken: string }>().accessToken);
}

beforeAll(async () => {
  ctx = await createTestContext();
  ({ tree } = await buildStatementHistory(ctx));
  await ctx.db
    .update(tables.agencies)
    .set({ creditLimit: 1_500_000, status: 'locked' })
    .where(eq(tables.agencies.id, tree.f2Sibling.id));
});
afterAll(() => ctx.close());

const getSubAgencies = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/deposits/sub-agencies', headers });

async function subAgencies(headers: Record<string, string>) {
  const response = await getSubAgencies(headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSubAgencyDepositsResponse>().items;
}

describe('sub-agency deposits at a glance', () => {
  it('lists every agency below the F1 in tree order with level, parent, figures and the time of its last movement', async () => {
    const items = await subAgencies(await signIn(tree.f1.id, 'admin_f1'));
    // Siblings by code; each agency followed by its own sub-agencies.
    const isF2First = tree.f2.code.toLowerCase() < tree.f2Sibling.code.toLowerCase();
    const expectedOrder = isF2First
      ? [tree.f2.id, tree.f3.id, tree.f2Sibling.id]
      : [tree.f2Sibling.id, tree.f2.id, tree.f3.id];
    expect(items.map((item) => item.agencyId)).toEqual(expectedOrder);

    expect(items.find((item) => item.agencyId === tree.f2.id)).toEqual({
      agencyId: tree.f2.id,
      code: tree.f2.code,
      name: 'Đại lý Hoa Sen',
      level: 'F2',
      parentId: tree.f1.id,
      parentCode: tree.f1.code,
      depth: 1,
      status: 'active',
      ...MARCH.current,
      // The last entry is the 250,000 top-up of 00:10 on 1 April; the later reservation is not a movement.
      lastMovementAt: vietnamTime('2026-04-01T00:10:00').toISOString(),
    });
    expect(items.find((item) => item.agencyId === tree.f3.id)).toMatchObject({
      level: 'F3',
      parentCode: tree.f2.code,
      depth: 2,
      balance: 800_000,
      reserved: 0,
      available: 800_000,
      lastMovementAt: vietnamTime('2026-03-05T10:00:00').toISOString(),
    });
  });

  it('shows zeros, the credit limit and no last movement for an agency whose deposit never moved', async () => {
    const items = await subAgencies(await signIn(tree.f1.id, 'admin_f1'));
    expect(items.find((item) => item.agencyId === tree.f2Sibling.id)).toMatchObject({
      status: 'locked',
      balance: 0,
      reserved: 0,
      available: 0,
      creditLimit: 1_500_000,
      lastMovementAt: null,
    });
  });

  it('shows an F2 with VIEW_DEPOSIT only its own sub-agencies, never itself, its parent or its siblings', async () => {
    const items = await subAgencies(await signIn(tree.f2.id, 'agent_f1', ['AGENT_F1', 'VIEW_DEPOSIT']));
    expect(items.map((item) => item.agencyId)).toEqual([tree.f3.id]);
    expect(await subAgencies(await signIn(tree.f3.id, 'agent_f1', ['AGENT_F1', 'VIEW_DEPOSIT']))).toEqual([]);
  });

  it('reads every deposit in one statement whatever the number of agencies (no query per agency)', async () => {
    const headers = await signIn(tree.f1.id, 'admin_f1');
    for (let index = 0; index < 5; index++) await ctx.newAgency({ level: 'F2', parentId: tree.f1.id });
    const execute = vi.spyOn(ctx.db, 'execute');
    const select = vi.spyOn(ctx.db, 'select');
    try {
      expect(await subAgencies(headers)).toHaveLength(8);
      // Whatever else a request runs (the session check), only one statement reads the ledger.
      const statements = execute.mock.calls.map(([query]) => dialect.sqlToQuery(query as SQL).sql);
      expect(statements.filter((text) => /ledger_/.test(text))).toHaveLength(1);
      expect(select).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
      select.mockRestore();
    }
  });

  it('refuses roles without VIEW_DEPOSIT, and VIEW_DEPOSIT without AGENT_F1 or ADMIN_F1 (403)', async () => {
    expectApiError(await getSubAgencies(await signIn(tree.f2.id, 'admin_f2')), 403, ErrorCode.FORBIDDEN);
    expectApiError(await getSubAgencies(await signIn(tree.f1.id, 'agent_f1')), 403, ErrorCode.FORBIDDEN);
    expectApiError(
      await getSubAgencies(await signIn(tree.f1.id, 'admin_f1', ['ADMIN_F1', 'DEPOSIT_MANAGER'])),
      403,
      ErrorCode.FORBIDDEN,
    );
    expectApiError(
      await getSubAgencies(await signIn(tree.f2.id, 'admin_f2', ['ADMIN_F2', 'VIEW_DEPOSIT'])),
      403,
      ErrorCode.FORBIDDEN,
    );
    expectApiError(await getSubAgencies({}), 401, ErrorCode.UNAUTHENTICATED);
  });
});
