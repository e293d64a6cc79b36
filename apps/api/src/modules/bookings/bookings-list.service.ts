// booking/search: the bookings a caller sees, filtered (PNR, passenger without accents, airline, system, status, a void or
// refund awaiting the supplier, booking and flight days in Vietnam, agent, agency), sorted and paged, or as a workbook.
import { BOOKING_EXPORT_MAX_ROWS, type TBookingSummary, type ZBookingFilters } from '@portal/contracts';
import type { Database } from '@portal/db';
import { isAirlineName, toAirlineName } from '@portal/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { Language } from '../../platform/messages.js';
import { invalidFieldIn } from '../../platform/field-error.js';
import { isoDayRange } from '../reports/report-period.js';
import { visibleAgencyIds, type BookingCaller } from './booking-scope.js';
import { reportWorkbook } from '../reports/report-files.js';
import { bookingsFileName, bookingsTable } from './documents/booking-export.js';
import {
  isUserOfAgencies,
  listBookingPage,
  type BookingListQuery,
  type ListedBooking,
} from './repository/booking-list.js';

export type BookingFilters = z.output<typeof ZBookingFilters>;

/** The filters checked within the caller's scope: 404 for an agency or agent outside it, 400 naming a bad field. */
async function queryOf(options: {
  db: Database;
  caller: BookingCaller;
  filters: BookingFilters;
  language: Language;
}): Promise<BookingListQuery> {
  const { db, caller, filters, language } = options;
  const visible = await visibleAgencyIds(db, caller);
  if (filters.agencyId && !visible.includes(filters.agencyId)) throw notFound();
  if (filters.agentId && !(await isUserOfAgencies(db, filters.agentId, visible))) throw notFound();
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
    agencyIds: filters.agencyId ? [filters.agencyId] : visible,
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

export function createBookingListService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function page(
    caller: BookingCaller,
    request: { filters: BookingFilters; limit: number; offset: number; language: Language },
  ): Promise<{ items: TBookingSummary[]; total: number; ticketNumbers: string[][] }> {
    const query = await queryOf({ db, caller, filters: request.filters, language: request.language });
    const { rows, total } = await listBookingPage(db, query, { limit: request.limit, offset: request.offset });
    return { items: rows.map(summaryOf), total, ticketNumbers: rows.map((row) => row.ticketNumbers) };
  }

  /** One page of the caller's bookings and how many match in all. */
  async function list(
    caller: BookingCaller,
    request: BookingFilters & { limit: number; offset: number },
    language: Language,
  ): Promise<{ items: TBookingSummary[]; total: number; limit: number; offset: number }> {
    const { limit, offset, ...filters } = request;
    const { items, total } = await page(caller, { filters, limit, offset, language });
    return { items, total, limit, offset };
  }

  /** Every matching booking as an Excel workbook and its file name; 400 when more than BOOKING_EXPORT_MAX_ROWS match. */
  async function exportWorkbook(
    caller: BookingCaller,
    filters: BookingFilters,
    language: Language,
  ): Promise<{ fileName: string; workbook: Buffer }> {
    const found = await page(caller, { filters, limit: BOOKING_EXPORT_MAX_ROWS + 1, offset: 0, language });
    // The file has a ticket-number column the screen's list does not carry.
    const items = found.items.map((item, index) => ({ ...item, ticketNumbers: found.ticketNumbers[index] ?? [] }));
    if (items.length > BOOKING_EXPORT_MAX_ROWS) {
      throw invalidFieldIn(language, {
        field: 'bookedFrom',
        vi: `hơn ${BOOKING_EXPORT_MAX_ROWS} đặt chỗ, vui lòng thu hẹp bộ lọc`,
        en: `more than ${BOOKING_EXPORT_MAX_ROWS} bookings, narrow the filters`,
      });
    }
    const now = clock.now();
    return {
      fileName: bookingsFileName(now),
      workbook: await reportWorkbook(bookingsTable(items, language, now), language),
    };
  }

  return { list, exportWorkbook };
}

export type BookingListService = ReturnType<typeof createBookingListService>;
