// GET /api/trains/bookings/:id, the list and its export, and POST …/:id/cancel: train bookings seen in the caller's
// scope (its agency; administrators of an F1 or F2 also their sub-agencies'), acted on by its own agency only.
import type {
  TListTrainBookingsResponse,
  TTrainBooking,
  TTrainBookingSummary,
  TReportExportFormat,
} from '@portal/contracts';
import { ZListTrainBookingsQuery, ZTrainBookingFilters } from '@portal/contracts';
import { toAirlineName } from '@portal/domain';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.js';
import type { Language } from '../../platform/messages.js';
import { vietnamDayStart } from '../../platform/vietnam-time.js';
import { readOnlyBooking, wrongState } from '../bookings/booking-errors.js';
import { visibleAgencyIds, type BookingCaller } from '../bookings/booking-scope.js';
import { RAILWAY_BOOKING_GONE_CODES } from '../suppliers/railway/railway-gateway.js';
import { reportFile } from '../reports/report-files.js';
import type { ReportTable } from '../reports/report-table.js';
import { moneyColumn, textColumn, timeColumn } from '../reports/report-table.js';
import type { TrainBookingRow } from './repository/train-booking-rows.js';
import { findTrainBooking } from './repository/train-booking-reads.js';
import { listTrainBookings, type TrainListQuery } from './repository/train-booking-list.js';
import { setAllTickets, transitionTrainBooking } from './repository/train-booking-writes.js';
import { deleteLocksOfBooking } from './repository/train-seat-locks.js';
import type { TrainCatalogue } from './train-catalogue.js';
import { callOptionsOf, RAILWAY, type TrainDeps } from './train-deps.js';
import { railwayFailure } from './train-errors.js';
import { trainBookingView } from './train-views.js';

export const TRAIN_EXPORT_MAX_ROWS = 5000;
type Filters = z.infer<typeof ZTrainBookingFilters>;
type ListQuery = z.infer<typeof ZListTrainBookingsQuery>;

export function createTrainBookingService(deps: TrainDeps & { catalogue: TrainCatalogue }) {
  const { db, clock, catalogue, railway } = deps;

  /** A booking the caller may see; 404 for any other id (another agency's booking looks like no booking). */
  async function requireVisible(caller: BookingCaller, id: string): Promise<TrainBookingRow> {
    const booking = await findTrainBooking(db, id);
    if (!booking) throw notFound();
    if (booking.agencyId === caller.agencyId) return booking;
    if ((await visibleAgencyIds(db, caller)).includes(booking.agencyId)) return booking;
    throw notFound();
  }

  const view = async (booking: TrainBookingRow, caller: BookingCaller) =>
    trainBookingView(db, booking, { caller, now: clock.now(), nameOf: await catalogue.stationNames() });

  async function get(caller: BookingCaller, id: string): Promise<TTrainBooking> {
    return view(await requireVisible(caller, id), caller);
  }

  async function queryOf(caller: BookingCaller, filters: Filters): Promise<TrainListQuery> {
    return {
      agencyIds: await visibleAgencyIds(db, caller),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.code ? { code: filters.code } : {}),
      ...(filters.name ? { name: toAirlineName(filters.name) } : {}),
      ...(filters.trainNumber ? { trainNumber: filters.trainNumber } : {}),
      ...(filters.bookedFrom ? { bookedFrom: vietnamDayStart(filters.bookedFrom) } : {}),
      ...(filters.bookedTo ? { bookedBefore: vietnamDayStart(filters.bookedTo, 1) } : {}),
      ...(filters.departFrom ? { departFrom: vietnamDayStart(filters.departFrom) } : {}),
      ...(filters.departTo ? { departBefore: vietnamDayStart(filters.departTo, 1) } : {}),
      sort: filters.sort,
      order: filters.order,
    };
  }

  async function list(caller: BookingCaller, query: ListQuery): Promise<TListTrainBookingsResponse> {
    const { limit, offset, ...filters } = query;
    return listTrainBookings(db, await queryOf(caller, filters), { limit, offset });
  }

  async function exportFile(
    caller: BookingCaller,
    options: { filters: Filters; format: TReportExportFormat; language: Language },
  ): Promise<{ fileName: string; body: Buffer | string }> {
    const { items } = await listTrainBookings(db, await queryOf(caller, options.filters), {
      limit: TRAIN_EXPORT_MAX_ROWS,
      offset: 0,
    });
    const table: ReportTable<TTrainBookingSummary & { trains: string }> = {
      sheetName: { vi: 'Vé tàu', en: 'Train bookings' },
      createdAt: clock.now(),
      heading: [{ kind: 'title', text: { vi: 'Danh sách đặt vé tàu', en: 'Train bookings' } }],
      columns: [
        textColumn('bookingCode', { vi: 'Mã đặt chỗ', en: 'Booking code' }, 14),
        textColumn('status', { vi: 'Trạng thái', en: 'Status' }, 12),
        textColumn('agencyCode', { vi: 'Đại lý', en: 'Agency' }, 14),
        textColumn('createdByName', { vi: 'Người đặt', en: 'Booked by' }, 22),
        textColumn('route', { vi: 'Hành trình', en: 'Route' }, 16),
        textColumn('trains', { vi: 'Tàu', en: 'Trains' }, 12),
        timeColumn('departAt', { vi: 'Khởi hành', en: 'Departs' }, 18),
        timeColumn('timeLimit', { vi: 'Hạn thanh toán', en: 'Pay by' }, 18),
        textColumn('buyerName', { vi: 'Người mua', en: 'Buyer' }, 24),
        { key: 'ticketCount', header: { vi: 'Số vé', en: 'Tickets' }, type: 'count', value: (row) => row.ticketCount },
        moneyColumn('totalAmount', { vi: 'Tổng tiền', en: 'Total' }, 14),
        timeColumn('createdAt', { vi: 'Ngày đặt', en: 'Booked' }, 18),
      ],
      rows: items.map((item) => ({ ...item, trains: item.trainNumbers.join(', ') })),
    };
    const body = await reportFile(table, { format: options.format, language: options.language });
    const day = clock.now().toISOString().slice(0, 10);
    return { fileName: `train-bookings-${day}.${options.format}`, body };
  }

  /** HOLD → the railway cancels → CANCELLED, its seats' lock rows gone. Another agency's: 404; a sub-agency's: 403. */
  async function cancel(caller: BookingCaller, id: string, reason?: string): Promise<TTrainBooking> {
    const booking = await requireVisible(caller, id);
    if (booking.agencyId !== caller.agencyId) throw readOnlyBooking();
    // A repeat (the web retries with its key) answers the cancelled booking again.
    if (booking.status === 'CANCELLED') return view(booking, caller);
    if (booking.status !== 'HOLD' || !booking.bookingCode) throw wrongState(booking.status, 'cancel');
    const result = await railway.cancel(
      RAILWAY,
      { account: booking.supplierAccount, bookingCode: booking.bookingCode },
      callOptionsOf(deps),
    );
    if (!result.ok && !(result.kind === 'refused' && RAILWAY_BOOKING_GONE_CODES.has(result.code)))
      throw railwayFailure(result);
    const at = clock.now();
    await db.transaction(async (tx) => {
      const row = await transitionTrainBooking(tx, {
        bookingId: booking.id,
        from: ['HOLD'],
        to: 'CANCELLED',
        set: { closedAt: at, lastError: null },
        event: {
          actorUserId: caller.userId,
          action: 'cancel',
          details: {
            bookingCode: booking.bookingCode,
            railway: result.ok ? result.value.status : result.code,
            reason: reason ?? null,
          },
          at,
        },
      });
      if (!row) return;
      await setAllTickets(tx, booking.id, { status: 'CANCELLED', at });
      await deleteLocksOfBooking(tx, booking.id);
    });
    return view((await findTrainBooking(db, booking.id))!, caller);
  }

  return { get, list, exportFile, cancel, requireVisible };
}

export type TrainBookingService = ReturnType<typeof createTrainBookingService>;
