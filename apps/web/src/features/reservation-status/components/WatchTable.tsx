// A table of watched bookings (holds, pending issues, pending voids and refunds): the countdown to each time limit first
// (not for ticketed bookings, whose time limit is history), then what identifies it; two facts share a column so it fits.
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

/** Room for a table in the shell at 1440 px: the window less the side menu (260) and the page's padding (2 × 24). */
export const WATCH_TABLE_FITS_WIDTH = 1440 - 260 - 48;
const CELL_PADDING = 32;

/** The narrowest the columns can get (their minimum widths plus cell padding): the table fits when this does. */
export function watchTableMinWidth(columns: readonly WatchColumn[]): number {
  return columns.reduce((sum, column) => sum + (column.minWidth ?? 80) + CELL_PADDING, 0);
}

/** A main line and a quieter line under it, so two facts share one column. */
function Stacked({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <>
      <Box>{main}</Box>
      {sub ? <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{sub}</Box> : null}
    </>
  );
}

export function WatchTable({ label, rows, now, emptyText, extraColumns = [], showTimeLimit = true }: WatchTableProps) {
  const { t } = useTranslation();
  // The countdown with the time limit under it: one column, so the table fits a 1440 px screen.
  const countdown: WatchColumn = {
    id: 'countdown',
    header: `${t('reservationStatus.columns.countdown')} · ${t('reservationStatus.columns.timeLimit')}`,
    minWidth: 110,
    cell: (row) =>
      row.timeLimit ? (
        <Stacked
          main={<TimeLimitCountdown timeLimit={row.timeLimit} now={now} />}
          sub={formatDateTime(new Date(row.timeLimit))}
        />
      ) : (
        '—'
      ),
  };
  const columns: WatchColumn[] = [
    ...(showTimeLimit ? [countdown] : []),
    {
      id: 'pnr',
      header: `${t('reservationStatus.columns.pnr')} · ${t('reservationStatus.columns.system')}`,
      minWidth: 90,
      cell: (row) => (
        <Stacked
          main={
            <Link
              component={RouterLink}
              to={detailPath(row.id)}
              sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1rem' }}
            >
              {row.pnr ?? '—'}
            </Link>
          }
          sub={
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', mt: 0.5 }}>
              <BookingSystemChip system={row.system} />
              {row.airline !== row.system ? row.airline : null}
            </Box>
          }
        />
      ),
    },
    {
      id: 'route',
      header: `${t('reservationStatus.columns.route')} · ${t('reservationStatus.columns.departAt')}`,
      minWidth: 110,
      cell: (row) => <Stacked main={row.route} sub={formatDateTime(new Date(row.departAt))} />,
    },
    {
      id: 'passengers',
      header: t('reservationStatus.columns.passengers'),
      minWidth: 120,
      cell: (row) => row.passengerNames.join(', '),
    },
    {
      id: 'totalAmount',
      header: t('reservationStatus.columns.totalAmount'),
      align: 'right',
      minWidth: 100,
      cell: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatVnd(row.totalAmount)}</Box>,
    },
    {
      id: 'createdBy',
      header: t('reservationStatus.columns.createdBy'),
      minWidth: 100,
      cell: (row) => <Stacked main={row.createdBy.fullName || row.createdBy.username} sub={row.agency.code} />,
    },
    ...extraColumns,
  ];

  return (
    // Fits at 1440 px; on a narrower window the table scrolls sideways inside its section instead of being cut off.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: watchTableMinWidth(columns) }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align} sx={{ fontWeight: 600, minWidth: column.minWidth }}>
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
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}
                  >
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
