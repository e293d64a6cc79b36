// Refunding issued tickets by the railway's rules: the quote is asked for the tickets chosen (POST …/refund-quote) and
// shown line by line (the rule, % and fee per ticket, what returns, the issue fees kept, until when), then accepted
// with POST …/refund (Idempotency-Key for the dialog's life; the PIN as for issue). An expired quote is asked again.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TTrainRefundQuote, TTrainTicket } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useQuoteTrainRefundMutation, useRefundTrainTicketsMutation } from '../api/train-bookings-api';
import { isPinCancelled } from '../../../lib/http/answers';

export function RefundDialog({
  bookingId,
  tickets,
  onClose,
}: {
  bookingId: string;
  tickets: readonly TTrainTicket[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [askQuote, quoting] = useQuoteTrainRefundMutation();
  const [refund, refunding] = useRefundTrainTicketsMutation();
  const [quote, setQuote] = useState<TTrainRefundQuote | null>(null);
  const [key, setKey] = useState(() => newIdempotencyKey('train-refund'));
  const [error, setError] = useState<string | null>(null);
  const ticketIds = tickets.map((ticket) => ticket.ticketId).join(',');

  const requote = async () => {
    setError(null);
    setQuote(null);
    const result = await askQuote({ id: bookingId, ticketIds: ticketIds.split(',') });
    if ('error' in result) setError(apiErrorMessage(result.error) ?? t('errors.unexpected'));
    else if (result.data) {
      setQuote(result.data);
      setKey(newIdempotencyKey('train-refund'));
    }
  };
  useEffect(() => {
    void requote();
    // Asked once per set of tickets; "Báo giá lại" asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bookingId, ticketIds]);

  const accept = async () => {
    if (!quote) return;
    setError(null);
    const result = await refund({ id: bookingId, idempotencyKey: key, quoteId: quote.quoteId });
    if ('error' in result) {
      if (!isPinCancelled(result.error)) setError(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('trainBooking.refund.done') }));
    onClose();
  };

  const ticketOf = (ticketId: string) => tickets.find((ticket) => ticket.ticketId === ticketId);
  const isBusy = quoting.isLoading || refunding.isLoading;
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby="train-refund-title" fullWidth maxWidth="md">
      <DialogTitle id="train-refund-title">{t('trainBooking.refund.title', { count: tickets.length })}</DialogTitle>
      <DialogContent>
        {quoting.isLoading ? <CircularProgress size={20} aria-label={t('common.loading')} /> : null}
        {quote ? (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t(`trainBooking.refund.rules.${quote.rule}`)}
            </Typography>
            <Table size="small" aria-label={t('trainBooking.refund.lines')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('trainBooking.columns.passenger')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {t('trainBooking.columns.amount')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {t('trainBooking.refund.feePercent')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {t('trainBooking.refund.fee')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {t('trainBooking.refund.refund')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {quote.lines.map((line) => (
                  <TableRow key={line.ticketId}>
                    <TableCell>
                      {ticketOf(line.ticketId)?.fullName ?? line.ticketId}
                      <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                        {ticketOf(line.ticketId)?.trainNumber} · {ticketOf(line.ticketId)?.seatNumber}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatVnd(line.amount)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{`${line.feePercent} %`}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatVnd(line.fee)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatVnd(line.refund)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box component="dl" sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0 }}>
              <Typography component="dt" variant="body2">
                {t('trainBooking.refund.totalFee')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                {formatVnd(quote.totalFee)}
              </Typography>
              <Typography component="dt" variant="body2">
                {t('trainBooking.refund.issueFeeKept')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                {formatVnd(quote.issueFeeKept)}
              </Typography>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                {t('trainBooking.refund.totalRefund')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}>
                {formatVnd(quote.totalRefund)}
              </Typography>
            </Box>
            <Typography variant="caption" color="text.secondary">
              {t('trainBooking.refund.expires', { time: formatDateTime(new Date(quote.expiresAt)) })}
            </Typography>
          </>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          {t('common.cancel')}
        </Button>
        {error ? (
          <Button onClick={() => void requote()} disabled={isBusy}>
            {t('trainBooking.refund.requote')}
          </Button>
        ) : null}
        <Button variant="contained" disabled={!quote} loading={refunding.isLoading} onClick={() => void accept()}>
          {t('trainBooking.refund.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
