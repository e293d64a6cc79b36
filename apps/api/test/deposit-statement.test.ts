// GET /api/deposits/statement: one deposit over Vietnam calendar days — opening, movements, running and closing balances, scope, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, lt, sql } from 'drizzle-orm';
import { tables } from '@portal/db';
import {
  ErrorCode,
  MAX_STATEMENT_MOVEMENTS,
  type TDepositStatementResponse,
  type TStatementAgenciesResponse,
} from '@portal/contracts';
import type { Role } from '@portal/domain';
import { reportPeriod } from '../src/modules/reports/report-period.js';
import { createDepositStatementService, withRunningBalances } from '../src/modules/deposits/statements.service.js';
import { createLedgerService } from '../src/modules/ledger/ledger.service.js';
import { buildStatementHistory, MARCH, vietnamTime, type StatementTree } from './support/deposit-statement-history.js';
import { bearer, expectApiError } from './support/http.js';
import { insertBookingWithPnr, payForBooking } from './support/statement-bookings.js';
import { createTestContext, type TestContext } from './support/test-context.js';

let ctx: TestContext;
let tree: StatementTree;
const tokens = new Map<string, string>();

async function signIn(agencyId: string, role: Role, permissions?: readonly string[]): Promise<Record<string, string>> {
  const user = await ctx.newUser({ agencyId, role, permissions });
  const response = await ctx.login(user.username, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return bearer(response.json<{ accessToken: string }>().accessToken);
}

beforeAll(async () => {
  ctx = await createTestContext();
  ({ tree } = await buildStatementHistory(ctx));
  // Signed in after the history: the clock now stands at 2 April 2026, 10:00 in Vietnam.
  for (const [name, agencyId, role] of [
    ['f1Admin', tree.f1.id, 'admin_f1'],
    ['f2Admin', tree.f2.id, 'admin_f2'],
    ['siblingAdmin', tree.f2Sibling.id, 'admin_f2'],
    ['f3Admin', tree.f3.id, 'admin_f2'],
  ] as const) {
    tokens.set(name, (await signIn(agencyId, role)).authorization!);
  }
});
afterAll(() => ctx.close());

const as = (name: string) => ({ authorization: tokens.get(name)! });
const getStatement = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/deposits/statement', query, headers });
const march = (agencyId?: string) => ({ ...(agencyId ? { agencyId } : {}), from: MARCH.from, to: MARCH.to });

async function statement(
  headers: Record<string, string>,
  query: Record<string, string>,
): Promise<TDepositStatementResponse> {
  const response = await getStatement(headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDepositStatementResponse>();
}

describe('the statement of one deposit', () => {
  it('opens with the balance before the period, lists every movement with its running balance, and closes with opening + movements', async () => {
    const answer = await statement(as('f2Admin'), march());

    expect(answer.agency).toEqual({ id: tree.f2.id, code: tree.f2.code, name: 'Đại lý Hoa Sen', level: 'F2' });
    expect(answer).toMatchObject({
      from: MARCH.from,
      to: MARCH.to,
      timeZone: 'Asia/Ho_Chi_Minh',
      openingBalance: MARCH.opening,
      closingBalance: MARCH.closing,
    });
    expect(
      answer.movements.map(({ amount, balanceAfter, type, at }) => ({ amount, balanceAfter, type, at: new Date(at) })),
    ).toEqual(MARCH.movements);
    expect(answer.totals).toEqual({ credits: MARCH.credits, debits: MARCH.debits, count: 4 });
    expect(answer.closingBalance).toBe(
      answer.openingBalance + answer.movements.reduce((sum, movement) => sum + movement.amount, 0),
    );
    expect(answer.closingBalance).toBe(answer.openingBalance + answer.totals.credits - answer.totals.debits);
    for (const [index, movement] of answer.movements.entries()) {
      const before = index === 0 ? answer.openingBalance : answer.movements[index - 1]!.balanceAfter;
      expect(movement.balanceAfter).toBe(before + movement.amount);
    }
  });

  it('runs each day from 00:00 to 24:00 Vietnam time: 00:10 on the 1st belongs to that day although it is the day before in UTC', async () => {
    const answer = await statement(as('f2Admin'), march());
    expect(answer.periodStart).toBe('2026-02-28T17:00:00.000Z');
    expect(answer.periodEnd).toBe('2026-03-31T17:00:00.000Z');
    expect(answer.movements[0]!.at).toBe('2026-02-28T17:10:00.000Z');
    expect(answer.movements.at(-1)!.at).toBe('2026-03-31T16:30:00.000Z');

    const lastOfFebruary = await statement(as('f2Admin'), { from: '2026-02-28', to: '2026-02-28' });
    expect(lastOfFebruary.openingBalance).toBe(10_000_000);
    expect(lastOfFebruary.movements.map((movement) => [movement.at, movement.amount])).toEqual([
      ['2026-02-28T16:30:00.000Z', -1_000_000],
    ]);
    expect(lastOfFebruary.closingBalance).toBe(MARCH.opening);

    const firstOfApril = await statement(as('f2Admin'), { from: '2026-04-01', to: '2026-04-01' });
    expect(firstOfApril.openingBalance).toBe(MARCH.closing);
    expect(firstOfApril.movements.map((movement) => [movement.at, movement.amount])).toEqual([
      ['2026-03-31T17:10:00.000Z', 250_000],
    ]);
  });

  it('never lists reservations: a pending one shows only as reserved in the current figures, a released one nowhere', async () => {
    const answer = await statement(as('f2Admin'), march());
    expect(answer.movements.every((movement) => ['T', 'S', 'V'].includes(movement.type))).toBe(true);
    expect(
      answer.movements.some(
        (movement) => Math.abs(movement.amount) === 700_000 || Math.abs(movement.amount) === 300_000,
      ),
    ).toBe(false);
    expect(answer.current).toMatchObject(MARCH.current);
    expect(answer.current.asOf).toBe(vietnamTime('2026-04-02T10:00:00').toISOString());
  });

  it("carries each movement's transaction, reference and description", async () => {
    const answer = await statement(as('f2Admin'), march());
    const sale = answer.movements[1]!;
    expect(sale).toMatchObject({ type: 'S', referenceType: 'booking', description: 'Xuất vé SGN-DAD' });
    const [transaction] = await ctx.db
      .select()
      .from(tables.ledgerTransactions)
      .where(eq(tables.ledgerTransactions.id, sale.transactionId));
    expect(transaction).toMatchObject({
      type: 'S',
      referenceType: sale.referenceType,
      referenceId: sale.referenceId,
      agencyId: tree.f2.id,
    });
    expect(answer.movements.map((movement) => movement.entryId)).toEqual(
      [...answer.movements.map((movement) => movement.entryId)].sort((a, b) => a - b),
    );
  });

  it('opens with exactly the sum of the entries booked before the period', async () => {
    const answer = await statement(as('f2Admin'), { from: '2026-03-10', to: '2026-03-31' });
    const [account] = await ctx.db
      .select({ id: tables.ledgerAccounts.id })
      .from(tables.ledgerAccounts)
      .where(and(eq(tables.ledgerAccounts.agencyId, tree.f2.id), eq(tables.ledgerAccounts.kind, 'agency_deposit')));
    const [before] = await ctx.db
      .select({ total: sql<string>`sum(${tables.ledgerEntries.amount})::text` })
      .from(tables.ledgerEntries)
      .where(
        and(
          eq(tables.ledgerEntries.accountId, account!.id),
          lt(tables.ledgerEntries.createdAt, new Date(answer.periodStart)),
        ),
      );
    expect(answer.openingBalance).toBe(Number(before!.total));
    expect(answer.openingBalance).toBe(14_000_000);
  });

  it('defaults to the first day of the current month up to today, in Vietnam', async () => {
    const answer = await statement(as('f2Admin'), {});
    expect(answer).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-02',
      openingBalance: MARCH.closing,
      closingBalance: MARCH.current.balance,
    });
  });

  it('answers zeros for a deposit that never moved, with its credit limit', async () => {
    const answer = await statement(as('f1Admin'), march(tree.f2Sibling.id));
    expect(answer).toMatchObject({
      openingBalance: 0,
      closingBalance: 0,
      movements: [],
      totals: { credits: 0, debits: 0, count: 0 },
    });
    expect(answer.current).toEqual({ balance: 0, reserved: 0, available: 0, creditLimit: 0, asOf: expect.any(String) });
  });
});

describe("a booking's movements", () => {
  it("names the booking by its PNR, and on the parent's statement the sub-agency whose sale moved its deposit", async () => {
    const ledger = createLedgerService({ db: ctx.db, clock: ctx.clock });
    const pay = (agencyId: string, bookingId: string, amount: number) =>
      payForBooking(ledger, { agencyId, bookingId, amount });
    const parent = await ctx.newAgency({ level: 'F1' });
    const child = await ctx.newAgency({ level: 'F2', parentId: parent.id, name: 'Đại lý Sen Vàng' });
    const own = await insertBookingWithPnr(ctx, { agencyId: parent.id, pnr: 'OWN111' });
    const sold = await insertBookingWithPnr(ctx, { agencyId: child.id, pnr: 'SUB222' });
    // The child's sale moves both deposits along the fee chain; the parent's own sale only its own.
    await pay(child.id, sold.id, 1_200_000);
    await pay(parent.id, sold.id, 1_000_000);
    await pay(parent.id, own.id, 900_000);
    const parentAdmin = await signIn(parent.id, 'admin_f1');
    const today = { from: '2026-04-02', to: '2026-04-02' };
    const sales = (answer: TDepositStatementResponse) =>
      answer.movements
        .filter((movement) => movement.referenceType === 'booking')
        .map(({ pnr, subAgency, amount }) => ({ pnr, subAgency, amount }));

    expect(sales(await statement(parentAdmin, today))).toEqual([
      { pnr: 'SUB222', subAgency: { id: child.id, code: child.code, name: 'Đại lý Sen Vàng' }, amount: -1_000_000 },
      { pnr: 'OWN111', subAgency: null, amount: -900_000 },
    ]);
    // The child's own statement (read by the child or from above) names its booking, and no sub-agency.
    expect(sales(await statement(parentAdmin, { ...today, agencyId: child.id }))).toEqual([
      { pnr: 'SUB222', subAgency: null, amount: -1_200_000 },
    ]);
    // Any other reference carries neither.
    const topUps = (await statement(parentAdmin, today)).movements.filter((m) => m.referenceType !== 'booking');
    expect(topUps.map(({ pnr, subAgency }) => ({ pnr, subAgency }))).toEqual([
      { pnr: null, subAgency: null },
      { pnr: null, subAgency: null },
    ]);
  });
});

describe('whose statement the caller may read', () => {
  it('shows a sub-agency and its own sub-agencies to the F1, and the F3 to its F2', async () => {
    expect((await statement(as('f1Admin'), march(tree.f2.id))).closingBalance).toBe(MARCH.closing);
    expect((await statement(as('f1Admin'), march(tree.f3.id))).closingBalance).toBe(800_000);
    expect((await statement(as('f2Admin'), march(tree.f3.id))).agency.id).toBe(tree.f3.id);
    expect((await statement(as('f1Admin'), march())).agency.id).toBe(tree.f1.id);
  });

  it("answers 404 for a sibling's, a parent's, another tree's and an unknown agency's deposit", async () => {
    expectApiError(await getStatement(as('siblingAdmin'), march(tree.f2.id)), 404, ErrorCode.NOT_FOUND);
    expectApiError(await getStatement(as('f2Admin'), march(tree.f1.id)), 404, ErrorCode.NOT_FOUND);
    expectApiError(await getStatement(as('f3Admin'), march(tree.f2.id)), 404, ErrorCode.NOT_FOUND);
    expectApiError(await getStatement(as('f1Admin'), march(tree.otherF1.id)), 404, ErrorCode.NOT_FOUND);
    expectApiError(
      await getStatement(as('f1Admin'), march('00000000-0000-4000-8000-000000000000')),
      404,
      ErrorCode.NOT_FOUND,
    );
  });

  it('lets a platform operator read any agency, but the platform itself holds no deposit (404)', async () => {
    const platform = await ctx.newAgency({ level: 'platform' });
    const f1 = await ctx.newAgency({ level: 'F1', parentId: platform.id });
    const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
    const operator = await signIn(platform.id, 'super_admin');
    expect((await statement(operator, march(f2.id))).agency.id).toBe(f2.id);
    expectApiError(await getStatement(operator, march()), 404, ErrorCode.NOT_FOUND);
    expectApiError(await getStatement(operator, march(platform.id)), 404, ErrorCode.NOT_FOUND);
    expectApiError(await getStatement(operator, march(tree.f2.id)), 404, ErrorCode.NOT_FOUND);
  });

  it('refuses a role without DEPOSIT_MANAGER, ADMIN_F1 or ADMIN_F2 (403) and a caller without a token (401)', async () => {
    const agent = await signIn(tree.f1.id, 'agent_f1');
    expectApiError(await getStatement(agent, march()), 403, ErrorCode.FORBIDDEN);
    expectApiError(await getStatement({}, march()), 401, ErrorCode.UNAUTHENTICATED);
    const depositManager = await signIn(tree.f1.id, 'agent_f1', ['AGENT_F1', 'DEPOSIT_MANAGER']);
    expect((await statement(depositManager, march(tree.f2.id))).agency.id).toBe(tree.f2.id);
  });

  it('lists the agencies to pick from: the own agency and every one below it, in tree order', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/deposits/statement/agencies',
      headers: as('f2Admin'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TStatementAgenciesResponse>().items).toEqual([
      {
        id: tree.f2.id,
        code: tree.f2.code,
        name: 'Đại lý Hoa Sen',
        level: 'F2',
        parentId: tree.f1.id,
        parentCode: tree.f1.code,
        status: 'active',
        depth: 0,
      },
      expect.objectContaining({
        id: tree.f3.id,
        level: 'F3',
        parentId: tree.f2.id,
        parentCode: tree.f2.code,
        depth: 1,
      }),
    ]);
    const forF1 = (
      await ctx.app.inject({ method: 'GET', url: '/api/deposits/statement/agencies', headers: as('f1Admin') })
    ).json<TStatementAgenciesResponse>();
    const f2Index = forF1.items.findIndex((item) => item.id === tree.f2.id);
    expect(forF1.items[0]!.id).toBe(tree.f1.id);
    expect(forF1.items[f2Index + 1]!.id).toBe(tree.f3.id);
    expect(forF1.items.map((item) => item.id).sort()).toEqual(
      [tree.f1.id, tree.f2.id, tree.f3.id, tree.f2Sibling.id].sort(),
    );
  });
});

describe('bad input', () => {
  const field = (body: { details?: Record<string, unknown> }) =>
    (body.details?.fields as { field: string }[]).map((issue) => issue.field);

  it.each([
    ['a day that does not exist', { from: '2026-02-30', to: '2026-03-31' }, 'from'],
    ['a typed dd/MM/yyyy date (the API takes yyyy-MM-dd)', { from: '01/03/2026', to: '2026-03-31' }, 'from'],
    ['an empty end', { from: '2026-03-01', to: '' }, 'to'],
    ['an end before the start', { from: '2026-03-31', to: '2026-03-01' }, 'to'],
    ['more than 366 days', { from: '2025-01-01', to: '2026-01-02' }, 'to'],
    ['an agency id that is not an id', { agencyId: 'HOASEN', from: '2026-03-01', to: '2026-03-31' }, 'agencyId'],
    ['an unknown parameter', { from: '2026-03-01', to: '2026-03-31', page: '2' }, 'page'],
  ])('answers 400 naming the field for %s', async (_case, query, name) => {
    const body = expectApiError(await getStatement(as('f2Admin'), query), 400, ErrorCode.VALIDATION);
    expect(field(body)).toEqual([name]);
  });

  it('asks for a shorter period, naming to, when the period holds more movements than a statement lists', async () => {
    const service = createDepositStatementService({ db: ctx.db, clock: ctx.clock, maxMovements: 3 });
    const refusal = await service.statementOf({ agencyId: tree.f2.id }, { from: MARCH.from, to: MARCH.to }, 'vi').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({
      status: 400,
      code: ErrorCode.VALIDATION,
      details: { fields: [{ field: 'to', message: 'kỳ này có hơn 3 giao dịch, vui lòng chọn khoảng ngắn hơn' }] },
    });
    expect(
      (await service.statementOf({ agencyId: tree.f2.id }, { from: MARCH.from, to: '2026-03-14' }, 'vi')).movements,
    ).toHaveLength(2);
    expect(MAX_STATEMENT_MOVEMENTS).toBe(20_000);
  });

  it('accepts exactly 366 days, a leap year', async () => {
    expect((await statement(as('f2Admin'), { from: '2024-01-01', to: '2024-12-31' })).movements).toEqual([]);
  });

  it("explains a range problem in the caller's language", async () => {
    const query = { from: '2026-03-31', to: '2026-03-01' };
    expect(
      expectApiError(await getStatement({ ...as('f2Admin'), 'x-language': 'en' }, query), 400, ErrorCode.VALIDATION)
        .message,
    ).toContain('must not be before from');
    expect(expectApiError(await getStatement(as('f2Admin'), query), 400, ErrorCode.VALIDATION).message).toContain(
      'ngày kết thúc phải từ ngày bắt đầu trở đi',
    );
  });
});

describe('the period and the arithmetic', () => {
  it("starts the default month on Vietnam's date: 00:30 on 1 April there is still 31 March in UTC", () => {
    const period = reportPeriod({}, { now: new Date('2026-03-31T17:30:00Z'), language: 'vi' });
    expect(period).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
      start: new Date('2026-03-31T17:00:00Z'),
      end: new Date('2026-04-01T17:00:00Z'),
    });
  });

  it('sums exactly up to the largest safe amount and refuses to go past it instead of rounding', () => {
    const entry = (amount: number) => ({
      entryId: 1,
      transactionId: 't',
      at: new Date(0),
      type: 'T',
      referenceType: 'r',
      referenceId: '1',
      description: '',
      amount,
      booking: null,
    });
    const near = Number.MAX_SAFE_INTEGER - 10;
    const exact = withRunningBalances(near, [entry(7), entry(3), entry(-1)]);
    expect(exact.movements.map((movement) => movement.balanceAfter)).toEqual([
      near + 7,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER - 1,
    ]);
    expect(exact.totals).toEqual({ credits: 10, debits: 1, count: 3 });
    expect(() => withRunningBalances(Number.MAX_SAFE_INTEGER, [entry(1)])).toThrow(RangeError);
  });
});
