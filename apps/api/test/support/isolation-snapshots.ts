// What the isolation walk must leave as it was: every row of the other branches (as JSON), and the row counts of the
// tables a walk call could write to plus the holds and cancels sent to the simulator.
import { count, inArray, or } from 'drizzle-orm';
import { expect } from 'vitest';
import { tables } from '@portal/db';
import type { BookingSuppliers } from './bookings.js';
import type { Branch } from './isolation-branch.js';
import { branchAgencies } from './isolation-routes.js';
import type { TestContext } from './test-context.js';

/** Every row that belongs to a branch, as JSON: the walk must leave it exactly as it was. */
export async function branchSnapshot(ctx: TestContext, branches: readonly Branch[]): Promise<string> {
  const agencies = branches.flatMap(branchAgencies);
  const {
    agencies: agencyTable,
    users,
    permissionGroups,
    bookingSystemSignIns,
    commissionFees,
    topUpRequests,
    ledgerAccounts,
    reservationErrors,
  } = tables;
  const rows = await Promise.all([
    ctx.db.select().from(agencyTable).where(inArray(agencyTable.id, agencies)).orderBy(agencyTable.id),
    ctx.db.select().from(users).where(inArray(users.agencyId, agencies)).orderBy(users.id),
    ctx.db
      .select()
      .from(permissionGroups)
      .where(inArray(permissionGroups.agencyId, agencies))
      .orderBy(permissionGroups.id),
    ctx.db
      .select()
      .from(tables.permissionGroupCodes)
      .orderBy(tables.permissionGroupCodes.groupId, tables.permissionGroupCodes.code),
    ctx.db
      .select()
      .from(tables.userPermissionGroups)
      .orderBy(tables.userPermissionGroups.userId, tables.userPermissionGroups.groupId),
    ctx.db
      .select()
      .from(bookingSystemSignIns)
      .where(inArray(bookingSystemSignIns.agencyId, agencies))
      .orderBy(bookingSystemSignIns.id),
    ctx.db
      .select()
      .from(commissionFees)
      .where(or(inArray(commissionFees.agencyId, agencies), inArray(commissionFees.subAgencyId, agencies)))
      .orderBy(commissionFees.id),
    ctx.db.select().from(topUpRequests).where(inArray(topUpRequests.agencyId, agencies)).orderBy(topUpRequests.id),
    ctx.db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.agencyId, agencies)).orderBy(ledgerAccounts.id),
    ctx.db
      .select()
      .from(reservationErrors)
      .where(inArray(reservationErrors.agencyId, agencies))
      .orderBy(reservationErrors.id),
    ctx.db.select().from(tables.bankAccounts).where(inArray(tables.bankAccounts.agencyId, agencies)),
    ctx.db.select().from(tables.bankNotifications).where(inArray(tables.bankNotifications.agencyId, agencies)),
    ctx.db.select().from(tables.ledgerBalances).orderBy(tables.ledgerBalances.accountId),
    ctx.db.select().from(tables.refreshTokenFamilies).orderBy(tables.refreshTokenFamilies.id),
    ...(await bookingRowsOf(ctx, agencies)),
  ]);
  return JSON.stringify(rows);
}

/**
 * The branches' orders, bookings, passengers and booking history, their train bookings, tickets and seat locks, and
 * their eSIM orders, eSIMs, top-ups and order history.
 */
async function bookingRowsOf(ctx: TestContext, agencies: string[]): Promise<unknown[]> {
  const { bookingOrders, bookings, bookingPassengers, bookingEvents, trainBookings, trainTickets, trainSeatLocks } =
    tables;
  const { esimOrders, esimItems, esimTopUps, esimOrderEvents } = tables;
  const esimIds = (
    await ctx.db.select({ id: esimOrders.id }).from(esimOrders).where(inArray(esimOrders.agencyId, agencies))
  ).map((row) => row.id);
  expect(esimIds.length).toBeGreaterThanOrEqual(1);
  const trainIds = (
    await ctx.db.select({ id: trainBookings.id }).from(trainBookings).where(inArray(trainBookings.agencyId, agencies))
  ).map((row) => row.id);
  expect(trainIds.length).toBeGreaterThanOrEqual(1);
  const ids = (await ctx.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.agencyId, agencies))).map(
    (row) => row.id,
  );
  expect(ids.length).toBeGreaterThanOrEqual(2);
  return Promise.all([
    ctx.db.select().from(bookingOrders).where(inArray(bookingOrders.agencyId, agencies)).orderBy(bookingOrders.id),
    ctx.db.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(bookings.id),
    ctx.db
      .select()
      .from(bookingPassengers)
      .where(inArray(bookingPassengers.bookingId, ids))
      .orderBy(bookingPassengers.id),
    ctx.db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, ids)).orderBy(bookingEvents.id),
    ctx.db.select().from(trainBookings).where(inArray(trainBookings.id, trainIds)).orderBy(trainBookings.id),
    ctx.db.select().from(trainTickets).where(inArray(trainTickets.bookingId, trainIds)).orderBy(trainTickets.id),
    ctx.db
      .select()
      .from(trainSeatLocks)
      .where(inArray(trainSeatLocks.agencyId, agencies))
      .orderBy(trainSeatLocks.ticketId),
    ctx.db.select().from(esimOrders).where(inArray(esimOrders.id, esimIds)).orderBy(esimOrders.id),
    ctx.db.select().from(esimItems).where(inArray(esimItems.orderId, esimIds)).orderBy(esimItems.id),
    ctx.db.select().from(esimTopUps).where(inArray(esimTopUps.orderId, esimIds)).orderBy(esimTopUps.id),
    ctx.db.select().from(esimOrderEvents).where(inArray(esimOrderEvents.orderId, esimIds)).orderBy(esimOrderEvents.id),
  ]);
}

/** How many rows the tables a walk call could write to hold, anyone's, and the holds and cancels sent to the simulator: the walk adds none. */
export async function tableCounts(ctx: TestContext, suppliers: BookingSuppliers): Promise<string> {
  const { auditLog, bookings, bookingEvents, ledgerEntries, ledgerTransactions, ledgerReservations, outboxEmails } =
    tables;
  const totals = await Promise.all(
    [
      auditLog,
      bookings,
      bookingEvents,
      ledgerEntries,
      ledgerTransactions,
      ledgerReservations,
      outboxEmails,
      tables.b2cOrderEvents,
    ].map(async (table) => (await ctx.db.select({ total: count() }).from(table))[0]!.total),
  );
  return JSON.stringify({
    supplierHoldsAndCancels: suppliers.hooks.calls,
    auditLog: totals[0],
    bookings: totals[1],
    bookingEvents: totals[2],
    ledgerEntries: totals[3],
    ledgerTransactions: totals[4],
    ledgerReservations: totals[5],
    outboxEmails: totals[6],
    b2cOrderEvents: totals[7],
  });
}
