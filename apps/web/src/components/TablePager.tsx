// The pieces every table shares: the pager in the portal's language and the row that says there is nothing to show.
import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

export type TablePagerProps = {
  count: number;
  /** Zero-based, as MUI counts pages. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange(page: number): void;
  onRowsPerPageChange(rowsPerPage: number): void;
};

export function TablePager({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
}: TablePagerProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[...rowsPerPageOptions]}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) => t('table.displayedRows', { from, to, count: total })}
      getItemAriaLabel={(type) => t(`table.goTo.${type}`)}
      showFirstButton
      showLastButton
    />
  );
}

/** One centred, muted row across the whole table. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
