// One page of sale lines as the server answers it (its sort and paging): dates, code, product, airline, ticket, route,
// flight date, class, passenger, base fare, taxes, VAT, issue fee, net, sell, profit, user, sub-agency, status.
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
import type { TSaleLine, TSaleReportSortKey } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { EmptyTableRow, TablePager } from '../../../components/TablePager';
import { SALE_PAGE_SIZES } from './sale-report-address';

type Column = {
  id: string;
  sortKey?: TSaleReportSortKey;
  isMoney?: boolean;
  cell: (row: TSaleLine) => string;
};

const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '');
const money = (amount: number | null) => (amount === null ? '' : formatVnd(amount));

const COLUMNS: readonly Column[] = [
  { id: 'at', sortKey: 'at', cell: (row) => when(row.at) },
  { id: 'bookingDate', sortKey: 'bookingDate', cell: (row) => when(row.bookingDate) },
  { id: 'code', sortKey: 'code', cell: (row) => row.code ?? '' },
  { id: 'product', cell: (row) => row.product },
  { id: 'airline', sortKey: 'airline', cell: (row) => [row.system, row.airline].filter(Boolean).join(' / ') },
  { id: 'ticketNumber', cell: (row) => row.ticketNumber ?? '' },
  { id: 'route', cell: (row) => row.route },
  { id: 'travelDate', sortKey: 'travelDate', cell: (row) => when(row.travelDate) },
  { id: 'bookingClass', cell: (row) => row.bookingClass ?? '' },
  {
    id: 'passenger',
    sortKey: 'passenger',
    cell: (row) => [row.passenger, row.passengerType && `(${row.passengerType})`].filter(Boolean).join(' '),
  },
  { id: 'baseFare', isMoney: true, cell: (row) => money(row.baseFare) },
  { id: 'taxes', isMoney: true, cell: (row) => money(row.taxes) },
  { id: 'vat', isMoney: true, cell: (row) => money(row.vat) },
  { id: 'issueFee', sortKey: 'issueFee', isMoney: true, cell: (row) => money(row.issueFee) },
  { id: 'net', sortKey: 'net', isMoney: true, cell: (row) => money(row.net) },
  { id: 'sell', sortKey: 'sell', isMoney: true, cell: (row) => money(row.sell) },
  { id: 'profit', sortKey: 'profit', isMoney: true, cell: (row) => money(row.profit) },
  { id: 'user', cell: (row) => row.user ?? '' },
  { id: 'agency', cell: (row) => (row.agency.isOwn ? '' : row.agency.code) },
  { id: 'kind', cell: (row) => row.kind },
];

type Props = {
  rows: readonly TSaleLine[];
  total: number;
  page: number;
  pageSize: number;
  sort: TSaleReportSortKey;
  order: 'asc' | 'desc';
  isLoading: boolean;
  onSort: (sort: TSaleReportSortKey, order: 'asc' | 'desc') => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

export function SaleReportTable(props: Props) {
  const { t } = useTranslation();
  const text = (column: Column, row: TSaleLine) => {
    if (column.id === 'product') return t(`saleReport.products.${row.product}`);
    if (column.id === 'kind') return t(`saleReport.kinds.${row.kind}`);
    return column.cell(row);
  };
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {props.isLoading ? <LinearProgress aria-label={t('saleReport.loading')} /> : null}
      <TableContainer sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}>
        <Table size="small" aria-label={t('saleReport.table')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.isMoney ? 'right' : 'left'}
                  sortDirection={props.sort === column.sortKey ? props.order : false}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {column.sortKey ? (
                    <TableSortLabel
                      active={props.sort === column.sortKey}
                      direction={props.sort === column.sortKey ? props.order : 'asc'}
                      onClick={() =>
                        props.onSort(
                          column.sortKey!,
                          props.sort === column.sortKey && props.order === 'asc' ? 'desc' : 'asc',
                        )
                      }
                    >
                      {t(`saleReport.columns.${column.id}`)}
                    </TableSortLabel>
                  ) : (
                    t(`saleReport.columns.${column.id}`)
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={row.id} hover data-kind={row.kind}>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.isMoney ? 'right' : 'left'}
                    sx={{
                      whiteSpace: column.id === 'passenger' || column.id === 'route' ? 'normal' : 'nowrap',
                      fontVariantNumeric: column.isMoney ? 'tabular-nums' : undefined,
                      color: column.isMoney && /^[-−]/.test(column.cell(row)) ? 'error.main' : undefined,
                    }}
                  >
                    {text(column, row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!props.isLoading && props.rows.length === 0 ? (
              <EmptyTableRow colSpan={COLUMNS.length}>{t('table.empty')}</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <div data-print="hide">
        <TablePager
          count={props.total}
          page={props.page}
          rowsPerPage={props.pageSize}
          rowsPerPageOptions={SALE_PAGE_SIZES}
          onPageChange={props.onPageChange}
          onRowsPerPageChange={props.onPageSizeChange}
        />
      </div>
    </Paper>
  );
}
