// The head of a train booking: its code, status, the time limit with a live countdown while held (once issued, when),
// route, buyer, and the amounts (the railway's, the issue fees, the total, refunds and changes so far).
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTrainBooking } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { TimeLimitCountdown } from '../../../components/booking/TimeLimitCountdown';

export const STATUS_COLOURS: Record<TTrainBooking['status'], 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  HOLD: 'warning',
  ISSUING: 'info',
  ISSUED: 'success',
  REFUNDED: 'default',
  CANCELLED: 'default',
  FAILED: 'error',
};

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

export function BookingSummary({ booking, now }: { booking: TTrainBooking; now: number }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="train-booking-code" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          {t('trainBooking.complete.code')}
        </Typography>
        <Typography
          id="train-booking-code"
          component="h2"
          sx={{ fontFamily: 'monospace', fontSize: 22, fontWeight: 700, letterSpacing: 1 }}
        >
          {booking.bookingCode ?? '—'}
        </Typography>
        <Chip size="small" color={STATUS_COLOURS[booking.status]} label={t(`trainBooking.status.${booking.status}`)} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <Item label={t('trainBooking.complete.route')}>{booking.route}</Item>
        <Item label={t('trainBooking.complete.buyer')}>{`${booking.buyer.fullName} · ${booking.buyer.mobile}`}</Item>
        <Item label={t('trainBooking.complete.createdAt')}>{formatDateTime(new Date(booking.createdAt))}</Item>
        {booking.issuedAt ? (
          <Item label={t('trainBooking.complete.issuedAt')}>{formatDateTime(new Date(booking.issuedAt))}</Item>
        ) : (
          <Item label={t('trainBooking.complete.timeLimit')}>
            {booking.timeLimit ? (
              <>
                <time dateTime={booking.timeLimit}>{formatDateTime(new Date(booking.timeLimit))}</time>
                {booking.status === 'HOLD' ? (
                  <>
                    {' · '}
                    <TimeLimitCountdown timeLimit={booking.timeLimit} now={now} />
                  </>
                ) : null}
              </>
            ) : (
              '—'
            )}
          </Item>
        )}
        <Item label={t('trainBooking.complete.supplierNet')}>{formatVnd(booking.supplierNet)}</Item>
        <Item label={t('trainBooking.complete.feeTotal')}>{formatVnd(booking.feeTotal)}</Item>
        <Item label={t('trainBooking.complete.total')}>
          <strong>{formatVnd(booking.totalAmount)}</strong>
        </Item>
        {booking.refundedAmount > 0 || booking.changeAmount > 0 ? (
          <Item label={t('trainBooking.complete.refundedChanged')}>
            {`${formatVnd(booking.refundedAmount)} / ${formatVnd(booking.changeAmount)}`}
          </Item>
        ) : null}
      </Box>
      {booking.lastError ? (
        <Alert severity={booking.status === 'FAILED' ? 'error' : 'warning'} sx={{ mt: 1.5 }}>
          {t('trainBooking.complete.lastError', { message: booking.lastError })}
        </Alert>
      ) : null}
    </Paper>
  );
}
