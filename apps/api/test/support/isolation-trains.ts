// The train things of an isolation-walk branch: a held train booking of its F2 (one ticket) and an open seat lock,
// written straight to the tables (the walk must refuse them before any railway call), and the values that tell them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TestContext } from './test-context.js';

export type BranchTrains = { bookingId: string; bookingCode: string; ticketId: string; lockTicketId: string };

export async function buildBranchTrains(
  ctx: TestContext,
  options: { f2Id: string; f2AdminId: string; tag: string; note: (...values: string[]) => void },
): Promise<BranchTrains> {
  const { f2Id, f2AdminId, tag, note } = options;
  const now = ctx.clock.now();
  const bookingId = randomUUID();
  // Ticket ids are the railway's text; a UUID is one too, and the walk's own check then knows it as an id.
  const ticketId = randomUUID();
  const lockTicketId = randomUUID();
  const bookingCode = `${tag}TR`.slice(0, 12);
  const departAt = new Date(now.getTime() + 20 * 86_400_000);
  const buyer = { fullName: `${tag} Người Mua`, email: `${tag.toLowerCase()}.tau@daily-khac.vn`, mobile: '0977000444' };
  note(bookingId, ticketId, lockTicketId, bookingCode, buyer.fullName, buyer.email);
  await ctx.db.insert(tables.trainBookings).values({
    id: bookingId,
    agencyId: f2Id,
    agencyPath: sql`agency_path_of(${f2Id}::uuid)`,
    createdBy: f2AdminId,
    system: 'VNR',
    supplierAccount: `VNR.${tag}`,
    clientRef: `portal-${bookingId}`,
    idempotencyKey: randomUUID(),
    requestHash: 'walk',
    bookingCode,
    status: 'HOLD',
    timeLimit: new Date(now.getTime() + 86_400_000),
    route: 'HNO-DNA',
    departAt,
    buyer,
    pricing: { version: 1, product: 'TRAIN', chainAgencyIds: [f2Id], feeLinks: [], lines: [] },
    supplierNet: 900_000,
    totalAmount: 900_000,
  });
  await ctx.db.insert(tables.trainTickets).values({
    bookingId,
    ticketId,
    direction: 'departure',
    runId: 'SE1-2026-12-15',
    trainNumber: 'SE1',
    fromStation: 'HNO',
    toStation: 'DNA',
    departAt,
    arriveAt: new Date(departAt.getTime() + 16 * 3_600_000),
    carriageNo: '3',
    carriageName: 'Ngồi mềm điều hòa',
    seatNumber: '12',
    seatType: 'NGM',
    fullName: `${tag} Hành Khách Tàu`,
    searchName: `${tag} HANH KHACH TAU`.toUpperCase(),
    idNumber: '001090123456',
    passengerType: 1,
    fare: 900_000,
    insurance: 1_000,
    discount: 0,
    amount: 900_000,
  });
  note(`${tag} Hành Khách Tàu`);
  await ctx.db.insert(tables.trainSeatLocks).values({
    ticketId: lockTicketId,
    agencyId: f2Id,
    userId: f2AdminId,
    system: 'VNR',
    supplierAccount: `VNR.${tag}`,
    direction: 'departure',
    runId: 'SE1-2026-12-15',
    carriageNo: '3',
    seatId: '3-13',
    lock: { ticketId: lockTicketId },
    lockedAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return { bookingId, bookingCode, ticketId, lockTicketId };
}
