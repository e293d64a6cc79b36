// The completed page's issue: one confirmation of what the deposit pays for one PNR or for all of them together, then
// each PNR issued on its own (the PIN dialog steps in when the agency or user has it on); the outcome shown per PNR.
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TOrderBooking } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { showToast } from '../../../stores/toast-slice';
import { useIssueBookings, type IssueOutcome } from '../hooks/use-issue-bookings';

type IssueOrderDialogProps = {
  bookings: readonly TOrderBooking[];
  passengerCount: number;
  onClose: () => void;
};

const pnrOf = (booking: TOrderBooking) => booking.pnr ?? booking.airline;

function OutcomeText({ outcome }: { outcome: IssueOutcome | undefined }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  if (outcome.kind === 'sending') return <CircularProgress size={14} aria-label={t('completed.issue.sending')} />;
  const colour = { issued: 'success.main', pending: 'warning.dark', failed: 'error.main', waiting: 'text.secondary' };
  const text =
    outcome.kind === 'failed'
      ? (outcome.message ?? t('completed.issue.notSent'))
      : t(`completed.issue.outcome.${outcome.kind}`);
  return (
    <Typography component="span" variant="body2" sx={{ color: colour[outcome.kind], fontWeight: 600 }}>
      {text}
    </Typography>
  );
}

export function IssueOrderDialog({ bookings, passengerCount, onClose }: IssueOrderDialogProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { outcomes, isBusy, hasFailed, issueAll } = useIssueBookings(bookings);
  const total = bookings.reduce((sum, booking) => sum + booking.totalAmount, 0);
  const isSeveral = bookings.length > 1;
  const pnrs = bookings.map(pnrOf).join(', ');

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const done = await issueAll();
    if (!done || done.hasFailed) return;
    dispatch(
      showToast({
        type: done.isAllIssued ? 'success' : 'warning',
        description: t(done.isAllIssued ? 'completed.issue.done' : 'completed.issue.pending', { pnrs }),
      }),
    );
    onClose();
  };

  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby="issue-order-title" fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void confirm(event)}>
        <DialogTitle id="issue-order-title">
          {isSeveral ? t('completed.issue.titleAll', { count: bookings.length }) : t('completed.issue.title', { pnrs })}
        </DialogTitle>
        <DialogContent>
          {hasFailed ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t('completed.issue.someFailed')}
            </Alert>
          ) : null}
          <DialogContentText>
            {isSeveral
              ? t('completed.issue.questionAll', {
                  count: bookings.length,
                  passengers: passengerCount,
                  amount: formatVnd(total),
                })
              : t('completed.issue.question', { pnrs, passengers: passengerCount, amount: formatVnd(total) })}
          </DialogContentText>
          <Box component="ul" aria-label={t('completed.issue.list')} sx={{ m: 0, mt: 1.5, pl: 0, listStyle: 'none' }}>
            {bookings.map((booking) => (
              <Box
                component="li"
                key={booking.id}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 0.5 }}
              >
                <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                  {pnrOf(booking)}
                </Typography>
                <Typography component="span" variant="body2">
                  {booking.airline} · {booking.route} · {formatVnd(booking.totalAmount)}
                </Typography>
                <OutcomeText outcome={outcomes[booking.id]} />
              </Box>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isBusy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isBusy}>
            {hasFailed ? t('completed.issue.retry') : t('completed.issue.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
