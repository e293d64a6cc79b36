// A page of eSIM orders as the server answers it (its own sort and paging): code (opens the order), created, customer,
// packages, eSIM count, total, refunded, status.
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEsimOrderSummary } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { EmptyTableRow, TablePager } from '../../../components/TablePager';
import { OrderStatusChip } from './OrderStatusChip';

export const ESIM_PAGE_SIZES = [25, 50, 100] as const;
export const esimOrderPagePath = (id: string) => `/esim/list-order/${encodeURIComponent(id)}`;

const COLUMNS = ['code', 'createdAt', 'customer', 'destinations', 'esimCount', 'total', 'refunded', 'status'] as const;
const RIGHT: ReadonlySet<string> = new Set(['esimCount', 'total', 'refunded']);

type Props = {
  rows: readonly TEsimOrderSummary[];
  total: number;
  page: number;
  pageSize: number;
  isLoading: boolean;
  errorMessage?: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

export function EsimOrdersTable(props: Props) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {props.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {props.errorMessage ? (
        <Alert severity="error" role="alert" sx={{ m: 2 }}>
          {props.errorMessage}
        </Alert>
      ) : null}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('esim.list.table')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={RIGHT.has(column) ? 'right' : 'left'}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {t(`esim.list.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={esimOrderPagePath(row.id)}
                    sx={{ fontFamily: 'monospace', fontWeight: 700 }}
                  >
                    {row.orderCode ?? t('esim.list.noCode')}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(row.createdAt))}</TableCell>
                <TableCell>{row.customerName}</TableCell>
                <TableCell>{row.destinations.join('; ')}</TableCell>
                <TableCell align="right">{row.esimCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatVnd(row.totalAmount)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.refundedAmount > 0 ? formatVnd(row.refundedAmount) : '—'}
                </TableCell>
                <TableCell>
                  <OrderStatusChip status={row.status} />
                </TableCell>
              </TableRow>
            ))}
            {!props.isLoading && props.rows.length === 0 ? (
              <EmptyTableRow colSpan={COLUMNS.length}>{t('table.empty')}</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager
        count={props.total}
        page={props.page}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={ESIM_PAGE_SIZES}
        onPageChange={props.onPageChange}
        onRowsPerPageChange={props.onPageSizeChange}
      />
    </Paper>
  );
}
