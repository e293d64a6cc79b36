// The booking benchmark's checks after the concurrent run: the F2 deposit down by exactly the issued totals with nothing
// left reserved, one ticket, one sale and one supplier issue per booking, and the ledger invariants.
import { and, eq, inArray } from 'drizzle-orm';
import { tables } from '@portal/db';
import { checkLedgerInvariants, describeViolation } from '../../apps/api/src/modules/ledger/ledger-invariants.js';
import type { BenchEnv } from './booking-bench-env.js';

export async function depositOf(env: BenchEnv, agencyId: string): Promise<{ balance: number; reserved: number }> {
  const [row] = await env.database.db
    .select({ balance: tables.ledgerBalances.balance, reserved: tables.ledgerBalances.reserved })
    .from(tables.ledgerAccounts)
    .innerJoin(tables.ledgerBalances, eq(tables.ledgerBalances.accountId, tables.ledgerAccounts.id))
    .where(and(eq(tables.ledgerAccounts.agencyId, agencyId), eq(tables.ledgerAccounts.kind, 'agency_deposit')));
  return { balance: Number(row?.balance ?? 0), reserved: Number(row?.reserved ?? 0) };
}

/** What the run must have left behind: the deposit down by the issued totals, one ticket set and one sale per booking, a sound ledger. */
export async function checkAfterRun(
  env: BenchEnv,
  f2Id: string,
  before: { balance: number; reserved: number },
  issued: Array<{ id: string; total: number }>,
  supplierIssues: number,
): Promise<{ problems: string[]; dropped: number }> {
  const problems: string[] = [];
  const after = await depositOf(env, f2Id);
  const expected = issued.reduce((sum, booking) => sum + booking.total, 0);
  if (before.balance - after.balance !== expected)
    problems.push(`deposit dropped by ${before.balance - after.balance}, issued totals sum to ${expected}`);
  if (after.reserved !== before.reserved) problems.push(`deposit reserved ${before.reserved} → ${after.reserved}`);
  const ids = issued.map((booking) => booking.id);
  const { bookings, bookingPassengers, ledgerTransactions } = tables;
  const rows = ids.length
    ? await env.database.db
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(inArray(bookings.id, ids))
    : [];
  const notExport = rows.filter((row) => row.status !== 'EXPORT').length;
  if (rows.length !== ids.length || notExport > 0)
    problems.push(`${notExport} of ${ids.length} issued bookings not EXPORT (${rows.length} found)`);
  const passengers = ids.length
    ? await env.database.db
        .select({ bookingId: bookingPassengers.bookingId, ticket: bookingPassengers.ticketNumber })
        .from(bookingPassengers)
        .where(inArray(bookingPassengers.bookingId, ids))
    : [];
  const tickets = passengers.map((row) => row.ticket).filter((ticket): ticket is string => ticket !== null);
  if (passengers.length !== ids.length || tickets.length !== ids.length || new Set(tickets).size !== ids.length) {
    problems.push(
      `${ids.length} one-adult bookings: ${passengers.length} passengers, ${tickets.length} tickets, ${new Set(tickets).size} distinct`,
    );
  }
  if (supplierIssues !== ids.length)
    problems.push(`${supplierIssues} issue calls reached the supplier for ${ids.length} bookings`);
  const sales = ids.length
    ? await env.database.db
        .select({ id: ledgerTransactions.referenceId })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.referenceType, 'booking'),
            eq(ledgerTransactions.type, 'S'),
            inArray(ledgerTransactions.referenceId, ids),
          ),
        )
    : [];
  if (sales.length !== ids.length || new Set(sales.map((row) => row.id)).size !== ids.length)
    problems.push(`${sales.length} sale transactions for ${ids.length} bookings`);
  const { violations } = await checkLedgerInvariants(env.database.db);
  problems.push(...violations.map((violation) => `ledger: ${describeViolation(violation)}`));
  return { problems, dropped: before.balance - after.balance };
}
