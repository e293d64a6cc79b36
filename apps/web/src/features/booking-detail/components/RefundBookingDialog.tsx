// A refund in two steps: the supplier's quote (paid, penalty, refundable per ticket, the issue fees kept, valid until a
// time), then its confirmation; an expired quote is asked again.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail, TRefundQuote } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { TimeLimitCountdown } from '../../../components/booking/TimeLimitCountdown';
import { useServerNow } from '../../../components/booking/use-server-now';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useQuoteRefundMutation, useRefundBookingMutation } from '../api/refund-booking';
import { ActionDialog } from './ActionDialog';
import { Fact } from './DetailSection';

function QuoteFigures({ quote }: { quote: TRefundQuote }) {
  const { t } = useTranslation();
  const now = useServerNow();
  return (
    <>
      <Table size="small" aria-label={t('bookingDetail.refund.perTicket')}>
        <TableHead>
          <TableRow>
            {(['passenger', 'ticket', 'paid', 'penalty', 'refundable'] as const).map((column) => (
              <TableCell
                key={column}
                align={column === 'passenger' || column === 'ticket' ? 'left' : 'right'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {t(`bookingDetail.refund.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.passengers.map((line) => (
            <TableRow key={line.paxId}>
              <TableCell>{line.paxId}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{line.ticketNumber}</TableCell>
              <TableCell align="right">{formatVnd(line.paid)}</TableCell>
              <TableCell align="right">{formatVnd(line.penalty)}</TableCell>
              <TableCell align="right">{formatVnd(line.refundable)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label={t('bookingDetail.refund.totalPaid')}>{formatVnd(quote.totalPaid)}</Fact>
        <Fact label={t('bookingDetail.refund.penalty')}>{formatVnd(quote.penalty)}</Fact>
        <Fact label={t('bookingDetail.refund.issueFeeKept')}>{formatVnd(quote.issueFeeKept)}</Fact>
        <Fact label={t('bookingDetail.refund.refundableAmount')}>
          <strong>{formatVnd(quote.refundableAmount)}</strong>
        </Fact>
        <Fact label={t('bookingDetail.refund.expiresAt')}>
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
            <span>{formatDateTime(new Date(quote.expiresAt))}</span>
            <TimeLimitCountdown timeLimit={quote.expiresAt} now={now} />
          </Box>
        </Fact>
      </Box>
    </>
  );
}

export function RefundBookingDialog({ booking, onClose }: { booking: TBookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [askQuote, quoting] = useQuoteRefundMutation();
  const [refundBooking, refunding] = useRefundBookingMutation();
  const [quote, setQuote] = useState<TRefundQuote | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const hasAsked = useRef(false);
  const pnr = booking.pnr ?? '';

  const requestQuote = async () => {
    setErrorMessage(null);
    setQuote(null);
    const result = await askQuote(booking.id);
    if ('error' in result) setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
    else setQuote(result.data);
  };

  useEffect(() => {
    // Once per dialog: every quote is a supplier call and a step of the history.
    if (hasAsked.current) return;
    hasAsked.current = true;
    void requestQuote();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const confirm = async () => {
    if (!quote) return;
    setErrorMessage(null);
    const result = await refundBooking({ id: booking.id, quoteId: quote.quoteId });
    if ('error' in result) {
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(
      showToast({
        type: 'success',
        description: t('bookingDetail.refund.done', { pnr, amount: formatVnd(quote.refundableAmount) }),
      }),
    );
    onClose();
  };

  return (
    <ActionDialog
      id="refund-booking"
      title={t('bookingDetail.refund.title', { pnr })}
      keepLabel={t('bookingDetail.refund.keep')}
      confirmLabel={t('bookingDetail.refund.confirm')}
      confirmColor="warning"
      isBusy={refunding.isLoading}
      canConfirm={quote !== null && !quoting.isLoading}
      errorMessage={errorMessage}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {quoting.isLoading ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} aria-label={t('bookingDetail.refund.quoting')} />
          <Typography variant="body2">{t('bookingDetail.refund.quoting')}</Typography>
        </Box>
      ) : null}
      {quote ? <QuoteFigures quote={quote} /> : null}
      {!quoting.isLoading && errorMessage ? (
        <Box>
          <Button onClick={() => void requestQuote()}>{t('bookingDetail.refund.requote')}</Button>
        </Box>
      ) : null}
    </ActionDialog>
  );
}
