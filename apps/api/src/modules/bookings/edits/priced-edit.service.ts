// The edits that may change a held booking's price (decision 044): the edit checks, the supplier's quote, quote → accept,
// the commit with the total expected, and the new money written with the event and version.
import type { TBookingDetail, TBookingEditQuote } from '@portal/contracts';
import {
  bookingEditContextOf,
  bookingEditEntryOf,
  bookingEditFieldIssues,
  bookingEditSchemaFor,
  canStartEdit,
  createFeeSchedule,
  editPriceOutcome,
  sumVnd,
  type EditStartStatus,
} from '@portal/domain';
import { invalidFields } from '../../../platform/field-error.js';
import { refuseReusedKey, requestFingerprint } from '../../../platform/idempotency.js';
import { rulesOfLinks } from '../../commission/fee-chain.js';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import { editPriceChanged, paidChangeRequired, staleVersion, wrongState } from '../booking-errors.js';
import { requireActionableBooking, type BookingCaller } from '../booking-scope.js';
import { bookingDetailView } from '../booking-views.js';
import { bookedFlights, flightTimes, routeText } from '../hold/booked-flights.js';
import { findBooking, findKeyUse, passengersOf } from '../repository/booking-reads.js';
import { writePricedEdit } from '../repository/booking-priced-writes.js';
import { flightsOf, pricingOf, type BookingRow } from '../repository/booking-rows.js';
import { menuBookingOf, type EditRequest } from './edit.service.js';
import { heldMoneyOf, type HeldMoney } from './held-reprice.js';
import { pricedChangesOf } from './priced-changes.js';
import { pricedSupplierCalls, type SupplierQuote } from './priced-supplier-calls.js';
import { pricedSupplierEditsOf, type PricedEdit } from './priced-supplier-edits.js';
import { editSummaryOf } from './supplier-edits.js';

export type PricedEditRequest = Omit<EditRequest, 'action' | 'body'> & {
  action: PricedEdit;
  body: Record<string, unknown> & { expectedVersion: number; acceptTotal?: number };
};

export type PricedEditAnswer = { booking: TBookingDetail; quote?: TBookingEditQuote };

/** The airline's fees of edits already in the held price (a name change's), passenger by passenger summed. */
const airlineFeesOf = (booking: BookingRow) =>
  sumVnd(pricingOf(booking).lines.map((line) => line.supplierNet - line.fareNet - line.ancillaries));

/** Two upgrades of one passenger's bag on one flight would replace each other: 400 naming the second. */
function refuseRepeatedBags(body: Record<string, unknown>): void {
  const upgrades = (body.upgrades ?? []) as { paxId: string; flightKey: string }[];
  const seen = upgrades.map((upgrade) => `${upgrade.paxId}|${upgrade.flightKey}`);
  const repeated = seen.findIndex((key, index) => seen.indexOf(key) !== index);
  if (repeated >= 0) throw invalidFields([{ field: `upgrades.${repeated}.flightKey`, message: 'duplicate' }]);
}

export function createPricedEditService(deps: BookingSupplierDeps) {
  const { db, clock } = deps;
  const view = (booking: BookingRow, caller: BookingCaller) =>
    bookingDetailView({ db, booking, caller, now: clock.now() });

  /** A key an accepted edit already used: the same body answers the booking as it is now; anything else is 422. */
  async function replayed(request: PricedEditRequest, fingerprint: string): Promise<TBookingDetail | undefined> {
    const { caller, idempotencyKey, bookingId } = request;
    const used = await findKeyUse(db, { agencyId: caller.agencyId, idempotencyKey, action: 'edited' });
    if (!used) return undefined;
    const stored = used.bookingId === bookingId ? used.requestHash : 'another booking';
    refuseReusedKey({ key: idempotencyKey, stored, fingerprint });
    return view((await findBooking(db, bookingId))!, caller);
  }

  function parsedBody(request: PricedEditRequest, detail: TBookingDetail): Record<string, unknown> {
    const context = bookingEditContextOf(detail, clock.now());
    if (!context) throw wrongState(detail.status, request.action);
    const parsed = bookingEditSchemaFor(request.action, context).safeParse(request.body);
    if (!parsed.success) throw invalidFields(bookingEditFieldIssues(parsed.error.issues, request.language));
    return parsed.data as Record<string, unknown>;
  }

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

  /** POST /api/bookings/{id}/edits/{action} of a priced edit: the quote, or the change made at the accepted total. */
  async function edit(request: PricedEditRequest): Promise<PricedEditAnswer> {
    const { caller, bookingId, action, idempotencyKey } = request;
    const booking = await requireActionableBooking(db, caller, bookingId);
    const fingerprint = requestFingerprint({ bookingId, action, body: request.body });
    const again = await replayed(request, fingerprint);
    if (again) return { booking: again };
    const detail = await view(booking, caller);
    if (!canStartEdit(action, menuBookingOf(detail), caller.permissions)) throw wrongState(booking.status, action);
    const body = parsedBody(request, detail);
    refuseRepeatedBags(body);
    if (request.body.expectedVersion !== booking.version) throw staleVersion(booking.version);
    if (!booking.pnr) throw wrongState(booking.status, action);

    const kept = flightsOf(booking);
    const flightKeyOf = (offerId: string) => kept.find((flight) => flight.offerId === offerId)?.key ?? offerId;
    const edits = pricedSupplierEditsOf(action, body as never, flightKeyOf);
    const supplier = pricedSupplierCalls(deps, booking);
    const quote = await supplier.quote(edits, idempotencyKey);
    const totals = await totalsOf(booking, quote);
    const outcome = editPriceOutcome({
      money: bookingEditEntryOf(action).money,
      status: booking.status as EditStartStatus,
      ...totals,
      ...(request.body.acceptTotal === undefined ? {} : { acceptTotal: request.body.acceptTotal }),
    });
    if (outcome.kind === 'quote') return { booking: detail, quote: outcome.quote };
    if (outcome.kind === 'paidChangeRequired') throw paidChangeRequired(action, totals.airlineFee);
    if (outcome.kind === 'priceChanged') throw editPriceChanged(outcome.acceptedTotal, outcome.newTotal);

    const committed = await supplier.commit(edits, { idempotencyKey, quote });
    if ('priceMoved' in committed) {
      const moved = (committed.priceMoved.totalNet ?? committed.expectedTotal) - committed.expectedTotal;
      throw editPriceChanged(outcome.newTotal, outcome.newTotal + moved);
    }
    const answer = committed.booking;
    const flights = bookedFlights(booking.system, answer, kept);
    const money = booking.status === 'HOLD' ? await moneyFor(booking, answer) : undefined;
    const before = {
      flights: kept,
      passengers: await passengersOf(db, [booking.id]),
      ancillaries: pricingOf(booking).ancillaries,
    };
    const { changes, passengers } = pricedChangesOf(action, {
      body: body as never,
      before,
      answer,
      flightKeyOf,
      totals: { before: booking.totalAmount, after: money?.totalAmount ?? booking.totalAmount },
    });
    const timeLimit = new Date(answer.timeLimit);
    const written = await writePricedEdit(db, {
      booking,
      expectedVersion: request.body.expectedVersion,
      set: {
        flights: flights as unknown as BookingRow['flights'],
        ...(flights.length > 0 ? { ...flightTimes(flights), route: routeText(flights) } : {}),
        ...(money
          ? {
              supplierNet: money.supplierNet,
              feeTotal: money.feeTotal,
              totalAmount: money.totalAmount,
              pricing: money.pricing as unknown as BookingRow['pricing'],
            }
          : {}),
        ...(booking.status === 'HOLD' && booking.timeLimit?.getTime() !== timeLimit.getTime() ? { timeLimit } : {}),
      },
      passengers,
      actorUserId: caller.userId,
      details: {
        pnr: booking.pnr,
        editAction: action,
        idempotencyKey,
        requestHash: fingerprint,
        before: { version: booking.version, totalAmount: booking.totalAmount },
        after: editSummaryOf(body),
        changes,
        ...(request.body.acceptTotal === undefined ? {} : { acceptedTotal: request.body.acceptTotal }),
      },
      at: clock.now(),
    });
    if (!written) {
      const current = await findBooking(db, bookingId);
      throw staleVersion(current?.version ?? booking.version);
    }
    return { booking: await view(written, caller) };
  }

  return { edit };
}

export type PricedEditService = ReturnType<typeof createPricedEditService>;
