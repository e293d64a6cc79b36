// Direct deposit adjustments: the agency above credits or debits a direct sub-agency's deposit, with a reason, once per key, audited.
import { createHash } from 'node:crypto';
import type { Database } from '@portal/db';
import { ErrorCode, type TAdjustmentResponse, type TCreateAdjustmentRequest } from '@portal/contracts';
import { writeAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { retryOnKeyRace } from '../../platform/unique-violation.js';
import { idempotencyKeyReused } from '../../platform/idempotency.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { findAgency } from './topups.repository.js';
import type { RequestContext } from '../../platform/request-context.js';

/** The ledger key: the client's key scoped by the deciding agency, so two agencies' clients never collide. */
export const adjustmentLedgerKey = (callerAgencyId: string, clientKey: string) =>
  `adjustment:${callerAgencyId}:${clientKey}`;

/** A stable id for the adjustment (the ledger reference id), derived from its key, so a retry names the same one. */
export function adjustmentIdOf(ledgerKey: string): string {
  const hex = createHash('sha256').update(ledgerKey).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A reused key is answered with the key the client sent, not the ledger's scoped form of it. */
async function namingClientKey<T>(clientKey: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'idempotencyKeyReused') throw idempotencyKeyReused(clientKey);
    throw error;
  }
}

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;

export function createAdjustmentService(deps: { db: Database; clock: Clock; ledger: LedgerService }) {
  const { db, clock, ledger } = deps;

  /**
   * Only the agency directly above may adjust (the platform for an F1): its own deposit is 403, any other agency
   * 404. A debit never takes the deposit's available amount below minus its credit limit (422 code 60). The same
   * key again answers the first adjustment without moving money; with other figures it is 422 code 41.
   */
  async function adjust(caller: RequestContext, request: TCreateAdjustmentRequest): Promise<TAdjustmentResponse> {
    if (request.agencyId === caller.auth.agencyId)
      throw new AppError({ status: 403, code: ErrorCode.FORBIDDEN, messageKey: 'ownDepositAdjustment' });
    const target = await findAgency(db, request.agencyId);
    if (!target || target.parentId !== caller.auth.agencyId) throw notFound();
    const ledgerKey = adjustmentLedgerKey(caller.auth.agencyId, request.idempotencyKey);
    const adjustmentId = adjustmentIdOf(ledgerKey);
    const write = await ledger.prepareAdjustment({
      idempotencyKey: ledgerKey,
      agencyId: target.id,
      direction: request.direction,
      amount: request.amount,
      reference: { type: 'adjustment', id: adjustmentId },
      description: request.reason,
      createdBy: caller.auth.userId,
    });
    const result = await namingClientKey(request.idempotencyKey, () =>
      retryOnKeyRace(() =>
        db.transaction(async (tx) => {
          const moved = await write(tx);
          if (!moved.isReplay) {
            await writeAudit(tx, {
              event: 'deposit.adjusted',
              actorUserId: caller.auth.userId,
              agencyId: caller.auth.agencyId,
              targetType: 'ledger_transaction',
              targetId: moved.transactionId,
              ipAddress: caller.clientAddress,
              at: clock.now(),
              details: {
                adjustmentId,
                targetAgencyId: target.id,
                direction: request.direction,
                amount: request.amount,
                reason: request.reason,
                idempotencyKey: request.idempotencyKey,
                before: moved.before,
                after: moved.balances,
              },
            });
          }
          return moved;
        }),
      ),
    );
    return {
      adjustmentId,
      transactionId: result.transactionId,
      agencyId: target.id,
      direction: request.direction,
      amount: request.amount,
      isReplay: result.isReplay,
      before: result.before,
      after: result.balances,
    };
  }

  return { adjust };
}
