// The figures the benchmarks print: quantiles of a sample (p50, p95, p99, max) and milliseconds with one decimal.
const at = (sorted: number[], quantile: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;

/** p50, p95, p99 and the largest value of the sample. */
export function spread(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: at(sorted, 0.5), p95: at(sorted, 0.95), p99: at(sorted, 0.99), max: sorted.at(-1) ?? 0 };
}

export const ms = (value: number) => value.toFixed(1);
