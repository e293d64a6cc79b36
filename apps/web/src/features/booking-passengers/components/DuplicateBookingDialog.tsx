// The agency already holds these passengers on these flights: a link to that booking, or "Vẫn đặt" to hold again.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export type DuplicateInfo = { message: string; pnr: string | null; path: string };

type Props = { duplicate: DuplicateInfo | null; isHolding: boolean; onConfirm: () => void; onClose: () => void };

export function DuplicateBookingDialog({ duplicate, isHolding, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = 'duplicate-booking-title';
  return (
    <Dialog open={duplicate !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('passengers.duplicateDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {duplicate?.message || t('passengers.duplicateDialog.text')}
        </DialogContentText>
        {duplicate ? (
          <Link component={RouterLink} to={duplicate.path}>
            {duplicate.pnr
              ? t('passengers.duplicateDialog.view', { pnr: duplicate.pnr })
              : t('passengers.duplicateDialog.viewNoPnr')}
          </Link>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('passengers.duplicateDialog.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={onConfirm} loading={isHolding}>
          {t('passengers.duplicateDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
