// The columns the flight data table and its printed copy share: the group (route, airline, class or month) and its figures.
import type { TFunction } from 'i18next';
import type { TFlightDataGroupBy, TFlightDataRow } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import type { DataTableColumn } from '../../../components/DataTable';

const counted = new Intl.NumberFormat('vi-VN');

/** 2026-12 as 12/2026; a class as "VN Y · ECONOMY"; a route or airline as it is. */
export function groupText(t: TFunction, groupBy: TFlightDataGroupBy, row: TFlightDataRow): string {
  if (groupBy === 'MONTH' && row.month) return `${row.month.slice(5, 7)}/${row.month.slice(0, 4)}`;
  if (groupBy === 'CLASS')
    return `${row.airline ?? ''} ${row.bookingClass ?? ''} · ${t(`flightReports.cabins.${row.cabinClass ?? ''}`, { defaultValue: row.cabinClass ?? '' })}`;
  return row.key;
}

type FigureKey =
  'segments' | 'adults' | 'children' | 'infants' | 'tickets' | 'revenue' | 'refundedTickets' | 'refundedRevenue';
const MONEY = new Set<FigureKey>(['revenue', 'refundedRevenue']);

const figure = (t: TFunction, key: FigureKey): DataTableColumn<TFlightDataRow> => ({
  id: key,
  header: t(`flightReports.flightData.columns.${key}`),
  value: (row) => row[key],
  text: (row) => (MONEY.has(key) ? formatVnd(row[key]) : counted.format(row[key])),
  align: 'right',
  isSortable: true,
});

export function flightDataColumns(t: TFunction, groupBy: TFlightDataGroupBy): DataTableColumn<TFlightDataRow>[] {
  return [
    {
      id: 'group',
      header: t(`flightReports.flightData.groups.${groupBy}`),
      value: (row) => row.key,
      text: (row) => groupText(t, groupBy, row),
      isSortable: true,
    },
    ...(
      ['segments', 'adults', 'children', 'infants', 'tickets', 'revenue', 'refundedTickets', 'refundedRevenue'] as const
    ).map((key) => figure(t, key)),
  ];
}
