// The columns the VNA summary table and its printed copy share: month, class group, domestic or international, figures.
import type { TFunction } from 'i18next';
import type { TVnaSummaryRow } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import type { DataTableColumn } from '../../../components/DataTable';

const counted = new Intl.NumberFormat('vi-VN');
type FigureKey =
  | 'tickets'
  | 'segments'
  | 'baseFare'
  | 'carrierSurcharge'
  | 'revenue'
  | 'voidedTickets'
  | 'refundedTickets'
  | 'refundedRevenue';
const MONEY = new Set<FigureKey>(['baseFare', 'carrierSurcharge', 'revenue', 'refundedRevenue']);
const FIGURES: readonly FigureKey[] = [
  'tickets',
  'segments',
  'baseFare',
  'carrierSurcharge',
  'revenue',
  'voidedTickets',
  'refundedTickets',
  'refundedRevenue',
];

export const vnaRowId = (row: TVnaSummaryRow) => `${row.month}|${row.classGroup}|${row.isDomestic ? 'D' : 'I'}`;
export const monthText = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

export function vnaSummaryColumns(t: TFunction): DataTableColumn<TVnaSummaryRow>[] {
  return [
    {
      id: 'month',
      header: t('flightReports.vna.columns.month'),
      value: (row) => row.month,
      text: (row) => monthText(row.month),
      isSortable: true,
    },
    {
      id: 'classGroup',
      header: t('flightReports.vna.columns.classGroup'),
      value: (row) => row.classGroup,
      text: (row) => (row.classGroup === 'OTHER' ? t('flightReports.vna.otherGroup') : row.classGroup),
      isSortable: true,
    },
    {
      id: 'scope',
      header: t('flightReports.vna.columns.scope'),
      value: (row) => (row.isDomestic ? 0 : 1),
      text: (row) => t(row.isDomestic ? 'flightReports.vna.domestic' : 'flightReports.vna.international'),
      isSortable: true,
    },
    ...FIGURES.map((key): DataTableColumn<TVnaSummaryRow> => ({
      id: key,
      header: t(`flightReports.vna.columns.${key}`),
      value: (row) => row[key],
      text: (row) => (MONEY.has(key) ? formatVnd(row[key]) : counted.format(row[key])),
      align: 'right',
      isSortable: true,
    })),
  ];
}
