// Credit shells as a form of payment at issue (decision 067): each named credit of this airline must be unexpired, in
// the name of a passenger of the PNR and have enough left; together they pay at most each passenger's own fare (base
// fare and VAT: taxes, airport charges and add-ons are paid otherwise).
import type { TSupplierBooking, TSupplierCreditPayment } from '@portal/contracts';
import { comparableAirlineName } from '@portal/domain';
import { badRequest, refuse, type TActionResult, type TBookingDeps } from './booking-context.js';
import { vietnamIso } from './booking-policy.js';

type TCredit = NonNullable<TSupplierBooking['credits']>[number];

/** What is left of a credit shell after the tickets it already paid. */
export const creditLeft = (credit: TCredit) =>
  credit.amount - (credit.uses ?? []).reduce((sum, use) => sum + use.amount, 0);

/** The credit shell of this number on a PNR of the same system and validating airline. */
function findCredit(deps: TBookingDeps, view: TSupplierBooking, number: string): TCredit | undefined {
  for (const stored of deps.store.bookings.values()) {
    if (stored.view.system !== view.system || stored.view.airline !== view.airline) continue;
    const credit = stored.view.credits?.find((candidate) => candidate.number === number.toUpperCase());
    if (credit) return credit;
  }
  return undefined;
}

/** A planned payment: the credit it takes from and the passenger of this PNR it pays for. */
type TPlanned = { credit: TCredit; paxId: string; amount: number };

/**
 * Checks every named credit against the PNR; answers a refusal, or the payments to make once the PNR is ticketed
 * (nothing changes before `apply`). A passenger's credits together pay at most that passenger's fare and VAT.
 */
export function planCredits(
  deps: TBookingDeps,
  view: TSupplierBooking,
  payments: readonly TSupplierCreditPayment[],
): TActionResult<never> | { apply: () => void } {
  const now = deps.now();
  const planned: TPlanned[] = [];
  const numbers = new Set<string>();
  for (const [index, payment] of payments.entries()) {
    const number = payment.number.toUpperCase();
    if (numbers.has(number)) return badRequest([{ field: `credits.${index}.number`, message: 'named twice' }]);
    numbers.add(number);
    const credit = findCredit(deps, view, number);
    if (!credit) return refuse('CREDIT_NOT_FOUND', `${view.airline} has no credit shell ${number}`);
    if (new Date(credit.expiresAt).getTime() <= now.getTime())
      return refuse('CREDIT_EXPIRED', `credit shell ${number} expired at ${credit.expiresAt}`);
    const owner = comparableAirlineName(credit.name);
    const passenger = view.passengers.find(
      (candidate) => comparableAirlineName(`${candidate.lastName} ${candidate.firstName}`) === owner,
    );
    if (!passenger)
      return refuse('CREDIT_NAME_MISMATCH', `credit shell ${number} is in the name of ${credit.name}, not on this PNR`);
    if (creditLeft(credit) < payment.amount)
      return refuse('CREDIT_USED', `credit shell ${number} has ${creditLeft(credit)} left, ${payment.amount} asked`);
    planned.push({ credit, paxId: passenger.id, amount: payment.amount });
  }
  for (const amount of view.paxAmounts) {
    const paid = planned.filter((item) => item.paxId === amount.paxId).reduce((sum, item) => sum + item.amount, 0);
    const fare = amount.baseFare + amount.vat;
    if (paid > fare)
      return badRequest([
        { field: 'credits', message: `credits pay ${paid} for ${amount.paxId}, whose fare and VAT are ${fare}` },
      ]);
  }
  return {
    apply() {
      const at = vietnamIso(deps.now());
      for (const item of planned)
        item.credit.uses = [...(item.credit.uses ?? []), { pnr: view.pnr, paxId: item.paxId, amount: item.amount, at }];
      view.creditPayments = planned.map((item) => ({
        number: item.credit.number,
        paxId: item.paxId,
        amount: item.amount,
      }));
    },
  };
}

/** A void gives the credit back: the uses this PNR made are taken off its credit shells. */
export function restoreCredits(deps: TBookingDeps, view: TSupplierBooking): void {
  for (const payment of view.creditPayments ?? []) {
    const credit = findCredit(deps, view, payment.number);
    if (credit) credit.uses = (credit.uses ?? []).filter((use) => use.pnr !== view.pnr);
  }
}

/**
 * A split moved passengers to a new PNR: the uses their tickets made of credit shells move with them, so a void of the
 * new PNR gives those credits back (and a void of the old one no longer does).
 */
export function moveCreditUses(deps: TBookingDeps, from: TSupplierBooking, to: TSupplierBooking): void {
  for (const payment of to.creditPayments ?? []) {
    const credit = findCredit(deps, to, payment.number);
    if (!credit) continue;
    credit.uses = (credit.uses ?? []).map((use) =>
      use.pnr === from.pnr && use.paxId === payment.paxId ? { ...use, pnr: to.pnr } : use,
    );
  }
}
