// A paid change's quote: its lines, the airline's total, the service fee, what the deposit pays or gets back, how a
// refund returns, the time left, and "Accept and pay" (or "Quote again" once it has expired).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPaidChangeQuote } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { TimeLimitCountdown } from '../../../components/booking/TimeLimitCountdown';
import { useServerNow } from '../../../components/booking/use-server-now';
import { signedVnd, totalOf } from '../../../components/booking/paid-changes/paid-money';
import { PaidQuoteTable } from './PaidQuoteTable';

type Props = {
  quote: TPaidChangeQuote;
  /** The server refused the last acceptance (expired or price moved): this is the new quote. */
  isNew: boolean;
  submitting: boolean;
  onAccept: () => void;
  onRequote: () => void;
  onChangeChoices: () => void;
  /** False when the user may see the quote but not pay it (upgrade-luggage without EXPORT_TICKET, decision 057). */
  canAccept?: boolean;
};

export function PaidQuotePanel(props: Props) {
  const { quote, isNew, submitting, onAccept, onRequote, onChangeChoices, canAccept = true } = props;
  const { t } = useTranslation();
  const now = useServerNow(1000);
  const isExpired = Date.parse(quote.expiresAt) <= now;
  const total = totalOf(t, quote.total);
  return (
    <Paper component="section" variant="outlined" aria-label={t('bookingPaid.quote.title')} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('bookingPaid.quote.title')}
        </Typography>
        {isNew ? (
          <Alert severity="warning" role="alert">
            {t('bookingPaid.quote.newQuote')}
          </Alert>
        ) : null}
        <PaidQuoteTable lines={quote.lines} />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0, maxWidth: 480 }}>
          <dt>{t('bookingPaid.quote.airlineTotal')}</dt>
          <Box component="dd" data-testid="quote-airline-total" sx={{ m: 0, textAlign: 'right' }}>
            {signedVnd(t, quote.airlineTotal)}
          </Box>
          <dt>{t('bookingPaid.quote.serviceFee')}</dt>
          <Box component="dd" data-testid="quote-service-fee" sx={{ m: 0, textAlign: 'right' }}>
            {formatVnd(quote.serviceFee)}
          </Box>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {total.label}
          </Box>
          <Box component="dd" data-testid="quote-total" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}>
            {total.amount}
          </Box>
        </Box>
        {quote.refundForm ? (
          <Alert severity="info" data-testid="quote-refund-form">
            {t(`bookingPaid.quote.refundForm.${quote.refundForm}`)}
          </Alert>
        ) : null}
        <Typography>
          {t('bookingPaid.quote.expiresIn')} <TimeLimitCountdown timeLimit={quote.expiresAt} now={now} />
        </Typography>
        {isExpired ? (
          <Alert severity="warning">{t('bookingPaid.quote.expired')}</Alert>
        ) : canAccept ? (
          <Typography color="text.secondary">{t('bookingPaid.quote.note')}</Typography>
        ) : (
          <Alert severity="info" role="status">
            {t('bookingPaid.quote.needsExportTicket')}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {isExpired ? (
            <Button variant="contained" onClick={onRequote} disabled={submitting}>
              {t('bookingPaid.quote.requote')}
            </Button>
          ) : canAccept ? (
            <Button variant="contained" onClick={onAccept} disabled={submitting}>
              {t('bookingPaid.quote.accept', { total: total.amount })}
            </Button>
          ) : null}
          <Button onClick={onChangeChoices} disabled={submitting}>
            {t('bookingPaid.quote.changeChoices')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
