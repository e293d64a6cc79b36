// The sale lines kept for settled periods: read once while kept, never kept for an open period, four periods at most.
import { describe, expect, it } from 'vitest';
import { createSettledLines } from '../src/modules/reports/sales/settled-lines.js';
import type { SaleLineRow } from '../src/modules/reports/sales/sale-lines.js';

const lines = (id: string) => [{ id } as SaleLineRow];

describe('settled sale lines', () => {
  it('reads a settled period once and answers the same lines after', async () => {
    const settled = createSettledLines();
    let reads = 0;
    const read = async () => ((reads += 1), lines('a'));
    const first = await settled.get('october', true, read);
    expect(await settled.get('october', true, read)).toBe(first);
    expect(reads).toBe(1);
  });

  it('reads an open period every time', async () => {
    const settled = createSettledLines();
    let reads = 0;
    const read = async () => ((reads += 1), lines('a'));
    await settled.get('today', false, read);
    await settled.get('today', false, read);
    expect(reads).toBe(2);
  });

  it('keeps four periods, dropping the one used longest ago', async () => {
    const settled = createSettledLines();
    const reads: string[] = [];
    const get = (key: string) => settled.get(key, true, async () => (reads.push(key), lines(key)));
    for (const key of ['jan', 'feb', 'mar', 'apr']) await get(key);
    await get('jan');
    await get('may');
    await get('jan');
    await get('feb');
    expect(reads).toEqual(['jan', 'feb', 'mar', 'apr', 'may', 'feb']);
  });
});
