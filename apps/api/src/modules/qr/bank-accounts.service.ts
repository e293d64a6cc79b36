// An agency's receiving bank accounts (one default) and its bank-hook key, whose secret is shown once and kept sealed.
import type { Database } from '@portal/db';
import type { TBankAccount, TCreateBankAccount } from '@portal/contracts';
import { ErrorCode } from '@portal/contracts';
import { recordAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { isUniqueViolation, retryOnKeyRace } from '../../platform/unique-violation.js';
import { newHookSecret } from './bank-hook-signature.js';
import * as repo from './qr.repository.js';

export const BANK_HOOK_PATH = '/api/bank-hooks/notifications';

const toAccount = (row: Awaited<ReturnType<typeof repo.listAccounts>>[number]): TBankAccount => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export type BankAccountService = ReturnType<typeof createBankAccountService>;

export function createBankAccountService(deps: { db: Database; clock: Clock; secretBox: SecretBox }) {
  const { db, clock, secretBox } = deps;

  async function list(caller: RequestContext): Promise<TBankAccount[]> {
    return (await repo.listAccounts(db, caller.auth.agencyId)).map(toAccount);
  }

  async function create(caller: RequestContext, input: ReturnType<typeof normalise>): Promise<TBankAccount[]> {
    const agencyId = caller.auth.agencyId;
    try {
      await db.transaction(async (tx) => {
        // The first account is the default whatever was asked: top-ups need one.
        const isDefault = input.isDefault || !(await repo.defaultAccount(tx, agencyId));
        if (isDefault) await repo.clearDefault(tx, agencyId);
        const id = await repo.insertAccount(tx, { ...input, agencyId, isDefault, createdBy: caller.auth.userId });
        await recordAudit(tx, {
          context: caller,
          at: clock.now(),
          event: 'bank_account.created',
          target: { type: 'bank_account', id: id },
          details: { bankBin: input.bankBin, accountNumber: input.accountNumber, isDefault },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError({ status: 409, code: ErrorCode.CONFLICT, messageKey: 'bankAccountExists' });
      throw error;
    }
    return list(caller);
  }

  /** Two at once meet on the one-default key: the loser runs again and clears the winner's default. */
  async function makeDefault(caller: RequestContext, id: string): Promise<TBankAccount[]> {
    await retryOnKeyRace(() =>
      db.transaction(async (tx) => {
        await repo.clearDefault(tx, caller.auth.agencyId);
        if (!(await repo.setDefault(tx, caller.auth.agencyId, id))) throw notFound();
        await recordAudit(tx, {
          context: caller,
          at: clock.now(),
          event: 'bank_account.default_changed',
          target: { type: 'bank_account', id: id },
        });
      }),
    );
    return list(caller);
  }

  async function remove(caller: RequestContext, id: string): Promise<TBankAccount[]> {
    await db.transaction(async (tx) => {
      if (!(await repo.removeAccount(tx, { agencyId: caller.auth.agencyId, id, at: clock.now() }))) throw notFound();
      await recordAudit(tx, {
        context: caller,
        at: clock.now(),
        event: 'bank_account.removed',
        target: { type: 'bank_account', id: id },
      });
    });
    return list(caller);
  }

  async function hookKey(caller: RequestContext) {
    const key = await repo.liveHookKey(db, caller.auth.agencyId);
    return { keyId: key?.id ?? null, createdAt: key?.createdAt.toISOString() ?? null };
  }

  /**
   * A new key replacing the live one; its secret is in this answer only (sealed at rest, never logged). Two at once meet
   * on the one-live-key key: the loser runs again and replaces the winner's.
   */
  async function createHookKey(caller: RequestContext) {
    const secret = newHookSecret();
    const key = await retryOnKeyRace(() =>
      db.transaction(async (tx) => {
        const made = await repo.replaceHookKey(tx, {
          agencyId: caller.auth.agencyId,
          secretSealed: secretBox.seal(secret),
          createdBy: caller.auth.userId,
          at: clock.now(),
        });
        await recordAudit(tx, {
          context: caller,
          at: clock.now(),
          event: 'bank_hook_key.created',
          target: { type: 'bank_hook_key', id: made.id },
        });
        return made;
      }),
    );
    return { keyId: key.id, secret, hookPath: BANK_HOOK_PATH, createdAt: key.createdAt.toISOString() };
  }

  return { list, create, makeDefault, remove, hookKey, createHookKey };
}

/** The holder name as banks print it: upper case, single spaces. */
export function normalise(input: TCreateBankAccount & { isDefault: boolean }) {
  return {
    bankBin: input.bankBin,
    accountNumber: input.accountNumber.trim(),
    holderName: input.holderName.trim().replace(/\s+/g, ' ').toUpperCase(),
    isDefault: input.isDefault,
  };
}
