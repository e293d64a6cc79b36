// Bank transfer notifications (decision 106): stored as received, matched to a QR top-up by the code in the content
// and the amount (credited through the ledger once, idempotent on the bank's transaction id), or queued for the
// receiving agency to credit (all, part, split between its sub-agencies) or reject.
import type { Database } from '@portal/db';
import type { TBankNotification, TDecideBankNotification } from '@portal/contracts';
import { ErrorCode, ZBankNotificationBody } from '@portal/contracts';
import { findTopUpCodes } from '@portal/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { fieldError, invalidField } from '../../platform/field-error.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { retryOnKeyRace } from '../../platform/unique-violation.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { topUpLedgerKey } from '../deposits/topups.service.js';
import { checkHookSignature } from './bank-hook-signature.js';
import { noticeCredited, noticeInReview, noticeRejected } from './qr-notices.js';
import * as repo from './qr.repository.js';

export type HookDelivery = { keyId?: string; timestamp?: string; signature?: string; rawBody: string; json: unknown };
export type HookOutcome = 'matched' | 'review' | 'outgoing' | 'duplicate';
type Row = NonNullable<Awaited<ReturnType<typeof repo.lockNotification>>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A missing, unknown, wrong or stale signature: one answer, never saying which (not code 10: there is no session). */
const badSignature = () =>
  new AppError({ status: 401, code: ErrorCode.INVALID_CREDENTIALS, messageKey: 'badHookSignature' });
const decided = () => new AppError({ status: 409, code: ErrorCode.CONFLICT, messageKey: 'bankNotificationDecided' });

/** How many code-shaped runs of one transfer's content are looked up (its content is at most 500 characters). */
const MAX_CODES_LOOKED_UP = 10;

/** The request a queued transfer names was confirmed another way after the transfer was queued. */
class RequestDecidedMeanwhile extends Error {}

const toNotification = (row: Row): TBankNotification => ({
  ...row,
  occurredAt: row.occurredAt.toISOString(),
  receivedAt: row.receivedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decision: row.decision ?? null,
});

export type BankNotificationService = ReturnType<typeof createBankNotificationService>;

export function createBankNotificationService(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  secretBox: SecretBox;
}) {
  const { db, clock, ledger, secretBox } = deps;

  /** The receiving agency of a correctly signed, fresh delivery; 401 otherwise (never saying which part was wrong). */
  async function authenticate(delivery: HookDelivery): Promise<string> {
    const key = delivery.keyId && UUID.test(delivery.keyId) ? await repo.hookKeyById(db, delivery.keyId) : undefined;
    if (!key) throw badSignature();
    const check = checkHookSignature({
      secret: secretBox.open(key.secretSealed),
      timestamp: delivery.timestamp,
      signature: delivery.signature,
      rawBody: delivery.rawBody,
      now: clock.now(),
    });
    if (check !== 'ok') throw badSignature();
    return key.agencyId;
  }

  function parse(json: unknown) {
    const parsed = ZBankNotificationBody.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalidField(String(issue?.path[0] ?? 'body'), issue?.message ?? 'invalid');
    }
    return parsed.data;
  }

  /** Receives one notification: stored first, matched in the same transaction; a repeat answers `duplicate`. */
  async function receive(delivery: HookDelivery): Promise<HookOutcome> {
    const agencyId = await authenticate(delivery);
    const body = parse(delivery.json);
    const now = clock.now();
    const row: repo.NewNotification = {
      agencyId,
      bankTransactionId: body.id,
      occurredAt: new Date(body.transactionDate),
      accountNumber: body.accountNumber,
      amount: body.transferAmount,
      content: body.content,
      direction: body.transferType,
      rawBody: delivery.rawBody,
      receivedAt: now,
      status: 'review',
    };
    if (body.transferType === 'out') return store({ ...row, status: 'outgoing' }, 'outgoing');
    // Of the code-shaped runs in the content (a few at most), those that are codes of this receiver's requests.
    const codes = findTopUpCodes(body.content).slice(0, MAX_CODES_LOOKED_UP);
    const found = (await Promise.all(codes.map((text) => repo.qrTopUpByCode(db, text, agencyId)))).filter(
      (request) => request !== undefined,
    );
    const candidate = found.length === 1 ? found[0] : undefined;
    const code = candidate?.code ?? (codes.length === 1 ? codes[0]! : undefined);
    const reviewed = { ...row, matchedCode: code ?? null, topUpRequestId: candidate?.id ?? null };
    if (!candidate || candidate.status !== 'pending' || candidate.amount !== body.transferAmount) {
      const reviewReason =
        codes.length === 0
          ? 'no_code'
          : found.length > 1
            ? 'several_codes'
            : !candidate
              ? 'unknown_code'
              : candidate.status !== 'pending'
                ? 'already_decided'
                : 'amount_differs';
      return store({ ...reviewed, reviewReason }, 'review', (tx, notificationId) =>
        noticeInReview(tx, {
          notificationId,
          receiverId: agencyId,
          amount: body.transferAmount,
          ...(candidate ? { codeOwner: candidate } : {}),
        }),
      );
    }
    const writeCredit = await ledger.prepareTopUp({
      idempotencyKey: topUpLedgerKey(candidate.id),
      agencyId: candidate.agencyId,
      amount: candidate.amount,
      reference: { type: 'top_up_request', id: candidate.id },
      description: `Nạp ký quỹ (VietQR ${candidate.code})`,
      createdBy: null,
    });
    return retryOnKeyRace(() =>
      db.transaction(async (tx): Promise<HookOutcome> => {
        // The credit is named by its ledger key (one per request), so nothing is written after it but the request's
        // status: the funding account's lock, shared by every sub-agency of the receiver, is held as briefly as it can be.
        const ledgerKey = topUpLedgerKey(candidate.id);
        const id = await repo.insertNotification(tx, { ...reviewed, status: 'matched', decision: { ledgerKey } });
        if (!id) return 'duplicate';
        const locked = await repo.lockTopUp(tx, candidate.id);
        if (locked?.status !== 'pending') {
          await repo.updateNotification(tx, id, { status: 'review', reviewReason: 'already_decided', decision: null });
          await noticeInReview(tx, {
            notificationId: id,
            receiverId: agencyId,
            amount: body.transferAmount,
            codeOwner: candidate,
          });
          return 'review';
        }
        await writeAudit(tx, {
          event: 'bank_notification.matched',
          agencyId,
          targetType: 'top_up_request',
          targetId: candidate.id,
          at: now,
          details: {
            bankNotificationId: id,
            bankTransactionId: body.id,
            code: candidate.code,
            amount: candidate.amount,
            requesterAgencyId: candidate.agencyId,
            ledgerKey,
          },
        });
        await noticeCredited(tx, {
          agencyId: candidate.agencyId,
          amount: candidate.amount,
          key: candidate.id,
          requestedBy: candidate.requestedBy,
        });
        const credit = await writeCredit(tx);
        await repo.markTopUpConfirmed(tx, { id: candidate.id, at: now, ledgerTransactionId: credit.transactionId });
        return 'matched';
      }),
    );
  }

  /** Keeps a notification not credited now; `tell` (its notices) runs in the same transaction, never for a duplicate. */
  async function store(
    row: repo.NewNotification,
    outcome: HookOutcome,
    tell?: (tx: Database, id: string) => Promise<void>,
  ): Promise<HookOutcome> {
    const id = await db.transaction(async (tx) => {
      const inserted = await repo.insertNotification(tx, row);
      if (inserted) await tell?.(tx, inserted);
      return inserted;
    });
    return id ? outcome : 'duplicate';
  }

  async function list(caller: RequestContext, filter: { status?: string; limit: number }) {
    return (await repo.listNotifications(db, caller.auth.agencyId, filter)).map(toNotification);
  }

  /** Credits parts of a queued notification to direct sub-agencies (one part: a confirmation), or rejects it; once. */
  async function decide(caller: RequestContext, id: string, decision: TDecideBankNotification) {
    const agencyId = caller.auth.agencyId;
    const current = await repo.findNotification(db, id, agencyId);
    if (!current) throw notFound();
    if (current.status !== 'review') throw decided();
    const now = clock.now();
    if (decision.decision === 'reject') {
      await db.transaction(async (tx) => {
        const locked = await repo.lockNotification(tx, id, agencyId);
        if (locked?.status !== 'review') throw decided();
        await repo.updateNotification(tx, id, {
          status: 'rejected',
          decision: { reason: decision.reason ?? '' },
          decidedBy: caller.auth.userId,
          decidedAt: now,
        });
        await audit(tx, caller, {
          event: 'bank_notification.rejected',
          id,
          at: now,
          details: { reason: decision.reason },
        });
        const owner = locked.topUpRequestId ? await repo.qrTopUp(tx, locked.topUpRequestId) : undefined;
        if (owner)
          await noticeRejected(tx, { agencyId: owner.agencyId, amount: current.amount, reason: decision.reason ?? '' });
      });
      return toNotification((await repo.findNotification(db, id, agencyId))!);
    }
    const parts = decision.parts ?? [];
    const total = parts.reduce((sum, part) => sum + part.amount, 0);
    if (total > current.amount) throw fieldError('parts', 'bankSplitTooLarge');
    for (const part of parts) {
      const agency = await repo.findAgency(db, part.agencyId);
      if (!agency || agency.parentId !== agencyId) throw notFound();
    }
    const writes = await Promise.all(
      parts.map((part, index) =>
        ledger.prepareTopUp({
          idempotencyKey: `bank-notification:${id}:${index}`,
          agencyId: part.agencyId,
          amount: part.amount,
          reference: { type: 'bank_notification', id },
          description: `Nạp ký quỹ (chuyển khoản ${current.bankTransactionId})`,
          createdBy: caller.auth.userId,
        }),
      ),
    );
    await creditOnce(id, () =>
      db.transaction(async (tx) => {
        const locked = await repo.lockNotification(tx, id, agencyId);
        if (locked?.status !== 'review') throw decided();
        // The request the transfer's code names, locked before any credit (as the hook and the top-ups screen lock
        // it first): confirmed meanwhile by another way, crediting the transfer too would pay it twice.
        const linked = locked.topUpRequestId ? await repo.lockTopUp(tx, locked.topUpRequestId) : undefined;
        if (linked && linked.status !== 'pending' && locked.reviewReason !== 'already_decided')
          throw new RequestDecidedMeanwhile();
        const credited = [];
        for (const [index, write] of writes.entries()) {
          const credit = await write(tx);
          credited.push({ ...parts[index]!, ledgerTransactionId: credit.transactionId });
        }
        // The request whose code the transfer carried is received now, by the first part credited to its agency.
        const owner = locked.topUpRequestId ? await repo.qrTopUp(tx, locked.topUpRequestId) : undefined;
        const part = owner && credited.find((entry) => entry.agencyId === owner.agencyId);
        if (linked?.status === 'pending' && part)
          await repo.markTopUpConfirmed(tx, {
            id: locked.topUpRequestId!,
            at: now,
            ledgerTransactionId: part.ledgerTransactionId,
          });
        await repo.updateNotification(tx, id, {
          status: 'credited',
          decision: { parts: credited },
          decidedBy: caller.auth.userId,
          decidedAt: now,
        });
        for (const [index, entry] of credited.entries())
          await noticeCredited(tx, {
            agencyId: entry.agencyId,
            amount: entry.amount,
            key: `${id}:${index}`,
            requestedBy: entry.agencyId === owner?.agencyId ? owner.requestedBy : null,
          });
        await audit(tx, caller, {
          event: 'bank_notification.credited',
          id,
          at: now,
          details: { parts: credited, amount: current.amount },
        });
      }),
    );
    return toNotification((await repo.findNotification(db, id, agencyId))!);
  }

  /**
   * Runs the credit (once, retried on a key race); when the request its code names was confirmed meanwhile, nothing is
   * credited, the transfer is marked so (already decided) and the reviewer is asked to look again (409).
   */
  async function creditOnce(id: string, credit: () => Promise<void>): Promise<void> {
    try {
      await retryOnKeyRace(credit);
    } catch (error) {
      if (!(error instanceof RequestDecidedMeanwhile)) throw error;
      await db.transaction((tx) => repo.updateNotification(tx, id, { reviewReason: 'already_decided' }));
      throw new AppError({ status: 409, code: ErrorCode.CONFLICT, messageKey: 'bankRequestDecidedMeanwhile' });
    }
  }

  async function audit(
    tx: Database,
    caller: RequestContext,
    entry: {
      event: 'bank_notification.credited' | 'bank_notification.rejected';
      id: string;
      at: Date;
      details: Record<string, unknown>;
    },
  ) {
    const { event, id, at, details } = entry;
    await writeAudit(tx, {
      event,
      actorUserId: caller.auth.userId,
      agencyId: caller.auth.agencyId,
      targetType: 'bank_notification',
      targetId: id,
      ipAddress: caller.clientAddress,
      at,
      details,
    });
  }

  return { receive, list, decide };
}
