// Staff accounts of one agency — the caller's own, or a direct child's — created, edited, locked and reset, each change audited.
import type {
  TListChildAgenciesResponse,
  TStaffAction,
  TStaffCreate,
  TStaffFormOptions,
  TStaffMember,
  TStaffUpdate,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { ACCOUNT_TYPES, ADMIN_ROLES, isAllowed, rolesGrantableAt, ruleOf, type Role } from '@portal/domain';
import { recordAudit, type AuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { requireFound } from '../../platform/errors.js';
import { translate } from '../../platform/messages.js';
import { hashPassword } from '../../platform/passwords.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { revokeUserFamilies } from '../../platform/accounts.js';
import * as agencies from './agencies.repository.js';
import { duplicateOf, fieldError } from '../../platform/field-error.js';
import type { RequestContext } from '../../platform/request-context.js';
import { generatePassword } from './generated-password.js';
import { requireManagedChild } from './managed-agency.js';
import * as repo from './staff.repository.js';

/**
 * Whose staff: the caller's own agency; a direct child agency of it (`child`: the child-staff routes, whose rule is
 * checked by the route); or a direct child the caller manages by its level (`managed`: ?agencyId= on the own routes —
 * an F1's ADMIN_F1 its F2s, an F2's ADMIN_F2 with CHILD_AGENT_MANAGER its F3s). Any other agency answers 404.
 */
export type StaffScope = { kind: 'own' } | { kind: 'child'; agencyId: string } | { kind: 'managed'; agencyId: string };

/** The screen rule an admin must keep on their own account: nobody edits themselves out of this page. */
const OWN_STAFF_RULE = ruleOf('/agent/change-ticketing');

type MailKind = 'welcome' | 'reset';

/** One email in both languages, Vietnamese first: the admin's language says nothing about the recipient's. */
function bilingualMail(kind: MailKind, params: Record<string, string>) {
  const subjectKey = kind === 'welcome' ? 'staffWelcomeEmailSubject' : 'staffResetEmailSubject';
  const bodyKey = kind === 'welcome' ? 'staffWelcomeEmailBody' : 'staffResetEmailBody';
  return {
    subject: `${translate(subjectKey, 'vi')} / ${translate(subjectKey, 'en')}`,
    body: `${translate(bodyKey, 'vi', params)}\n\n${translate(bodyKey, 'en', params)}`,
  };
}

/** What the audit log keeps of an account, before and after; never a password or its hash. */
function snapshot(member: TStaffMember | undefined) {
  if (!member) return null;
  const { username, fullName, email, phone, accountType, role, status, groupIds, groups, mustChangePassword } = member;
  return { username, fullName, email, phone, accountType, role, status, groupIds, groups, mustChangePassword };
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

export function createStaffService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function agencyOf(auth: AccessClaims, scope: StaffScope): Promise<agencies.AgencyRow> {
    if (scope.kind === 'own') return requireFound(await agencies.findAgency(db, auth.agencyId));
    if (scope.kind === 'managed') return requireManagedChild(db, auth, scope.agencyId);
    return requireFound(await agencies.findDirectChild(db, auth.agencyId, scope.agencyId));
  }

  /** The groups by id, all of the agency; a foreign or unknown id is refused naming `groupIds`. */
  async function groupsOf(agencyId: string, groupIds: readonly string[]) {
    const ids = unique(groupIds);
    const groups = await agencies.listPermissionGroups(db, agencyId, ids);
    if (groups.length !== ids.length) throw fieldError('groupIds', 'groupNotInAgency', { reason: 'notInAgency' });
    return groups;
  }

  function checkRole(agency: agencies.AgencyRow, role: Role, currentRole?: Role) {
    if (role === currentRole || rolesGrantableAt(agency.level).includes(role)) return;
    throw fieldError('role', 'roleNotGrantable', { reason: 'notGrantable', params: { role } });
  }

  /** The audit record of a change to one account; the row belongs to the account's agency. */
  const staffChanged = (
    context: RequestContext,
    change: {
      event: AuditEvent;
      agencyId: string;
      userId: string;
      scope: StaffScope;
      before?: TStaffMember;
      after?: TStaffMember;
    },
  ) => ({
    context,
    event: change.event,
    agencyId: change.agencyId,
    target: { type: 'user', id: change.userId },
    details: {
      scope: change.scope.kind,
      actorAgencyId: context.auth.agencyId,
      before: snapshot(change.before),
      after: snapshot(change.after),
    },
    at: clock.now(),
  });

  async function list(auth: AccessClaims, scope: StaffScope): Promise<TStaffMember[]> {
    const agency = await agencyOf(auth, scope);
    return agencies.listStaff(db, agency.id);
  }

  async function get(auth: AccessClaims, scope: StaffScope, userId: string): Promise<TStaffMember> {
    const agency = await agencyOf(auth, scope);
    return requireFound(await agencies.findStaffMember(db, agency.id, userId));
  }

  async function formOptions(auth: AccessClaims, scope: StaffScope): Promise<TStaffFormOptions> {
    const agency = await agencyOf(auth, scope);
    const groups = await agencies.listPermissionGroups(db, agency.id);
    return {
      agency: agencies.toStaffAgency(agency),
      roles: [...rolesGrantableAt(agency.level)],
      accountTypes: [...ACCOUNT_TYPES],
      groups: groups.map(({ id, name, description, codes }) => ({ id, name, description, codes })),
    };
  }

  async function childAgencies(auth: AccessClaims): Promise<TListChildAgenciesResponse> {
    return { items: await agencies.listDirectChildren(db, auth.agencyId) };
  }

  async function create(context: RequestContext, scope: StaffScope, input: TStaffCreate): Promise<TStaffMember> {
    const agency = await agencyOf(context.auth, scope);
    checkRole(agency, input.role);
    const groupIds = (await groupsOf(agency.id, input.groupIds)).map((group) => group.id);
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    try {
      const userId = await db.transaction(async (tx) => {
        await repo.lockEmail(tx, input.email);
        if (await repo.isUsernameTaken(tx, input.username))
          throw duplicateOf('username', 'duplicateUsername', { username: input.username });
        if (await repo.isEmailTaken(tx, input.email))
          throw duplicateOf('email', 'duplicateEmail', { email: input.email });
        const id = await repo.insertUser(tx, {
          agencyId: agency.id,
          username: input.username,
          passwordHash,
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          accountType: input.accountType,
          role: input.role,
          now,
        });
        await repo.setUserGroups(tx, id, groupIds);
        const mail = bilingualMail('welcome', {
          fullName: input.fullName,
          username: input.username,
          agency: agency.name,
          password,
        });
        await repo.queueEmail(tx, { to: input.email, ...mail, now });
        const after = requireFound(await agencies.findStaffMember(tx, agency.id, id));
        await recordAudit(
          tx,
          staffChanged(context, { event: 'staff.created', agencyId: agency.id, userId: id, scope, after }),
        );
        return id;
      });
      return requireFound(await agencies.findStaffMember(db, agency.id, userId));
    } catch (error) {
      // Two creates of one username at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw duplicateOf('username', 'duplicateUsername', { username: input.username });
      throw error;
    }
  }

  /** An admin editing their own account must stay an admin able to open this page. */
  function checkSelfEdit(
    context: RequestContext,
    edit: { scope: StaffScope; before: TStaffMember; input: TStaffUpdate; newGroupCodes: string[] },
  ) {
    const { scope, before, input, newGroupCodes } = edit;
    if (scope.kind !== 'own' || before.id !== context.auth.userId) return;
    if (ADMIN_ROLES.includes(before.role) && !ADMIN_ROLES.includes(input.role))
      throw fieldError('role', 'cannotDemoteSelf', { reason: 'self' });
    if (!isAllowed(OWN_STAFF_RULE, newGroupCodes)) throw fieldError('groupIds', 'cannotDemoteSelf', { reason: 'self' });
  }

  async function update(
    context: RequestContext,
    change: { scope: StaffScope; userId: string; input: TStaffUpdate },
  ): Promise<TStaffMember> {
    const { scope, userId, input } = change;
    const agency = await agencyOf(context.auth, scope);
    const current = requireFound(await agencies.findStaffMember(db, agency.id, userId));
    checkRole(agency, input.role, current.role);
    const groups = await groupsOf(agency.id, input.groupIds);
    const now = clock.now();
    await db.transaction(async (tx) => {
      requireFound(await repo.lockUser(tx, agency.id, userId));
      const before = requireFound(await agencies.findStaffMember(tx, agency.id, userId));
      checkSelfEdit(context, { scope, before, input, newGroupCodes: groups.flatMap((group) => group.codes) });
      if (before.email.toLowerCase() !== input.email.toLowerCase()) {
        await repo.lockEmail(tx, input.email);
        if (await repo.isEmailTaken(tx, input.email, userId))
          throw duplicateOf('email', 'duplicateEmail', { email: input.email });
      }
      await repo.updateUser(tx, userId, {
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        accountType: input.accountType,
        role: input.role,
        now,
      });
      await repo.setUserGroups(
        tx,
        userId,
        groups.map((group) => group.id),
      );
      const after = requireFound(await agencies.findStaffMember(tx, agency.id, userId));
      await recordAudit(
        tx,
        staffChanged(context, { event: 'staff.updated', agencyId: agency.id, userId, scope, before, after }),
      );
    });
    return requireFound(await agencies.findStaffMember(db, agency.id, userId));
  }

  async function act(
    context: RequestContext,
    change: { scope: StaffScope; userId: string; input: TStaffAction },
  ): Promise<TStaffMember> {
    const { scope, userId } = change;
    const { action } = change.input;
    const agency = await agencyOf(context.auth, scope);
    requireFound(await agencies.findStaffMember(db, agency.id, userId));
    if (action === 'lock' && scope.kind === 'own' && userId === context.auth.userId)
      throw fieldError('action', 'cannotLockSelf', { reason: 'self' });
    const password = action === 'resetPassword' ? generatePassword() : undefined;
    const passwordHash = password ? await hashPassword(password) : undefined;
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = requireFound(await repo.lockUser(tx, agency.id, userId));
      const before = requireFound(await agencies.findStaffMember(tx, agency.id, userId));
      if (action === 'lock' || action === 'unlock') {
        const status = action === 'lock' ? 'locked' : 'active';
        if (row.status === status) return;
        await repo.setUserStatus(tx, { userId, status, now });
        // A locked account's refresh tokens stop working at once; its access token lives out its few minutes.
        if (status === 'locked') await revokeUserFamilies(tx, { userId, reason: 'account_locked', now });
      } else {
        if (!row.email) throw fieldError('email', 'validation', { reason: 'missing', params: { fields: 'email' } });
        await repo.setGeneratedPassword(tx, { userId, passwordHash: passwordHash!, now });
        await revokeUserFamilies(tx, { userId, reason: 'password_reset', now });
        const mail = bilingualMail('reset', {
          fullName: row.fullName,
          username: row.username,
          agency: agency.name,
          password: password!,
        });
        await repo.queueEmail(tx, { to: row.email, ...mail, now });
      }
      const after = requireFound(await agencies.findStaffMember(tx, agency.id, userId));
      const event =
        action === 'lock' ? 'staff.locked' : action === 'unlock' ? 'staff.unlocked' : 'staff.password_reset';
      await recordAudit(tx, staffChanged(context, { event, agencyId: agency.id, userId, scope, before, after }));
    });
    return requireFound(await agencies.findStaffMember(db, agency.id, userId));
  }

  return { list, get, formOptions, childAgencies, create, update, act };
}

export type StaffService = ReturnType<typeof createStaffService>;
