// The demo seed: five accounts that sign in with Demo@2026, the platform → F1 → F2 → F3 tree, and a second run that adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { DEMO_BANK_ACCOUNT, DEMO_BANK_HOOK, DEMO_PASSWORD, seedDemo, tables } from '@portal/db';
import type { TLoginResponse, TQrView } from '@portal/contracts';
import { TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createSecretBox } from '../src/platform/secret-box.js';
import { changeFeesFor } from '../src/modules/commission/change-fees.js';
import { agencyAncestry, feeScheduleOf, trainFeeScheduleOf } from '../src/modules/commission/fee-chain.js';
import { createTestContext, type TestContext } from './support/test-context.js';

let ctx: TestContext;
let isFirstSeed: boolean;
const sessions = new Map<string, TLoginResponse>();
const DEMO_USERNAMES = ['superadmin', 'f1.admin', 'f1.agent', 'f2.admin', 'f2.agent'] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  isFirstSeed = await seedDemo(ctx.db, {
    hashPassword,
    sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal,
  });
  for (const username of DEMO_USERNAMES) {
    const response = await ctx.login(username, 'Demo@2026');
    if (response.statusCode === 200) sessions.set(username, response.json<TLoginResponse>());
  }
});
afterAll(() => ctx.close());

async function countRows() {
  const [agencies, users, groups, codes, memberships] = await Promise.all([
    ctx.db.select().from(tables.agencies),
    ctx.db.select().from(tables.users),
    ctx.db.select().from(tables.permissionGroups),
    ctx.db.select().from(tables.permissionGroupCodes),
    ctx.db.select().from(tables.userPermissionGroups),
  ]);
  return {
    agencies: agencies.length,
    users: users.length,
    groups: groups.length,
    codes: codes.length,
    memberships: memberships.length,
  };
}

describe('seedDemo', () => {
  it('reports that it seeded, and the demo password is Demo@2026', () => {
    expect(isFirstSeed).toBe(true);
    expect(DEMO_PASSWORD).toBe('Demo@2026');
  });

  it('creates the five demo users, who all sign in with Demo@2026', () => {
    expect([...sessions.keys()]).toEqual([...DEMO_USERNAMES]);
    expect(Object.fromEntries([...sessions].map(([username, session]) => [username, session.memberInfo.role]))).toEqual(
      {
        superadmin: 'super_admin',
        'f1.admin': 'admin_f1',
        'f1.agent': 'agent_f1',
        'f2.admin': 'admin_f2',
        'f2.agent': 'agent_f2',
      },
    );
    for (const session of sessions.values()) expect(session.mustChangePassword).toBe(false);
  });

  it('builds the tree platform → F1 → F2 → F3 and places each user in it', async () => {
    const rows = await ctx.db
      .select()
      .from(tables.agencies)
      .where(inArray(tables.agencies.code, ['PLATFORM', 'SAOVIET', 'HOASEN', 'BINHMINH']));
    const byCode = Object.fromEntries(rows.map((row) => [row.code, row]));
    expect(rows).toHaveLength(4);
    expect(byCode.PLATFORM).toMatchObject({ level: 'platform', parentId: null });
    expect(byCode.SAOVIET).toMatchObject({ level: 'F1', parentId: byCode.PLATFORM!.id });
    expect(byCode.HOASEN).toMatchObject({ level: 'F2', parentId: byCode.SAOVIET!.id });
    expect(byCode.BINHMINH).toMatchObject({ level: 'F3', parentId: byCode.HOASEN!.id });

    const agencyOf = (username: string) => sessions.get(username)?.agentInfo;
    expect(agencyOf('superadmin')).toMatchObject({ id: byCode.PLATFORM!.id, level: 'platform', parentId: null });
    expect(agencyOf('f1.admin')).toMatchObject({ id: byCode.SAOVIET!.id, level: 'F1', parentId: byCode.PLATFORM!.id });
    expect(agencyOf('f1.agent')?.id).toBe(byCode.SAOVIET!.id);
    expect(agencyOf('f2.admin')).toMatchObject({ id: byCode.HOASEN!.id, level: 'F2', parentId: byCode.SAOVIET!.id });
    expect(agencyOf('f2.agent')?.id).toBe(byCode.HOASEN!.id);
  });

  it('gives f1.admin ADMIN_F1, and f2.admin ADMIN_F2 and CHILD_AGENT_MANAGER', () => {
    expect(sessions.get('f1.admin')?.permissions).toContain('ADMIN_F1');
    expect(sessions.get('f2.admin')?.permissions).toEqual(expect.arrayContaining(['ADMIN_F2', 'CHILD_AGENT_MANAGER']));
    expect(sessions.get('f2.admin')?.permissions).not.toContain('ADMIN_F1');
    expect(sessions.get('f2.agent')?.permissions).not.toContain('ADMIN_F1');
    expect(sessions.get('f2.agent')?.permissions).not.toContain('ADMIN_F2');
  });

  it('lets every demo user sell train tickets and eSIMs, and charges the TRAIN fees along the chain (never as flight fees)', async () => {
    for (const username of DEMO_USERNAMES)
      expect(sessions.get(username)?.permissions, username).toEqual(expect.arrayContaining(['USE_TRAIN', 'USE_ESIM']));
    const [binhMinh] = await ctx.db
      .select()
      .from(tables.agencies)
      .where(inArray(tables.agencies.code, ['BINHMINH']));
    const ancestry = await agencyAncestry(ctx.db, binhMinh!.id);
    const trip = { airline: null, routeScope: 'domestic' as const, segmentCount: 1 };
    const train = await trainFeeScheduleOf(ctx.db, ancestry);
    expect(train.linkFees(trip, 'ADT').map((fee) => fee.amount)).toEqual([10_000, 20_000]);
    expect(train.linkFees(trip, 'CHD').map((fee) => fee.amount)).toEqual([10_000, 10_000]);
    const flight = await feeScheduleOf(ctx.db, ancestry);
    expect(flight.linkFees(trip, 'ADT').map((fee) => fee.rule?.chargeBasis)).toEqual(['segment', 'segment']);
  });

  it('charges change fees after ticketing along the demo chain: BINHMINH pays HOASEN, HOASEN pays SAOVIET', async () => {
    const rows = await ctx.db
      .select({ id: tables.agencies.id, code: tables.agencies.code })
      .from(tables.agencies)
      .where(inArray(tables.agencies.code, ['SAOVIET', 'HOASEN', 'BINHMINH']));
    const idOf = Object.fromEntries(rows.map((row) => [row.code, row.id]));
    const chain = [idOf.BINHMINH!, idOf.HOASEN!, idOf.SAOVIET!];
    const paxTypes = ['ADT', 'CHD', 'INF'] as ('ADT' | 'CHD' | 'INF')[];
    expect(
      await changeFeesFor(ctx.db, { chainAgencyIds: chain, airline: 'VJ', routeScope: 'domestic', paxTypes }),
    ).toEqual([
      [10_000, 30_000],
      [10_000, 30_000],
      [0, 0],
    ]);
    expect(
      await changeFeesFor(ctx.db, { chainAgencyIds: chain, airline: 'VN', routeScope: 'international', paxTypes }),
    ).toEqual([
      [20_000, 50_000],
      [20_000, 50_000],
      [0, 0],
    ]);
  });

  it("gives the demo F1 a default receiving account, so f2.admin and f2.agent open /qr with the F1's VietQR", async () => {
    for (const username of ['f2.admin', 'f2.agent']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/qr',
        headers: { authorization: `Bearer ${sessions.get(username)!.accessToken}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TQrView>().account).toEqual({
        bankBin: DEMO_BANK_ACCOUNT.bankBin,
        accountNumber: DEMO_BANK_ACCOUNT.accountNumber,
        holderName: DEMO_BANK_ACCOUNT.holderName,
      });
    }
    const [key] = await ctx.db.select().from(tables.bankHookKeys);
    expect(createSecretBox(TEST_SIGN_IN_SECRET_KEY).open(key!.secretSealed)).toBe(DEMO_BANK_HOOK.secret);
  });

  it('returns false and creates nothing when run again', async () => {
    const before = await countRows();
    expect(before).toMatchObject({ agencies: 4, users: 5 });

    const isSeededAgain = await seedDemo(ctx.db, {
      hashPassword,
      sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal,
    });

    expect(isSeededAgain).toBe(false);
    expect(await countRows()).toEqual(before);
  });
});
