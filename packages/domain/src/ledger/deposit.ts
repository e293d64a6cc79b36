// Deposit arithmetic: available = balance − reserved, the credit-limit rule, and what each money action does.
import { isPositiveVndAmount, sumVnd } from './money.js';

/** A deposit as stored: its balance, what is reserved for pending purchases, and how far below zero it may go. */
export type DepositState = { balance: number; reserved: number; creditLimit: number };
/** What every ledger operation answers. */
export type DepositBalances = DepositState & { available: number };

export type Shortfall = { available: number; creditLimit: number; requested: number };
export type ReserveCheck = { isAllowed: true } | { isAllowed: false; shortfall: Shortfall };

export function availableOf(state: Pick<DepositState, 'balance' | 'reserved'>): number {
  return sumVnd([state.balance, -state.reserved]);
}

/** The most a new reservation may take: available plus the credit limit. */
export function spendableOf(state: DepositState): number {
  return sumVnd([availableOf(state), state.creditLimit]);
}

export function depositBalances(state: DepositState): DepositBalances {
  return {
    balance: state.balance,
    reserved: state.reserved,
    available: availableOf(state),
    creditLimit: state.creditLimit,
  };
}

/** The deposit rule: available never below minus the credit limit (a negative limit counts as none). */
export function isWithinCreditLimit(state: DepositState): boolean {
  return availableOf(state) >= -Math.max(0, state.creditLimit);
}

export function checkReserve(state: DepositState, amount: number): ReserveCheck {
  requirePositive(amount);
  const limit = Math.max(0, state.creditLimit);
  if (sumVnd([availableOf(state), -amount]) >= -limit) return { isAllowed: true };
  return { isAllowed: false, shortfall: { available: availableOf(state), creditLimit: limit, requested: amount } };
}

export function afterTopUp(state: DepositState, amount: number): DepositState {
  requirePositive(amount);
  return { ...state, balance: sumVnd([state.balance, amount]) };
}

/** Reserving refuses what checkReserve refuses, so a reserved deposit always satisfies the credit-limit rule. */
export function afterReserve(state: DepositState, amount: number): DepositState {
  const check = checkReserve(state, amount);
  if (!check.isAllowed) throw new RangeError(`reservation of ${amount} exceeds what the deposit may spend`);
  return { ...state, reserved: sumVnd([state.reserved, amount]) };
}

/** Posting spends what was reserved: balance and reserved fall together, available does not move. */
export function afterPost(state: DepositState, amount: number): DepositState {
  requireReserved(state, amount);
  return { ...state, balance: sumVnd([state.balance, -amount]), reserved: sumVnd([state.reserved, -amount]) };
}

export function afterRelease(state: DepositState, amount: number): DepositState {
  requireReserved(state, amount);
  return { ...state, reserved: sumVnd([state.reserved, -amount]) };
}

/** A void or refund gives money back to the deposit. */
export function afterCredit(state: DepositState, amount: number): DepositState {
  return afterTopUp(state, amount);
}

function requirePositive(amount: number): void {
  if (!isPositiveVndAmount(amount)) throw new RangeError(`not a positive VND amount: ${amount}`);
}

function requireReserved(state: DepositState, amount: number): void {
  requirePositive(amount);
  if (amount > state.reserved) throw new RangeError(`cannot settle ${amount}: only ${state.reserved} is reserved`);
}
