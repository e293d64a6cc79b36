// The figure columns both booking activity tables share (bookings, issued, tickets, voids, refunds, issue rate, sold),
// and the text of an issue rate.
import type { TFunction } from 'i18next';
import type { TActivityFigures } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import type { DataTableColumn } from '../../../components/DataTable';

const counted = new Intl.NumberFormat('vi-VN');
const COUNTS = ['bookings', 'issued', 'tickets', 'voided', 'refunded', 'cancelled', 'failed'] as const;

/** 833 per mille as "83,3 %". */
export const rateText = (perMille: number) =>
  `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 }).format(perMille / 10)} %`;

export function figureColumns<Row extends TActivityFigures>(t: TFunction): DataTableColumn<Row>[] {
  return [
    ...COUNTS.map((key): DataTableColumn<Row> => ({
      id: key,
      header: t(`bookingActivity.columns.${key}`),
      value: (row) => row[key],
      text: (row) => counted.format(row[key]),
      align: 'right',
      isSortable: true,
    })),
    {
      id: 'conversion',
      header: t('bookingActivity.columns.conversion'),
      value: (row) => row.conversionPerMille,
      text: (row) => rateText(row.conversionPerMille),
      align: 'right',
      isSortable: true,
    },
    {
      id: 'sold',
      header: t('bookingActivity.columns.sold'),
      value: (row) => row.sold,
      text: (row) => formatVnd(row.sold),
      align: 'right',
      isSortable: true,
    },
  ];
}
