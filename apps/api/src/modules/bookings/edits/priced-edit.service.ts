// The edits that may change a held booking's price (decision 044): the edit checks, the supplier's quote, quote → accept,
// the commit with the total expected, and the new money written with the event and version.
import type { TBookingDetail, TBookingEditQuote, TSupplierBooking, TSupplierEdit } from '@portal/contracts';
import { bookingEditEntryOf, createFeeSchedule, editPriceOutcome, sumVnd, type EditStartStatus } from '@portal/domain';
import { AppError } from '../../../platform/errors.js';
import { invalidFields } from '../../../platform/field-error.js';
import { rulesOfLinks } from '../../commission/fee-chain.js';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import {
  editPending,
  editPriceChanged,
  paidChangeRequired,
  paidUpgradeRequired,
  staleVersion,
} from '../booking-errors.js';
import { bookedFlights, flightTimes, routeText } from '../hold/booked-flights.js';
import { findBooking, passengersOf } from '../repository/booking-reads.js';
import { pricedPassengerWrites } from '../repository/booking-priced-writes.js';
import { isEditPending, writeEdit } from '../repository/booking-edit-writes.js';
import { flightsOf, pricingOf, type BookingRow } from '../repository/booking-rows.js';
import { createEditPipeline, flightKeyOfBooking, type EditStepRequest } from './edit-pipeline.js';
import { heldMoneyOf, type HeldMoney } from './held-reprice.js';
import { pricedChangesOf } from './priced-changes.js';
import { pricedSupplierCalls, type SupplierQuote } from './priced-supplier-calls.js';
import { claimForEdit, releaseClaim } from './edit-claim.js';
import { pricedSupplierEditsOf, type PricedEdit } from './priced-supplier-edits.js';
import { editSummaryOf } from './supplier-edits.js';

export type PricedEditRequest = Omit<EditStepRequest, 'action' | 'body'> & {
  action: PricedEdit;
  body: Record<string, unknown> & { expectedVersion: number; acceptTotal?: number };
};

type SupplierCalls = ReturnType<typeof pricedSupplierCalls>;

export type PricedEditAnswer = { booking: TBookingDetail; quote?: TBookingEditQuote };

/** The airline's fees of edits already in the held price (a name change's), passenger by passenger summed. */
const airlineFeesOf = (booking: BookingRow) =>
  sumVnd(pricingOf(booking).lines.map((line) => line.supplierNet - line.fareNet - line.ancillaries));

/** The booking's money columns of a repriced hold. */
const moneyColumnsOf = (money: HeldMoney) => ({
  supplierNet: money.supplierNet,
  feeTotal: money.feeTotal,
  totalAmount: money.totalAmount,
  pricing: money.pricing as unknown as BookingRow['pricing'],
});

/** Two upgrades of one passenger's bag on one flight would replace each other: 400 naming the second. */
function refuseRepeatedBags(body: Record<string, unknown>): void {
  const upgrades = (body.upgrades ?? []) as { paxId: string; flightKey: string }[];
  const seen = upgrades.map((upgrade) => `${upgrade.paxId}|${upgrade.flightKey}`);
  const repeated = seen.findIndex((key, index) => seen.indexOf(key) !== index);
  if (repeated >= 0) throw invalidFields([{ field: `upgrades.${repeated}.flightKey`, message: 'duplicate' }]);
}

export function createPricedEditService(deps: BookingSupplierDeps) {
  const { db, clock } = deps;
  const pipeline = createEditPipeline(deps);

  /** The held booking's money for a PNR the supplier answered, with the chain's fee rules as they are now. */
  async function moneyFor(booking: BookingRow, answer: SupplierQuote['last']): Promise<HeldMoney> {
    const links = pricingOf(booking).feeLinks;
    const schedule = createFeeSchedule(await rulesOfLinks(db, links), links);
    return heldMoneyOf({ booking, answer, schedule });
  }

  /**
   * The booking's total after the quoted calls: on HOLD the last PNR priced for the agency plus the earlier calls'
   * differences (baggage: each call alone); on EXPORT only the supplier's difference, which is a fee to pay.
   */
  async function totalsOf(booking: BookingRow, quote: SupplierQuote) {
    const earlier = sumVnd(quote.deltas.slice(0, -1));
    const airlineFee = (quote.last.totalFees ?? 0) - airlineFeesOf(booking);
    if (booking.status !== 'HOLD') {
      const moved = sumVnd(quote.deltas);
      return {
        totalBefore: booking.totalAmount,
        totalAfter: booking.totalAmount + moved,
        airlineFee: Math.max(0, moved),
      };
    }
    const money = await moneyFor(booking, quote.last);
    return {
      totalBefore: booking.totalAmount,
      totalAfter: money.totalAmount + earlier,
      airlineFee: Math.max(0, airlineFee),
    };
  }

  /**
   * A retry with the key whose commit answer was lost (the claim still this key's): the change is in the PNR when the
   * airline's total, priced for the agency, is now the accepted one. Undefined when it is not (quote and commit again:
   * the supplier replays a commit it made with the same reference and total).
   */
  async function lostCommit(booking: BookingRow, options: { acceptTotal?: number; supplier: SupplierCalls }) {
    if (booking.status !== 'HOLD' || options.acceptTotal === undefined) return undefined;
    const pnr = await options.supplier.current();
    if (!pnr || pnr.totalNet === booking.supplierNet) return undefined;
    return (await moneyFor(booking, pnr)).totalAmount === options.acceptTotal ? pnr : undefined;
  }

  /**
   * The supplier's quote; when the airline refuses it and the booking changed meanwhile (another agent's edit went
   * through between our read and the quote: an adult already has the infant), 409 staleVersion or editPending says
   * so instead of the airline's words about a change the agent has not seen.
   */
  async function quoteOnVersion(
    seen: BookingRow,
    options: { idempotencyKey: string; ask: () => Promise<SupplierQuote> },
  ): Promise<SupplierQuote> {
    try {
      return await options.ask();
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 422) throw error;
      const current = await findBooking(db, seen.id);
      const isOthers = current?.pendingEditKey !== options.idempotencyKey;
      if (current && isOthers && isEditPending(current, clock.now())) throw editPending();
      if (current && current.version !== seen.version) throw staleVersion(current.version);
      throw error;
    }
  }

  /** The change at the airline: the quote, the rule, the claim, the commits; or the quote to answer. */
  async function changeAtSupplier(
    request: PricedEditRequest,
    options: { seen: BookingRow; edits: TSupplierEdit[]; supplier: SupplierCalls; fingerprint: string },
  ): Promise<{ quote: TBookingEditQuote } | { booking: BookingRow; answer: TSupplierBooking }> {
    const { seen, edits, supplier } = options;
    const { action, idempotencyKey } = request;
    const quote = await quoteOnVersion(seen, { idempotencyKey, ask: () => supplier.quote(edits, idempotencyKey) });
    const totals = await totalsOf(seen, quote);
    const outcome = editPriceOutcome({
      money: bookingEditEntryOf(action).money,
      status: seen.status as EditStartStatus,
      ...totals,
      ...(request.body.acceptTotal === undefined ? {} : { acceptTotal: request.body.acceptTotal }),
    });
    if (outcome.kind === 'quote') return { quote: outcome.quote };
    if (outcome.kind === 'paidChangeRequired') throw paidChangeRequired(action, totals.airlineFee);
    if (outcome.kind === 'priceChanged') throw editPriceChanged(outcome.acceptedTotal, totals);
    const claim = pipeline.claimOf(request, options.fingerprint);
    const booking = await claimForEdit(db, claim);
    const release = () => releaseClaim(db, claim);
    const committed = await supplier.commit(edits, { idempotencyKey, quote, release });
    if ('priceMoved' in committed) {
      const moved = (committed.priceMoved.totalNet ?? committed.expectedTotal) - committed.expectedTotal;
      throw editPriceChanged(outcome.newTotal, { ...totals, totalAfter: outcome.newTotal + moved });
    }
    return { booking, answer: committed.booking };
  }

  /** The PNR the airline answered written on the claimed booking: money (HOLD), flights, passengers, event. */
  async function written(
    request: PricedEditRequest,
    options: { booking: BookingRow; answer: TSupplierBooking; body: Record<string, unknown>; fingerprint: string },
  ): Promise<BookingRow> {
    const { booking, answer, body } = options;
    const kept = flightsOf(booking);
    const flights = bookedFlights(booking.system, answer, kept);
    const money = booking.status === 'HOLD' ? await moneyFor(booking, answer) : undefined;
    const passengerRows = await passengersOf(db, [booking.id]);
    const before = { flights: kept, passengers: passengerRows, ancillaries: pricingOf(booking).ancillaries };
    const { changes, passengers } = pricedChangesOf(request.action, {
      body: body as never,
      before,
      answer,
      flightKeyOf: flightKeyOfBooking(booking),
      totals: { before: booking.totalAmount, after: money?.totalAmount ?? booking.totalAmount },
    });
    const timeLimit = new Date(answer.timeLimit);
    const row = await writeEdit(db, {
      booking,
      idempotencyKey: request.idempotencyKey,
      set: {
        flights: flights as unknown as BookingRow['flights'],
        ...(flights.length > 0 ? { ...flightTimes(flights), route: routeText(flights) } : {}),
        ...(money ? moneyColumnsOf(money) : {}),
        ...(booking.status === 'HOLD' && booking.timeLimit?.getTime() !== timeLimit.getTime() ? { timeLimit } : {}),
      },
      sideWrites: pricedPassengerWrites(booking.id, passengers),
      actorUserId: request.caller.userId,
      details: {
        pnr: booking.pnr,
        editAction: request.action,
        idempotencyKey: request.idempotencyKey,
        requestHash: options.fingerprint,
        before: { version: request.body.expectedVersion, totalAmount: booking.totalAmount },
        after: editSummaryOf(body),
        changes,
        ...(request.body.acceptTotal === undefined ? {} : { acceptedTotal: request.body.acceptTotal }),
      },
      at: clock.now(),
    });
    return row ?? pipeline.refuseStaleWrite(booking);
  }

  /** POST /api/bookings/{id}/edits/{action} of a priced edit: the quote, or the change made at the accepted total. */
  async function edit(request: PricedEditRequest): Promise<PricedEditAnswer> {
    const { caller, action, idempotencyKey } = request;
    const started = await pipeline.start({
      request,
      replay: (fingerprint) => pipeline.replayedEdit(request, fingerprint),
      checkBody: refuseRepeatedBags,
    });
    if ('replayed' in started) return { booking: started.replayed };
    const { seen, detail, body, fingerprint } = started;
    // Ticketed: the upgrade is paid from the deposit through POST …/paid-changes/upgrade-luggage (decision 057).
    if (action === 'upgrade-luggage' && seen.status !== 'HOLD') throw paidUpgradeRequired(seen.id);
    const isResumed = seen.pendingEditKey === idempotencyKey && seen.pendingEditHash === fingerprint;
    // A quote on another version, or while another edit awaits the airline, would price a booking about to change:
    // 409 before asking the airline.
    if (!isResumed && isEditPending(seen, clock.now())) throw editPending();
    if (!isResumed && request.body.expectedVersion !== seen.version) throw staleVersion(seen.version);

    const edits = pricedSupplierEditsOf(action, body as never, flightKeyOfBooking(seen));
    const supplier = pricedSupplierCalls(deps, seen);
    const lost = isResumed ? await lostCommit(seen, { acceptTotal: request.body.acceptTotal, supplier }) : undefined;
    const changed = lost
      ? { booking: seen, answer: lost }
      : await changeAtSupplier(request, { seen, edits, supplier, fingerprint });
    if ('quote' in changed) return { booking: detail, quote: changed.quote };
    const row = await written(request, { ...changed, body, fingerprint });
    return { booking: await pipeline.view(row, caller) };
  }

  return { edit };
}

export type PricedEditService = ReturnType<typeof createPricedEditService>;
