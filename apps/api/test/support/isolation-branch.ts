// A whole branch of the agency tree built through the API as its own admins would: an F1 with an F2 and an F3 (and a
// locked one of each), staff, permission groups, sign-ins, fee rules, top-ups, an adjustment, failed supplier calls, a
// held and an issued booking, and a PIN; plus every value that identifies it, which no answer outside the branch may contain.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tables } from '@portal/db';
import type {
  TCommissionFeeRule,
  TCreateSubAgencyResponse,
  TListCommissionFeesResponse,
  TPermissionGroupDetail,
  TStaffMember,
  TTopUp,
} from '@portal/contracts';
import { writeReservationErrors } from '../../src/modules/reservation-errors/reservation-error-log.js';
import { buildBranchBookings, type BranchBookings } from './isolation-bookings.js';
import { buildBranchTrains, type BranchTrains } from './isolation-trains.js';
import { buildBranchEsim, type BranchEsim } from './isolation-esim.js';
import { buildBranchSupport, type BranchSupport } from './isolation-support-routes.js';
import { buildBranchContent, type BranchContent } from './isolation-content.js';
import { buildBranchB2cContent, type BranchB2cContent } from './isolation-b2c-content-routes.js';
import { buildBranchTours, type BranchTours } from './isolation-tours.js';
import { buildBranchQr, type BranchQr } from './isolation-qr.js';
import { buildBranchB2c, type BranchB2c } from './isolation-b2c-routes.js';
import { passwordInEmail, lastEmailTo } from './staff-admin.js';
import { emailedPassword } from './sub-agency-fixtures.js';
import { signInAs, type SignedIn, type TestContext } from './test-context.js';
import { createTopUp } from './top-ups.js';

export type Branch = {
  tag: string;
  agencies: { f1: string; f2: string; f3: string; f2Locked: string; f3Locked: string };
  users: {
    f1Admin: string;
    f1Agent: string;
    f1Locked: string;
    f2Admin: string;
    f2Agent: string;
    f3Admin: string;
    f3Staff: string;
  };
  groups: { f1: string; f2: string };
  signIn: string;
  rules: { f1: string; f2: string };
  topUps: { f1Pending: string; f2Pending: string; f2Confirmed: string };
  /** The F2's bookings (a hold, an issued PNR with a refund quote) and their orders. */
  bookings: BranchBookings;
  /** The F2's held train booking and an open seat lock of its own. */
  trains: BranchTrains;
  esim: BranchEsim;
  /** The F2's support request on its issued booking, its first message and the F1's notification of it. */
  support: BranchSupport;
  /** The F1's news item, banner, their images and a support contact. */
  content: BranchContent;
  /** The F1's consumer-site article and fare rule. */
  b2cContent: BranchB2cContent;
  /** The F1's published B2C tour, its two departures (the first with seats held). */
  tours: BranchTours;
  /** The F1's receiving account, the F2's pending QR top-up, a transfer the F1 received in review. */
  qr: BranchQr;
  /** The F1's consumer site and one order from it. */
  b2c: BranchB2c;
  /** Codes, names, usernames, emails, ids, secrets and free texts of the branch. */
  identifying: string[];
};

const NEW_PASSWORD = 'Nhanh@Khac2026';
/** Letters that are not hex digits, so a tag never turns up inside a UUID or a hash. */
const LETTERS = 'GHJKMNPQRTVWXYZ';
const randomLetters = (count: number) =>
  Array.from({ length: count }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

/** Signs in with an emailed temporary password and changes it, as the first sign-in requires. */
async function firstSignIn(ctx: TestContext, username: string, temporary: string): Promise<SignedIn> {
  const who = await signInAs(ctx, username, temporary);
  const changed = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: who.auth,
    payload: { currentPassword: temporary, newPassword: NEW_PASSWORD },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return { ...who, auth: { authorization: `Bearer ${changed.json<{ accessToken: string }>().accessToken}` } };
}

export async function buildBranch(ctx: TestContext, options: { rootId: string; letter: string }): Promise<Branch> {
  const TAG = `Q${options.letter}${randomLetters(4)}`;
  const tag = TAG.toLowerCase();
  const identifying = new Set<string>();
  const note = (...values: (string | undefined | null)[]) => values.forEach((value) => value && identifying.add(value));
  const call = async <T>(
    who: SignedIn,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    status = method === 'POST' ? 201 : 200,
  ): Promise<T> => {
    const response = await ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json<T>();
  };
  let taxSequence = Math.floor(Math.random() * 1e6);
  const agencyForm = (level: string, suffix = '') => {
    const code = `${TAG}${level}${suffix}`;
    taxSequence += 1;
    note(
      code,
      `Đại lý ${tag} ${level}${suffix}`,
      `${tag}.${level}${suffix}@daily-khac.vn`.toLowerCase(),
      `${tag} ${level}${suffix} đường Khác`,
      `09${String(taxSequence).padStart(8, '0')}`,
    );
    const admin = {
      username: `${tag}.${level}${suffix}.admin`.toLowerCase(),
      fullName: 'Trần Thị Nhánh',
      email: `${tag}.${level}${suffix}.admin@daily-khac.vn`.toLowerCase(),
      phone: '0977000111',
    };
    note(admin.username, admin.email);
    return {
      code,
      name: `Đại lý ${tag} ${level}${suffix}`,
      taxCode: `09${String(taxSequence).padStart(8, '0')}`,
      address: `${tag} ${level}${suffix} đường Khác`,
      phone: '0977000111',
      email: `${tag}.${level}${suffix}@daily-khac.vn`.toLowerCase(),
      contactName: 'Trần Thị Nhánh',
      creditLimit: 30_000_000,
      bookingSystems: ['VN', 'VJ', '1A'],
      products: ['flights'],
      defaultIssueFee: 33_000,
      admin,
    };
  };
  const staffBody = (name: string, role: string) => {
    const username = `${tag}.${name}`;
    note(username, `${username}@daily-khac.vn`);
    return {
      username,
      fullName: 'Lê Văn Nhánh',
      email: `${username}@daily-khac.vn`,
      phone: '0977000222',
      accountType: 'AGT',
      role,
      groupIds: [] as string[],
    };
  };

  // The F1 and its admin: only the platform creates F1s (seed or command line), so they are written directly.
  const f1 = await ctx.newAgency({ level: 'F1', parentId: options.rootId, name: `Đại lý ${tag} F1` });
  note(f1.id, f1.code, f1.name);
  const f1AdminRow = await ctx.newUser({
    agencyId: f1.id,
    role: 'admin_f1',
    username: `${tag}.f1.admin`,
    email: `${tag}.f1.admin@daily-khac.vn`,
  });
  note(f1AdminRow.id, f1AdminRow.username, f1AdminRow.email);
  const f1Admin = await signInAs(ctx, f1AdminRow.username, f1AdminRow.password);

  // F2 (and a locked F2) created by the F1's admin; the F2's admin signs in and changes the emailed password.
  const f2Form = agencyForm('F2');
  const f2 = await call<TCreateSubAgencyResponse>(f1Admin, 'POST', '/api/sub-agencies', f2Form);
  const f2Temporary = await emailedPassword(ctx, f2Form.admin.email);
  note(f2.agency.id, f2.admin.id, f2Temporary);
  const f2Admin = await firstSignIn(ctx, f2Form.admin.username, f2Temporary);
  const f2LockedForm = agencyForm('F2', 'L');
  const f2Locked = await call<TCreateSubAgencyResponse>(f1Admin, 'POST', '/api/sub-agencies', f2LockedForm);
  note(f2Locked.agency.id, f2Locked.admin.id, await emailedPassword(ctx, f2LockedForm.admin.email));
  await call(f1Admin, 'POST', `/api/sub-agencies/${f2Locked.agency.id}/lock`, { reason: `${tag} khóa thử` }, 200);

  // F3 (and a locked F3) created by the F2's admin.
  const f3Form = agencyForm('F3');
  const f3 = await call<TCreateSubAgencyResponse>(f2Admin, 'POST', '/api/child-agencies', f3Form);
  note(f3.agency.id, f3.admin.id, await emailedPassword(ctx, f3Form.admin.email));
  const f3LockedForm = agencyForm('F3', 'L');
  const f3Locked = await call<TCreateSubAgencyResponse>(f2Admin, 'POST', '/api/child-agencies', f3LockedForm);
  note(f3Locked.agency.id, f3Locked.admin.id, await emailedPassword(ctx, f3LockedForm.admin.email));
  await call(f2Admin, 'POST', `/api/child-agencies/${f3Locked.agency.id}/lock`, { reason: `${tag} khóa thử` }, 200);

  // Staff: an F1 agent, a locked F1 account, an F2 agent and an F3 staff member.
  const staffPasswords = async (member: TStaffMember) => {
    const email = await lastEmailTo(ctx.db, member.email);
    note(member.id, email ? passwordInEmail(email.body) : undefined);
    return member;
  };
  const f1Agent = await staffPasswords(
    await call<TStaffMember>(f1Admin, 'POST', '/api/agency/staff', staffBody('f1.agent', 'agent_f1')),
  );
  const f1Locked = await staffPasswords(
    await call<TStaffMember>(f1Admin, 'POST', '/api/agency/staff', staffBody('f1.locked', 'agent_f1')),
  );
  await call(f1Admin, 'POST', `/api/agency/staff/${f1Locked.id}/actions`, { action: 'lock' }, 200);
  const f2Agent = await staffPasswords(
    await call<TStaffMember>(f2Admin, 'POST', '/api/agency/staff', staffBody('f2.agent', 'agent_f2')),
  );
  const f3Staff = await staffPasswords(
    await call<TStaffMember>(
      f2Admin,
      'POST',
      `/api/agency/child-staff/${f3.agency.id}/members`,
      staffBody('f3.staff', 'agent_f2'),
    ),
  );

  // Permission groups: one the F1's admin makes, and the one the F2 received at creation.
  const groupName = `Nhóm ${tag} xuất vé`;
  note(groupName);
  const f1Group = await call<TPermissionGroupDetail>(f1Admin, 'POST', '/api/permission-groups', {
    name: groupName,
    description: `${tag} mô tả nhóm`,
    codes: ['BOOKING_TICKET', 'EXPORT_TICKET'],
    memberIds: [f1Agent.id],
  });
  note(f1Group.id, `${tag} mô tả nhóm`);
  const [f2Group] = await ctx.db
    .select({ id: tables.permissionGroups.id })
    .from(tables.permissionGroups)
    .where(eq(tables.permissionGroups.agencyId, f2.agency.id));
  const f2GroupId = f2Group!.id;
  note(f2GroupId);

  // A sign-in with credentials that must never come out.
  const signInSecrets = { username: `${tag}.secret.user`, password: `${TAG}-Mk@2026!` };
  note(signInSecrets.username, signInSecrets.password, `${TAG}1A`);
  const signIn = await call<{ id: string }>(f1Admin, 'POST', '/api/sign-ins', {
    system: '1A',
    accountId: `${TAG}1A`,
    isEnabled: true,
    credentials: signInSecrets,
  });
  note(signIn.id);
  // The sign-in the branch books through (Vietnam Airlines, where the simulator sells seats).
  const vnSecrets = { username: `${tag}.vn.user`, password: `${TAG}-Vn@2026!` };
  note(vnSecrets.username, vnSecrets.password, `${TAG}VN`);
  note(
    (
      await call<{ id: string }>(f1Admin, 'POST', '/api/sign-ins', {
        system: 'VN',
        accountId: `${TAG}VN`,
        isEnabled: true,
        credentials: vnSecrets,
      })
    ).id,
  );

  // Fee rules: the F1 charges its F2 on VietJet, the F2 charges its F3s abroad.
  const f1Rule = await call<{ rule: TCommissionFeeRule }>(
    f1Admin,
    'PUT',
    '/api/commission-fees',
    {
      subAgencyId: f2.agency.id,
      airline: 'VJ',
      routeScope: 'domestic',
      paxType: 'ADT',
      chargeBasis: 'segment',
      amount: 77_000,
    },
    201,
  );
  const f2Rule = await call<{ rule: TCommissionFeeRule }>(
    f2Admin,
    'PUT',
    '/api/commission-fees',
    {
      subAgencyId: null,
      airline: null,
      routeScope: 'international',
      paxType: 'CHD',
      chargeBasis: 'ticket',
      amount: 88_000,
    },
    201,
  );
  for (const who of [f1Admin, f2Admin])
    for (const rule of (await call<TListCommissionFeesResponse>(who, 'GET', '/api/commission-fees')).items)
      note(rule.id);

  // Top-ups: the F2 asks twice (one confirmed, one left pending), the F1 asks its own parent once.
  const topUp = async (who: SignedIn, agencyId: string, reference: string): Promise<TTopUp> => {
    note(reference, `${tag} nạp quỹ ${reference}`);
    const created = await createTopUp(
      ctx,
      { auth: who.auth, userId: who.userId, agencyId },
      { transferReference: reference, note: `${tag} nạp quỹ ${reference}` },
    );
    note(created.id);
    return created;
  };
  const f2Confirmed = await topUp(f2Admin, f2.agency.id, `FT${TAG}01`);
  await call(f1Admin, 'POST', `/api/top-ups/${f2Confirmed.id}/decision`, { decision: 'confirm' }, 200);
  const f2Pending = await topUp(f2Admin, f2.agency.id, `FT${TAG}02`);
  const f1Pending = await topUp(f1Admin, f1.id, `FT${TAG}03`);
  const adjustmentReason = `${tag} điều chỉnh công nợ`;
  note(adjustmentReason);
  await call(
    f1Admin,
    'POST',
    '/api/deposit-adjustments',
    {
      agencyId: f2.agency.id,
      direction: 'credit',
      amount: 1_500_000,
      reason: adjustmentReason,
      idempotencyKey: randomUUID(),
    },
    200,
  );

  // Failed supplier calls of each agency of the branch.
  const failures = [
    {
      agencyId: f1.id,
      userId: f1Admin.userId,
      system: 'VN',
      action: 'hold' as const,
      pnr: `${TAG}A`,
      message: `${tag} VN từ chối giữ chỗ`,
    },
    {
      agencyId: f2.agency.id,
      userId: f2Admin.userId,
      system: '1A',
      action: 'issue' as const,
      pnr: `${TAG}B`,
      message: `${tag} 1A không xuất được vé`,
    },
    {
      agencyId: f3.agency.id,
      userId: null,
      system: 'VJ',
      action: 'search' as const,
      pnr: null,
      message: `${tag} VJ không trả lời`,
    },
  ];
  for (const failure of failures) note(failure.pnr, failure.message);
  await writeReservationErrors(ctx.db, failures);

  // The F2's bookings, before the PIN (an issue would ask for it).
  const bookings = await buildBranchBookings(ctx, { f1Id: f1.id, f2Id: f2.agency.id, f2Admin, tag: TAG, note });
  const trains = await buildBranchTrains(ctx, { f2Id: f2.agency.id, f2AdminId: f2Admin.userId, tag: TAG, note });
  const esim = await buildBranchEsim(ctx, { f2Id: f2.agency.id, f2AdminId: f2Admin.userId, tag: TAG, note });
  const support = await buildBranchSupport(ctx, { f2Admin, bookingId: bookings.issued.id, tag: TAG, note });
  const content = await buildBranchContent(ctx, { f1Admin, tag: TAG, note });
  const b2c = await buildBranchB2c(ctx, { f1Admin, tag: TAG, note });
  const b2cContent = await buildBranchB2cContent(ctx, { f1Admin, tag: TAG, note });
  const tours = await buildBranchTours(ctx, { f1Admin, f1Id: f1.id, tag: TAG, note });
  const qr = await buildBranchQr(ctx, { f1Id: f1.id, f2Id: f2.agency.id, f2AdminId: f2Admin.userId, tag: TAG, note });

  // Last, as it guards money actions from now on: the F2's admin turns a PIN on.
  const pin = await ctx.app.inject({
    method: 'POST',
    url: '/api/pin-code',
    headers: f2Admin.auth,
    payload: { pin: '258014', password: NEW_PASSWORD },
  });
  expect(pin.statusCode, pin.body).toBe(200);

  return {
    tag: TAG,
    agencies: {
      f1: f1.id,
      f2: f2.agency.id,
      f3: f3.agency.id,
      f2Locked: f2Locked.agency.id,
      f3Locked: f3Locked.agency.id,
    },
    users: {
      f1Admin: f1Admin.userId,
      f1Agent: f1Agent.id,
      f1Locked: f1Locked.id,
      f2Admin: f2Admin.userId,
      f2Agent: f2Agent.id,
      f3Admin: f3.admin.id,
      f3Staff: f3Staff.id,
    },
    groups: { f1: f1Group.id, f2: f2GroupId },
    signIn: signIn.id,
    rules: { f1: f1Rule.rule.id, f2: f2Rule.rule.id },
    topUps: { f1Pending: f1Pending.id, f2Pending: f2Pending.id, f2Confirmed: f2Confirmed.id },
    bookings,
    trains,
    esim,
    support,
    content,
    b2cContent,
    tours,
    qr,
    b2c,
    identifying: [...identifying],
  };
}
