// The list's table, paged and sorted by the server: one page of rows, the total, and the page and sort controls that ask again.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBookingSummary } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { BookingStatusChip } from '../../../components/booking/BookingStatusChip';
import { EmptyTableRow } from '../../../components/TablePager';
import { BookingSystemChip } from '../../../components/booking/BookingSystemChip';
import { TimeLimitCountdown } from '../../../components/booking/TimeLimitCountdown';
import { useServerNow } from '../../../components/booking/use-server-now';
import { detailPath } from '../../../lib/booking/detail-path';
import type { BookingSortKey, SortOrder } from '../booking-filters';

type Column = {
  id: string;
  sortKey?: BookingSortKey;
  align?: 'right';
  minWidth?: number;
  cell: (row: TBookingSummary) => ReactNode;
};

type BookingsTableProps = {
  rows: readonly TBookingSummary[];
  /** The pager under the table (keyset pages: BookingsPager). */
  pager: ReactNode;
  sort: BookingSortKey;
  order: SortOrder;
  showAgency: boolean;
  isLoading: boolean;
  errorMessage?: string;
  onSortChange: (sort: BookingSortKey, order: SortOrder) => void;
};

/** At most three names, then "+N". */
const MAX_NAMES_SHOWN = 3;
function passengerText(names: readonly string[]): string {
  const shown = names.slice(0, MAX_NAMES_SHOWN).join(', ');
  return names.length > MAX_NAMES_SHOWN ? `${shown} +${names.length - MAX_NAMES_SHOWN}` : shown;
}

export function BookingsTable(props: BookingsTableProps) {
  const { rows, sort, order, showAgency, isLoading, errorMessage } = props;
  const { t } = useTranslation();
  const now = useServerNow(
    1000,
    rows.some((row) => row.status === 'HOLD' && row.timeLimit !== null),
  );
  const { search } = useLocation();

  const columns: Column[] = [
    { id: 'createdAt', sortKey: 'createdAt', minWidth: 130, cell: (row) => formatDateTime(new Date(row.createdAt)) },
    {
      id: 'pnr',
      sortKey: 'pnr',
      cell: (row) => (
        <Link
          component={RouterLink}
          to={detailPath(row.id)}
          state={{ listSearch: search }}
          sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1rem' }}
          aria-label={t('bookingList.openBooking', { pnr: row.pnr ?? t('bookingList.noPnr') })}
        >
          {row.pnr ?? t('bookingList.noPnr')}
        </Link>
      ),
    },
    {
      id: 'system',
      cell: (row) => (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <BookingSystemChip system={row.system} />
          {row.airline !== row.system ? <Typography variant="body2">{row.airline}</Typography> : null}
        </Box>
      ),
    },
    { id: 'route', minWidth: 110, cell: (row) => row.route },
    { id: 'departAt', sortKey: 'departAt', minWidth: 130, cell: (row) => formatDateTime(new Date(row.departAt)) },
    {
      id: 'passengers',
      minWidth: 180,
      cell: (row) => <span title={row.passengerNames.join(', ')}>{passengerText(row.passengerNames)}</span>,
    },
    { id: 'status', sortKey: 'status', cell: (row) => <BookingStatusChip status={row.status} /> },
    {
      id: 'timeLimit',
      sortKey: 'timeLimit',
      minWidth: 140,
      // Only a hold has a deadline to pay by: an issued, voided or cancelled booking shows none.
      cell: (row) =>
        row.timeLimit && row.status === 'HOLD' ? (
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <span>{formatDateTime(new Date(row.timeLimit))}</span>
            <TimeLimitCountdown timeLimit={row.timeLimit} now={now} />
          </Box>
        ) : (
          ''
        ),
    },
    {
      id: 'totalAmount',
      sortKey: 'totalAmount',
      align: 'right',
      minWidth: 120,
      cell: (row) => formatVnd(row.totalAmount),
    },
    ...(showAgency
      ? [{ id: 'agency', cell: (row: TBookingSummary) => <span title={row.agency.name}>{row.agency.code}</span> }]
      : []),
    { id: 'createdBy', minWidth: 120, cell: (row) => row.createdBy.fullName || row.createdBy.username },
  ];

  const toggleSort = (key: BookingSortKey) => props.onSortChange(key, sort === key && order === 'asc' ? 'desc' : 'asc');

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {isLoading ? <LinearProgress aria-label={t('bookingList.loading')} /> : null}
      {errorMessage ? (
        <Alert severity="error" role="alert" sx={{ m: 2 }}>
          {errorMessage}
        </Alert>
      ) : null}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('bookingList.tableLabel')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const header = t(`bookingList.columns.${column.id}`);
                const isSorted = column.sortKey === sort;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={isSorted ? order : false}
                    sx={{ minWidth: column.minWidth, fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    {column.sortKey ? (
                      <TableSortLabel
                        active={isSorted}
                        direction={isSorted ? order : 'asc'}
                        onClick={() => toggleSort(column.sortKey!)}
                      >
                        {header}
                      </TableSortLabel>
                    ) : (
                      header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover data-status={row.status}>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!isLoading && rows.length === 0 ? (
              <EmptyTableRow colSpan={columns.length}>{t('bookingList.empty')}</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {props.pager}
    </Paper>
  );
}
