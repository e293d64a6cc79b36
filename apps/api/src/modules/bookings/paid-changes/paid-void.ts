// A void of a booking with paid changes (decision 052): besides the sale, every DONE change's sale (S) is given
// back in full (type V) to every deposit of the chain — what a refund change already returned excepted.
import type { WriteInTransaction } from '../../ledger/sale.service.js';
import type { CreditSaleResult } from '../../ledger/sale-credit.js';
import { bookingReference, type BookingMoneyDeps } from '../tickets/booking-ledger.js';
import { paidChangeSalesOf, saleLeftToBuyerOf } from '../repository/booking-paid-changes.js';
import type { BookingRow } from '../repository/booking-rows.js';
import { changeVoidKeyOf } from './paid-money.js';

/** The V credits of the booking's change sales that still have something to give back, to run in the void's transaction. */
export async function prepareChangeVoids(
  deps: BookingMoneyDeps,
  options: { booking: BookingRow; actorUserId: string | null },
): Promise<WriteInTransaction<CreditSaleResult>[]> {
  const { booking } = options;
  const writes: WriteInTransaction<CreditSaleResult>[] = [];
  for (const change of await paidChangeSalesOf(deps.db, booking.id)) {
    if (!change.saleTransactionId || (await saleLeftToBuyerOf(deps.db, change.saleTransactionId)) <= 0) continue;
    writes.push(
      await deps.ledger.prepareCreditSale({
        idempotencyKey: changeVoidKeyOf(change),
        saleTransactionId: change.saleTransactionId,
        type: 'V',
        reference: bookingReference(booking.id),
        description: `Hủy vé (void) thay đổi có phí ${change.action} ${booking.pnr}`,
        createdBy: options.actorUserId,
      }),
    );
  }
  return writes;
}
