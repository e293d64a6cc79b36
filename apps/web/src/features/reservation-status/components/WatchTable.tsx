// A table of watched bookings (holds, pending issues, pending voids and refunds): the countdown to each time limit first
// (not for ticketed bookings, whose time limit is history), then what identifies it.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBookingSummary } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { BookingSystemChip } from '../../../components/booking/BookingSystemChip';
import { TimeLimitCountdown } from '../../../components/booking/TimeLimitCountdown';
import { timeLimitState } from '../../../components/booking/time-limit';
import { detailPath } from '../../../lib/booking/detail-path';

export type WatchColumn = {
  id: string;
  header: string;
  cell: (row: TBookingSummary) => ReactNode;
  minWidth?: number;
  align?: 'right';
};

type WatchTableProps = {
  label: string;
  rows: readonly TBookingSummary[];
  /** The server's now, one tick for every countdown of the table. */
  now: number;
  emptyText: string;
  /** Columns after the common ones (the pending issues' waiting time and last error). */
  extraColumns?: readonly WatchColumn[];
  /** The countdown and time limit columns (default on); off for ticketed bookings. */
  showTimeLimit?: boolean;
};

export function WatchTable({ label, rows, now, emptyText, extraColumns = [], showTimeLimit = true }: WatchTableProps) {
  const { t } = useTranslation();
  const countdown: WatchColumn = {
    id: 'countdown',
    header: t('reservationStatus.columns.countdown'),
    minWidth: 110,
    cell: (row) => (row.timeLimit ? <TimeLimitCountdown timeLimit={row.timeLimit} now={now} /> : '—'),
  };
  const timeLimit: WatchColumn = {
    id: 'timeLimit',
    header: t('reservationStatus.columns.timeLimit'),
    minWidth: 130,
    cell: (row) => (row.timeLimit ? formatDateTime(new Date(row.timeLimit)) : '—'),
  };
  const columns: WatchColumn[] = [
    ...(showTimeLimit ? [countdown] : []),
    {
      id: 'pnr',
      header: t('reservationStatus.columns.pnr'),
      cell: (row) => (
        <Link
          component={RouterLink}
          to={detailPath(row.id)}
          sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1rem' }}
        >
          {row.pnr ?? '—'}
        </Link>
      ),
    },
    {
      id: 'system',
      header: t('reservationStatus.columns.system'),
      cell: (row) => (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <BookingSystemChip system={row.system} />
          {row.airline !== row.system ? <Typography variant="body2">{row.airline}</Typography> : null}
        </Box>
      ),
    },
    { id: 'route', header: t('reservationStatus.columns.route'), cell: (row) => row.route },
    {
      id: 'departAt',
      header: t('reservationStatus.columns.departAt'),
      minWidth: 130,
      cell: (row) => formatDateTime(new Date(row.departAt)),
    },
    {
      id: 'passengers',
      header: t('reservationStatus.columns.passengers'),
      minWidth: 160,
      cell: (row) => row.passengerNames.join(', '),
    },
    ...(showTimeLimit ? [timeLimit] : []),
    {
      id: 'totalAmount',
      header: t('reservationStatus.columns.totalAmount'),
      align: 'right',
      minWidth: 110,
      cell: (row) => formatVnd(row.totalAmount),
    },
    {
      id: 'createdBy',
      header: t('reservationStatus.columns.createdBy'),
      minWidth: 120,
      cell: (row) => `${row.createdBy.fullName || row.createdBy.username} (${row.agency.code})`,
    },
    ...extraColumns,
  ];

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: column.minWidth }}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const state = showTimeLimit && row.timeLimit ? timeLimitState(Date.parse(row.timeLimit) - now) : 'normal';
            return (
              <TableRow
                key={row.id}
                data-state={state}
                sx={
                  state === 'normal'
                    ? undefined
                    : { bgcolor: (theme) => alpha(theme.palette.error.main, state === 'expired' ? 0.04 : 0.08) }
                }
              >
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {rows.length === 0 ? (
        <Alert severity="success" variant="outlined" sx={{ m: 1.5 }}>
          {emptyText}
        </Alert>
      ) : null}
    </TableContainer>
  );
}
