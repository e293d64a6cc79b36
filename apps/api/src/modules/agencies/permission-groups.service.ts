// Permission groups of the caller's agency, or of a direct child agency the caller manages: create, edit, delete and
// membership, never granting a code the group's agency does not hold.
import {
  ErrorCode,
  type TPermissionGroup,
  type TPermissionGroupAgencies,
  type TPermissionGroupDetail,
  type TPermissionGroupFormOptions,
  type TPermissionGroupInput,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import {
  codesHeldByAgency,
  codesNotHeld,
  isAllowed,
  PERMISSION_DESCRIPTIONS,
  ruleOf,
  type PermissionCode,
} from '@portal/domain';
import { recordAudit, type AuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { forbidden, requireFound } from '../../platform/errors.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import * as agencies from './agencies.repository.js';
import { duplicateOf, fieldError } from '../../platform/field-error.js';
import type { RequestContext } from '../../platform/request-context.js';
import { managedChildren, requireManagedChild } from './managed-agency.js';
import * as repo from './permission-groups.repository.js';

/** Whose groups: the caller's own agency, or a direct child agency the caller manages (`?agencyId=`). */
export type GroupScope = { agencyId?: string | undefined };

/** The screen rule an admin must keep: nobody edits a group so that they lose this page themselves. */
const GROUP_PAGE_RULE = ruleOf('/system/change-group-permissions');
/** The own agency's groups stay with the screen's rule (ADMIN_F1); a child's follow the child-management rules. */
const OWN_GROUPS_RULE = ruleOf('/system/group-permissions');

type GroupSnapshot = { name: string; description: string; codes: string[]; members: string[] };

const unique = <T>(items: readonly T[]) => [...new Set(items)];

export function createPermissionGroupService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /**
   * The agency whose groups the request works on: the caller's own (with the screen's rule, ADMIN_F1), or a direct
   * child the caller manages (403 when they manage none, 404 for any other agency).
   */
  async function agencyOf(auth: AccessClaims, scope: GroupScope): Promise<{ agencyId: string; isOwn: boolean }> {
    if (scope.agencyId === undefined) {
      if (!isAllowed(OWN_GROUPS_RULE, auth.permissions)) throw forbidden();
      return { agencyId: auth.agencyId, isOwn: true };
    }
    const child = await requireManagedChild(db, auth, scope.agencyId);
    return { agencyId: child.id, isOwn: false };
  }

  async function heldCodesOf(agencyId: string): Promise<PermissionCode[]> {
    const agency = requireFound(await agencies.findAgency(db, agencyId));
    return codesHeldByAgency({ level: agency.level, products: agencies.productsOf(agency) });
  }

  /** Refuses, naming `codes` and listing them, any code the agency does not hold. */
  async function checkCodes(agencyId: string, codes: readonly string[]): Promise<string[]> {
    const refused = codesNotHeld(codes, await heldCodesOf(agencyId));
    if (refused.length > 0) {
      throw fieldError('codes', 'codesNotHeld', {
        reason: refused.join(','),
        params: { codes: refused.join(', ') },
        details: { codes: refused },
      });
    }
    return unique(codes).sort();
  }

  async function checkMembers(agencyId: string, memberIds: readonly string[]): Promise<string[]> {
    const ids = unique(memberIds);
    const found = await repo.usersOfAgency(db, agencyId, ids);
    if (found.length !== ids.length) throw fieldError('memberIds', 'userNotInAgency', { reason: 'notInAgency' });
    return ids;
  }

  async function snapshotOf(tx: Database, agencyId: string, groupId: string): Promise<GroupSnapshot | null> {
    const [group] = await agencies.listPermissionGroups(tx, agencyId, [groupId]);
    if (!group) return null;
    const members = await repo.membersOf(tx, groupId);
    return {
      name: group.name,
      description: group.description,
      codes: group.codes,
      members: members.map((member) => member.username),
    };
  }

  /** The row belongs to the group's agency; a change made from the parent says so (scope and the actor's agency). */
  const groupChanged = (
    context: RequestContext,
    change: {
      target: { agencyId: string; isOwn: boolean };
      event: AuditEvent;
      groupId: string;
      before: GroupSnapshot | null;
      after: GroupSnapshot | null;
    },
  ) => ({
    context,
    event: change.event,
    agencyId: change.target.agencyId,
    target: { type: 'permission_group', id: change.groupId },
    details: {
      ...(change.target.isOwn ? {} : { scope: 'child', actorAgencyId: context.auth.agencyId }),
      before: change.before,
      after: change.after,
    },
    at: clock.now(),
  });

  async function detailOf(agencyId: string, groupId: string): Promise<TPermissionGroupDetail> {
    const [group] = await agencies.listPermissionGroups(db, agencyId, [groupId]);
    const found = requireFound(group);
    const members = await repo.membersOf(db, groupId);
    return { ...found, memberIds: members.map((member) => member.id) };
  }

  async function list(auth: AccessClaims, scope: GroupScope): Promise<TPermissionGroup[]> {
    const { agencyId } = await agencyOf(auth, scope);
    return agencies.listPermissionGroups(db, agencyId);
  }

  async function get(auth: AccessClaims, scope: GroupScope, groupId: string): Promise<TPermissionGroupDetail> {
    const { agencyId } = await agencyOf(auth, scope);
    return detailOf(agencyId, groupId);
  }

  async function formOptions(auth: AccessClaims, scope: GroupScope): Promise<TPermissionGroupFormOptions> {
    const { agencyId } = await agencyOf(auth, scope);
    const [held, users] = await Promise.all([heldCodesOf(agencyId), repo.listAgencyUsers(db, agencyId)]);
    return { heldCodes: held.map((code) => ({ code, ...PERMISSION_DESCRIPTIONS[code] })), users };
  }

  /** The caller's own agency (when its groups are theirs to manage) and the direct children they manage. */
  async function agenciesOf(auth: AccessClaims): Promise<TPermissionGroupAgencies> {
    const own = requireFound(await agencies.findAgency(db, auth.agencyId));
    const ownItems = isAllowed(OWN_GROUPS_RULE, auth.permissions)
      ? [{ ...agencies.toStaffAgency(own), isOwn: true }]
      : [];
    const children = (await managedChildren(db, auth)).map((child) => ({ ...child, isOwn: false }));
    return { items: [...ownItems, ...children] };
  }

  function nameTaken(input: TPermissionGroupInput) {
    return duplicateOf('name', 'duplicateGroupName', { name: input.name });
  }

  async function create(
    context: RequestContext,
    scope: GroupScope,
    input: TPermissionGroupInput,
  ): Promise<TPermissionGroupDetail> {
    const target = await agencyOf(context.auth, scope);
    const { agencyId } = target;
    const codes = await checkCodes(agencyId, input.codes);
    const memberIds = await checkMembers(agencyId, input.memberIds);
    const now = clock.now();
    try {
      const groupId = await db.transaction(async (tx) => {
        if (await repo.isGroupNameTaken(tx, { agencyId, name: input.name })) throw nameTaken(input);
        const id = await repo.insertGroup(tx, { agencyId, name: input.name, description: input.description, now });
        await repo.setGroupCodes(tx, id, codes);
        await repo.setGroupMembers(tx, id, memberIds);
        const after = await snapshotOf(tx, agencyId, id);
        await recordAudit(
          tx,
          groupChanged(context, { target, event: 'permission_group.created', groupId: id, before: null, after }),
        );
        return id;
      });
      return detailOf(agencyId, groupId);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(input);
      throw error;
    }
  }

  /** An admin in the group must keep the group page after the change, through this group or another. */
  async function checkSelf(
    tx: Database,
    context: RequestContext,
    change: { groupId: string; wasMember: boolean; codes: string[]; memberIds: string[] },
  ) {
    const { groupId, wasMember, codes, memberIds } = change;
    if (!wasMember) return;
    const staysMember = memberIds.includes(context.auth.userId);
    const otherGroupIds = await repo.otherGroupIdsOf(tx, context.auth.userId, groupId);
    const otherCodes =
      otherGroupIds.length > 0
        ? (await agencies.listPermissionGroups(tx, context.auth.agencyId, otherGroupIds)).flatMap(
            (group) => group.codes,
          )
        : [];
    if (!isAllowed(GROUP_PAGE_RULE, [...otherCodes, ...(staysMember ? codes : [])])) {
      throw fieldError(staysMember ? 'codes' : 'memberIds', 'cannotDemoteSelf', { reason: 'self' });
    }
  }

  async function update(
    context: RequestContext,
    change: { scope: GroupScope; groupId: string; input: TPermissionGroupInput },
  ): Promise<TPermissionGroupDetail> {
    const { scope, groupId, input } = change;
    const target = await agencyOf(context.auth, scope);
    const { agencyId } = target;
    const codes = await checkCodes(agencyId, input.codes);
    const memberIds = await checkMembers(agencyId, input.memberIds);
    const now = clock.now();
    try {
      await db.transaction(async (tx) => {
        requireFound(await repo.lockGroup(tx, agencyId, groupId));
        const before = await snapshotOf(tx, agencyId, groupId);
        // Only the caller's own agency can have the caller as a member.
        const wasMember =
          target.isOwn && (await repo.membersOf(tx, groupId)).some((member) => member.id === context.auth.userId);
        await checkSelf(tx, context, { groupId, wasMember, codes, memberIds });
        if (await repo.isGroupNameTaken(tx, { agencyId, name: input.name, exceptGroupId: groupId }))
          throw nameTaken(input);
        await repo.updateGroup(tx, groupId, { name: input.name, description: input.description, now });
        await repo.setGroupCodes(tx, groupId, codes);
        await repo.setGroupMembers(tx, groupId, memberIds);
        // The members' tokens still carry the old codes; each refresh reloads them from the groups.
        const after = await snapshotOf(tx, agencyId, groupId);
        await recordAudit(
          tx,
          groupChanged(context, { target, event: 'permission_group.updated', groupId, before, after }),
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(input);
      throw error;
    }
    return detailOf(agencyId, groupId);
  }

  /** Deleting a group in use would silently take permissions away: refused with 409 naming `users`. */
  async function remove(context: RequestContext, scope: GroupScope, groupId: string): Promise<void> {
    const target = await agencyOf(context.auth, scope);
    const { agencyId } = target;
    await db.transaction(async (tx) => {
      requireFound(await repo.lockGroup(tx, agencyId, groupId));
      const members = await repo.membersOf(tx, groupId);
      if (members.length > 0) {
        const usernames = members.map((member) => member.username);
        throw fieldError('users', 'groupHasMembers', {
          status: 409,
          code: ErrorCode.CONFLICT,
          reason: 'inUse',
          params: { users: usernames.join(', ') },
          details: { users: usernames },
        });
      }
      const before = await snapshotOf(tx, agencyId, groupId);
      await repo.deleteGroup(tx, groupId);
      await recordAudit(
        tx,
        groupChanged(context, { target, event: 'permission_group.deleted', groupId, before, after: null }),
      );
    });
  }

  return { list, get, formOptions, agencies: agenciesOf, create, update, remove };
}

export type PermissionGroupService = ReturnType<typeof createPermissionGroupService>;
