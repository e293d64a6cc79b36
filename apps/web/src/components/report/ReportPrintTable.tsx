// Every row in one plain table, rendered only while printing (the screen's table shows one page at a time).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DataTableColumn } from '../DataTable';

type Props<Row> = {
  label: string;
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowId: (row: Row) => string;
};

export function ReportPrintTable<Row>({ label, rows, columns, rowId }: Props<Row>) {
  return (
    <Table size="small" data-print="only" aria-label={label} sx={{ display: 'none' }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.id} align={column.align} sx={{ fontWeight: 600 }}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowId(row)} sx={{ breakInside: 'avoid' }}>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align}>
                {column.text ? column.text(row) : column.value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
