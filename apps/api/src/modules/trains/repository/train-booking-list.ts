// The train booking list: the caller's scope of agencies, the filters of ZListTrainBookingsQuery, a sort and offset
// pages with the total; the export reads every matching row the same way.
import { and, asc, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TTrainBookingSummary } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { vietnamIso } from '../../../platform/vietnam-time.js';
import type { TrainBookingStatus } from './train-booking-rows.js';

const { trainBookings, trainTickets, agencies, users } = tables;

export type TrainListQuery = {
  agencyIds: readonly string[];
  status?: TrainBookingStatus;
  code?: string;
  /** Upper case without accents (toAirlineName), matched anywhere in a passenger's or the buyer's name. */
  name?: string;
  trainNumber?: string;
  bookedFrom?: Date;
  bookedBefore?: Date;
  departFrom?: Date;
  departBefore?: Date;
  sort: 'createdAt' | 'departAt' | 'timeLimit' | 'totalAmount';
  order: 'asc' | 'desc';
};

const SORT_COLUMNS = {
  createdAt: trainBookings.createdAt,
  departAt: trainBookings.departAt,
  timeLimit: trainBookings.timeLimit,
  totalAmount: trainBookings.totalAmount,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function whereOf(query: TrainListQuery): SQL | undefined {
  const ticketWith = (condition: SQL) =>
    sql`exists (select 1 from ${trainTickets} where ${trainTickets.bookingId} = ${trainBookings.id} and ${condition})`;
  return and(
    inArray(trainBookings.agencyId, [...query.agencyIds]),
    // A hold still waiting for the railway is listed as a hold.
    query.status === 'HOLD'
      ? inArray(trainBookings.status, ['HOLD', 'LOADING'])
      : query.status
        ? eq(trainBookings.status, query.status)
        : undefined,
    query.code ? like(trainBookings.bookingCode, `${escapeLike(query.code.toUpperCase())}%`) : undefined,
    query.name
      ? or(
          ticketWith(sql`${trainTickets.searchName} like ${`%${escapeLike(query.name)}%`}`),
          sql`${trainBookings.buyer}->>'searchName' like ${`%${escapeLike(query.name)}%`}`,
        )
      : undefined,
    query.trainNumber ? ticketWith(sql`${trainTickets.trainNumber} = ${query.trainNumber}`) : undefined,
    query.bookedFrom ? gte(trainBookings.createdAt, query.bookedFrom) : undefined,
    query.bookedBefore ? lt(trainBookings.createdAt, query.bookedBefore) : undefined,
    query.departFrom ? gte(trainBookings.departAt, query.departFrom) : undefined,
    query.departBefore ? lt(trainBookings.departAt, query.departBefore) : undefined,
  );
}

export async function listTrainBookings(
  db: Database,
  query: TrainListQuery,
  page: { limit: number; offset: number },
): Promise<{ items: TTrainBookingSummary[]; total: number }> {
  if (query.agencyIds.length === 0) return { items: [], total: 0 };
  const where = whereOf(query);
  const direction = query.order === 'asc' ? asc : desc;
  const trainNumbers = sql<
    string[]
  >`coalesce((select array_agg(distinct ${trainTickets.trainNumber}) from ${trainTickets} where ${trainTickets.bookingId} = ${trainBookings.id}), '{}')`;
  const ticketCount = sql<number>`(select count(*)::int from ${trainTickets} where ${trainTickets.bookingId} = ${trainBookings.id})`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: trainBookings.id,
        bookingCode: trainBookings.bookingCode,
        status: trainBookings.status,
        agencyCode: agencies.code,
        createdByName: users.fullName,
        route: trainBookings.route,
        trainNumbers,
        departAt: trainBookings.departAt,
        timeLimit: trainBookings.timeLimit,
        buyerName: sql<string>`${trainBookings.buyer}->>'fullName'`,
        ticketCount,
        totalAmount: trainBookings.totalAmount,
        createdAt: trainBookings.createdAt,
      })
      .from(trainBookings)
      .innerJoin(agencies, eq(agencies.id, trainBookings.agencyId))
      .innerJoin(users, eq(users.id, trainBookings.createdBy))
      .where(where)
      .orderBy(sql`${direction(SORT_COLUMNS[query.sort])} nulls last`, direction(trainBookings.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(trainBookings)
      .where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    items: rows.map((row) => ({
      ...row,
      status: row.status === 'LOADING' ? 'HOLD' : row.status,
      trainNumbers: [...row.trainNumbers].sort(),
      departAt: vietnamIso(row.departAt),
      timeLimit: row.timeLimit?.toISOString() ?? null,
      buyerName: row.buyerName ?? '',
      ticketCount: Number(row.ticketCount),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
