// A refund in two steps: the supplier's quote (paid, penalty, refundable per ticket, the issue fees kept, valid until a
// time), then its confirmation; an expired quote is asked again. While a free void is still possible, the dialog says so
// first and offers the void; the quote is asked only if the agent still wants a refund.
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
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

type RefundBookingDialogProps = {
  booking: TBookingDetail;
  onClose: () => void;
  /** Present when this user may void the tickets now: the dialog offers it before any refund quote. */
  onVoidInstead?: () => void;
};

/** Tells that a void is free until the window closes, and offers it; "still refund" goes on to the quote. */
function VoidFirstNotice(props: { voidUntil: string; onVoid: () => void; onRefundAnyway: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="note">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('bookingDetail.refund.voidFirst', { time: formatDateTime(new Date(props.voidUntil)) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" color="warning" onClick={props.onVoid}>
          {t('bookingDetail.refund.voidInstead')}
        </Button>
        <Button onClick={props.onRefundAnyway}>{t('bookingDetail.refund.refundAnyway')}</Button>
      </Box>
    </Alert>
  );
}

export function RefundBookingDialog({ booking, onClose, onVoidInstead }: RefundBookingDialogProps) {
  const { t } = useTranslation();
  const serverNow = useServerNow(1000, false);
  const voidUntil = booking.voidUntil ?? null;
  const canVoidFree = Boolean(onVoidInstead && voidUntil && Date.parse(voidUntil) > serverNow);
  const [wantsRefund, setWantsRefund] = useState(!canVoidFree);
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
    // Once per dialog, and only once the agent wants a refund: every quote is a supplier call and a step of the history.
    if (hasAsked.current || !wantsRefund) return;
    hasAsked.current = true;
    void requestQuote();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsRefund]);

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
      {!wantsRefund && voidUntil && onVoidInstead ? (
        <VoidFirstNotice voidUntil={voidUntil} onVoid={onVoidInstead} onRefundAnyway={() => setWantsRefund(true)} />
      ) : null}
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
