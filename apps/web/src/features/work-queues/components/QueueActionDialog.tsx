// The confirmation of a queue's row action (void the tickets, release holds): what it does, then each booking in turn.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TQueueItem } from '@portal/contracts';
import { apiErrorMessage } from '../../../lib/http/types';

type Props = {
  kind: 'void' | 'cancel';
  bookings: readonly TQueueItem[];
  /** One booking's request; an `error` in its answer stops the run and is shown. */
  act: (booking: TQueueItem) => Promise<{ error?: unknown }>;
  onClose: () => void;
};

export function QueueActionDialog({ kind, bookings, act, onClose }: Props) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pnrs = bookings.map((booking) => booking.pnr ?? '—').join(', ');

  const confirm = async () => {
    setIsBusy(true);
    setError(null);
    for (const booking of bookings) {
      const result = await act(booking);
      if (result.error !== undefined) {
        setError(`${booking.pnr ?? ''}: ${apiErrorMessage(result.error) ?? t('errors.unexpected')}`);
        setIsBusy(false);
        return;
      }
    }
    setIsBusy(false);
    onClose();
  };

  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby="queue-action-title">
      <DialogTitle id="queue-action-title">
        {t(`workQueues.${kind}.dialogTitle`, { count: bookings.length })}
      </DialogTitle>
      <DialogContent>
        <Typography>{t(`workQueues.${kind}.dialogText`, { pnrs })}</Typography>
        {isBusy ? <LinearProgress sx={{ mt: 2 }} aria-label={t('workQueues.working')} /> : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          {t('workQueues.cancelButton')}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={isBusy}>
          {t(`workQueues.${kind}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
