// VND amounts: whole đồng held in safe integers, never floats, checked wherever they cross a boundary.

/** A whole number of đồng that a JavaScript number holds exactly. */
export function isVndAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** An amount that can be moved: a safe integer above zero. */
export function isPositiveVndAmount(value: unknown): value is number {
  return isVndAmount(value) && value > 0;
}

/**
 * Converts a database value (a bigint column, a `sum()` answered as numeric text, a JS bigint) to VND,
 * throwing rather than rounding when it is fractional or too large for a safe integer.
 */
export function toVnd(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe VND amount: ${value}`);
    return value;
  }
  const text = typeof value === 'bigint' ? value.toString() : value.trim();
  if (!/^-?\d+$/.test(text)) throw new RangeError(`not a whole VND amount: ${text}`);
  const exact = BigInt(text);
  if (exact > BigInt(Number.MAX_SAFE_INTEGER) || exact < BigInt(Number.MIN_SAFE_INTEGER))
    throw new RangeError(`VND amount out of safe range: ${text}`);
  return Number(exact);
}

/** Exact sum of VND amounts; throws if the total leaves the safe-integer range instead of losing đồng. */
export function sumVnd(amounts: Iterable<number>): number {
  let total = 0n;
  for (const amount of amounts) {
    if (!isVndAmount(amount)) throw new RangeError(`not a safe VND amount: ${amount}`);
    total += BigInt(amount);
  }
  return toVnd(total);
}
