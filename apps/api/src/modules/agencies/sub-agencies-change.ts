// Changing an existing sub-agency or child agency: editing its form (a product taken away leaves every group below it),
// and locking it (ending the sessions of everyone at and below it at once) or unlocking it.
import { BOOKING_SYSTEMS, ErrorCode, type TSubAgency, type TSubAgencyFields } from '@portal/contracts';
import { PRODUCT_PERMISSION_CODES, narrowedDownChain, normalizeProducts, type AgencyProduct } from '@portal/domain';
import { recordAudit } from '../../platform/audit.js';
import { AppError, requireFound } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import {
  allowedFor,
  assertIssueFeeAllowed,
  assertWithin,
  auditSnapshot,
  codeTaken,
  duplicate,
  readSubAgency,
  requireParent,
  toSubAgency,
  violatedConstraint,
  type SubAgencyScope,
  type SubAgencyServiceDeps,
} from './sub-agencies-common.js';
import * as writes from './sub-agencies-writes.repository.js';
import * as repo from './sub-agencies.repository.js';

/** Which direct child to lock or unlock, and why (kept with the lock and in the audit log). */
type LockChange = { scope: SubAgencyScope; id: string; reason: string };

export function subAgencyChanges(deps: SubAgencyServiceDeps) {
  const { db, clock } = deps;

  async function update(
    context: RequestContext,
    change: { scope: SubAgencyScope; id: string; input: TSubAgencyFields },
  ): Promise<TSubAgency> {
    const { auth } = context;
    const { scope, id, input } = change;
    const parent = await requireParent(db, auth, scope);
    const allowed = await allowedFor(db, parent.id);
    const before = toSubAgency(requireFound(await repo.findChild(db, parent.id, id)), allowed);
    assertWithin(input, allowed);
    assertIssueFeeAllowed(scope, input.defaultIssueFee);
    if (input.code.toLowerCase() !== before.code.toLowerCase() && (await repo.isCodeTaken(db, input.code, id)))
      throw duplicate([codeTaken(input.code)]);
    const now = clock.now();
    const bookingSystems = narrowedDownChain(BOOKING_SYSTEMS, [input.bookingSystems]);
    const products = normalizeProducts(input.products);
    const droppedCodes = before.products
      .filter(
        (product): product is Exclude<AgencyProduct, 'flights'> => product !== 'flights' && !products.includes(product),
      )
      .map((product) => PRODUCT_PERMISSION_CODES[product]);
    const { defaultIssueFee, bookingSystems: _systems, products: _products, ...fields } = input;
    try {
      await db.transaction(async (tx) => {
        await writes.updateAgency(tx, id, { ...fields, settings: { bookingSystems, products }, now });
        if (defaultIssueFee !== before.defaultIssueFee)
          await writes.setDefaultIssueFee(tx, {
            parentId: parent.id,
            subAgencyId: id,
            amount: defaultIssueFee,
            actorId: auth.userId,
            now,
          });
        // A product taken away is taken from every permission group at and below the agency too.
        await writes.removeCodesBelow(tx, { agencyId: id, codes: droppedCodes });
        const after = auditSnapshot({
          ...fields,
          bookingSystems: bookingSystems as TSubAgency['bookingSystems'],
          products,
          defaultIssueFee,
          status: before.status,
        });
        await recordAudit(tx, {
          context,
          event: 'agency.updated',
          agencyId: parent.id,
          target: { type: 'agency', id: id },
          at: now,
          details: {
            before: auditSnapshot(before),
            after,
            ...(droppedCodes.length > 0 ? { permissionCodesRemoved: droppedCodes } : {}),
          },
        });
      });
    } catch (error) {
      if (violatedConstraint(error)?.includes('agencies_code')) throw duplicate([codeTaken(input.code)]);
      throw error;
    }
    return toSubAgency(requireFound(await repo.findChild(db, parent.id, id)), allowed);
  }

  /** Locks (revoking every session at and below the agency in the same transaction) or unlocks a direct child. */
  async function setLocked(context: RequestContext, change: LockChange & { isLocking: boolean }): Promise<TSubAgency> {
    const { auth } = context;
    const { scope, id, reason, isLocking } = change;
    const parent = await requireParent(db, auth, scope);
    requireFound(await repo.findChild(db, parent.id, id));
    const now = clock.now();
    const from = isLocking ? 'active' : 'locked';
    const to = isLocking ? 'locked' : 'active';
    const isChanged = await db.transaction(async (tx) => {
      const lock = isLocking ? { reason, lockedAt: now.toISOString(), lockedBy: auth.userId } : null;
      if (!(await writes.changeStatus(tx, { parentId: parent.id, agencyId: id, from, to, lock, now }))) return false;
      const sessionsEnded = isLocking
        ? await writes.revokeSessionsBelow(tx, { agencyId: id, reason: 'agency_locked', now })
        : 0;
      await recordAudit(tx, {
        context,
        event: isLocking ? 'agency.locked' : 'agency.unlocked',
        agencyId: parent.id,
        target: { type: 'agency', id: id },
        at: now,
        details: {
          reason,
          before: { status: from },
          after: { status: to },
          ...(isLocking ? { sessionsEnded, agenciesReached: await writes.countSubtree(tx, id) } : {}),
        },
      });
      return true;
    });
    if (!isChanged)
      throw new AppError({
        status: 409,
        code: ErrorCode.CONFLICT,
        messageKey: isLocking ? 'subAgencyAlreadyLocked' : 'subAgencyNotLocked',
        details: { status: from === 'active' ? 'locked' : 'active' },
      });
    return readSubAgency(db, { auth, scope, id });
  }

  return {
    update,
    lock: (context: RequestContext, change: LockChange) => setLocked(context, { ...change, isLocking: true }),
    unlock: (context: RequestContext, change: LockChange) => setLocked(context, { ...change, isLocking: false }),
  };
}
