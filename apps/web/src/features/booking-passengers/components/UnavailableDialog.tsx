// A chosen flight can no longer be booked (sold out, withdrawn): say why and lead back to the results to choose again.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

type Props = { message: string | null; resultsPath: string; onClose: () => void };

export function UnavailableDialog({ message, resultsPath, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = 'unavailable-title';
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('passengers.unavailable.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('passengers.unavailable.close')}</Button>
        <Button variant="contained" component={RouterLink} to={resultsPath}>
          {t('passengers.unavailable.back')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
