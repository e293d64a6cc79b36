// The caller's agency's booking-system sign-ins: list, read, create, change, delete; credentials sealed, never returned, audited masked.
import { eq } from 'drizzle-orm';
import {
  BOOKING_SYSTEMS,
  ErrorCode,
  type TCreateSignInRequest,
  type TListSignInsResponse,
  type TSignIn,
  type TSignInCredentials,
  type TBookingSystem,
  type TUpdateSignInRequest,
} from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { recordAudit, type AuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, requireFound } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secret-box.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { fieldError } from '../../platform/field-error.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { AgencyRow } from '../commission/fee-chain.js';
import { OWNS_SIGN_INS, signInOwnerOf } from './sign-in-owner.js';
import * as repo from './sign-ins.repository.js';

/** What the audit log keeps of a sign-in: everything but the credentials, which show only as set. */
function snapshot(
  signIn: Pick<repo.StoredSignIn, 'system' | 'accountId' | 'isEnabled' | 'credentialsCiphertext'> | undefined,
) {
  if (!signIn) return null;
  return {
    system: signIn.system,
    accountId: signIn.accountId,
    isEnabled: signIn.isEnabled,
    credentials: signIn.credentialsCiphertext ? '[set]' : '[none]',
  };
}

/** Only the fields given, so the sealed JSON holds nothing empty. */
function credentialsJson(credentials: TSignInCredentials): string {
  return JSON.stringify(Object.fromEntries(Object.entries(credentials).filter(([, value]) => value !== undefined)));
}

const accountTaken = (input: { system: string; accountId: string }) =>
  fieldError('accountId', 'duplicateSignIn', {
    status: 409,
    code: ErrorCode.CONFLICT,
    reason: 'taken',
    params: { system: input.system, accountId: input.accountId },
  });

/**
 * The systems an agency's searches and bookings may sign in to: those its sign-in owner (its F1, an F1 itself, or
 * the platform) has an enabled sign-in to. `ancestry` is the agency first, then its parents.
 */
export async function enabledSignInSystemsOf(
  db: Database,
  ancestry: readonly Pick<AgencyRow, 'id' | 'level'>[],
): Promise<Set<string>> {
  const ownerId = signInOwnerOf(ancestry);
  return ownerId ? repo.enabledSignInSystems(db, ownerId) : new Set();
}

/** The oldest enabled sign-in of the owner at the system (a system with several is used through one): its account. */
export async function enabledSignInAccountOf(
  db: Database,
  ownerId: string,
  system: TBookingSystem,
): Promise<string | undefined> {
  return repo.firstEnabledAccountId(db, { ownerId, system });
}

export function createSignInService(deps: { db: Database; clock: Clock; secretBox: SecretBox }) {
  const { db, clock, secretBox } = deps;

  /** The rule lets ADMIN_F1 holders in; the sign-ins themselves belong to an F1 (or the platform). */
  async function requireOwner(agencyId: string): Promise<void> {
    const [agency] = await db
      .select({ level: tables.agencies.level })
      .from(tables.agencies)
      .where(eq(tables.agencies.id, agencyId))
      .limit(1);
    if (!agency || !OWNS_SIGN_INS.has(agency.level))
      throw new AppError({ status: 403, code: ErrorCode.FORBIDDEN, messageKey: 'signInsOnlyF1' });
  }

  const signInChanged = (
    context: RequestContext,
    change: {
      event: AuditEvent;
      id: string;
      before?: Parameters<typeof snapshot>[0];
      after?: Parameters<typeof snapshot>[0];
    },
  ) => ({
    context,
    event: change.event,
    target: { type: repo.SIGN_IN_TARGET, id: change.id },
    details: { before: snapshot(change.before), after: snapshot(change.after) },
    at: clock.now(),
  });

  async function list(auth: AccessClaims): Promise<TListSignInsResponse> {
    await requireOwner(auth.agencyId);
    const items = await repo.listSignIns(db, auth.agencyId);
    const enabled = new Set(items.filter((item) => item.isEnabled).map((item) => item.system));
    return { items, enabledSystems: BOOKING_SYSTEMS.filter((system) => enabled.has(system)) };
  }

  async function get(auth: AccessClaims, id: string): Promise<TSignIn> {
    await requireOwner(auth.agencyId);
    return requireFound(await repo.findSignIn(db, auth.agencyId, id));
  }

  async function create(change: RequestContext, input: TCreateSignInRequest): Promise<TSignIn> {
    const { agencyId, userId } = change.auth;
    await requireOwner(agencyId);
    const now = clock.now();
    const credentialsCiphertext = secretBox.seal(credentialsJson(input.credentials));
    const id = await db.transaction(async (tx) => {
      const created = await repo.insertSignIn(tx, {
        agencyId,
        system: input.system,
        accountId: input.accountId,
        isEnabled: input.isEnabled,
        credentialsCiphertext,
        updatedBy: userId,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw accountTaken(input);
      await recordAudit(tx, signInChanged(change, { event: 'sign_in.created', id: created.id, after: created }));
      return created.id;
    });
    return requireFound(await repo.findSignIn(db, agencyId, id));
  }

  /** Without credentials in the request the sealed ones stay as they are. */
  async function update(change: RequestContext, id: string, input: TUpdateSignInRequest): Promise<TSignIn> {
    const { agencyId, userId } = change.auth;
    await requireOwner(agencyId);
    const newCiphertext = input.credentials ? secretBox.seal(credentialsJson(input.credentials)) : undefined;
    try {
      await db.transaction(async (tx) => {
        const existing = requireFound(await repo.lockSignIn(tx, agencyId, id));
        const after = {
          system: input.system,
          accountId: input.accountId,
          isEnabled: input.isEnabled,
          credentialsCiphertext: newCiphertext ?? existing.credentialsCiphertext,
        };
        const isSame =
          !newCiphertext &&
          after.system === existing.system &&
          after.accountId === existing.accountId &&
          after.isEnabled === existing.isEnabled;
        if (isSame) return;
        await repo.updateSignIn(tx, id, { ...after, updatedBy: userId, updatedAt: clock.now() });
        await recordAudit(
          tx,
          signInChanged(change, {
            event: newCiphertext ? 'sign_in.credentials_changed' : 'sign_in.updated',
            id,
            before: existing,
            after,
          }),
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw accountTaken(input);
      throw error;
    }
    return requireFound(await repo.findSignIn(db, agencyId, id));
  }

  async function remove(change: RequestContext, id: string): Promise<void> {
    const { agencyId } = change.auth;
    await requireOwner(agencyId);
    await db.transaction(async (tx) => {
      const existing = requireFound(await repo.lockSignIn(tx, agencyId, id));
      await repo.deleteSignIn(tx, id);
      await recordAudit(tx, signInChanged(change, { event: 'sign_in.deleted', id, before: existing }));
    });
  }

  return { list, get, create, update, remove };
}

export type SignInService = ReturnType<typeof createSignInService>;
