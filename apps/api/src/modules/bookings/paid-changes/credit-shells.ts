// Credit shells a refund left in a passenger's name (decisions 067, 068): what is left of each, which ones a held
// booking of the same agency may apply at issue (same airline and system, a passenger of that name, unexpired, something
// left), and for how much: at most the passenger's fare and VAT, so taxes and add-ons always come from the deposit.
import type { TUsableCredit } from '@portal/contracts';
import { comparableAirlineName, sumVnd } from '@portal/domain';
import type { Database } from '@portal/db';
import { invalidField } from '../../../platform/field-error.js';
import { passengersOf } from '../repository/booking-reads.js';
import { pricingOf, type BookingRow, type StoredCreditPayment } from '../repository/booking-rows.js';
import { creditShellRowsOf, type CreditShellRow } from '../repository/credit-shell-rows.js';
import type { StoredPaidDocument } from './paid-settlement.js';

/** One issue a credit paid (RESERVED while that issue's outcome is unknown), kept on the credit's document. */
export type StoredCreditUse = {
  bookingId: string;
  pnr: string;
  issueKey: string;
  amount: number;
  status: 'RESERVED' | 'USED';
  at: string;
};
export type CreditDocument = StoredPaidDocument & { uses?: StoredCreditUse[] };

/** The credit's value less every use (reserved or made). */
export const creditLeftOf = (document: CreditDocument) =>
  Math.abs(document.amount) - sumVnd((document.uses ?? []).map((use) => use.amount));

type Candidate = { row: CreditShellRow; document: CreditDocument };

async function agencyCredits(db: Database, agencyId: string): Promise<Candidate[]> {
  const rows = await creditShellRowsOf(db, agencyId);
  return rows.flatMap((row) =>
    (row.documents as CreditDocument[])
      .filter((document) => document.kind === 'CREDIT_SHELL')
      .map((document) => ({ row, document })),
  );
}

type HeldPassenger = { paxId: string; name: string };
type Checked = { ok: true; passenger: HeldPassenger; left: number } | { ok: false; reason: string };

const ddMMyyyy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

type Held = { booking: BookingRow; passengers: HeldPassenger[]; now: Date };

function check(candidate: Candidate, held: Held): Checked {
  const { row, document } = candidate;
  const { booking, passengers, now } = held;
  if (row.system !== booking.system || row.airline !== booking.airline)
    return { ok: false, reason: `a credit shell of ${row.airline}, not of ${booking.airline}` };
  if (!document.expiresAt || new Date(document.expiresAt).getTime() <= now.getTime())
    return { ok: false, reason: `expired on ${ddMMyyyy(document.expiresAt ?? '')}` };
  const owner = comparableAirlineName(document.passengerName);
  const passenger = passengers.find((candidatePax) => candidatePax.name === owner);
  if (!passenger) return { ok: false, reason: `in the name of ${owner}, no passenger of this booking` };
  const left = creditLeftOf(document);
  if (left <= 0) return { ok: false, reason: 'already used' };
  return { ok: true, passenger, left };
}

/** Each passenger's fare and VAT as held: the most credits may pay for them. */
function faresOf(booking: BookingRow): Map<string, number> {
  const pricing = pricingOf(booking);
  return new Map(
    pricing.lines.map((line) => {
      const price = pricing.byPaxType[line.paxType];
      return [line.paxId, price ? price.baseFare + price.vat : 0];
    }),
  );
}

async function heldPassengers(db: Database, booking: BookingRow): Promise<HeldPassenger[]> {
  const rows = await passengersOf(db, [booking.id]);
  return rows.map((row) => ({
    paxId: row.paxId,
    name: comparableAirlineName(`${row.airlineLastName} ${row.airlineFirstName}`),
  }));
}

export type UsableCredit = TUsableCredit & { changeId: string };

/** The agency's credit shells this held booking may apply, each with what it would pay alone, soonest expiry first. */
export async function usableCreditsFor(db: Database, booking: BookingRow, now: Date): Promise<UsableCredit[]> {
  const [candidates, passengers] = await Promise.all([
    agencyCredits(db, booking.agencyId),
    heldPassengers(db, booking),
  ]);
  const fares = faresOf(booking);
  const usable: UsableCredit[] = [];
  for (const candidate of candidates) {
    const checked = check(candidate, { booking, passengers, now });
    if (!checked.ok) continue;
    const { row, document } = candidate;
    usable.push({
      number: document.number,
      airline: row.airline,
      paxId: checked.passenger.paxId,
      passengerName: document.passengerName,
      remaining: checked.left,
      amount: Math.min(checked.left, fares.get(checked.passenger.paxId) ?? 0),
      expiresAt: document.expiresAt ?? '',
      source: { bookingId: row.bookingId, pnr: row.pnr ?? '' },
      changeId: row.changeId,
    });
  }
  return usable.sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

/**
 * What the credits named pay of this issue, in the order named: each at most what is left of it and of its passenger's
 * fare after the credits before it. 400 naming `credits.{i}` for one the booking cannot use, and why.
 */
export async function planCreditPayments(
  db: Database,
  options: { booking: BookingRow; numbers: readonly string[]; now: Date },
): Promise<StoredCreditPayment[]> {
  const { booking, numbers, now } = options;
  if (numbers.length === 0) return [];
  const [candidates, passengers] = await Promise.all([
    agencyCredits(db, booking.agencyId),
    heldPassengers(db, booking),
  ]);
  const faresLeft = faresOf(booking);
  const planned: StoredCreditPayment[] = [];
  numbers.forEach((asked, index) => {
    const field = `credits.${index}`;
    const number = asked.trim().toUpperCase();
    if (planned.some((credit) => credit.number === number)) throw invalidField(field, 'named twice');
    const candidate = candidates.find((item) => item.document.number === number);
    if (!candidate) throw invalidField(field, 'no credit shell of this agency has this number');
    const checked = check(candidate, { booking, passengers, now });
    if (!checked.ok) throw invalidField(field, checked.reason);
    const { paxId } = checked.passenger;
    const amount = Math.min(checked.left, faresLeft.get(paxId) ?? 0);
    if (amount <= 0) throw invalidField(field, "the passenger's fare is already paid by the credits before it");
    faresLeft.set(paxId, (faresLeft.get(paxId) ?? 0) - amount);
    planned.push({ number, paxId, amount, changeId: candidate.row.changeId, sourceBookingId: candidate.row.bookingId });
  });
  return planned;
}
