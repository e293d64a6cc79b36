// How an accepted paid change ends (decision 051), for the request and the reconciliation alike: DONE — the money
// posted (S), credited back (R) or left as a credit shell, the booking rewritten from the airline's PNR, a `paid-change`
// event, the claim released — or REFUSED with the money released and the version restored. Each locks the booking and
// the change and settles only a SENT change, so whoever comes second changes nothing.
import type { TPaidChangeDocument, TSupplierBooking, TSupplierPaidDocument } from '@portal/contracts';
import { bookedFlights, flightTimes, routeText } from '../hold/booked-flights.js';
import { releaseEdit } from '../repository/booking-edit-writes.js';
import { lockBooking, setTicketNumbers } from '../repository/booking-writes.js';
import { passengersOf } from '../repository/booking-reads.js';
import { recordBookingEvent } from '../repository/booking-transitions.js';
import { flightsOf, type BookingRow } from '../repository/booking-rows.js';
import {
  lockPaidChange,
  settlePaidChangeRow,
  writePaidChangeBooking,
  type PaidChangeRow,
} from '../repository/booking-paid-changes.js';
import type { BookingMoneyDeps } from '../tickets/booking-ledger.js';
import { prepareChangePost, prepareChangeRelease, prepareRefundCredits, type StoredChangeSplit } from './paid-money.js';
import type { StoredPaidQuote } from './paid-quote.js';

export type PaidSettlement =
  { kind: 'settled'; change: PaidChangeRow } | { kind: 'moved'; change: PaidChangeRow | undefined };

const quoteOf = (change: PaidChangeRow) => change.quote as unknown as StoredPaidQuote;
export const splitOfChange = (change: PaidChangeRow) => change.split as unknown as StoredChangeSplit | null;

/** A document as kept: a credit shell keeps its expiry from the PNR's credits (the list of credits shows it). */
export type StoredPaidDocument = TPaidChangeDocument & { expiresAt?: string };

/** The documents as the portal lists them, with the passenger's name from the PNR. */
function documentsOf(documents: readonly TSupplierPaidDocument[], pnr: TSupplierBooking): StoredPaidDocument[] {
  return documents.map((document) => {
    const passenger = pnr.passengers.find((candidate) => candidate.id === document.paxId);
    const credit = pnr.credits?.find((candidate) => candidate.number === document.number);
    return {
      ...(credit ? { expiresAt: credit.expiresAt } : {}),
      kind: document.kind,
      number: document.number,
      paxId: document.paxId,
      passengerName: passenger ? `${passenger.lastName} ${passenger.firstName}` : document.paxId,
      amount: document.amount,
    };
  });
}

/** The passengers the PNR has and the booking does not (an infant added), as rows. */
async function addedPassengersOf(deps: BookingMoneyDeps, booking: BookingRow, pnr: TSupplierBooking) {
  const rows = await passengersOf(deps.db, [booking.id]);
  return pnr.passengers
    .filter((passenger) => !rows.some((row) => row.paxId === passenger.id))
    .map((passenger) => ({
      paxId: passenger.id,
      type: passenger.type,
      title: passenger.title,
      lastName: passenger.lastName,
      firstName: passenger.firstName,
      airlineLastName: passenger.lastName,
      airlineFirstName: passenger.firstName,
      birthDate: passenger.birthDate ?? null,
      parentPaxId: passenger.infantOf ?? null,
      passport: null,
      loyalty: null,
    }));
}

/** The money write of a DONE change: post its reserved sale, credit a refund to the deposit, or nothing. */
async function moneyWriteOf(
  deps: BookingMoneyDeps,
  options: { booking: BookingRow; change: PaidChangeRow; actorUserId: string | null },
) {
  const { change } = options;
  const split = splitOfChange(change);
  if (change.total > 0 && split) {
    const post = await prepareChangePost(deps, { ...options, split: split.total });
    return async (tx: Parameters<typeof post>[0]) => (await post(tx)).transactionId;
  }
  if (change.total < 0 && quoteOf(change).refundForm !== 'CREDIT_SHELL') {
    const credits = await prepareRefundCredits(deps, { ...options, amount: -change.total });
    return async (tx: Parameters<(typeof credits)[number]>[0]) => {
      const written: string[] = [];
      for (const credit of credits) written.push((await credit(tx)).transactionId);
      return written[0] ?? null;
    };
  }
  return async () => null;
}

/** The change made at the airline: money, row DONE, booking from the PNR, event, claim released — once. */
export async function settleChangeDone(
  deps: BookingMoneyDeps,
  options: {
    booking: BookingRow;
    change: PaidChangeRow;
    pnr: TSupplierBooking;
    documents: readonly TSupplierPaidDocument[];
    actorUserId: string | null;
  },
): Promise<PaidSettlement> {
  const { booking, change, pnr, actorUserId } = options;
  const money = await moneyWriteOf(deps, { booking, change, actorUserId });
  const addedPassengers = await addedPassengersOf(deps, booking, pnr);
  const flights = pnr.flights.length > 0 ? bookedFlights(booking.system, pnr, flightsOf(booking)) : flightsOf(booking);
  const documents = documentsOf(options.documents, pnr);
  return deps.db.transaction(async (tx) => {
    await lockBooking(tx, booking.id);
    const current = await lockPaidChange(tx, change.id);
    if (current?.status !== 'SENT') return { kind: 'moved', change: current } as const;
    const saleTransactionId = await money(tx);
    const at = deps.clock.now();
    // A refund of every coupon leaves the PNR REFUNDED: so is the booking (closed, nothing more to change or void).
    const status = pnr.status === 'REFUNDED' ? 'REFUNDED' : booking.status;
    const settled = await settlePaidChangeRow(tx, { id: change.id, status: 'DONE', documents, saleTransactionId, at });
    await writePaidChangeBooking(tx, {
      bookingId: booking.id,
      idempotencyKey: change.idempotencyKey,
      set: {
        flights: flights as unknown as BookingRow['flights'],
        ...(flights.length > 0 ? { ...flightTimes(flights), route: routeText(flights) } : {}),
        ...(status !== booking.status ? { status, closedAt: at } : {}),
      },
      addedPassengers,
      at,
    });
    await setTicketNumbers(tx, booking.id, pnr.tickets);
    const quote = quoteOf(change);
    await recordBookingEvent(tx, {
      bookingId: booking.id,
      actorUserId,
      action: 'paid-change',
      fromStatus: booking.status,
      toStatus: status,
      details: {
        pnr: booking.pnr,
        changeId: change.id,
        editAction: change.action,
        total: change.total,
        airlineTotal: quote.airlineTotal,
        serviceFee: quote.serviceFee,
        lines: quote.lines.map((line) => ({ kind: line.kind, paxId: line.paxId, amount: line.amount })),
        documents: documents.map((document) => ({
          kind: document.kind,
          number: document.number,
          paxId: document.paxId,
        })),
        transactionId: saleTransactionId,
        ...(quote.refundForm ? { refundForm: quote.refundForm } : {}),
      },
      at,
    });
    return { kind: 'settled', change: settled! } as const;
  });
}

/** The airline refused (or never made) the change: money released, row REFUSED, claim dropped and version restored. */
export async function settleChangeRefused(
  deps: BookingMoneyDeps,
  options: { change: PaidChangeRow; message: string },
): Promise<PaidSettlement> {
  const { change } = options;
  const release = splitOfChange(change) && change.total > 0 ? await prepareChangeRelease(deps, change) : undefined;
  const settled = await deps.db.transaction(async (tx) => {
    await lockBooking(tx, change.bookingId);
    const current = await lockPaidChange(tx, change.id);
    if (current?.status !== 'SENT') return { kind: 'moved', change: current } as const;
    if (release) await release(tx);
    const row = await settlePaidChangeRow(tx, {
      id: change.id,
      status: 'REFUSED',
      message: options.message,
      at: deps.clock.now(),
    });
    return { kind: 'settled', change: row! } as const;
  });
  if (settled.kind === 'settled' && change.idempotencyKey)
    await releaseEdit(deps.db, {
      bookingId: change.bookingId,
      idempotencyKey: change.idempotencyKey,
      expectedVersion: change.bookingVersion,
    });
  return settled;
}
