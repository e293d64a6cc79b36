// "Xuất vé đã chọn": one confirmation (and one PIN) for several holds, sent as one batch in which each hold keeps its own
// Idempotency-Key for the dialog's life, so "Thử lại" after a lost answer never issues or pays twice; the outcome per PNR.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TQueueIssueOutcome, TQueueItem } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { apiErrorMessage } from '../../../lib/http/types';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { useIssueQueueBatchMutation } from '../api/issue-queue-batch';

type Props = { bookings: readonly TQueueItem[]; onClose: () => void };

const OUTCOME_COLORS = { ISSUED: 'success.main', PENDING: 'warning.main', REFUSED: 'error.main' } as const;

export function IssueBatchDialog({ bookings, onClose }: Props) {
  const { t } = useTranslation();
  const [issueBatch, { isLoading }] = useIssueQueueBatchMutation();
  const [keys] = useState(() => new Map(bookings.map((booking) => [booking.id, newIdempotencyKey('issue')])));
  const [outcomes, setOutcomes] = useState<Record<string, TQueueIssueOutcome>>({});
  const [error, setError] = useState<string | null>(null);
  const total = bookings.reduce((sum, booking) => sum + booking.totalAmount, 0);
  const isDone = bookings.every((booking) => outcomes[booking.id] && outcomes[booking.id]!.outcome !== 'REFUSED');
  const hasRun = Object.keys(outcomes).length > 0;

  const confirm = async () => {
    setError(null);
    const result = await issueBatch({
      items: bookings.map((booking) => ({
        bookingId: booking.id,
        idempotencyKey: keys.get(booking.id)!,
        acceptedTotal: booking.totalAmount,
      })),
    });
    if ('error' in result) {
      setError(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    setOutcomes(Object.fromEntries(result.data.outcomes.map((outcome) => [outcome.bookingId, outcome])));
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby="issue-batch-title" fullWidth maxWidth="sm">
      <DialogTitle id="issue-batch-title">{t('workQueues.issue.dialogTitle', { count: bookings.length })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('workQueues.issue.dialogText', { total: formatVnd(total) })}</Typography>
        <List dense aria-label={t('workQueues.issue.outcomes')}>
          {bookings.map((booking) => {
            const outcome = outcomes[booking.id];
            return (
              <ListItem key={booking.id} data-testid={`issue-outcome-${booking.pnr ?? booking.id}`}>
                <ListItemText
                  primary={`${booking.pnr ?? '—'} · ${booking.route} · ${formatVnd(booking.totalAmount)}`}
                  secondary={
                    outcome ? (
                      <Typography component="span" variant="body2" sx={{ color: OUTCOME_COLORS[outcome.outcome] }}>
                        {t(`workQueues.issue.outcome.${outcome.outcome}`)}
                        {outcome.message ? ` — ${outcome.message}` : ''}
                      </Typography>
                    ) : undefined
                  }
                />
              </ListItem>
            );
          })}
        </List>
        {isLoading ? <LinearProgress aria-label={t('workQueues.issue.sending')} /> : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {isDone ? t('workQueues.close') : t('workQueues.cancelButton')}
        </Button>
        {isDone ? null : (
          <Button variant="contained" onClick={confirm} disabled={isLoading}>
            {hasRun || error ? t('workQueues.issue.retry') : t('workQueues.issue.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
