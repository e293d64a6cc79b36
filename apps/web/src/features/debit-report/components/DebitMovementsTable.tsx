// One page of the debit report's movements as the server answers it: sorted by time either way on the server, paged
// through the API's keyset cursors with the shared pager (first, previous, next, last; decision 103).
import { DEBIT_PAGE_SIZES, type TDebitMovement, type TDebitReportResponse } from '@portal/contracts';
import type { DataTableColumn } from '../../../components/DataTable';
import { ServerDataTable } from '../../../components/ServerDataTable';

type Props = {
  label: string;
  columns: readonly DataTableColumn<TDebitMovement>[];
  rows: readonly TDebitMovement[];
  page: TDebitReportResponse['page'];
  /** 0-based. */
  pageIndex: number;
  order: 'asc' | 'desc';
  isLoading: boolean;
  onOrderChange: (order: 'asc' | 'desc') => void;
  /** The page to show and the cursor that reads it (undefined: the first page). */
  onPageChange: (page: number, cursor: string | undefined) => void;
  onPageSizeChange: (pageSize: number) => void;
};

export function DebitMovementsTable(props: Props) {
  const { page, pageIndex } = props;
  const lastPage = Math.max(0, Math.ceil(page.total / page.limit) - 1);
  // The pager only ever asks for the first, previous, next or last page: each has its cursor.
  const goTo = (next: number) => {
    if (next <= 0) props.onPageChange(0, undefined);
    else if (next === lastPage && page.lastCursor) props.onPageChange(lastPage, page.lastCursor);
    else if (next === pageIndex + 1 && page.nextCursor) props.onPageChange(next, page.nextCursor);
    else if (next === pageIndex - 1 && page.prevCursor) props.onPageChange(next, page.prevCursor);
  };
  return (
    <ServerDataTable
      label={props.label}
      rows={props.rows}
      columns={props.columns.map((column) => (column.id === 'at' ? { ...column, sortKey: 'at' as const } : column))}
      getRowId={(row) => String(row.entryId)}
      sort={{ key: 'at', order: props.order }}
      onSortChange={(sort) => props.onOrderChange(sort.order)}
      isLoading={props.isLoading}
      pager={{
        count: page.total,
        page: Math.min(pageIndex, lastPage),
        rowsPerPage: page.limit,
        rowsPerPageOptions: DEBIT_PAGE_SIZES,
        onPageChange: goTo,
        onRowsPerPageChange: props.onPageSizeChange,
      }}
    />
  );
}
