// Where a deposit movement counts on the debit reports (decision 095), and the signed sums of one agency's buckets.
import type { TDebitBucket, TDebitFigures } from '@portal/contracts';
import { toVnd } from '@portal/domain';

/** A parent's adjustment of a deposit is a T (credit) or a C (debit) with this reference type (decision 010). */
export const ADJUSTMENT_REFERENCE = 'adjustment';

/** T (a top-up or a credit adjustment) → topUps; a debit adjustment → adjustments; S, C → sales; V, R → voidsRefunds. */
export function bucketOf(type: string, referenceType: string): TDebitBucket {
  if (type === 'T') return 'topUps';
  if (referenceType === ADJUSTMENT_REFERENCE) return 'adjustments';
  if (type === 'S' || type === 'C') return 'sales';
  if (type === 'V' || type === 'R') return 'voidsRefunds';
  return 'adjustments';
}

/** Opening, the four buckets and closing from signed movements, summed as bigint; closing = opening + Σ movements. */
export function debitFigures(
  openingBalance: number,
  movements: readonly { bucket: TDebitBucket; amount: number | bigint }[],
): TDebitFigures {
  const sums: Record<TDebitBucket, bigint> = { topUps: 0n, sales: 0n, voidsRefunds: 0n, adjustments: 0n };
  for (const movement of movements) sums[movement.bucket] += BigInt(movement.amount);
  const closing = Object.values(sums).reduce((total, sum) => total + sum, BigInt(openingBalance));
  return {
    openingBalance,
    topUps: toVnd(sums.topUps),
    sales: toVnd(sums.sales),
    voidsRefunds: toVnd(sums.voidsRefunds),
    adjustments: toVnd(sums.adjustments),
    closingBalance: toVnd(closing),
  };
}
