// A page of rows as the server answered it, in a plain table (eSIM orders, B2C orders, train bookings): the loading
// bar, the error, the headers (amounts and counts right-aligned), the screen's own rows, the row that says there is
// nothing once loaded, and the shared pager; with the cells those tables share.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatVnd } from '@portal/domain';
import { EmptyTableRow, TablePager } from './TablePager';

export type PagedTableHeader = { id: string; text: string; isRight?: boolean };

/** What a screen gives its table of one page: the rows, where the page stands, and what asks for another. */
export type PagedRows<Row> = {
  rows: readonly Row[];
  total: number;
  page: number;
  pageSize: number;
  isLoading: boolean;
  errorMessage?: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

export function PagedTable(props: {
  label: string;
  headers: readonly PagedTableHeader[];
  /** One more, empty header over the rows' own actions. */
  hasActions?: boolean;
  list: PagedRows<unknown>;
  pageSizes: readonly number[];
  /** The rows of the page. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { list } = props;
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {list.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {list.errorMessage ? (
        <Alert severity="error" role="alert" sx={{ m: 2 }}>
          {list.errorMessage}
        </Alert>
      ) : null}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {props.headers.map((header) => (
                <TableCell
                  key={header.id}
                  align={header.isRight ? 'right' : 'left'}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {header.text}
                </TableCell>
              ))}
              {props.hasActions ? <TableCell /> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.children}
            {!list.isLoading && list.rows.length === 0 ? (
              <EmptyTableRow colSpan={props.headers.length + (props.hasActions ? 1 : 0)}>
                {t('table.empty')}
              </EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager
        count={list.total}
        page={list.page}
        rowsPerPage={list.pageSize}
        rowsPerPageOptions={props.pageSizes}
        onPageChange={list.onPageChange}
        onRowsPerPageChange={list.onPageSizeChange}
      />
    </Paper>
  );
}

/** An amount in đồng, right-aligned on one line; a dash for none when `isDashForZero`. */
export function AmountCell(props: { amount: number; isDashForZero?: boolean }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {props.isDashForZero && props.amount <= 0 ? '—' : formatVnd(props.amount)}
    </TableCell>
  );
}

/** A moment (an ISO instant) on one line. */
export function DateTimeCell(props: { at: string }) {
  return <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(props.at))}</TableCell>;
}
