// The supplier calls of a priced edit (decision 044): every call quoted first, then committed with the total it expects.
import type { TBookingSystem, TSupplierBooking, TSupplierEdit } from '@portal/contracts';
import type { SupplierCallResult, SupplierRefusal } from '../../suppliers/supplier-gateway.js';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import { editOutcomeUnknown, editRefused, editSoldOut } from '../booking-errors.js';
import type { BookingRow } from '../repository/booking-rows.js';
import { clientRefOf, pnrAtAirline } from './edit-pipeline.js';

/** The supplier's price of the edit's calls: its total before, each call's difference, and the PNR of the last one. */
export type SupplierQuote = { totalBefore: number; deltas: number[]; last: TSupplierBooking };

type Answer = SupplierCallResult<{ booking: TSupplierBooking; totalBefore: number; totalAfter: number }>;

/**
 * A refusal other than PRICE_CHANGED: 409 soldOut naming the flight as the portal does (`routes[].offerId`), or 422
 * with the airline's words; no answer is 502 (retry with the same key).
 */
function throwSupplierFailure(
  answer: Exclude<Answer, { ok: true }>,
  asked: { edit: TSupplierEdit; system: string },
): never {
  if (answer.kind === 'unknown') throw editOutcomeUnknown(answer.message);
  if (answer.code === 'SOLD_OUT') {
    const { edit } = asked;
    const flightKey = 'flightKey' in edit ? edit.flightKey : 'flight' in edit ? edit.flight.key : '';
    throw editSoldOut(`${asked.system}:${flightKey}`, answer.message);
  }
  throw editRefused(answer.code, answer.message);
}

export function pricedSupplierCalls(deps: BookingSupplierDeps, booking: BookingRow) {
  const call = (target: { clientRef: string; mode: 'quote' | 'commit'; expectedTotal?: number; edit: TSupplierEdit }) =>
    deps.suppliers.edit(
      booking.system as TBookingSystem,
      { pnr: booking.pnr!, account: booking.supplierAccount, ...target },
      { deadlineMs: deps.deadlineMs },
    );

  /** Each call priced on the PNR as it is (quotes change nothing, so each difference is that call's alone). */
  async function quote(edits: readonly TSupplierEdit[], idempotencyKey: string): Promise<SupplierQuote> {
    const deltas: number[] = [];
    let totalBefore = 0;
    let last: TSupplierBooking | undefined;
    for (const [index, edit] of edits.entries()) {
      const answer = await call({ clientRef: `quote:${clientRefOf(idempotencyKey, index)}`, mode: 'quote', edit });
      if (!answer.ok) throwSupplierFailure(answer, { edit, system: booking.system });
      totalBefore = answer.value.totalBefore;
      deltas.push(answer.value.totalAfter - answer.value.totalBefore);
      last = answer.value.booking;
    }
    if (!last) throw editOutcomeUnknown('no edit sent');
    return { totalBefore, deltas, last };
  }

  /**
   * The calls committed in order, each expecting the supplier's total the quote gave up to it. Answers the PNR as the
   * last commit left it, or the refusal PRICE_CHANGED (the supplier's new total) for the caller to answer 409. A
   * refusal of the first call changed nothing: `release` drops the claim; a later one leaves the earlier commits made,
   * so the claim stays for a retry with the same key (the earlier ones replay), as decision 043 does.
   */
  async function commit(
    edits: readonly TSupplierEdit[],
    options: { idempotencyKey: string; quote: SupplierQuote; release: () => Promise<void> },
  ): Promise<{ booking: TSupplierBooking } | { priceMoved: SupplierRefusal; expectedTotal: number }> {
    let expectedTotal = options.quote.totalBefore;
    let changed: TSupplierBooking | undefined;
    for (const [index, edit] of edits.entries()) {
      expectedTotal += options.quote.deltas[index] ?? 0;
      const clientRef = clientRefOf(options.idempotencyKey, index);
      const answer = await call({ clientRef, mode: 'commit', expectedTotal, edit });
      if (!answer.ok && answer.kind === 'refused') {
        if (index === 0) await options.release();
        if (answer.code === 'PRICE_CHANGED') return { priceMoved: answer, expectedTotal };
      }
      if (!answer.ok) throwSupplierFailure(answer, { edit, system: booking.system });
      changed = answer.value.booking;
    }
    if (!changed) throw editOutcomeUnknown('no edit sent');
    return { booking: changed };
  }

  /** The PNR as the airline holds it now (a resumed edit's lost commit may be in it); undefined without an answer. */
  const current = () => pnrAtAirline(deps, booking);

  return { quote, commit, current };
}
