// A page of B2C orders as the server answers it: number (opens the detail), created, kind, customer, content, amounts,
// status chip.
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
import { useTranslation } from 'react-i18next';
import type { TB2cOrderSummary } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { EmptyTableRow, TablePager } from '../../../components/TablePager';
import { B2cStatusChip } from './B2cStatusChip';

export const B2C_PAGE_SIZES = [25, 50, 100] as const;
const COLUMNS = ['orderNumber', 'createdAt', 'kind', 'customer', 'summary', 'total', 'due', 'paid', 'status'] as const;
const RIGHT: ReadonlySet<string> = new Set(['total', 'due', 'paid']);

type Props = {
  rows: readonly TB2cOrderSummary[];
  total: number;
  page: number;
  pageSize: number;
  isLoading: boolean;
  errorMessage?: string;
  onOpen(id: string): void;
  onPageChange(page: number): void;
  onPageSizeChange(size: number): void;
};

export function B2cOrdersTable(props: Props) {
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
        <Table size="small" aria-label={t('b2cOrders.table')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={RIGHT.has(column) ? 'right' : 'left'}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {t(`b2cOrders.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => props.onOpen(row.id)}
                    sx={{ fontFamily: 'monospace', fontWeight: 700 }}
                  >
                    {row.orderNumber}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(row.createdAt))}</TableCell>
                <TableCell>{t(`b2cOrders.kind.${row.kind}`)}</TableCell>
                <TableCell>
                  {row.contactName}
                  <br />
                  {row.contactPhone}
                </TableCell>
                <TableCell>{row.summary}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatVnd(row.totalAmount)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatVnd(row.amountDue)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.paidAmount > 0 ? formatVnd(row.paidAmount) : '—'}
                </TableCell>
                <TableCell>
                  <B2cStatusChip status={row.status} />
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
        rowsPerPageOptions={B2C_PAGE_SIZES}
        onPageChange={props.onPageChange}
        onRowsPerPageChange={props.onPageSizeChange}
      />
    </Paper>
  );
}
