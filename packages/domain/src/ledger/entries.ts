// Double entry: the legs of one transaction, whether they balance, and what they do to each account.
import { isVndAmount, sumVnd } from './money.js';

/** One entry: a signed VND amount on one account (positive raises its balance). */
export type LedgerLeg = { accountId: string; amount: number };

export type LegProblem = 'tooFewLegs' | 'unsafeAmount' | 'zeroAmount' | 'unbalanced';

/** What is wrong with a transaction's legs; empty when they may be written. */
export function legProblems(legs: readonly LedgerLeg[]): LegProblem[] {
  const problems: LegProblem[] = [];
  if (legs.length < 2) problems.push('tooFewLegs');
  if (legs.some((leg) => !isVndAmount(leg.amount))) return [...problems, 'unsafeAmount'];
  if (legs.some((leg) => leg.amount === 0)) problems.push('zeroAmount');
  if (sumVnd(legs.map((leg) => leg.amount)) !== 0) problems.push('unbalanced');
  return problems;
}

export function isBalanced(legs: readonly LedgerLeg[]): boolean {
  return legProblems(legs).length === 0;
}

/** Throws when the legs do not balance: a programming error, never something a user can cause. */
export function assertBalanced(legs: readonly LedgerLeg[]): void {
  const problems = legProblems(legs);
  if (problems.length > 0) throw new Error(`ledger legs rejected (${problems.join(', ')}): ${JSON.stringify(legs)}`);
}

/** The net change of each account the legs touch. */
export function balanceDeltas(legs: readonly LedgerLeg[]): Map<string, number> {
  const deltas = new Map<string, number>();
  for (const leg of legs) deltas.set(leg.accountId, sumVnd([deltas.get(leg.accountId) ?? 0, leg.amount]));
  return deltas;
}

/** Moves `amount` from one account to another: the two legs of the simplest transaction. */
export function transferLegs(options: { from: string; to: string; amount: number }): LedgerLeg[] {
  return [
    { accountId: options.from, amount: -options.amount },
    { accountId: options.to, amount: options.amount },
  ];
}
