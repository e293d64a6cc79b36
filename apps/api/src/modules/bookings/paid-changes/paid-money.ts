// A paid change's money in the ledger (decision 051): keys derived from the booking and the change (never the request),
// the split of its sale lines along the booking's chain, and the reserve, post, release and refund credits.
import { sumVnd, splitSaleLines, type SaleSplit } from '@portal/domain';
import type { Database } from '@portal/db';
import type { WriteInTransaction } from '../../ledger/sale.service.js';
import { bookingReference, type BookingMoneyDeps } from '../tickets/booking-ledger.js';
import { pricingOf, type BookingRow } from '../repository/booking-rows.js';
import { paidChangeSalesOf, saleNetLeftOf, type PaidChangeRow } from '../repository/booking-paid-changes.js';
import type { PaidSaleLine } from './paid-quote.js';

export const changeKeyOf = (change: Pick<PaidChangeRow, 'bookingId' | 'id'>) =>
  `booking:${change.bookingId}:change:${change.id}`;
export const changePostKeyOf = (change: Pick<PaidChangeRow, 'bookingId' | 'id'>) => `${changeKeyOf(change)}:post`;
export const changeReleaseKeyOf = (change: Pick<PaidChangeRow, 'bookingId' | 'id'>) => `${changeKeyOf(change)}:release`;
/** The n-th refund credit of a change that gives money back (the sale first, then earlier change sales). */
export const changeCreditKeyOf = (change: Pick<PaidChangeRow, 'bookingId' | 'id'>, saleTransactionId: string) =>
  `${changeKeyOf(change)}:credit:${saleTransactionId}`;
/** The void of a change's sale when the whole booking is voided. */
export const changeVoidKeyOf = (change: Pick<PaidChangeRow, 'bookingId' | 'id'>) =>
  `booking:${change.bookingId}:void:change:${change.id}`;

/** What SENT keeps in `split`: the chain's split of the change's sale (absent when no money is reserved). */
export type StoredChangeSplit = { chainAgencyIds: string[]; lines: PaidSaleLine[]; total: SaleSplit };

/** The split of a change's sale lines along the booking's chain (the buyer first). */
export function changeSplitOf(booking: BookingRow, lines: readonly PaidSaleLine[]): StoredChangeSplit {
  const { chainAgencyIds } = pricingOf(booking);
  const { total } = splitSaleLines({ agencyIds: chainAgencyIds, lines });
  return { chainAgencyIds, lines: [...lines], total };
}

const describe = (booking: BookingRow, action: string) =>
  `${action} ${booking.pnr} (${booking.airline} ${booking.route})`;

/** The chain's money of a positive change reserved: each deposit its share, all or nothing (422 when one cannot pay). */
export function prepareChangeReserve(
  deps: BookingMoneyDeps,
  options: { booking: BookingRow; change: PaidChangeRow; split: SaleSplit; actorUserId: string },
) {
  const { booking, change, split } = options;
  return deps.ledger.prepareReserveSale({
    idempotencyKey: changeKeyOf(change),
    reference: bookingReference(booking.id),
    description: `Giữ tiền thay đổi có phí: ${describe(booking, change.action)}`,
    createdBy: options.actorUserId,
    payments: split.shares.map((share) => ({ agencyId: share.agencyId, amount: share.pays })),
  });
}

export function prepareChangePost(
  deps: BookingMoneyDeps,
  options: { booking: BookingRow; change: PaidChangeRow; split: SaleSplit; actorUserId: string | null },
) {
  const { booking, change } = options;
  return deps.ledger.preparePostSale({
    idempotencyKey: changePostKeyOf(change),
    reserveKey: changeKeyOf(change),
    type: 'S',
    legs: options.split.legs,
    description: `Thay đổi có phí: ${describe(booking, change.action)}`,
    createdBy: options.actorUserId,
  });
}

export const prepareChangeRelease = (deps: BookingMoneyDeps, change: PaidChangeRow) =>
  deps.ledger.prepareReleaseSale({ idempotencyKey: changeReleaseKeyOf(change), reserveKey: changeKeyOf(change) });

/**
 * The credits (R, net only: every deposit of the chain gets it, the fees kept) of a change giving `amount` back to the
 * deposit: from the sale first, then from the booking's earlier change sales oldest first, each within the
 * net it has left. Answers the writes to run in the settling transaction; more than all sales have left is a bug.
 */
export async function prepareRefundCredits(
  deps: BookingMoneyDeps,
  options: { booking: BookingRow; change: PaidChangeRow; amount: number; actorUserId: string | null },
): Promise<WriteInTransaction<{ transactionId: string; amount: number }>[]> {
  const { booking, change } = options;
  const sales = [
    booking.saleTransactionId!,
    ...(await paidChangeSalesOf(deps.db, booking.id)).map((row) => row.saleTransactionId!).filter(Boolean),
  ];
  const writes: WriteInTransaction<{ transactionId: string; amount: number }>[] = [];
  let left = options.amount;
  for (const saleTransactionId of sales) {
    if (left <= 0) break;
    const amount = Math.min(left, await saleNetLeftOf(deps.db as Database, saleTransactionId));
    if (amount <= 0) continue;
    writes.push(
      await deps.ledger.prepareCreditSale({
        idempotencyKey: changeCreditKeyOf(change, saleTransactionId),
        saleTransactionId,
        amount,
        share: 'net',
        type: 'R',
        reference: bookingReference(booking.id),
        description: `Hoàn tiền thay đổi: ${describe(booking, change.action)}`,
        createdBy: options.actorUserId,
      }),
    );
    left = sumVnd([left, -amount]);
  }
  if (left > 0)
    throw new Error(`paid change ${change.id}: ${left} to give back is more than the booking's sales have left`);
  return writes;
}
