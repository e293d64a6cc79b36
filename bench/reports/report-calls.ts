// The requests the reports benchmark times: each report of one month, and a year's sale-report export as xlsx.
import { vietnamToday } from '@portal/domain';

export type Month = { from: string; to: string };

/** The last whole calendar month (Vietnam) before `now`. */
export function lastWholeMonth(now: Date): Month {
  const [year, month] = vietnamToday(now).split('-').map(Number) as [number, number];
  const first = month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return { from: first, to: last };
}

export function monthReportCalls({ from, to }: Month): Array<{ name: string; path: string }> {
  const period = `from=${from}&to=${to}`;
  return [
    { name: 'sale report, by booking date', path: `/api/reports/sale-report?${period}&mode=BOOKING_DATE` },
    { name: 'sale report, by flight date', path: `/api/reports/sale-report?${period}&mode=FLIGHT_DATE` },
    { name: 'sale report, 3+ PNRs', path: `/api/reports/sale-report?${period}&mode=BOOKING_DATE_3PNR` },
    { name: 'debit report (own agency)', path: `/api/reports/debit-report?${period}` },
    { name: 'debit total report', path: `/api/reports/debit-total-report?${period}` },
    { name: 'flight data report', path: `/api/reports/flight-data-report?${period}` },
    { name: 'VNA summary report', path: `/api/reports/vna-summary-report?${period}` },
    { name: 'income report, by sub-agency', path: `/api/reports/income-report?${period}&groupBy=SUB_AGENCY` },
    {
      name: 'income report, by day (flight date)',
      path: `/api/reports/income-report?${period}&groupBy=PERIOD&interval=day&mode=FLIGHT_DATE`,
    },
    { name: 'customer services, by staff', path: `/api/reports/customer-services?${period}` },
    { name: 'customer services, by customer', path: `/api/reports/customer-services?${period}&groupBy=customer` },
    { name: 'sales analysis, by day', path: `/api/reports/analyze-sales?${period}&interval=day` },
  ];
}

/** The sale report of the last 12 months (Vietnam days), as one xlsx (or CSV). */
export function yearExportCall(now: Date, format: 'xlsx' | 'csv' = 'xlsx'): string {
  const today = vietnamToday(now);
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return `/api/reports/sale-report/export?from=${yearAgo}&to=${today}&mode=BOOKING_DATE&format=${format}`;
}
