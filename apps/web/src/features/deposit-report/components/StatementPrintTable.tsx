// Every movement in one plain table, rendered only while printing (the screen's table shows one page at a time).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TStatementMovement } from '@portal/contracts';
import { movementColumns } from './statement-columns';

export function StatementPrintTable({ movements }: { movements: readonly TStatementMovement[] }) {
  const { t } = useTranslation();
  const columns = movementColumns(t, movements);
  return (
    <Table size="small" data-print="only" aria-label={t('depositReport.movements')} sx={{ display: 'none' }}>
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
        {movements.map((movement) => (
          <TableRow key={movement.entryId} sx={{ breakInside: 'avoid' }}>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align}>
                {column.text ? column.text(movement) : column.value(movement)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
