// The deterministic plan the crash test's worker runs, and the deposit balances it must end with, however often it is killed.

export type CrashPlanStep = {
  index: number;
  agencyId: string;
  amount: number;
  outcome: 'post' | 'release';
  voidAmount: number;
};

/** Steps spread over the agencies; amounts, outcomes and voids follow from the index alone. */
export function crashPlan(agencyIds: readonly string[], count: number): CrashPlanStep[] {
  return Array.from({ length: count }, (_, index) => {
    const amount = 100_000 + ((index * 7_919) % 50) * 10_000;
    const outcome = index % 3 === 0 ? 'release' : 'post';
    const voidAmount = outcome === 'post' && index % 5 === 1 ? amount / 2 : 0;
    return { index, agencyId: agencyIds[index % agencyIds.length]!, amount, outcome, voidAmount };
  });
}

/** What each deposit must hold once every step has run exactly once. */
export function expectedBalances(steps: readonly CrashPlanStep[], opening: number): Map<string, number> {
  const balances = new Map<string, number>();
  for (const step of steps) {
    const spent = step.outcome === 'post' ? step.amount - step.voidAmount : 0;
    balances.set(step.agencyId, (balances.get(step.agencyId) ?? opening) - spent);
  }
  return balances;
}
