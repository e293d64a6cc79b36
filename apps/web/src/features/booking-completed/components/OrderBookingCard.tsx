// One PNR of an order: system, airline, route and flights, status (a spinner while LOADING), PNR code, the time limit
// with a live countdown, the amounts, what failed, a link to its detail, and its issue when this user may issue it now.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOrderBooking } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { detailPath } from '../../../lib/booking/detail-path';
import { flightNumberText, localDate, localTime } from '../../../lib/booking/flight-text';
import { countdownTo } from '../countdown';

const STATUS_COLOURS: Partial<Record<TOrderBooking['status'], 'success' | 'warning' | 'error' | 'info' | 'default'>> = {
  HOLD: 'warning',
  ISSUING: 'info',
  EXPORT: 'success',
  FAILED: 'error',
  VOID: 'default',
  REFUNDED: 'default',
};

/** Amounts owed or paid (as the order total counts them); a refused, cancelled, voided or refunded PNR's are not. */
const CHARGED_STATES: readonly TOrderBooking['status'][] = ['LOADING', 'HOLD', 'ISSUING', 'EXPORT'];

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function StatusLabel({ status }: { status: TOrderBooking['status'] }) {
  const { t } = useTranslation();
  if (status === 'LOADING') {
    return (
      <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{t('completed.status.LOADING')}</Typography>
      </Box>
    );
  }
  // SPEC §4: a cancelled booking's status is shown blank.
  if (status === 'CANCEL') return null;
  return <Chip size="small" color={STATUS_COLOURS[status] ?? 'default'} label={t(`completed.status.${status}`)} />;
}

type OrderBookingCardProps = { booking: TOrderBooking; serverNowMs: number; onIssue: () => void };

export function OrderBookingCard({ booking, serverNowMs, onIssue }: OrderBookingCardProps) {
  const { t } = useTranslation();
  const headingId = `order-booking-${booking.id}`;
  const countdown =
    booking.timeLimit && booking.status === 'HOLD' ? countdownTo(booking.timeLimit, serverNowMs) : undefined;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: '1 1 200px' }}>
          {t('completed.heading', { airline: booking.airline, route: booking.route })}
        </Typography>
        <StatusLabel status={booking.status} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <Item label={t('completed.pnr')}>
          {booking.pnr ? (
            <Typography
              component="span"
              sx={{ fontFamily: 'monospace', fontSize: 20, fontWeight: 700, letterSpacing: 1 }}
            >
              {booking.pnr}
            </Typography>
          ) : (
            '—'
          )}
        </Item>
        <Item label={t('completed.system')}>{booking.system}</Item>
        <Item label={t('completed.airline')}>{booking.airline}</Item>
        <Item label={t('completed.route')}>{booking.route}</Item>
        <Box sx={{ gridColumn: { xs: 'auto', md: 'span 2' }, minWidth: 0 }}>
          <Item label={t('completed.flights')}>
            {booking.flights.map((flight) => (
              <Box component="span" key={flight.offerId} sx={{ display: 'block' }}>
                {t('completed.flightLine', {
                  flights: flightNumberText(
                    flight.flightNumbers.map((flightNumber) => ({ carrierCode: booking.airline, flightNumber })),
                  ),
                  from: flight.from,
                  departTime: localTime(flight.departDateTime),
                  to: flight.to,
                  arriveTime: localTime(flight.arrivalDateTime),
                  date: localDate(flight.departDateTime),
                  fareClass: flight.fareClass,
                })}
              </Box>
            ))}
          </Item>
        </Box>
        <Box sx={{ gridColumn: { xs: 'auto', md: 'span 2' }, minWidth: 0 }}>
          <Item label={t('completed.timeLimit')}>
            {booking.timeLimit ? (
              <time dateTime={booking.timeLimit}>{formatDateTime(new Date(booking.timeLimit))}</time>
            ) : (
              '—'
            )}
            {countdown ? (
              <Typography
                component="span"
                variant="body2"
                sx={{ ml: 1, fontWeight: 600, color: countdown.isExpired ? 'error.main' : 'warning.dark' }}
              >
                {countdown.isExpired ? t('completed.expired') : t('completed.remaining', { time: countdown.text })}
              </Typography>
            ) : null}
          </Item>
        </Box>
        <Item label={t('completed.amounts.net')}>{formatVnd(booking.supplierNet)}</Item>
        <Item label={t('completed.amounts.fee')}>{formatVnd(booking.feeTotal)}</Item>
        <Item label={t('completed.amounts.total')}>
          {CHARGED_STATES.includes(booking.status) ? (
            <strong>{formatVnd(booking.totalAmount)}</strong>
          ) : (
            <>
              <s>{formatVnd(booking.totalAmount)}</s>{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {t('completed.amounts.notCharged')}
              </Typography>
            </>
          )}
        </Item>
      </Box>
      {booking.lastError ? (
        <Alert severity={booking.status === 'FAILED' ? 'error' : 'warning'} sx={{ mt: 1.5 }}>
          {t('completed.lastError', { message: booking.lastError })}
        </Alert>
      ) : null}
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {booking.allowedActions.includes('issue') && !countdown?.isExpired ? (
          <Button variant="contained" onClick={onIssue}>
            {t('completed.issue.button', { pnr: booking.pnr ?? booking.airline })}
          </Button>
        ) : null}
        <Link component={RouterLink} to={detailPath(booking.id)}>
          {booking.pnr
            ? t('completed.detail', { pnr: booking.pnr })
            : t('completed.detailNoPnr', { airline: booking.airline })}
        </Link>
      </Box>
    </Paper>
  );
}
