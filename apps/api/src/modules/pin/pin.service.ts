// The user's own PIN — state, set (account password), change (current PIN), turn off (PIN or password) — and the PIN
// check that exchanges a step-up challenge for a token. Five wrong PINs in a row lock it for 15 minutes.
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  PIN_LOCK_MINUTES,
  PIN_MAX_ATTEMPTS,
  STEP_UP_TOKEN_SECONDS,
  isWeakPin,
  type TChangePinRequest,
  type TPinState,
  type TSetPinRequest,
  type TStepUpTokenResponse,
  type TTurnOffPinRequest,
  type TVerifyPinRequest,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { recordAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, unauthenticated } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { expiryAfter, loadStepUpStatus, type StepUpCodec } from '../../platform/step-up.js';
import { findUserWithAgency } from '../../platform/accounts.js';
import { checkCurrentPassword } from '../auth/password.service.js';
import { fieldError } from '../../platform/field-error.js';
import type { RequestContext } from '../../platform/request-context.js';
import { pinLocked, pinNotSet, pinWrong } from './pin-errors.js';
import * as repo from './pin.repository.js';

export type PinServiceDeps = { db: Database; clock: Clock; codec: StepUpCodec };

/** Where a PIN is typed, kept in the audit row of a wrong attempt. */
type Purpose = 'change' | 'turn_off' | 'step_up';
type CheckOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'wrong'; remaining: number }
  | { kind: 'locked'; until: Date }
  | { kind: 'notSet' };

const MASKED = '******';

/** What a PIN event is about: the caller's own account. */
const ownAccount = (context: RequestContext) => ({ type: 'user', id: context.auth.userId });

export function createPinService(deps: PinServiceDeps) {
  const { db, clock, codec } = deps;

  /**
   * Checks a typed PIN on the locked row and, when right, runs `onRight` in the same transaction. A wrong PIN is
   * counted (and may lock the PIN) in a transaction that commits before the error is thrown.
   */
  async function checkPin<T>(
    context: RequestContext,
    typed: { pin: string; field: string; purpose: Purpose },
    onRight: (tx: Database, now: Date) => Promise<T>,
  ): Promise<T> {
    const { pin, field, purpose } = typed;
    const { userId } = context.auth;
    const now = clock.now();
    const outcome = await db.transaction(async (tx): Promise<CheckOutcome<T>> => {
      const row = await repo.lockPin(tx, userId);
      if (!row || !row.isEnabled) return { kind: 'notSet' };
      if (row.lockedUntil && row.lockedUntil > now) return { kind: 'locked', until: row.lockedUntil };
      if (!(await verifyPassword(row.pinHash, pin))) {
        const failedAttempts = row.failedAttempts + 1;
        const remaining = PIN_MAX_ATTEMPTS - failedAttempts;
        await recordAudit(tx, {
          context,
          event: 'pin.wrong',
          target: ownAccount(context),
          details: {
            purpose,
            failedAttempts,
            remainingAttempts: Math.max(remaining, 0),
          },
          at: now,
        });
        if (remaining > 0) {
          await repo.updateAttempts(tx, userId, { failedAttempts, lockedUntil: null, now });
          return { kind: 'wrong', remaining };
        }
        // Locked with a fresh count: when the lock ends, five new attempts.
        const until = new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000);
        await repo.updateAttempts(tx, userId, { failedAttempts: 0, lockedUntil: until, now });
        await recordAudit(tx, {
          context,
          event: 'pin.locked',
          target: ownAccount(context),
          details: { lockedUntil: until.toISOString(), minutes: PIN_LOCK_MINUTES },
          at: now,
        });
        return { kind: 'locked', until };
      }
      if (row.failedAttempts > 0 || row.lockedUntil)
        await repo.updateAttempts(tx, userId, { failedAttempts: 0, lockedUntil: null, now });
      return { kind: 'ok', value: await onRight(tx, now) };
    });
    switch (outcome.kind) {
      case 'ok':
        return outcome.value;
      case 'wrong':
        throw pinWrong(field, outcome.remaining);
      case 'locked':
        throw pinLocked(field, outcome.until);
      case 'notSet':
        throw pinNotSet(field);
    }
  }

  /** The account password, within the user's shared budget of wrong passwords (password change, profile, PIN). */
  async function checkPassword(context: RequestContext, password: string, now: Date): Promise<void> {
    const found = await findUserWithAgency(db, { userId: context.auth.userId });
    if (!found) throw unauthenticated();
    const { userId, agencyId } = context.auth;
    await checkCurrentPassword(db, {
      userId,
      agencyId,
      ipAddress: context.clientAddress,
      passwordHash: found.user.passwordHash,
      password,
      now,
      field: 'password',
      via: 'pin',
    });
  }

  function refuseWeak(field: string, pin: string): void {
    if (isWeakPin(pin)) throw fieldError(field, 'pinWeak', { reason: 'weak' });
  }

  async function state(context: RequestContext): Promise<TPinState> {
    const now = clock.now();
    const row = await repo.findPin(db, context.auth.userId);
    const { isRequired } = await loadStepUpStatus(db, context.auth.userId);
    const isEnabled = row?.isEnabled === true;
    const lockedUntil = isEnabled && row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
    return {
      isEnabled,
      isRequired,
      lockedUntil: lockedUntil?.toISOString() ?? null,
      remainingAttempts: !isEnabled ? PIN_MAX_ATTEMPTS : lockedUntil ? 0 : PIN_MAX_ATTEMPTS - row.failedAttempts,
      maxAttempts: PIN_MAX_ATTEMPTS,
      lockMinutes: PIN_LOCK_MINUTES,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  async function set(context: RequestContext, input: TSetPinRequest): Promise<TPinState> {
    refuseWeak('pin', input.pin);
    const alreadySet = () =>
      fieldError('pin', 'pinAlreadySet', { status: 409, code: ErrorCode.CONFLICT, reason: 'alreadySet' });
    if ((await repo.findPin(db, context.auth.userId))?.isEnabled) throw alreadySet();
    const now = clock.now();
    await checkPassword(context, input.password, now);
    const pinHash = await hashPassword(input.pin);
    await db.transaction(async (tx) => {
      if ((await repo.lockPin(tx, context.auth.userId))?.isEnabled) throw alreadySet();
      await repo.savePin(tx, { userId: context.auth.userId, pinHash, now });
      await recordAudit(tx, {
        context,
        event: 'pin.set',
        target: ownAccount(context),
        details: {
          before: { isEnabled: false },
          after: { isEnabled: true, pin: MASKED },
        },
        at: now,
      });
    });
    return state(context);
  }

  async function change(context: RequestContext, input: TChangePinRequest): Promise<TPinState> {
    refuseWeak('newPin', input.newPin);
    if (input.newPin === input.currentPin) throw fieldError('newPin', 'pinSame', { reason: 'same' });
    const pinHash = await hashPassword(input.newPin);
    await checkPin(context, { pin: input.currentPin, field: 'currentPin', purpose: 'change' }, async (tx, now) => {
      await repo.savePin(tx, { userId: context.auth.userId, pinHash, now });
      await recordAudit(tx, {
        context,
        event: 'pin.changed',
        target: ownAccount(context),
        details: {
          before: { isEnabled: true, pin: MASKED },
          after: { isEnabled: true, pin: MASKED },
        },
        at: now,
      });
    });
    return state(context);
  }

  async function turnOff(context: RequestContext, input: TTurnOffPinRequest): Promise<TPinState> {
    const { userId } = context.auth;
    if ((input.pin === undefined) === (input.password === undefined)) {
      throw new AppError({
        status: 400,
        code: ErrorCode.VALIDATION,
        messageKey: 'pinTurnOffProof',
        details: {
          fields: [
            { field: 'pin', message: 'oneOf' },
            { field: 'password', message: 'oneOf' },
          ],
        },
      });
    }
    const details = (method: 'pin' | 'password') => ({
      method,
      before: { isEnabled: true },
      after: { isEnabled: false },
    });
    if (input.pin !== undefined) {
      await checkPin(context, { pin: input.pin, field: 'pin', purpose: 'turn_off' }, async (tx, now) => {
        await repo.turnOff(tx, userId, now);
        await recordAudit(tx, {
          context,
          event: 'pin.turned_off',
          target: ownAccount(context),
          details: details('pin'),
          at: now,
        });
      });
      return state(context);
    }
    // The password turns a forgotten or locked PIN off: it proves the account's owner, like setting the first PIN.
    if (!(await repo.findPin(db, userId))?.isEnabled) throw pinNotSet('pin');
    const now = clock.now();
    await checkPassword(context, input.password ?? '', now);
    await db.transaction(async (tx) => {
      if (!(await repo.lockPin(tx, userId))?.isEnabled) throw pinNotSet('pin');
      await repo.turnOff(tx, userId, now);
      await recordAudit(tx, {
        context,
        event: 'pin.turned_off',
        target: ownAccount(context),
        details: details('password'),
        at: now,
      });
    });
    return state(context);
  }

  /** The PIN typed in the dialog against the salt of a 403 code 120: a token for that one request, once, for 5 minutes. */
  async function verify(context: RequestContext, input: TVerifyPinRequest): Promise<TStepUpTokenResponse> {
    const { userId } = context.auth;
    const read = codec.read(input.salt, 'c', clock.now());
    if ('problem' in read) throw fieldError('salt', 'stepUpChallengeInvalid', { reason: read.problem });
    const challenge = read.claims;
    if (challenge.userId !== userId) throw fieldError('salt', 'stepUpChallengeInvalid', { reason: 'invalid' });
    return checkPin(context, { pin: input.pin, field: 'pin', purpose: 'step_up' }, async (tx, now) => {
      if (await repo.isChallengeUsed(tx, userId, challenge.id))
        throw fieldError('salt', 'stepUpChallengeInvalid', { reason: 'used' });
      const tokenId = randomUUID();
      const expiresAt = expiryAfter(now, STEP_UP_TOKEN_SECONDS);
      const stepUpToken = codec.sign({
        kind: 't',
        id: tokenId,
        userId,
        action: challenge.action,
        fingerprint: challenge.fingerprint,
        expiresAt,
      });
      await recordAudit(tx, {
        context,
        event: 'pin.step_up_verified',
        target: { type: 'step_up_challenge', id: challenge.id },
        details: { action: challenge.action, tokenId, expiresAt: expiresAt.toISOString() },
        at: now,
      });
      return { stepUpToken, expiresAt: expiresAt.toISOString() };
    });
  }

  return { state, set, change, turnOff, verify };
}

export type PinService = ReturnType<typeof createPinService>;
