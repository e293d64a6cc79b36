// The sale-report file's pages on PostgreSQL: each page starts at the last line through report_sale_lines_viewer_at_idx
// (its `at` an index bound, not a filter), so a year's file reads each line once instead of the period per page.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePage } from '../src/modules/reports/sales/sale-export-lines.js';
import type { SaleLineRow } from '../src/modules/reports/sales/sale-lines.js';
import { linesQuery, storedPeriodWhere } from '../src/modules/reports/sales/stored-lines.repository.js';
import { planOf } from './support/query-plans.js';
import { createTestContext, type TestContext } from './support/test-context.js';

/** Every "Index Cond" of a JSON plan, however deep. */
function indexConditions(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(indexConditions);
  if (node === null || typeof node !== 'object') return [];
  const own = (node as Record<string, unknown>)['Index Cond'];
  return [...(typeof own === 'string' ? [own] : []), ...Object.values(node).flatMap(indexConditions)];
}

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('the sale-report file reads page after page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const last = { at: '2026-06-01T05:06:07.000Z', kind: 'SALE', id: 'line-1' } as SaleLineRow;
  const period = {
    viewerId: randomUUID(),
    rootId: randomUUID(),
    start: new Date('2025-11-28T00:00:00Z'),
    end: new Date('2026-11-28T00:00:00Z'),
    byTravelDate: false,
    references: ['booking'] as const,
    excludeIds: [],
  };

  it.each([false, true])(
    'starts the page at the last line through the index (newest first: %s)',
    async (descending) => {
      const { prefix, where } = storedPeriodWhere({ ...period, references: [...period.references] });
      const plan = await planOf(
        ctx.db,
        linesQuery(filePage({ viewerId: period.viewerId, prefix, where, last, descending, pageLines: 1_000 })),
      );
      const conditions = indexConditions(plan).filter((condition) => condition.includes('viewer_id'));
      expect(JSON.stringify(plan)).toContain('report_sale_lines_viewer_at_idx');
      expect(conditions.join(' ')).toContain(`(at ${descending ? '<=' : '>='} '2026-06-01 05:06:07+00'`);
    },
  );
});
