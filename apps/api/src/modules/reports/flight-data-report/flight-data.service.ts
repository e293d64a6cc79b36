// The flight data report: segments, passengers, tickets and ticket value of the viewer's subtree, grouped by route, airline, class or month.
import type { Database } from '@portal/db';
import {
  MAX_FLIGHT_DATA_DAYS,
  ZFlightDataQuery,
  type TFlightDataFigures,
  type TFlightDataGroupBy,
  type TFlightDataQuery,
  type TFlightDataResponse,
  type TFlightDataRow,
} from '@portal/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { Language } from '../../../platform/messages.js';
import { reportPeriod } from '../report-period.js';
import { monthOf, soldLegs, ticketValue, type SoldLeg } from './sold-legs.js';
import { readSoldBookings } from './ticket-sales.repository.js';
import { reportAgencyFor, type ReportCaller } from './report-agency.js';

export type FlightDataService = ReturnType<typeof createFlightDataService>;

const emptyFlightDataFigures = (): TFlightDataFigures => ({
  segments: 0,
  adults: 0,
  children: 0,
  infants: 0,
  tickets: 0,
  revenue: 0,
  refundedTickets: 0,
  refundedRevenue: 0,
});

function groupOf(
  groupBy: TFlightDataGroupBy,
  leg: SoldLeg,
  month: string,
): Omit<TFlightDataRow, keyof TFlightDataFigures> {
  const none = { route: null, airline: null, bookingClass: null, cabinClass: null, month: null };
  switch (groupBy) {
    case 'ROUTE':
      return { ...none, key: leg.route, route: leg.route };
    case 'AIRLINE':
      return { ...none, key: leg.airline, airline: leg.airline };
    case 'CLASS':
      return {
        ...none,
        key: `${leg.airline} ${leg.bookingClass} ${leg.cabinClass}`,
        airline: leg.airline,
        bookingClass: leg.bookingClass,
        cabinClass: leg.cabinClass,
      };
    case 'MONTH':
      return { ...none, key: month, month };
  }
}

const PAX_FIELD = { ADT: 'adults', CHD: 'children', INF: 'infants' } as const;

function addTo(totals: TFlightDataFigures, row: TFlightDataFigures) {
  for (const key of Object.keys(totals) as (keyof TFlightDataFigures)[]) totals[key] += row[key];
}

export function createFlightDataService({ db, clock }: { db: Database; clock: Clock }) {
  async function reportOf(
    caller: ReportCaller,
    input: TFlightDataQuery,
    language: Language,
  ): Promise<TFlightDataResponse> {
    const query = ZFlightDataQuery.parse(input);
    const period = reportPeriod(query, { now: clock.now(), language, maxDays: MAX_FLIGHT_DATA_DAYS });
    const agency = await reportAgencyFor(db, caller, query.subAgencyId);
    const sold = await readSoldBookings(db, { agency, mode: query.mode, start: period.start, end: period.end });
    const groups = new Map<string, TFlightDataRow>();
    for (const booking of sold) {
      // Voided tickets never flew and were never paid for: they are not in this report.
      if (booking.status === 'VOID') continue;
      const isRefunded = booking.status === 'REFUNDED';
      const month = monthOf(booking, query.mode);
      for (const leg of soldLegs(booking)) {
        const group = groupOf(query.groupBy, leg, month);
        const row = groups.get(group.key) ?? { ...group, ...emptyFlightDataFigures() };
        groups.set(group.key, row);
        for (const { passenger, price } of leg.passengers) {
          const hasTicket = passenger.ticketNumber !== null;
          const countsTicket = hasTicket && leg.index === 0;
          if (isRefunded) {
            if (countsTicket) row.refundedTickets += 1;
            row.refundedRevenue += ticketValue(price);
            continue;
          }
          row.segments += leg.segments;
          row[PAX_FIELD[passenger.type]] += 1;
          if (countsTicket) row.tickets += 1;
          row.revenue += ticketValue(price);
        }
      }
    }
    const rows = [...groups.values()].sort((a, b) =>
      query.groupBy === 'MONTH' ? a.key.localeCompare(b.key) : b.revenue - a.revenue || a.key.localeCompare(b.key),
    );
    const totals = emptyFlightDataFigures();
    for (const row of rows) addTo(totals, row);
    return {
      from: period.from,
      to: period.to,
      mode: query.mode,
      groupBy: query.groupBy,
      agency: { id: agency.id, code: agency.code, name: agency.name },
      rows,
      totals,
    };
  }
  return { reportOf };
}
