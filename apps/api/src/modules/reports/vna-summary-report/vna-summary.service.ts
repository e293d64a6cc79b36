// The Vietnam Airlines summary: VN tickets (stock 738) by month, class group of SPEC §9 and domestic/international; voids and refunds apart.
import type { Database } from '@portal/db';
import {
  MAX_FLIGHT_DATA_DAYS,
  ZVnaSummaryQuery,
  type TVnaSummaryFigures,
  type TVnaSummaryQuery,
  type TVnaSummaryResponse,
  type TVnaSummaryRow,
} from '@portal/contracts';
import { VNA_TICKET_STOCK, vnaClassGroupOf, vnaClassGroupRank } from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import type { Language } from '../../../platform/messages.js';
import { reportPeriod } from '../report-period.js';
import { reportAgencyFor, type ReportCaller } from '../flight-data-report/report-agency.js';
import { monthOf, soldLegs } from '../flight-data-report/sold-legs.js';
import { readSoldBookings } from '../flight-data-report/ticket-sales.repository.js';

export type VnaSummaryService = ReturnType<typeof createVnaSummaryService>;

const emptyVnaFigures = (): TVnaSummaryFigures => ({
  tickets: 0,
  segments: 0,
  baseFare: 0,
  carrierSurcharge: 0,
  revenue: 0,
  voidedTickets: 0,
  refundedTickets: 0,
  refundedRevenue: 0,
  ticketsWithoutSurcharge: 0,
});

function addTo(totals: TVnaSummaryFigures, row: TVnaSummaryFigures) {
  for (const key of Object.keys(totals) as (keyof TVnaSummaryFigures)[]) totals[key] += row[key];
}

const isVnaTicket = (ticketNumber: string | null): ticketNumber is string =>
  ticketNumber !== null && ticketNumber.replace(/\D/g, '').startsWith(VNA_TICKET_STOCK);

export function createVnaSummaryService({ db, clock }: { db: Database; clock: Clock }) {
  async function reportOf(
    caller: ReportCaller,
    input: TVnaSummaryQuery,
    language: Language,
  ): Promise<TVnaSummaryResponse> {
    const query = ZVnaSummaryQuery.parse(input);
    const period = reportPeriod(query, { now: clock.now(), language, maxDays: MAX_FLIGHT_DATA_DAYS });
    const agency = await reportAgencyFor(db, caller, query.subAgencyId);
    const sold = await readSoldBookings(db, {
      agency,
      mode: query.mode,
      start: period.start,
      end: period.end,
      airline: 'VN',
    });
    const groups = new Map<string, TVnaSummaryRow>();
    for (const booking of sold) {
      const month = monthOf(booking, query.mode);
      const legs = soldLegs(booking);
      for (const leg of legs) {
        const classGroup = vnaClassGroupOf(leg.bookingClass);
        const key = `${month}|${classGroup}|${leg.isDomestic ? 'D' : 'I'}`;
        const row = groups.get(key) ?? { month, classGroup, isDomestic: leg.isDomestic, ...emptyVnaFigures() };
        groups.set(key, row);
        for (const { passenger, price } of leg.passengers) {
          if (!isVnaTicket(passenger.ticketNumber)) continue;
          // A ticket is counted once, in the row of its first flight; its coupons and money in each flight's row.
          const isFirst = leg.index === 0;
          const value = (price?.baseFare ?? 0) + (price?.carrierSurcharge ?? 0);
          if (booking.status === 'VOID') {
            if (isFirst) row.voidedTickets += 1;
          } else if (booking.status === 'REFUNDED') {
            if (isFirst) row.refundedTickets += 1;
            row.refundedRevenue += value;
          } else {
            if (isFirst) row.tickets += 1;
            const lacksSurcharge = legs.some(
              (other) =>
                other.passengers.find((p) => p.passenger.paxId === passenger.paxId)?.price?.carrierSurcharge ===
                undefined,
            );
            if (isFirst && lacksSurcharge) row.ticketsWithoutSurcharge += 1;
            row.segments += leg.segments;
            row.baseFare += price?.baseFare ?? 0;
            row.carrierSurcharge += price?.carrierSurcharge ?? 0;
            row.revenue += value;
          }
        }
      }
    }
    const rows = [...groups.values()]
      .filter((row) => row.tickets + row.segments + row.voidedTickets + row.refundedTickets + row.refundedRevenue > 0)
      .sort(
        (a, b) =>
          a.month.localeCompare(b.month) ||
          vnaClassGroupRank(a.classGroup) - vnaClassGroupRank(b.classGroup) ||
          Number(b.isDomestic) - Number(a.isDomestic),
      );
    const totals = emptyVnaFigures();
    const domestic = emptyVnaFigures();
    const international = emptyVnaFigures();
    for (const row of rows) {
      addTo(totals, row);
      addTo(row.isDomestic ? domestic : international, row);
    }
    return {
      from: period.from,
      to: period.to,
      mode: query.mode,
      agency: { id: agency.id, code: agency.code, name: agency.name },
      rows,
      totals,
      domestic,
      international,
    };
  }
  return { reportOf };
}
