// A deposit history for the statement tests: an agency tree and movements across Vietnam day boundaries, by the ledger service.
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { createLedgerService, type LedgerService } from '../../src/modules/ledger/ledger.service.js';
import type { TestContext } from './test-context.js';

/** An instant given as Vietnam wall-clock time (UTC+7). */
export const vietnamTime = (local: string) => new Date(`${local}+07:00`);

export type StatementTree = {
  /** F1 → f2 → f3 below it, f2Sibling beside f2, otherF1 in another tree. */
  f1: { id: string; code: string };
  f2: { id: string; code: string; name: string };
  f3: { id: string; code: string };
  f2Sibling: { id: string; code: string };
  otherF1: { id: string; code: string };
};

/** What the March 2026 statement of f2 must show, worked out by hand from the history below. */
export const MARCH = {
  from: '2026-03-01',
  to: '2026-03-31',
  opening: 9_000_000,
  movements: [
    { amount: 5_000_000, balanceAfter: 14_000_000, type: 'T', at: vietnamTime('2026-03-01T00:10:00') },
    { amount: -2_000_000, balanceAfter: 12_000_000, type: 'S', at: vietnamTime('2026-03-10T09:00:00') },
    { amount: 500_000, balanceAfter: 12_500_000, type: 'V', at: vietnamTime('2026-03-15T14:00:00') },
    { amount: 1_000_000, balanceAfter: 13_500_000, type: 'T', at: vietnamTime('2026-03-31T23:30:00') },
  ],
  credits: 6_500_000,
  debits: 2_000_000,
  closing: 13_500_000,
  /** Now: March's closing plus the 250,000 of 1 April; one reservation of 300,000 still pending. */
  current: { balance: 13_750_000, reserved: 300_000, available: 13_450_000, creditLimit: 2_000_000 },
};

/** A description that needs CSV quoting and would run as a formula if a spreadsheet took it for one. */
export const TRICKY_DESCRIPTION = '=1+1, "đợt 2"; nạp bổ sung';

export async function buildStatementHistory(ctx: TestContext): Promise<{ tree: StatementTree; ledger: LedgerService }> {
  const ledger = createLedgerService({ db: ctx.db, clock: ctx.clock });
  const f1 = await ctx.newAgency({ level: 'F1' });
  const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id, name: 'Đại lý Hoa Sen' });
  const f3 = await ctx.newAgency({ level: 'F3', parentId: f2.id });
  const f2Sibling = await ctx.newAgency({ level: 'F2', parentId: f1.id });
  const otherF1 = await ctx.newAgency({ level: 'F1' });
  await ctx.db
    .update(tables.agencies)
    .set({ creditLimit: MARCH.current.creditLimit })
    .where(eq(tables.agencies.id, f2.id));

  let sequence = 0;
  const at = (local: string) => ctx.clock.set(vietnamTime(local));
  const ref = (type: string) => ({ type, id: `${type.toUpperCase()}-${++sequence}` });
  const key = (label: string) => `statement-test:${label}:${++sequence}`;
  const topUp = (agencyId: string, amount: number, description = 'Nạp tiền chuyển khoản') =>
    ledger.topUp({ idempotencyKey: key('topup'), agencyId, amount, reference: ref('top_up_request'), description });

  // February: 10,000,000 in, then a ticket sold at 23:30 on the 28th (16:30 UTC, still 28 February everywhere).
  at('2026-02-20T10:00:00');
  await topUp(f2.id, 10_000_000);
  at('2026-02-28T23:20:00');
  const febSale = await ledger.reserve({
    idempotencyKey: key('reserve'),
    agencyId: f2.id,
    amount: 1_000_000,
    reference: ref('booking'),
  });
  at('2026-02-28T23:30:00');
  await ledger.post({
    idempotencyKey: key('post'),
    reservationId: febSale.reservationId,
    type: 'S',
    description: 'Xuất vé HAN-SGN',
  });

  // 00:10 on 1 March in Vietnam is 17:10 UTC on 28 February: a March movement all the same.
  at('2026-03-01T00:10:00');
  await topUp(f2.id, 5_000_000, TRICKY_DESCRIPTION);
  // Reserved on the 9th, posted on the 10th: the movement is the post.
  at('2026-03-09T16:00:00');
  const sale = await ledger.reserve({
    idempotencyKey: key('reserve'),
    agencyId: f2.id,
    amount: 2_000_000,
    reference: ref('booking'),
  });
  at('2026-03-10T09:00:00');
  const posted = await ledger.post({
    idempotencyKey: key('post'),
    reservationId: sale.reservationId,
    type: 'S',
    description: 'Xuất vé SGN-DAD',
  });
  // A reservation released is no movement at all.
  at('2026-03-12T11:00:00');
  const dropped = await ledger.reserve({
    idempotencyKey: key('reserve'),
    agencyId: f2.id,
    amount: 700_000,
    reference: ref('booking'),
  });
  at('2026-03-12T11:05:00');
  await ledger.release({ idempotencyKey: key('release'), reservationId: dropped.reservationId });
  at('2026-03-15T14:00:00');
  await ledger.credit({
    idempotencyKey: key('void'),
    transactionId: posted.transactionId,
    amount: 500_000,
    type: 'V',
    description: 'Hủy một chặng',
  });
  // Still pending: shows as reserved now, never as a movement.
  at('2026-03-20T08:00:00');
  await ledger.reserve({ idempotencyKey: key('reserve'), agencyId: f2.id, amount: 300_000, reference: ref('booking') });
  // 23:30 on 31 March (16:30 UTC) is in March; 00:10 on 1 April (17:10 UTC on 31 March) is not.
  at('2026-03-31T23:30:00');
  await topUp(f2.id, 1_000_000);
  at('2026-04-01T00:10:00');
  await topUp(f2.id, 250_000);

  // Other deposits move too, so a statement that leaked another account's entries would show it.
  at('2026-03-05T10:00:00');
  await topUp(f3.id, 800_000);
  await topUp(f1.id, 50_000_000);
  await topUp(otherF1.id, 7_000_000);

  at('2026-04-02T10:00:00');
  return { tree: { f1, f2, f3, f2Sibling, otherF1 }, ledger };
}
