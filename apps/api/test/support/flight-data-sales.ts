// Real ticketed sales for the flight data and VNA summary reports: an F1 → F2 → F3 chain selling VN (home and abroad) and VJ, a void, a refund.
import { expect } from 'vitest';
import { inArray } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TBookingDetail } from '@portal/contracts';
import type { BookingApp } from './bookings.js';
import { addSegmentFee, holdFor, issuedFor, moneyApi, startCalmBookingApp, topUp } from './booking-money.js';
import { holdOn } from './priced-edits.js';
import type { SignedIn, TestContext } from './test-context.js';

export type FlightDataSales = {
  app: BookingApp;
  f1: SignedIn;
  f2: SignedIn;
  f3: SignedIn;
  stranger: SignedIn;
  /** Booking ids by what they are. */
  sales: {
    vnHome: string;
    vnAbroad: string;
    vj: string;
    voided: string;
    refunded: string;
    f2Sale: string;
    f3Sale: string;
  };
};

async function issue(ctx: TestContext, who: SignedIn, held: TBookingDetail): Promise<string> {
  const response = await moneyApi(ctx).issue(who, held.id);
  expect(response.statusCode, response.body).toBe(200);
  return held.id;
}

/** Every sale is issued today (the test clock) and departs 30 days later. */
export async function sellFlightData(): Promise<FlightDataSales> {
  const app = await startCalmBookingApp();
  const { ctx } = app;
  const f1 = await ctx.newSignedInUser({ role: 'admin_f1' });
  const f2 = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1.agencyId });
  const f3 = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F3', parentId: f2.agencyId });
  const stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  await addSegmentFee(ctx, f1.agencyId, 50_000);
  await addSegmentFee(ctx, f2.agencyId, 30_000);
  for (const who of [f1, f2, f3, stranger]) await topUp(ctx, who.agencyId, 200_000_000);
  const money = moneyApi(ctx);

  const vnHome = (await issuedFor(ctx, f1, 2)).id;
  const vnAbroad = await issue(ctx, f1, await holdOn(ctx, f1, { system: 'VN', to: 'BKK' }));
  const vj = await issue(ctx, f1, await holdFor(ctx, f1, { system: 'VJ' }));
  const voided = (await issuedFor(ctx, f1, 1)).id;
  const voidAnswer = await money.void(f1, voided);
  expect(voidAnswer.statusCode, voidAnswer.body).toBe(200);
  const refunded = (await issuedFor(ctx, f2, 1)).id;
  const quoted = await money.refundQuote(f2, refunded);
  expect(quoted.statusCode, quoted.body).toBe(200);
  const refundAnswer = await money.refund(f2, refunded, quoted.json<{ quoteId: string }>().quoteId);
  expect(refundAnswer.statusCode, refundAnswer.body).toBe(200);
  const f2Sale = (await issuedFor(ctx, f2, 1)).id;
  const f3Sale = (await issuedFor(ctx, f3, 1)).id;
  // A sale of another tree, which no report of this tree may show.
  await issuedFor(ctx, stranger, 1);
  return { app, f1, f2, f3, stranger, sales: { vnHome, vnAbroad, vj, voided, refunded, f2Sale, f3Sale } };
}

type StoredPrice = { baseFare: number; tax: number; vat: number; carrierSurcharge?: number };
export type StoredSale = {
  id: string;
  status: string;
  airline: string;
  /** Per passenger type: count and supplier prices, every flight together (bookings.pricing.byPaxType). */
  byPaxType: Record<string, { count: number; baseFare: number; tax: number; vat: number }>;
  flights: Array<{ fareClass: string; netPrices: Record<string, StoredPrice>; segments: unknown[] }>;
  tickets: string[];
};

/** The bookings as stored: their held prices and their passengers' ticket numbers. */
export async function storedSales(ctx: TestContext, ids: readonly string[]): Promise<Map<string, StoredSale>> {
  const rows = await ctx.db
    .select()
    .from(tables.bookings)
    .where(inArray(tables.bookings.id, [...ids]));
  const passengers = await ctx.db
    .select()
    .from(tables.bookingPassengers)
    .where(inArray(tables.bookingPassengers.bookingId, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        status: row.status,
        airline: row.airline,
        byPaxType: (row.pricing as { byPaxType: StoredSale['byPaxType'] }).byPaxType,
        flights: row.flights as unknown as StoredSale['flights'],
        tickets: passengers.filter((p) => p.bookingId === row.id).map((p) => p.ticketNumber ?? ''),
      },
    ]),
  );
}

/** What the supplier charges for a booking's tickets: Σ per type count × (base + tax + VAT), from the held pricing. */
export const ticketValueOf = (sale: StoredSale) =>
  Object.values(sale.byPaxType).reduce((sum, type) => sum + type.count * (type.baseFare + type.tax + type.vat), 0);

/** A minimal RFC 4180 reader (quoted cells, doubled quotes, CRLF rows), after the byte-order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (isQuoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') isQuoted = !isQuoted;
    else if (char === ',' && !isQuoted) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && !isQuoted) continue;
    else if (char === '\n' && !isQuoted) {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  return rows;
}
