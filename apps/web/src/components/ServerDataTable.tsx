// A table whose rows the server sorts and pages: the columns' headers sort by the server's keys, the shared pager
// asks for another page; the page shows exactly the rows answered (no sorting or filtering in the browser).
import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './DataTable';
import { EmptyTableRow, TablePager, type TablePagerProps } from './TablePager';

/** A column, and the server's sort key when the server can sort by it. */
export type ServerTableColumn<Row, SortKey extends string> = DataTableColumn<Row> & { sortKey?: SortKey };

export type ServerSort<SortKey extends string> = { key: SortKey; order: 'asc' | 'desc' };

type Props<Row, SortKey extends string> = {
  label: string;
  rows: readonly Row[];
  columns: readonly ServerTableColumn<Row, SortKey>[];
  getRowId: (row: Row) => string;
  sort: ServerSort<SortKey>;
  /** A header clicked: its key, ascending first, then the other way. */
  onSortChange: (sort: ServerSort<SortKey>) => void;
  pager: TablePagerProps;
  isLoading?: boolean;
  /** What the empty table says (default: the shared "no data"). */
  empty?: ReactNode;
};

const cellOf = <Row,>(column: DataTableColumn<Row>, row: Row): ReactNode => {
  if (column.render) return column.render(row);
  if (column.text) return column.text(row);
  const value = column.value(row);
  return value === null ? '' : String(value);
};

export function ServerDataTable<Row, SortKey extends string>(props: Props<Row, SortKey>) {
  const { t } = useTranslation();
  const { columns, sort } = props;
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {props.isLoading ? <LinearProgress aria-label={t('table.loading')} /> : null}
      <TableContainer sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const isSorted = column.sortKey !== undefined && column.sortKey === sort.key;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align ?? 'left'}
                    sortDirection={isSorted ? sort.order : false}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: column.minWidth }}
                  >
                    {column.sortKey === undefined ? (
                      column.header
                    ) : (
                      <TableSortLabel
                        active={isSorted}
                        direction={isSorted ? sort.order : 'asc'}
                        onClick={() =>
                          props.onSortChange({
                            key: column.sortKey!,
                            order: isSorted && sort.order === 'asc' ? 'desc' : 'asc',
                          })
                        }
                      >
                        {column.header}
                      </TableSortLabel>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={props.getRowId(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align ?? 'left'}>
                    {cellOf(column, row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!props.isLoading && props.rows.length === 0 ? (
              <EmptyTableRow colSpan={columns.length}>{props.empty ?? t('table.empty')}</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <div data-print="hide">
        <TablePager {...props.pager} />
      </div>
    </Paper>
  );
}
