// The head of the PNR record: system and airline (GDS colours), PNR, status, time limit with its live countdown, who and when.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { BookingStatusChip } from '../../../components/booking/BookingStatusChip';
import { BookingSystemChip } from '../../../components/booking/BookingSystemChip';
import { TimeLimitCountdown } from '../../../components/booking/TimeLimitCountdown';
import { useServerNow } from '../../../components/booking/use-server-now';
import { DetailSection, Fact } from './DetailSection';

/** The states whose time limit still matters: a hold, and an issue waiting for reconciliation. */
const COUNTING_STATES: readonly string[] = ['HOLD', 'ISSUING'];

function Countdown({ timeLimit }: { timeLimit: string }) {
  const now = useServerNow();
  return <TimeLimitCountdown timeLimit={timeLimit} now={now} />;
}

export function BookingSummary({ booking }: { booking: TBookingDetail }) {
  const { t } = useTranslation();
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '—');
  return (
    <DetailSection id="record" title={t('bookingDetail.record.title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <BookingSystemChip system={booking.system} />
        <Typography
          component="p"
          sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.6rem', fontWeight: 700, letterSpacing: 2 }}
          data-testid="booking-pnr"
        >
          {booking.pnr ?? t('bookingDetail.record.noPnr')}
        </Typography>
        <BookingStatusChip status={booking.status} />
      </Box>
      {booking.isOwnAgency ? null : (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('bookingDetail.record.readOnly', { code: booking.agency.code, name: booking.agency.name })}
        </Alert>
      )}
      {booking.lastError ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('bookingDetail.record.lastError', { message: booking.lastError })}
        </Alert>
      ) : null}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}
      >
        <Fact label={t('bookingDetail.record.airline')}>{booking.airline}</Fact>
        <Fact label={t('bookingDetail.record.route')}>{booking.route}</Fact>
        <Fact label={t('bookingDetail.record.timeLimit')}>
          {booking.timeLimit ? (
            <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
              <span>{when(booking.timeLimit)}</span>
              {COUNTING_STATES.includes(booking.status) ? <Countdown timeLimit={booking.timeLimit} /> : null}
            </Box>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label={t('bookingDetail.record.departAt')}>{when(booking.departAt)}</Fact>
        <Fact label={t('bookingDetail.record.createdAt')}>{when(booking.createdAt)}</Fact>
        <Fact label={t('bookingDetail.record.createdBy')}>
          {booking.createdBy.fullName
            ? `${booking.createdBy.fullName} (${booking.createdBy.username})`
            : booking.createdBy.username}
        </Fact>
        <Fact label={t('bookingDetail.record.agency')}>{`${booking.agency.code} – ${booking.agency.name}`}</Fact>
        {booking.issuedAt ? <Fact label={t('bookingDetail.record.issuedAt')}>{when(booking.issuedAt)}</Fact> : null}
        {booking.voidUntil && booking.status === 'EXPORT' ? (
          <Fact label={t('bookingDetail.record.voidUntil')}>{when(booking.voidUntil)}</Fact>
        ) : null}
        {booking.closedAt ? <Fact label={t('bookingDetail.record.closedAt')}>{when(booking.closedAt)}</Fact> : null}
      </Box>
    </DetailSection>
  );
}
