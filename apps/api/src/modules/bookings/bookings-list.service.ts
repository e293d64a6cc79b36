// booking/search: the bookings a caller sees, filtered (PNR, passenger without accents, airline, system, status, a void or
// refund awaiting the supplier, booking and flight days in Vietnam, agent, agency), sorted and paged, or as a workbook.
import {
  BOOKING_COUNT_CAP,
  BOOKING_EXPORT_MAX_ROWS,
  type TBookingSummary,
  type TListBookingsResponse,
  type ZBookingFilters,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { isAirlineName, isAllowed, toAirlineName } from '@portal/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { Language } from '../../platform/messages.js';
import { invalidFieldIn } from '../../platform/field-error.js';
import { isoDayRange } from '../reports/report-period.js';
import { agencyIdsAtAndBelow } from '../../platform/tenancy.js';
import { SEES_SUB_AGENCY_BOOKINGS, type BookingCaller } from './booking-scope.js';
import type { Readable } from 'node:stream';
import { bookingsFileName, type ExportedBooking } from './documents/booking-export.js';
import { streamBookingsWorkbook } from './documents/booking-export-stream.js';
import {
  agencyDepth,
  agencyOfUser,
  countBookings,
  isAgencyInScope,
  listBookingPage,
  type BookingListQuery,
  type BookingScope,
  type ListedBooking,
} from './repository/booking-list.js';
import { decodeCursor, encodeCursor, type KeysetRequest } from './repository/booking-list-keyset.js';

/** Rows the export reads per keyset chunk. */
const EXPORT_CHUNK = 1_000;

export type BookingFilters = z.output<typeof ZBookingFilters>;

/** Whose bookings the caller sees, as the list's indexable scope (decision 058). */
export async function scopeOf(db: Database, caller: BookingCaller): Promise<BookingScope> {
  if (!isAllowed(SEES_SUB_AGENCY_BOOKINGS, caller.permissions)) return { kind: 'agency', agencyId: caller.agencyId };
  const depth = await agencyDepth(db, caller.agencyId);
  // The platform: the agencies below it, as before (not the list this scale work is about).
  if (depth === 0) return { kind: 'agencies', agencyIds: await agencyIdsAtAndBelow(db, caller.agencyId) };
  if (depth === 1 || depth === 2) return { kind: 'subtree', agencyId: caller.agencyId, depth };
  return { kind: 'agency', agencyId: caller.agencyId };
}

/** The filters checked within the caller's scope: 404 for an agency or agent outside it, 400 naming a bad field. */
async function queryOf(options: {
  db: Database;
  caller: BookingCaller;
  filters: BookingFilters;
  language: Language;
}): Promise<BookingListQuery> {
  const { db, caller, filters, language } = options;
  const scope = await scopeOf(db, caller);
  if (filters.agencyId && !(await isAgencyInScope(db, scope, filters.agencyId))) throw notFound();
  if (filters.agentId) {
    const agentAgency = await agencyOfUser(db, filters.agentId);
    if (!agentAgency || !(await isAgencyInScope(db, scope, agentAgency))) throw notFound();
  }
  let passenger: string | undefined;
  if (filters.passenger) {
    passenger = toAirlineName(filters.passenger);
    if (!isAirlineName(passenger))
      throw invalidFieldIn(language, {
        field: 'passenger',
        vi: 'chỉ tìm được tên bằng chữ cái Latinh',
        en: 'only Latin letters can be searched',
      });
  }
  const booked = isoDayRange(
    { from: filters.bookedFrom, to: filters.bookedTo },
    { fields: { from: 'bookedFrom', to: 'bookedTo' }, language },
  );
  const flown = isoDayRange(
    { from: filters.flightFrom, to: filters.flightTo },
    { fields: { from: 'flightFrom', to: 'flightTo' }, language },
  );
  return {
    scope: filters.agencyId ? { kind: 'agency', agencyId: filters.agencyId } : scope,
    pnr: filters.pnr,
    passenger,
    airline: filters.airline,
    system: filters.system,
    status: filters.status,
    pendingAction: filters.pendingAction,
    bookedFrom: booked.start,
    bookedBefore: booked.before,
    departFrom: flown.start,
    departBefore: flown.before,
    agentId: filters.agentId,
    sort: filters.sort,
    order: filters.order,
  };
}

function summaryOf({ booking, agency, user, passengerNames }: ListedBooking): TBookingSummary {
  return {
    id: booking.id,
    orderId: booking.orderId,
    pnr: booking.pnr,
    system: booking.system as TBookingSummary['system'],
    airline: booking.airline,
    status: booking.status,
    route: booking.route,
    departAt: booking.departAt.toISOString(),
    arriveAt: booking.arriveAt.toISOString(),
    timeLimit: booking.timeLimit ? booking.timeLimit.toISOString() : null,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
    supplierNet: booking.supplierNet,
    feeTotal: booking.feeTotal,
    totalAmount: booking.totalAmount,
    passengerNames,
    agency,
    createdBy: user,
    lastError: booking.lastError,
    ...(booking.pendingSupplierAction ? { pendingAction: booking.pendingSupplierAction } : {}),
  };
}

/** The position a cursor names for this sort; 400 naming `cursor` for one this list did not make for it. */
function keysetRequestOf(cursor: string | undefined, query: BookingListQuery, language: Language) {
  if (cursor === undefined) return undefined;
  const request = decodeCursor(cursor, { sort: query.sort, order: query.order });
  if (request) return request;
  throw invalidFieldIn(language, {
    field: 'cursor',
    vi: 'con trỏ trang không hợp lệ cho bộ lọc và cách sắp xếp này',
    en: 'not a page cursor of this sort and order',
  });
}

export function createBookingListService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** One keyset page of the caller's bookings, the cursors around it and how many match (up to the cap). */
  async function list(
    caller: BookingCaller,
    request: BookingFilters & { limit: number; cursor?: string },
    language: Language,
  ): Promise<TListBookingsResponse> {
    const { limit, cursor, ...filters } = request;
    const query = await queryOf({ db, caller, filters, language });
    const keyset = keysetRequestOf(cursor, query, language);
    const [page, counted] = await Promise.all([
      listBookingPage(db, query, { limit, request: keyset }),
      countBookings(db, query, BOOKING_COUNT_CAP),
    ]);
    const cursorAt = (row: ListedBooking | undefined, direction: KeysetRequest['direction']) =>
      row
        ? encodeCursor({
            direction,
            position: { sort: query.sort, order: query.order, value: row.sortKey, id: row.booking.id },
          })
        : null;
    return {
      items: page.rows.map(summaryOf),
      total: counted.total,
      isTotalCapped: counted.isCapped,
      limit,
      nextCursor: page.hasAfter ? cursorAt(page.rows.at(-1), 'after') : null,
      prevCursor: page.hasBefore ? cursorAt(page.rows[0], 'before') : null,
    };
  }

  /** Every matching row in chunks of the list's own statement, each read after the one before (keyset, with tickets). */
  async function* exportedChunks(query: BookingListQuery): AsyncGenerator<ExportedBooking[]> {
    let request: KeysetRequest | undefined;
    for (;;) {
      const page = await listBookingPage(db, query, { limit: EXPORT_CHUNK, request, withTickets: true });
      yield page.rows.map((row) => ({ ...summaryOf(row), ticketNumbers: row.ticketNumbers }));
      const last = page.rows.at(-1);
      if (!page.hasAfter || !last) return;
      request = {
        direction: 'after',
        position: { sort: query.sort, order: query.order, value: last.sortKey, id: last.booking.id },
      };
    }
  }

  /**
   * Every matching booking as an Excel workbook streamed while it is read, and its file name; 400 before anything is
   * sent when more than BOOKING_EXPORT_MAX_ROWS match.
   */
  async function exportWorkbook(
    caller: BookingCaller,
    filters: BookingFilters,
    language: Language,
  ): Promise<{ fileName: string; workbook: Readable }> {
    const query = await queryOf({ db, caller, filters, language });
    if ((await countBookings(db, query, BOOKING_EXPORT_MAX_ROWS)).isCapped) {
      throw invalidFieldIn(language, {
        field: 'bookedFrom',
        vi: `hơn ${BOOKING_EXPORT_MAX_ROWS} đặt chỗ, vui lòng thu hẹp bộ lọc`,
        en: `more than ${BOOKING_EXPORT_MAX_ROWS} bookings, narrow the filters`,
      });
    }
    const now = clock.now();
    return {
      fileName: bookingsFileName(now),
      workbook: streamBookingsWorkbook({ chunks: exportedChunks(query), language, createdAt: now }),
    };
  }

  return { list, exportWorkbook };
}

export type BookingListService = ReturnType<typeof createBookingListService>;
