// Changing an issued ticket (full screen): the ticket being changed, a new seat held on the seat map, "Báo giá" asking
// POST …/change-quote {ticketId, newTicketId} (old and new amounts, the railway's fee, the fare difference, the chain's
// fees, what the deposit pays, until when), then POST …/change {quoteId} (Idempotency-Key for the quote's life; the
// PIN as for issue). The seat held is let go when the dialog closes without a change accepted.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTrainChangeQuote, TTrainTicket } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { useNow } from '../../../lib/train/use-now';
import { showToast } from '../../../stores/toast-slice';
import { useChangeTrainTicketMutation, useQuoteTrainChangeMutation } from '../api/train-bookings-api';
import { useChangeLock } from '../hooks/use-change-lock';
import { changeRefusalOf, type ChangeRefusal } from '../model/change-refusal';
import { isPinCancelled } from '../../../lib/http/answers';
import { runTimeText, seatPlaceText } from '../model/seat-text';
import { ChangeSeatPicker } from './ChangeSeatPicker';

function QuoteLines({ quote }: { quote: TTrainChangeQuote }) {
  const { t } = useTranslation();
  const lines: [string, number, boolean?][] = [
    [t('trainBooking.change.oldAmount'), quote.oldAmount],
    [t('trainBooking.change.newAmount'), quote.newAmount],
    [t('trainBooking.change.changeFee'), quote.changeFee],
    [t('trainBooking.change.fareDifference'), quote.fareDifference],
    [t('trainBooking.change.chainFee'), quote.chainFee ?? 0],
    [t('trainBooking.change.depositTotal'), quote.depositTotal ?? quote.total, true],
  ];
  return (
    <Box component="section" aria-label={t('trainBooking.change.quote')} sx={{ mt: 2 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0, maxWidth: 420 }}>
        {lines.map(([label, amount, isTotal]) => (
          <Box key={label} sx={{ display: 'contents', fontWeight: isTotal ? 700 : undefined }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 'inherit' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 'inherit' }}>
              {formatVnd(amount)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('trainBooking.change.expires', { time: formatDateTime(new Date(quote.expiresAt)) })}
      </Typography>
    </Box>
  );
}

export function ChangeTicketDialog({
  bookingId,
  ticket,
  onClose,
}: {
  bookingId: string;
  ticket: TTrainTicket;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const now = useNow();
  const hold = useChangeLock(ticket.direction, t('errors.unexpected'));
  const [askQuote, quoting] = useQuoteTrainChangeMutation();
  const [change, changing] = useChangeTrainTicketMutation();
  const [quote, setQuote] = useState<TTrainChangeQuote | null>(null);
  const [key, setKey] = useState(() => newIdempotencyKey('train-change'));
  const [refusal, setRefusal] = useState<ChangeRefusal | null>(null);
  const lock = hold.lock;
  // A quote is for the seat held when it was asked: another seat (or none) needs a new one.
  const liveQuote = quote && lock && quote.newTicketId === lock.ticketId ? quote : null;
  const lockEnded = lock !== null && Date.parse(lock.expiresAt) <= now;
  const { release } = hold;
  useEffect(() => {
    if (lockEnded) release();
  }, [lockEnded, release]);

  const requote = async () => {
    if (!lock) return;
    setRefusal(null);
    setQuote(null);
    const result = await askQuote({ id: bookingId, ticketId: ticket.ticketId, newTicketId: lock.ticketId });
    if ('error' in result) setRefusal(changeRefusalOf(result.error, t));
    else if (result.data) {
      setQuote(result.data);
      setKey(newIdempotencyKey('train-change'));
    }
  };

  const accept = async () => {
    if (!liveQuote) return;
    setRefusal(null);
    const result = await change({ id: bookingId, idempotencyKey: key, quoteId: liveQuote.quoteId });
    if ('error' in result) {
      if (isPinCancelled(result.error)) return;
      const found = changeRefusalOf(result.error, t);
      if (found.isQuoteGone) setQuote(null);
      setRefusal(found);
      return;
    }
    hold.keep();
    dispatch(showToast({ type: 'success', description: t('trainBooking.change.done') }));
    onClose();
  };

  const isBusy = quoting.isLoading || changing.isLoading;
  return (
    <Dialog open fullScreen onClose={isBusy ? undefined : onClose} aria-labelledby="train-change-title">
      <DialogTitle id="train-change-title">{t('trainBooking.change.title', { name: ticket.fullName })}</DialogTitle>
      <DialogContent>
        <Box component="section" aria-label={t('trainBooking.change.current')}>
          <Typography variant="body1">
            {t('trainBooking.change.currentLine', {
              train: ticket.trainNumber,
              from: ticket.fromName,
              to: ticket.toName,
              depart: runTimeText(ticket.departAt),
              seat: seatPlaceText(t, ticket),
              amount: formatVnd(ticket.amount),
            })}
          </Typography>
        </Box>
        <ChangeSeatPicker ticket={ticket} hold={hold} now={now} />
        {liveQuote ? <QuoteLines quote={liveQuote} /> : null}
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal.message}
            {refusal.isDeposit ? (
              <>
                {' '}
                {t('trainBooking.issue.depositHelp')}{' '}
                <Link component={RouterLink} to="/accounting/deposit-topup/add">
                  {t('trainBooking.issue.topUp')}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="outlined"
          disabled={!lock || isBusy}
          loading={quoting.isLoading}
          onClick={() => void requote()}
        >
          {t('trainBooking.change.askQuote')}
        </Button>
        <Button
          variant="contained"
          disabled={!liveQuote || quoting.isLoading}
          loading={changing.isLoading}
          onClick={() => void accept()}
        >
          {t('trainBooking.change.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
