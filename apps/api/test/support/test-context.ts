// Per-test-file context: a fresh database, the app on it, a movable clock and factories for agencies and users.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { tables, type Database, type DatabaseKind } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS, type AgencyLevel, type Role } from '@portal/domain';
import { BOOKING_SYSTEMS, type TBookingSystem, type TLoginResponse } from '@portal/contracts';
import { buildApp } from '../../src/app.js';
import { testConfig, type ServerConfig } from '../../src/config.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { createSecretBox } from '../../src/platform/secret-box.js';
import { openTestDatabase } from './test-database.js';
import type { SupplierGateway } from '../../src/modules/suppliers/supplier-gateway.js';
import type { RailwayGateway } from '../../src/modules/suppliers/railway/railway-gateway.js';
import type { EsimGateway } from '../../src/modules/suppliers/esim/esim-gateway.js';

export const TEST_PASSWORD = 'Test@2026';

export type TestClock = { now(): Date; advance(ms: number): void; set(date: Date): void };

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => void (current += ms),
    set: (date) => void (current = date.getTime()),
  };
}

const hashCache = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  let hashed = hashCache.get(password);
  if (!hashed) hashCache.set(password, (hashed = hashPassword(password)));
  return hashed;
};

let sequence = 0;
const nextId = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`.toUpperCase();

export type NewAgencyOptions = {
  level?: AgencyLevel;
  parentId?: string | null;
  status?: 'active' | 'locked';
  name?: string;
};
export type NewUserOptions = {
  agencyId: string;
  role?: Role;
  permissions?: readonly string[];
  password?: string;
  username?: string;
  email?: string;
  mustChangePassword?: boolean;
  status?: 'active' | 'locked';
};

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  databaseKind: DatabaseKind;
  clock: TestClock;
  newAgency(options?: NewAgencyOptions): Promise<typeof tables.agencies.$inferSelect>;
  newUser(options: NewUserOptions): Promise<typeof tables.users.$inferSelect & { password: string }>;
  /** An F1 agency with one user of the given role (or one more user in `agencyId`); the quickest way to a signed-in caller. */
  newSignedInUser(options?: {
    role?: Role;
    permissions?: readonly string[];
    level?: AgencyLevel;
    parentId?: string;
    agencyId?: string;
  }): Promise<SignedIn>;
  /** Gives the agency an enabled sign-in to each of these booking systems (all seven by default), as an F1 admin would. */
  enableAllSignIns(agencyId: string, systems?: readonly TBookingSystem[]): Promise<void>;
  login(username: string, password: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export type SignedIn = {
  session: TLoginResponse;
  refreshCookie: string;
  auth: { authorization: string };
  userId: string;
  agencyId: string;
};

export function refreshCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'portal_refresh');
  if (!cookie) throw new Error('no refresh cookie set');
  return cookie.value;
}

/** The caller a successful login answer signs in: its session, refresh cookie, bearer header, user and agency. */
export function signedInFrom(response: LightMyRequestResponse): SignedIn {
  const session = response.json<TLoginResponse>();
  return {
    session,
    refreshCookie: refreshCookieOf(response),
    auth: { authorization: `Bearer ${session.accessToken}` },
    userId: session.memberInfo.id,
    agencyId: session.agentInfo.id,
  };
}

/** Signs in through the API and expects it to succeed. */
export async function signInAs(ctx: TestContext, username: string, password: string): Promise<SignedIn> {
  const response = await ctx.login(username, password);
  expect(response.statusCode, response.body).toBe(200);
  return signedInFrom(response);
}

/** `signInsForF1s`: every F1 that newAgency creates gets enabled sign-ins to all seven systems (for flight tests). */
export async function createTestContext(
  options: {
    config?: Partial<ServerConfig>;
    suppliers?: SupplierGateway;
    railway?: RailwayGateway;
    esim?: EsimGateway;
    signInsForF1s?: boolean;
    /** What the reports read through (a replica in production), made from the test database. */
    reportsDb?: (db: Database) => Database;
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const clock = createTestClock();
  const config = testConfig(options.config);
  const app = await buildApp({
    db: database.db,
    databaseKind: database.kind,
    config,
    clock,
    suppliers: options.suppliers,
    railway: options.railway,
    esim: options.esim,
    ...(options.reportsDb ? { reportsDb: options.reportsDb(database.db) } : {}),
  });
  await app.ready();
  const { db } = database;

  const enableAllSignIns: TestContext['enableAllSignIns'] = async (agencyId, systems = BOOKING_SYSTEMS) => {
    const sealed = createSecretBox(config.signInSecretKey).seal(
      JSON.stringify({ username: 'test.agent', password: 'Test-Secret-2026' }),
    );
    await db
      .insert(tables.bookingSystemSignIns)
      .values(
        systems.map((system) => ({
          agencyId,
          system,
          accountId: `TEST${system}OFFICE`,
          credentialsCiphertext: sealed,
        })),
      )
      .onConflictDoNothing();
  };

  const newAgency: TestContext['newAgency'] = async (agency = {}) => {
    const code = `AG${nextId()}`;
    const [row] = await db
      .insert(tables.agencies)
      .values({
        level: agency.level ?? 'F1',
        parentId: agency.parentId ?? null,
        code,
        name: agency.name ?? `Đại lý ${code}`,
        status: agency.status ?? 'active',
        phone: '0912345678',
      })
      .returning();
    if (options.signInsForF1s && row!.level === 'F1') await enableAllSignIns(row!.id);
    return row!;
  };

  const newUser: TestContext['newUser'] = async (user) => {
    const role = user.role ?? 'admin_f1';
    const password = user.password ?? TEST_PASSWORD;
    const username = user.username ?? `user.${nextId().toLowerCase()}`;
    const [row] = await db
      .insert(tables.users)
      .values({
        agencyId: user.agencyId,
        username,
        passwordHash: await cachedHash(password),
        fullName: 'Nguyễn Văn Thử',
        email: user.email ?? `${username}@example.vn`,
        accountType: 'AGT',
        role,
        status: user.status ?? 'active',
        mustChangePassword: user.mustChangePassword ?? false,
      })
      .returning();
    const codes = user.permissions ?? DEFAULT_ROLE_PERMISSIONS[role];
    const [group] = await db
      .insert(tables.permissionGroups)
      .values({ agencyId: user.agencyId, name: `Nhóm ${nextId()}` })
      .returning();
    if (codes.length > 0)
      await db.insert(tables.permissionGroupCodes).values(codes.map((code) => ({ groupId: group!.id, code })));
    await db.insert(tables.userPermissionGroups).values({ userId: row!.id, groupId: group!.id });
    return { ...row!, password };
  };

  const login: TestContext['login'] = (username, password, headers = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });

  const newSignedInUser: TestContext['newSignedInUser'] = async (spec = {}) => {
    const agencyId = spec.agencyId ?? (await newAgency({ level: spec.level ?? 'F1', parentId: spec.parentId })).id;
    const user = await newUser({ agencyId, role: spec.role, permissions: spec.permissions });
    const response = await login(user.username, user.password);
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return signedInFrom(response);
  };

  return {
    app,
    db,
    databaseKind: database.kind,
    clock,
    newAgency,
    newUser,
    newSignedInUser,
    enableAllSignIns,
    login,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
