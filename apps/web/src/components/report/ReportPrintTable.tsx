// A report's whole table for paper (the screen's table pages and filters): every row, the same columns and texts, hidden on screen.
import type { DataTableColumn } from '../DataTable';

type ReportPrintTableProps<Row> = {
  label: string;
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** A last line of figures (totals), by column id; columns without one stay empty. */
  footer?: Record<string, string>;
};

const textOf = <Row,>(column: DataTableColumn<Row>, row: Row) => {
  if (column.text) return column.text(row);
  const value = column.value(row);
  return value === null ? '' : String(value);
};

export function ReportPrintTable<Row>({ label, rows, columns, getRowId, footer }: ReportPrintTableProps<Row>) {
  const cell = { border: '1px solid #999', padding: '2px 4px', fontSize: '9pt' };
  return (
    <table aria-label={label} data-print="only" style={{ display: 'none', width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" style={{ ...cell, textAlign: column.align ?? 'left' }}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={getRowId(row)}>
            {columns.map((column) => (
              <td key={column.id} style={{ ...cell, textAlign: column.align ?? 'left' }}>
                {textOf(column, row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot>
          <tr>
            {columns.map((column) => (
              <th key={column.id} style={{ ...cell, textAlign: column.align ?? 'left' }}>
                {footer[column.id] ?? ''}
              </th>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
