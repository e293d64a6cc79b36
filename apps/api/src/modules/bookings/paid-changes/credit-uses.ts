// A credit shell's uses, written under its change's row lock (decision 067): reserved with the issue's money, made USED
// when the ticket is issued, taken off when the issue is refused or the ticket voided. Two issues naming one credit
// meet on that lock: the second finds too little left and is refused (409 naming the credit) with nothing reserved.
import { ErrorCode } from '@portal/contracts';
import type { Database } from '@portal/db';
import { fieldError } from '../../../platform/field-error.js';
import type { StoredCreditPayment } from '../repository/booking-rows.js';
import { lockedDocumentsOf, setPaidChangeDocuments } from '../repository/credit-shell-rows.js';
import { creditLeftOf, type CreditDocument, type StoredCreditUse } from './credit-shells.js';

const creditTaken = (index: number) =>
  fieldError(`credits.${index}`, 'validation', {
    status: 409,
    code: ErrorCode.CONFLICT,
    reason: 'used by another booking meanwhile',
    params: { fields: `credits.${index} (used by another booking meanwhile)` },
  });

/** Rewrites the credit documents of each change the payments name, one lock per change, in id order. */
async function rewriteCredits(
  tx: Database,
  credits: readonly StoredCreditPayment[],
  edit: { each: (document: CreditDocument, credit: StoredCreditPayment, index: number) => void; isReserving?: boolean },
): Promise<void> {
  const changeIds = [...new Set(credits.map((credit) => credit.changeId))].sort();
  for (const changeId of changeIds) {
    const documents = ((await lockedDocumentsOf(tx, changeId)) ?? []) as CreditDocument[];
    credits.forEach((credit, index) => {
      if (credit.changeId !== changeId) return;
      const document = documents.find((item) => item.kind === 'CREDIT_SHELL' && item.number === credit.number);
      if (document) edit.each(document, credit, index);
      else if (edit.isReserving) throw creditTaken(index);
    });
    await setPaidChangeDocuments(tx, changeId, documents);
  }
}

/** With the issue's reserve: each credit must still have its amount left; a RESERVED use is added to it. */
export async function reserveCreditUses(
  tx: Database,
  options: { bookingId: string; pnr: string; issueKey: string; credits: readonly StoredCreditPayment[]; at: Date },
): Promise<void> {
  const { bookingId, pnr, issueKey, credits, at } = options;
  await rewriteCredits(tx, credits, {
    isReserving: true,
    each(document, credit, index) {
      if (creditLeftOf(document) < credit.amount) throw creditTaken(index);
      const use: StoredCreditUse = {
        bookingId,
        pnr,
        issueKey,
        amount: credit.amount,
        status: 'RESERVED',
        at: at.toISOString(),
      };
      document.uses = [...(document.uses ?? []), use];
    },
  });
}

/** The issue's outcome: its uses made USED (issued) or taken off (refused, or the ticket voided: `issueKey` omitted). */
export async function endCreditUses(
  tx: Database,
  options: { bookingId: string; issueKey?: string; credits: readonly StoredCreditPayment[]; outcome: 'USED' | 'GONE' },
): Promise<void> {
  const { bookingId, issueKey, credits, outcome } = options;
  if (credits.length === 0) return;
  const isOurs = (use: StoredCreditUse) =>
    use.bookingId === bookingId && (issueKey === undefined || use.issueKey === issueKey);
  await rewriteCredits(tx, credits, {
    each(document) {
      const uses = document.uses ?? [];
      document.uses =
        outcome === 'USED'
          ? uses.map((use) => (isOurs(use) ? { ...use, status: 'USED' as const } : use))
          : uses.filter((use) => !isOurs(use));
    },
  });
}

/**
 * A split moved passengers whose tickets credit shells helped pay to a new booking (decision 045): those credits' uses
 * by the original booking now name the new one, so its void gives them back (and the original's does not).
 */
export async function moveCreditUses(
  tx: Database,
  options: { fromBookingId: string; to: { bookingId: string; pnr: string }; credits: readonly StoredCreditPayment[] },
): Promise<void> {
  const { fromBookingId, to, credits } = options;
  if (credits.length === 0) return;
  await rewriteCredits(tx, credits, {
    each(document) {
      document.uses = (document.uses ?? []).map((use) =>
        use.bookingId === fromBookingId ? { ...use, bookingId: to.bookingId, pnr: to.pnr } : use,
      );
    },
  });
}
