// Creating a sub-agency or child agency with its first admin account and that account's permission group, in one
// transaction; the generated password is emailed, and the code, username and email must be free.
import {
  BOOKING_SYSTEMS,
  type TCreateSubAgencyRequest,
  type TCreateSubAgencyResponse,
  type TSubAgency,
} from '@portal/contracts';
import {
  PERMISSION_CODES,
  childLevelOf,
  codesHeldByAgency,
  codesNotHeld,
  firstAdminGroupName,
  firstAdminPermissions,
  firstAdminRole,
  narrowedDownChain,
  normalizeProducts,
  type AgencyLevel,
  type AgencyProduct,
  type PermissionCode,
} from '@portal/domain';
import { recordAudit } from '../../platform/audit.js';
import { requireFound } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-error.js';
import { translate } from '../../platform/messages.js';
import { hashPassword } from '../../platform/passwords.js';
import type { RequestContext } from '../../platform/request-context.js';
import { generatePassword } from './generated-password.js';
import { lockEmail } from './accounts.repository.js';
import {
  allowedFor,
  assertIssueFeeAllowed,
  assertWithin,
  auditSnapshot,
  codeTaken,
  duplicate,
  emailTaken,
  requireParent,
  toSubAgency,
  usernameTaken,
  violatedConstraint,
  wrongLevel,
  type SubAgencyScope,
  type SubAgencyServiceDeps,
} from './sub-agencies-common.js';
import * as writes from './sub-agencies-writes.repository.js';
import * as repo from './sub-agencies.repository.js';

/**
 * The codes of the first account's group: those chosen on the form, each held by the new agency (its level and
 * products; 400 naming `admin.permissionCodes` otherwise), or the admin template of its level when none are chosen.
 */
function firstGroupCodes(
  level: Exclude<AgencyLevel, 'platform'>,
  products: AgencyProduct[],
  chosen: readonly string[] | undefined,
): PermissionCode[] {
  if (chosen === undefined) return firstAdminPermissions(level, products);
  const refused = codesNotHeld(chosen, codesHeldByAgency({ level, products }));
  if (refused.length > 0) {
    throw fieldError('admin.permissionCodes', 'codesNotHeld', {
      reason: refused.join(','),
      params: { codes: refused.join(', ') },
      details: { codes: refused },
    });
  }
  return PERMISSION_CODES.filter((code) => chosen.includes(code));
}

export function subAgencyCreation(deps: SubAgencyServiceDeps) {
  const { db, clock } = deps;

  async function create(
    context: RequestContext,
    scope: SubAgencyScope,
    input: TCreateSubAgencyRequest,
  ): Promise<TCreateSubAgencyResponse> {
    const { auth } = context;
    const parent = await requireParent(db, auth, scope);
    const level = childLevelOf(parent.level);
    if (level === null) throw wrongLevel();
    const allowed = await allowedFor(db, parent.id);
    assertWithin(input, allowed);
    assertIssueFeeAllowed(scope, input.defaultIssueFee);
    const { permissionCodes, ...admin } = input.admin;
    const products = normalizeProducts(input.products);
    const groupCodes = firstGroupCodes(level, products, permissionCodes);
    const taken = [
      ...((await repo.isCodeTaken(db, input.code)) ? [codeTaken(input.code)] : []),
      ...((await repo.isUsernameTaken(db, admin.username)) ? [usernameTaken(admin.username)] : []),
      ...((await repo.isEmailTaken(db, admin.email)) ? [emailTaken(admin.email)] : []),
    ];
    if (taken.length > 0) throw duplicate(taken);

    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    const bookingSystems = narrowedDownChain(BOOKING_SYSTEMS, [input.bookingSystems]);
    const group = {
      name: firstAdminGroupName(level),
      description: `Nhóm quyền của tài khoản quản trị đầu tiên (${firstAdminRole(level)})`,
      codes: groupCodes,
    };
    const { admin: _admin, defaultIssueFee, bookingSystems: _systems, products: _products, ...fields } = input;
    try {
      const created = await db.transaction(async (tx) => {
        await lockEmail(tx, admin.email);
        if (await repo.isEmailTaken(tx, admin.email)) throw duplicate([emailTaken(admin.email)]);
        const agencyId = await writes.insertAgency(tx, {
          ...fields,
          parentId: parent.id,
          level,
          settings: { bookingSystems, products },
          now,
        });
        const { userId } = await writes.insertAdminWithGroup(
          tx,
          { ...admin, agencyId, role: firstAdminRole(level) as writes.NewAdmin['role'], passwordHash, now },
          group,
        );
        if (defaultIssueFee !== null)
          await writes.setDefaultIssueFee(tx, {
            parentId: parent.id,
            subAgencyId: agencyId,
            amount: defaultIssueFee,
            actorId: auth.userId,
            now,
          });
        const message = { code: input.code, name: input.name, username: admin.username, password };
        await repo.queueEmail(tx, {
          to: admin.email,
          subject: translate('subAgencyWelcomeSubject', context.language, message),
          body: translate('subAgencyWelcomeBody', context.language, message),
          now,
        });
        const after = auditSnapshot({
          ...fields,
          bookingSystems: bookingSystems as TSubAgency['bookingSystems'],
          products,
          defaultIssueFee,
          status: 'active',
        });
        await recordAudit(tx, {
          context,
          event: 'agency.created',
          agencyId: parent.id,
          target: { type: 'agency', id: agencyId },
          at: now,
          details: {
            level,
            before: null,
            after: {
              ...after,
              admin: {
                username: admin.username,
                fullName: admin.fullName,
                email: admin.email,
                phone: admin.phone,
                initialPassword: '[masked]',
                mustChangePassword: true,
              },
              permissionGroup: group,
            },
          },
        });
        return { agencyId, userId };
      });
      deps.revealInDemo?.(`[demo] initial password for ${admin.username} (${input.code}): ${password}`);
      const agency = toSubAgency(requireFound(await repo.findChild(db, parent.id, created.agencyId)), allowed);
      return { agency, admin: { id: created.userId, username: admin.username, email: admin.email } };
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint?.includes('agencies_code')) throw duplicate([codeTaken(input.code)]);
      if (constraint?.includes('users_username')) throw duplicate([usernameTaken(admin.username)]);
      throw error;
    }
  }

  return { create };
}
