// The booking activity reports: whose bookings the caller sees (as the booking list), the period, and the figures by
// staff member or customer (booking/customer-services-report) and by day, week or month (booking/analyze-sales-report).
import type { Database } from '@portal/db';
import {
  MAX_ACTIVITY_DAYS,
  type TActivityFigures,
  type TAnalyzeSalesQuery,
  type TAnalyzeSalesResponse,
  type TCustomerServicesQuery,
  type TCustomerServicesResponse,
} from '@portal/contracts';
import { PORTAL_TIME_ZONE } from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import { notFound } from '../../../platform/errors.js';
import type { Language } from '../../../platform/messages.js';
import { agencyIdsAtAndBelow } from '../../../platform/tenancy.js';
import { visibleAgencyIds, type BookingCaller } from '../../bookings/booking-scope.js';
import { intervalStarts } from '../report-buckets.js';
import { reportPeriod } from '../report-period.js';
import * as repo from './booking-activity.repository.js';

export type BookingActivityService = ReturnType<typeof createBookingActivityService>;

const EMPTY: Omit<TActivityFigures, 'conversionPerMille'> = {
  bookings: 0,
  failed: 0,
  issued: 0,
  tickets: 0,
  voided: 0,
  refunded: 0,
  cancelled: 0,
  sold: 0,
};

export function createBookingActivityService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** The agencies in the report: those the caller sees, or one of them and those below it (another is 404). */
  async function scopeOf(
    caller: BookingCaller,
    query: { from?: string; to?: string; subAgencyId?: string },
    language: Language,
  ) {
    const period = reportPeriod(query, { language, now: clock.now(), maxDays: MAX_ACTIVITY_DAYS });
    const visible = await visibleAgencyIds(db, caller);
    let agencyIds = visible;
    if (query.subAgencyId) {
      if (!visible.includes(query.subAgencyId)) throw notFound();
      const below = new Set(await agencyIdsAtAndBelow(db, query.subAgencyId));
      agencyIds = visible.filter((id) => below.has(id));
    }
    return { period, scope: { agencyIds, start: period.start, end: period.end } };
  }

  async function customerServices(
    caller: BookingCaller,
    query: TCustomerServicesQuery,
    language: Language,
  ): Promise<TCustomerServicesResponse> {
    const { period, scope } = await scopeOf(caller, query, language);
    const [rows, totals] = await Promise.all([
      query.groupBy === 'customer' ? repo.byCustomer(db, scope) : repo.byStaff(db, scope),
      repo.totals(db, scope),
    ]);
    return { from: period.from, to: period.to, timeZone: PORTAL_TIME_ZONE, groupBy: query.groupBy, totals, rows };
  }

  async function analyzeSales(
    caller: BookingCaller,
    query: TAnalyzeSalesQuery,
    language: Language,
  ): Promise<TAnalyzeSalesResponse> {
    const { period, scope } = await scopeOf(caller, query, language);
    const { buckets: found, totals, topRoutes, topAirlines } = await repo.salesAnalysis(db, scope, query.interval);
    const byStart = new Map(found.map((bucket) => [bucket.start, bucket]));
    const buckets = intervalStarts(period.from, period.to, query.interval).map(
      (start) => byStart.get(start) ?? { start, ...EMPTY, conversionPerMille: 0 },
    );
    return {
      from: period.from,
      to: period.to,
      timeZone: PORTAL_TIME_ZONE,
      interval: query.interval,
      totals,
      buckets,
      topRoutes,
      topAirlines,
    };
  }

  return { customerServices, analyzeSales };
}
