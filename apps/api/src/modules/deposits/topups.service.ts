// Top-up requests: an agency asks for its deposit to be credited, with evidence; the agency directly above confirms
// (the ledger credit and the status change in one database transaction) or rejects with a reason.
import type { Database } from '@portal/db';
import type { TTopUp, TTopUpFormMethod, TTopUpStatus } from '@portal/contracts';
import { ErrorCode } from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound, requireFound } from '../../platform/errors.js';
import type { Language } from '../../platform/messages.js';
import { retryOnKeyRace } from '../../platform/unique-violation.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import * as repo from './topups.repository.js';
import { notify, type NotifyInput } from '../notifications/notify.js';

/** Who acts, from the access token, and from where (for the audit log). */

export type NewTopUpInput = {
  amount: number;
  method: TTopUpFormMethod;
  transferReference: string;
  /** yyyy-MM-dd */
  transferDate: string;
  note: string;
  evidence: { fileName: string; contentType: string; content: Buffer; sizeBytes: number; sha256: string } | undefined;
};

export type TopUpDecision = { decision: 'confirm' } | { decision: 'reject'; reason: string };

const DECIDED_WORDS: Record<Exclude<TTopUpStatus, 'pending'>, Record<Language, string>> = {
  confirmed: { vi: 'xác nhận', en: 'confirmed' },
  rejected: { vi: 'từ chối', en: 'rejected' },
};

/** Confirming a rejected request or rejecting a confirmed one: 409 code 41. */
function alreadyDecided(status: Exclude<TTopUpStatus, 'pending'>): AppError {
  return new AppError({
    status: 409,
    code: ErrorCode.CONFLICT,
    messageKey: 'topUpAlreadyDecided',
    params: { status: (language) => DECIDED_WORDS[status][language] },
    details: { status },
  });
}

/** The ledger key of a request's credit: one T per request, however often it is confirmed. */
export const topUpLedgerKey = (requestId: string) => `topup-request:${requestId}`;

export type TopUpService = ReturnType<typeof createTopUpService>;

export function createTopUpService(deps: { db: Database; clock: Clock; ledger: LedgerService }) {
  const { db, clock, ledger } = deps;

  async function visible(caller: RequestContext, id: string) {
    return requireFound(await repo.findVisibleTopUp(db, id, caller.auth.agencyId));
  }

  async function answer(caller: RequestContext, id: string): Promise<TTopUp> {
    const { agencyParentId: _parent, evidenceFileId: _file, ...topUp } = await visible(caller, id);
    return topUp;
  }

  /** Records a request for the caller's own agency, its evidence file in the same transaction. */
  async function create(caller: RequestContext, input: NewTopUpInput): Promise<TTopUp> {
    const agency = requireFound(await repo.findAgency(db, caller.auth.agencyId));
    if (agency.level === 'platform')
      throw new AppError({ status: 403, code: ErrorCode.FORBIDDEN, messageKey: 'platformHoldsNoDeposit' });
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const { evidence } = input;
      const evidenceFileId = evidence
        ? await repo.insertStoredFile(tx, { agencyId: agency.id, ...evidence, uploadedBy: caller.auth.userId })
        : null;
      const requestId = await repo.insertTopUp(tx, {
        agencyId: agency.id,
        amount: input.amount,
        method: input.method,
        transferReference: input.transferReference,
        transferDate: input.transferDate,
        note: input.note,
        evidenceFileId,
        requestedBy: caller.auth.userId,
        requestedAt: now,
      });
      await writeAudit(tx, {
        event: 'deposit.topup_requested',
        actorUserId: caller.auth.userId,
        agencyId: agency.id,
        targetType: 'top_up_request',
        targetId: requestId,
        ipAddress: caller.clientAddress,
        at: now,
        details: {
          amount: input.amount,
          method: input.method,
          transferDate: input.transferDate,
          evidenceFileId,
          evidenceSha256: evidence?.sha256 ?? null,
        },
      });
      return requestId;
    });
    return answer(caller, id);
  }

  async function confirm(caller: RequestContext, request: TTopUp): Promise<void> {
    if (request.status === 'rejected') throw alreadyDecided('rejected');
    if (request.status === 'confirmed') return;
    // Accounts are found (or opened) before the transaction; the credit is written inside it, under the request's lock.
    const writeCredit = await ledger.prepareTopUp({
      idempotencyKey: topUpLedgerKey(request.id),
      agencyId: request.agency.id,
      amount: request.amount,
      reference: { type: 'top_up_request', id: request.id },
      description:
        request.method === 'cash' ? 'Nạp ký quỹ (tiền mặt)' : `Nạp ký quỹ (chuyển khoản ${request.transferReference})`,
      createdBy: caller.auth.userId,
    });
    await retryOnKeyRace(() =>
      db.transaction(async (tx) => {
        const locked = requireFound(await repo.lockTopUp(tx, request.id));
        if (locked.status === 'confirmed') return;
        if (locked.status === 'rejected') throw alreadyDecided('rejected');
        const now = clock.now();
        const credit = await writeCredit(tx);
        await repo.markDecided(tx, request.id, {
          status: 'confirmed',
          decidedBy: caller.auth.userId,
          decidedAt: now,
          ledgerTransactionId: credit.transactionId,
        });
        await writeAudit(tx, {
          event: 'deposit.topup_confirmed',
          actorUserId: caller.auth.userId,
          agencyId: caller.auth.agencyId,
          targetType: 'top_up_request',
          targetId: request.id,
          ipAddress: caller.clientAddress,
          at: now,
          details: {
            requesterAgencyId: request.agency.id,
            amount: request.amount,
            ledgerTransactionId: credit.transactionId,
            balanceBefore: credit.isReplay ? credit.balances.balance : credit.balances.balance - request.amount,
            balanceAfter: credit.balances.balance,
          },
        });
        await notify(tx, topUpNotice(request, 'topup.confirmed'));
      }),
    );
  }

  async function reject(caller: RequestContext, request: TTopUp, reason: string): Promise<void> {
    if (request.status === 'confirmed') throw alreadyDecided('confirmed');
    if (request.status === 'rejected') return;
    await db.transaction(async (tx) => {
      const locked = requireFound(await repo.lockTopUp(tx, request.id));
      if (locked.status === 'rejected') return;
      if (locked.status === 'confirmed') throw alreadyDecided('confirmed');
      const now = clock.now();
      await repo.markDecided(tx, request.id, {
        status: 'rejected',
        decidedBy: caller.auth.userId,
        decidedAt: now,
        rejectReason: reason,
      });
      await writeAudit(tx, {
        event: 'deposit.topup_rejected',
        actorUserId: caller.auth.userId,
        agencyId: caller.auth.agencyId,
        targetType: 'top_up_request',
        targetId: request.id,
        ipAddress: caller.clientAddress,
        at: now,
        details: { requesterAgencyId: request.agency.id, amount: request.amount, reason },
      });
      await notify(tx, { ...topUpNotice(request, 'topup.rejected'), params: { amount: request.amount, reason } });
    });
  }

  /**
   * The agency directly above the requester decides, once: a repeated confirm (or reject) answers the request as it
   * stands; the opposite decision afterwards is 409. The requester's own agency sees its request but may not decide
   * it (403); any other agency does not see it at all (404).
   */
  async function decide(caller: RequestContext, id: string, decision: TopUpDecision): Promise<TTopUp> {
    const request = await visible(caller, id);
    if (request.agency.id === caller.auth.agencyId)
      throw new AppError({ status: 403, code: ErrorCode.FORBIDDEN, messageKey: 'ownTopUpDecision' });
    if (decision.decision === 'confirm') await confirm(caller, request);
    else await reject(caller, request, decision.reason);
    return answer(caller, id);
  }

  /** The evidence file of a request the caller may see. */
  async function evidence(caller: RequestContext, id: string) {
    const request = await visible(caller, id);
    return requireFound(request.evidenceFileId ? await repo.readStoredFile(db, request.evidenceFileId) : undefined);
  }

  return {
    create,
    decide,
    evidence,
    get: answer,
    list: async (caller: RequestContext, filters: repo.TopUpFilters) => {
      // Filtering by an agency whose requests the caller does not see is 404, like any other id of another branch.
      if (
        filters.agencyId &&
        !(await repo.agencyAndDirectSubAgencies(db, caller.auth.agencyId)).some(
          (agency) => agency.id === filters.agencyId,
        )
      )
        throw notFound();
      return repo.listTopUps(db, caller.auth.agencyId, filters);
    },
    scopeAgencies: async (caller: RequestContext) =>
      (await repo.agencyAndDirectSubAgencies(db, caller.auth.agencyId)).map(({ parentId: _parent, ...agency }) => ({
        ...agency,
        isOwn: agency.id === caller.auth.agencyId,
      })),
  };
}

/** The requester and whoever of its agency follows its deposit hear of a decided top-up (decision 112). */
function topUpNotice(request: TTopUp, type: 'topup.confirmed' | 'topup.rejected'): NotifyInput {
  return {
    agencyId: request.agency.id,
    audience: ruleOf('/accounting/deposit-topup'),
    alsoUserIds: [request.requestedBy.id],
    type,
    params: { amount: request.amount },
    link: '/accounting/deposit-topup',
  };
}
