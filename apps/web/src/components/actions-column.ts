// The data table's column of row buttons: centred, never sorted, and blank in filters and CSV exports.
import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable';

export function actionsColumn<Row>(header: string, render: (row: Row) => ReactNode): DataTableColumn<Row> {
  return { id: 'actions', header, value: () => null, text: () => '', isSortable: false, align: 'center', render };
}
