// A page of eSIM orders as the server answers it (its own sort and paging): code (opens the order), created, customer,
// packages, eSIM count, total, refunded, status.
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEsimOrderSummary } from '@portal/contracts';
import { AmountCell, DateTimeCell, PagedTable, type PagedRows } from '../../../components/PagedTable';
import { OrderStatusChip } from './OrderStatusChip';

export const ESIM_PAGE_SIZES = [25, 50, 100] as const;
export const esimOrderPagePath = (id: string) => `/esim/list-order/${encodeURIComponent(id)}`;

const COLUMNS = ['code', 'createdAt', 'customer', 'destinations', 'esimCount', 'total', 'refunded', 'status'] as const;
const RIGHT: ReadonlySet<string> = new Set(['esimCount', 'total', 'refunded']);

type Props = PagedRows<TEsimOrderSummary>;

export function EsimOrdersTable(props: Props) {
  const { t } = useTranslation();
  return (
    <PagedTable
      label={t('esim.list.table')}
      headers={COLUMNS.map((id) => ({ id, text: t(`esim.list.columns.${id}`), isRight: RIGHT.has(id) }))}
      list={props}
      pageSizes={ESIM_PAGE_SIZES}
    >
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
          <DateTimeCell at={row.createdAt} />
          <TableCell>{row.customerName}</TableCell>
          <TableCell>{row.destinations.join('; ')}</TableCell>
          <TableCell align="right">{row.esimCount}</TableCell>
          <AmountCell amount={row.totalAmount} />
          <AmountCell amount={row.refundedAmount} isDashForZero />
          <TableCell>
            <OrderStatusChip status={row.status} />
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
