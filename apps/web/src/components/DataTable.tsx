// The shared data table: column sort, a text filter, pagination (10/25/50) and CSV export.
import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '../lib/csv';
import { matchesQuery } from '../lib/text-search';
import { sortRows, type SortDirection } from './sort-rows';
import { EmptyTableRow, TablePager } from './TablePager';

export type DataTableColumn<Row> = {
  id: string;
  header: string;
  /** Raw value: what sorting compares (ISO dates and numbers sort correctly). */
  value: (row: Row) => string | number | null;
  /** Display text: what the filter searches and the CSV holds; defaults to the raw value. */
  text?: (row: Row) => string;
  render?: (row: Row) => ReactNode;
  isSortable?: boolean;
  align?: 'left' | 'right' | 'center';
  minWidth?: number;
};

type DataTableProps<Row> = {
  /** Accessible name of the table. */
  label: string;
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Omit to leave out the table's own CSV button (a page that offers a server-built export instead). */
  csvFileName?: string;
  isLoading?: boolean;
  errorMessage?: string;
  initialSort?: { columnId: string; direction: SortDirection };
};

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50];

function cellText<Row>(column: DataTableColumn<Row>, row: Row): string {
  if (column.text) return column.text(row);
  const value = column.value(row);
  return value === null ? '' : String(value);
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, rows, columns, getRowId, csvFileName, isLoading = false, errorMessage, initialSort } = props;
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState(initialSort ?? null);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[0] ?? 10);

  const shownRows = useMemo(() => {
    const filtered = rows.filter((row) =>
      matchesQuery(columns.map((column) => cellText(column, row)).join(' '), query),
    );
    const column = sort ? columns.find((candidate) => candidate.id === sort.columnId) : undefined;
    if (!sort || !column) return filtered;
    return sortRows(filtered, {
      valueOf: column.value,
      direction: sort.direction,
      locale: i18n.resolvedLanguage ?? 'vi',
    });
  }, [rows, columns, query, sort, i18n.resolvedLanguage]);

  const lastPage = Math.max(0, Math.ceil(shownRows.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const pageRows = shownRows.slice(currentPage * rowsPerPage, currentPage * rowsPerPage + rowsPerPage);

  const toggleSort = (columnId: string) => {
    setSort((current) =>
      current?.columnId === columnId
        ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { columnId, direction: 'asc' },
    );
  };

  const exportCsv = (fileName: string) => {
    const header = columns.map((column) => column.header);
    const body = shownRows.map((row) => columns.map((column) => cellText(column, row)));
    downloadCsv(fileName, toCsv(header, body));
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: { xs: 1.5, sm: 2 } }}>
        <TextField
          type="search"
          size="small"
          label={t('table.filter')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(0);
          }}
          sx={{ flex: '1 1 220px', minWidth: 0 }}
        />
        <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: '0 0 auto' }}>
          {t('table.rowCount', { count: shownRows.length })}
        </Typography>
        {csvFileName === undefined ? null : (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => exportCsv(csvFileName)}
            disabled={isLoading || shownRows.length === 0}
          >
            {t('table.exportCsv')}
          </Button>
        )}
      </Box>
      {isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {errorMessage ? (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {errorMessage}
        </Alert>
      ) : null}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const isSorted = sort?.columnId === column.id;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={{ minWidth: column.minWidth, fontWeight: 600, whiteSpace: 'nowrap' }}
                    sortDirection={isSorted ? sort.direction : false}
                  >
                    {column.isSortable === false ? (
                      column.header
                    ) : (
                      <TableSortLabel
                        active={isSorted}
                        direction={isSorted ? sort.direction : 'asc'}
                        onClick={() => toggleSort(column.id)}
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
            {pageRows.map((row) => (
              <TableRow key={getRowId(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align}>
                    {column.render ? column.render(row) : cellText(column, row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!isLoading && pageRows.length === 0 ? (
              <EmptyTableRow colSpan={columns.length}>{query ? t('table.noMatch') : t('table.empty')}</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager
        count={shownRows.length}
        page={currentPage}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
        onPageChange={setPage}
        onRowsPerPageChange={(next) => {
          setRowsPerPage(next);
          setPage(0);
        }}
      />
    </Paper>
  );
}
