// The new total a price-changing edit would make on a held booking: before → after and the airline's fee; accepting
// sends the same change again with that total (acceptTotal), nothing changes otherwise.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TBookingEditQuote } from '@portal/contracts';
import { formatVnd } from '@portal/domain';

export function EditQuoteDialog({
  quote,
  priceMoved = false,
  submitting,
  onAccept,
  onClose,
}: {
  quote: TBookingEditQuote;
  /** True when the airline's price moved again since the quote accepted (409 priceChanged). */
  priceMoved?: boolean;
  submitting: boolean;
  onAccept: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const difference = quote.totalAfter - quote.totalBefore;
  const rows: [string, string, string][] = [
    ['before', t('bookingEdit.quote.totalBefore'), formatVnd(quote.totalBefore)],
    ['after', t('bookingEdit.quote.totalAfter'), formatVnd(quote.totalAfter)],
    ['difference', t('bookingEdit.quote.difference'), `${difference > 0 ? '+' : ''}${formatVnd(difference)}`],
    ['fee', t('bookingEdit.quote.airlineFee'), formatVnd(quote.airlineFee)],
  ];
  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby="edit-quote-title" fullWidth maxWidth="xs">
      <DialogTitle id="edit-quote-title">{t('bookingEdit.quote.title')}</DialogTitle>
      <DialogContent>
        {priceMoved ? (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {t('bookingEdit.quote.priceMovedAgain')}
          </Alert>
        ) : null}
        <Table size="small" aria-label={t('bookingEdit.quote.title')}>
          <TableBody>
            {rows.map(([key, label, value]) => (
              <TableRow key={key} data-testid={`quote-${key}`}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: key === 'after' ? 600 : undefined }}>
                  {value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('bookingEdit.quote.note')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submitting}>
          {t('bookingEdit.quote.keep')}
        </Button>
        <Button variant="contained" onClick={onAccept} loading={submitting}>
          {t('bookingEdit.quote.accept', { total: formatVnd(quote.totalAfter) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
