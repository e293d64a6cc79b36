// A page of train bookings as the server answers it (its own sort and paging): code, status, route and trains,
// departure, time limit with a countdown while held, buyer, tickets, total, booked; a row opens the booking, and a
// screen may add its own actions per row.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
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
import type { TTrainBookingSummary } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { EmptyTableRow, TablePager } from '../../../components/TablePager';
import { TimeLimitCountdown } from '../../../components/booking/TimeLimitCountdown';
import { completePath } from './ConfirmPassengerInfoPage';
import { STATUS_COLOURS } from './BookingSummary';

export const TRAIN_PAGE_SIZES = [25, 50, 100] as const;

export function TrainBookingsTable(props: {
  label: string;
  rows: readonly TTrainBookingSummary[];
  total: number;
  page: number;
  pageSize: number;
  now: number;
  isLoading: boolean;
  errorMessage?: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  actions?: (row: TTrainBookingSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  const columns = ['code', 'status', 'route', 'depart', 'timeLimit', 'buyer', 'tickets', 'total', 'createdAt'];
  const colSpan = columns.length + (props.actions ? 1 : 0);
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {props.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {props.errorMessage ? (
        <Alert severity="error" role="alert" sx={{ m: 2 }}>
          {props.errorMessage}
        </Alert>
      ) : null}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  align={column === 'total' ? 'right' : 'left'}
                >
                  {t(`trainBooking.list.columns.${column}`)}
                </TableCell>
              ))}
              {props.actions ? <TableCell /> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={completePath(row.id)}
                    sx={{ fontFamily: 'monospace', fontWeight: 700 }}
                  >
                    {row.bookingCode ?? t('trainBooking.list.noCode')}
                  </Link>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATUS_COLOURS[row.status]}
                    label={t(`trainBooking.status.${row.status}`)}
                  />
                </TableCell>
                <TableCell>{`${row.route} · ${row.trainNumbers.join(', ')}`}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(row.departAt))}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.timeLimit && row.status === 'HOLD' ? (
                    <TimeLimitCountdown timeLimit={row.timeLimit} now={props.now} />
                  ) : row.timeLimit ? (
                    formatDateTime(new Date(row.timeLimit))
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>{row.buyerName}</TableCell>
                <TableCell>{row.ticketCount}</TableCell>
                <TableCell align="right">{formatVnd(row.totalAmount)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(row.createdAt))}</TableCell>
                {props.actions ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{props.actions(row)}</TableCell> : null}
              </TableRow>
            ))}
            {!props.isLoading && props.rows.length === 0 ? (
              <EmptyTableRow colSpan={colSpan}>{t('table.empty')}</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager
        count={props.total}
        page={props.page}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={TRAIN_PAGE_SIZES}
        onPageChange={props.onPageChange}
        onRowsPerPageChange={props.onPageSizeChange}
      />
    </Paper>
  );
}
