// Seeds the demo agencies, permission groups, accounts, issue fee rules, booking-system sign-ins and content once, on a first start in demo mode.
import { eq } from 'drizzle-orm';
import { BOOKING_SYSTEMS } from '@portal/contracts';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '@portal/domain';
import type { Database } from '../client.js';
import { agencies, permissionGroupCodes, permissionGroups, userPermissionGroups, users } from '../schema/agencies.js';
import { commissionFees } from '../schema/money.js';
import { bookingSystemSignIns } from '../schema/agency-admin.js';
import { notifications } from '../schema/notifications.js';
import { seedDemoContent } from './demo-content.js';
import { seedDemoB2c } from './demo-b2c.js';
import { seedDemoB2cContent } from './demo-b2c-content.js';
import { seedDemoTours } from './demo-tours.js';
import { bankAccounts, bankHookKeys } from '../schema/bank.js';
import {
  DEMO_AGENCIES,
  DEMO_BANK_ACCOUNT,
  DEMO_BANK_HOOK,
  DEMO_COMMISSION_FEES,
  DEMO_EXTRA_CODES,
  DEMO_PASSWORD,
  DEMO_SIGN_INS,
  DEMO_TRAIN_FEES,
  DEMO_ESIM_FEES,
  demoExtraGroupName,
  DEMO_USERS,
  ROLE_GROUP_NAMES,
} from './demo-data.js';

/** The demo users' first notices: a welcome for everyone, a decided top-up for the F2's administrator. */
const DEMO_NOTIFICATIONS: {
  username?: string;
  type: string;
  params: Record<string, string | number>;
  link: string | null;
}[] = [
  { type: 'news.published', params: { title: 'Chào mừng đến cổng đại lý' }, link: null },
  { username: 'f2.admin', type: 'topup.confirmed', params: { amount: 50_000_000 }, link: '/accounting/deposit-topup' },
  {
    username: 'f1.admin',
    type: 'news.published',
    params: { title: 'Vietnam Airlines đổi điều kiện hoàn vé từ 01/12' },
    link: null,
  },
];

export type SeedOptions = {
  hashPassword: (password: string) => Promise<string>;
  /** Seals a sign-in's credentials JSON with the configured key (the API's secret box). */
  sealCredentials: (plain: string) => string;
};

/** Returns false when the demo data is already there. */
export async function seedDemo(db: Database, options: SeedOptions): Promise<boolean> {
  const [existing] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'PLATFORM')).limit(1);
  if (existing) return false;
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const agencyIds = new Map<string, string>();
    for (const agency of DEMO_AGENCIES) {
      const { key, parentKey, ...fields } = agency;
      const [row] = await tx
        .insert(agencies)
        .values({
          ...fields,
          parentId: parentKey ? agencyIds.get(parentKey) : null,
          settings: { bookingSystems: [...BOOKING_SYSTEMS] },
        })
        .returning({ id: agencies.id });
      agencyIds.set(key, row!.id);
    }
    const groupIds = new Map<string, string>();
    const groupFor = async (agencyId: string, role: Role) => {
      const mapKey = `${agencyId}:${role}`;
      const known = groupIds.get(mapKey);
      if (known) return known;
      const [group] = await tx
        .insert(permissionGroups)
        .values({ agencyId, name: ROLE_GROUP_NAMES[role], description: `Nhóm quyền mặc định cho vai trò ${role}` })
        .returning({ id: permissionGroups.id });
      await tx
        .insert(permissionGroupCodes)
        .values(DEFAULT_ROLE_PERMISSIONS[role].map((code) => ({ groupId: group!.id, code })));
      groupIds.set(mapKey, group!.id);
      return group!.id;
    };
    const userIds = new Map<string, string>();
    for (const demoUser of DEMO_USERS) {
      const agencyId = agencyIds.get(demoUser.agencyKey)!;
      const { agencyKey: _agencyKey, ...fields } = demoUser;
      const [user] = await tx
        .insert(users)
        .values({ ...fields, agencyId, passwordHash })
        .returning({ id: users.id });
      // A few notices, so the bell has something to show on a first sign-in (issue 19).
      await tx
        .insert(notifications)
        .values(
          DEMO_NOTIFICATIONS.filter((notice) => !notice.username || notice.username === demoUser.username).map(
            ({ username: _username, ...notice }) => ({ ...notice, userId: user!.id, agencyId }),
          ),
        );
      userIds.set(demoUser.username, user!.id);
      await tx
        .insert(userPermissionGroups)
        .values({ userId: user!.id, groupId: await groupFor(agencyId, demoUser.role) });
      const extra = DEMO_EXTRA_CODES[demoUser.username];
      if (extra) {
        // A group of its own, so the role's shared group keeps exactly the role's template.
        const [group] = await tx
          .insert(permissionGroups)
          .values({ agencyId, ...demoExtraGroupName(extra) })
          .returning({ id: permissionGroups.id });
        await tx.insert(permissionGroupCodes).values(extra.map((code) => ({ groupId: group!.id, code })));
        await tx.insert(userPermissionGroups).values({ userId: user!.id, groupId: group!.id });
      }
    }
    // Rules keep their unique key (agency, sub-agency, product, airline, scope, passenger type): a repeat inserts nothing.
    await tx
      .insert(commissionFees)
      .values(
        [...DEMO_COMMISSION_FEES, ...DEMO_TRAIN_FEES, ...DEMO_ESIM_FEES].map(({ chargerKey, ...rule }) => ({
          ...rule,
          agencyId: agencyIds.get(chargerKey)!,
          subAgencyId: null,
        })),
      )
      .onConflictDoNothing();
    // Sign-ins keep their unique key (agency, system, account): a repeat inserts nothing.
    await tx
      .insert(bookingSystemSignIns)
      .values(
        DEMO_SIGN_INS.map(({ agencyKey, credentials, ...signIn }) => ({
          ...signIn,
          agencyId: agencyIds.get(agencyKey)!,
          credentialsCiphertext: options.sealCredentials(JSON.stringify(credentials)),
          isEnabled: true,
        })),
      )
      .onConflictDoNothing();
    await seedDemoContent(tx, { f1: agencyIds.get('f1')!, f1Admin: userIds.get('f1.admin')!, now: new Date() });
    await seedDemoB2c(tx, { f1: agencyIds.get('f1')!, f1Admin: userIds.get('f1.admin')!, now: new Date() });
    await seedDemoB2cContent(tx, { f1: agencyIds.get('f1')!, f1Admin: userIds.get('f1.admin')!, now: new Date() });
    await seedDemoTours(tx, { f1: agencyIds.get('f1')!, now: new Date() });
    // The F1's receiving account and hook key: f2.admin and f2.agent open /qr; the simulated bank signs with the key.
    const { agencyKey, ...account } = DEMO_BANK_ACCOUNT;
    await tx.insert(bankAccounts).values({ ...account, agencyId: agencyIds.get(agencyKey)!, isDefault: true });
    await tx.insert(bankHookKeys).values({
      id: DEMO_BANK_HOOK.keyId,
      agencyId: agencyIds.get(DEMO_BANK_HOOK.agencyKey)!,
      secretSealed: options.sealCredentials(DEMO_BANK_HOOK.secret),
    });
  });
  return true;
}
