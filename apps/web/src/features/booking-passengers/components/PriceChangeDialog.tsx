// The hold met a new price: old and new totals side by side; accepting sends the hold again with the new total.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@portal/domain';
import type { PriceChange } from './PricePanel';

type Props = {
  change: (PriceChange & { message: string }) | null;
  isHolding: boolean;
  onAccept: () => void;
  onClose: () => void;
};

export function PriceChangeDialog({ change, isHolding, onAccept, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = 'price-change-title';
  return (
    <Dialog open={change !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('passengers.priceDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{change?.message || t('passengers.priceDialog.text')}</DialogContentText>
        {change ? (
          <Table size="small" aria-label={t('passengers.priceDialog.title')}>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('passengers.priceDialog.old')}
                </TableCell>
                <TableCell align="right" sx={{ textDecoration: 'line-through' }}>
                  {formatVnd(change.oldTotal)}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  {t('passengers.priceDialog.new')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {formatVnd(change.newTotal)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('passengers.priceDialog.cancel')}</Button>
        <Button variant="contained" onClick={onAccept} loading={isHolding}>
          {t('passengers.priceDialog.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
