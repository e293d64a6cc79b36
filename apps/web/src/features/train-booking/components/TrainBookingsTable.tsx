// A page of train bookings as the server answers it (its own sort and paging): code, status, route and trains,
// departure, time limit with a countdown while held, buyer, tickets, total, booked; a row opens the booking, and a
// screen may add its own actions per row.
import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTrainBookingSummary } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { DateTimeCell, PagedTable, type PagedRows } from '../../../components/PagedTable';
import { TimeLimitCountdown } from '../../../components/booking/TimeLimitCountdown';
import { completePath } from './ConfirmPassengerInfoPage';
import { STATUS_COLOURS } from './BookingSummary';

export const TRAIN_PAGE_SIZES = [25, 50, 100] as const;

type Props = PagedRows<TTrainBookingSummary> & {
  label: string;
  now: number;
  actions?: (row: TTrainBookingSummary) => ReactNode;
};

const COLUMNS = ['code', 'status', 'route', 'depart', 'timeLimit', 'buyer', 'tickets', 'total', 'createdAt'];

export function TrainBookingsTable(props: Props) {
  const { t } = useTranslation();
  return (
    <PagedTable
      label={props.label}
      headers={COLUMNS.map((id) => ({ id, text: t(`trainBooking.list.columns.${id}`), isRight: id === 'total' }))}
      hasActions={Boolean(props.actions)}
      list={props}
      pageSizes={TRAIN_PAGE_SIZES}
    >
      {props.rows.map((row) => (
        <TableRow key={row.id} hover>
          <TableCell>
            <Link component={RouterLink} to={completePath(row.id)} sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
              {row.bookingCode ?? t('trainBooking.list.noCode')}
            </Link>
          </TableCell>
          <TableCell>
            <Chip size="small" color={STATUS_COLOURS[row.status]} label={t(`trainBooking.status.${row.status}`)} />
          </TableCell>
          <TableCell>{`${row.route} · ${row.trainNumbers.join(', ')}`}</TableCell>
          <DateTimeCell at={row.departAt} />
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
          <DateTimeCell at={row.createdAt} />
          {props.actions ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{props.actions(row)}</TableCell> : null}
        </TableRow>
      ))}
    </PagedTable>
  );
}
