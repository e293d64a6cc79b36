// The debit total report's columns: the agency (a link to its debit report for the same period), then every figure in VND, each sortable.
import type { TFunction } from 'i18next';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { TDebitTotalRow } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import type { DataTableColumn } from '../../../components/DataTable';

export const FIGURE_KEYS = [
  'openingBalance',
  'topUps',
  'sales',
  'voidsRefunds',
  'adjustments',
  'closingBalance',
  'commission',
  'creditLimit',
  'available',
] as const;

/** The figure's column header: buckets and figures share the debit reports' words. */
export const figureLabel = (t: TFunction, key: (typeof FIGURE_KEYS)[number]) =>
  ['topUps', 'sales', 'voidsRefunds', 'adjustments'].includes(key)
    ? t(`debitReports.buckets.${key}`)
    : t(`debitReports.figures.${key}`);

export const debitReportLink = (row: TDebitTotalRow, period: { from: string; to: string }) =>
  `/accounting/debit-report?${new URLSearchParams({ agencyId: row.agency.id, from: period.from, to: period.to })}`;

export function debitTotalColumns(
  t: TFunction,
  period: { from: string; to: string },
): DataTableColumn<TDebitTotalRow>[] {
  return [
    {
      id: 'agency',
      header: t('debitReports.columns.agency'),
      value: (row) => row.agency.code,
      text: (row) => `${row.agency.code} — ${row.agency.name}`,
      render: (row) => (
        <Link component={RouterLink} to={debitReportLink(row, period)} sx={{ pl: row.depth * 1.5 }}>
          {`${row.agency.code} — ${row.agency.name}`}
        </Link>
      ),
      minWidth: 200,
    },
    { id: 'level', header: t('debitReports.columns.level'), value: (row) => row.agency.level },
    ...FIGURE_KEYS.map((key): DataTableColumn<TDebitTotalRow> => ({
      id: key,
      header: figureLabel(t, key),
      value: (row) => row[key],
      text: (row) => formatVnd(row[key]),
      align: 'right',
    })),
  ];
}
