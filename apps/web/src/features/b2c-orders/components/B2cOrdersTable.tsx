// A page of B2C orders as the server answers it: number (opens the detail), created, kind, customer, content, amounts,
// status chip.
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TB2cOrderSummary } from '@portal/contracts';
import { AmountCell, DateTimeCell, PagedTable, type PagedRows } from '../../../components/PagedTable';
import { B2cStatusChip } from './B2cStatusChip';

export const B2C_PAGE_SIZES = [25, 50, 100] as const;
const COLUMNS = ['orderNumber', 'createdAt', 'kind', 'customer', 'summary', 'total', 'due', 'paid', 'status'] as const;
const RIGHT: ReadonlySet<string> = new Set(['total', 'due', 'paid']);

type Props = PagedRows<TB2cOrderSummary> & { onOpen(id: string): void };

export function B2cOrdersTable(props: Props) {
  const { t } = useTranslation();
  return (
    <PagedTable
      label={t('b2cOrders.table')}
      headers={COLUMNS.map((id) => ({ id, text: t(`b2cOrders.columns.${id}`), isRight: RIGHT.has(id) }))}
      list={props}
      pageSizes={B2C_PAGE_SIZES}
    >
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
          <DateTimeCell at={row.createdAt} />
          <TableCell>{t(`b2cOrders.kind.${row.kind}`)}</TableCell>
          <TableCell>
            {row.contactName}
            <br />
            {row.contactPhone}
          </TableCell>
          <TableCell>{row.summary}</TableCell>
          <AmountCell amount={row.totalAmount} />
          <AmountCell amount={row.amountDue} />
          <AmountCell amount={row.paidAmount} isDashForZero />
          <TableCell>
            <B2cStatusChip status={row.status} />
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
