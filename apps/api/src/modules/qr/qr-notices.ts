// The bell's QR top-up notices (decision 112): the sub-agency hears its transfer was credited, sent for review or
// rejected; the receiving agency hears a transfer waits for its review.
import type { Database } from '@portal/db';
import { ruleOf } from '@portal/domain';
import { notify } from '../notifications/notify.js';

/** The sub-agency of a QR request and the user who asked for it. */
type QrRequester = { agencyId: string; requestedBy?: string | null };

/** Who of an agency follows its deposit (the top-up screen's rule), as for a decided top-up. */
const DEPOSIT_FOLLOWERS = ruleOf('/accounting/deposit-topup');

/**
 * A transfer credited to the sub-agency's deposit (matched by its code, or credited by its parent): its deposit's
 * followers and the user who asked for the QR (`requestedBy`) hear it.
 */
export const noticeCredited = (
  tx: Database,
  credit: { agencyId: string; amount: number; key: string; requestedBy?: string | null },
) =>
  notify(tx, {
    agencyId: credit.agencyId,
    audience: DEPOSIT_FOLLOWERS,
    alsoUserIds: credit.requestedBy ? [credit.requestedBy] : [],
    type: 'qr.matched',
    params: { amount: credit.amount },
    link: '/qr',
    dedupeKey: `qr-credited:${credit.key}`,
  });

/** A transfer the receiving agency must review; the sub-agency whose code it carried is told it waits. */
export async function noticeInReview(
  tx: Database,
  transfer: { notificationId: string; receiverId: string; amount: number; codeOwner?: QrRequester },
): Promise<void> {
  const { notificationId, receiverId, amount, codeOwner } = transfer;
  await notify(tx, {
    agencyId: receiverId,
    audience: DEPOSIT_FOLLOWERS,
    type: 'qr.review',
    params: { amount },
    link: '/accounting/deposit-topup',
    dedupeKey: `qr-review:${notificationId}`,
  });
  if (codeOwner)
    await notify(tx, {
      agencyId: codeOwner.agencyId,
      audience: DEPOSIT_FOLLOWERS,
      alsoUserIds: codeOwner.requestedBy ? [codeOwner.requestedBy] : [],
      type: 'qr.review',
      params: { amount },
      link: '/qr',
      dedupeKey: `qr-review:${notificationId}`,
    });
}

/** A reviewed transfer rejected: the sub-agency whose code it carried hears why. */
export const noticeRejected = (tx: Database, rejected: QrRequester & { amount: number; reason: string }) =>
  notify(tx, {
    agencyId: rejected.agencyId,
    audience: DEPOSIT_FOLLOWERS,
    alsoUserIds: rejected.requestedBy ? [rejected.requestedBy] : [],
    type: 'topup.rejected',
    params: { amount: rejected.amount, reason: rejected.reason },
    link: '/qr',
  });
