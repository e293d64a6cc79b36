// The income report's table columns (screen, sort and print share them): the group, lines, revenue, cost, profit,
// margin, and the commission when grouped by sub-agency.
import type { TFunction } from 'i18next';
import type { TIncomeGroup, TIncomeRow } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import type { DataTableColumn } from '../../../components/DataTable';
import { displayDay } from '../../../components/report/report-period';

export const FIGURE_KEYS = ['revenue', 'cost', 'profit'] as const;

/** Per mille as a percentage with one decimal (125 ‰ → 12,5 %); empty without revenue. */
export function marginText(margin: number | null, language: string): string {
  if (margin === null) return '';
  return `${(margin / 10).toLocaleString(language === 'en' ? 'en-GB' : 'vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

/** The row's group in words: product, product and carrier, agency, or the days it covers. */
export function groupText(t: TFunction, row: TIncomeRow): string {
  if (row.agency)
    return `${row.agency.code} — ${row.agency.name}${row.agency.isOwn ? ` (${t('incomeReport.ownSales')})` : ''}`;
  if (row.period)
    return row.period.from === row.period.to
      ? displayDay(row.period.from)
      : `${displayDay(row.period.from)} – ${displayDay(row.period.to)}`;
  const product = row.product ? t(`incomeReport.products.${row.product}`) : row.key;
  return row.carrier ? `${product} · ${row.carrier}` : product;
}

export function incomeColumns(t: TFunction, groupBy: TIncomeGroup, language: string): DataTableColumn<TIncomeRow>[] {
  const money = (id: 'revenue' | 'cost' | 'profit' | 'commission'): DataTableColumn<TIncomeRow> => ({
    id,
    header: t(`incomeReport.columns.${id}`),
    value: (row) => row[id],
    text: (row) => (row[id] === null ? '' : formatVnd(row[id])),
    isSortable: true,
    align: 'right',
  });
  return [
    {
      id: 'group',
      header: t(`incomeReport.groups.${groupBy}`),
      // Periods sort in time, the rest by their words.
      value: (row) => (row.period ? row.key : groupText(t, row)),
      text: (row) => groupText(t, row),
      isSortable: true,
      minWidth: 200,
    },
    {
      id: 'lines',
      header: t('incomeReport.columns.lines'),
      value: (row) => row.lines,
      text: (row) => row.lines.toLocaleString('vi-VN'),
      isSortable: true,
      align: 'right',
    },
    ...FIGURE_KEYS.map(money),
    {
      id: 'margin',
      header: t('incomeReport.columns.margin'),
      value: (row) => row.margin,
      text: (row) => marginText(row.margin, language),
      isSortable: true,
      align: 'right',
    },
    ...(groupBy === 'SUB_AGENCY' ? [money('commission')] : []),
  ];
}
