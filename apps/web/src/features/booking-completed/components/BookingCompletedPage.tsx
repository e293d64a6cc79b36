// booking/completed/{id}: the order a hold made, one card per PNR; polled every 2 s while any PNR is LOADING, with live
// countdowns to the time limits on the server's clock; each held PNR issued from here, or all of them after one confirmation.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBookingOrder, TOrderBooking } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetBookingOrderQuery } from '../api/booking-order-api';
import { useServerNow } from '../../../components/booking/use-server-now';
import { IssueOrderDialog } from './IssueOrderDialog';
import { OrderBookingCard } from './OrderBookingCard';

export const ORDER_POLL_MS = 2000;

const isIssuable = (booking: TOrderBooking, serverNowMs: number) =>
  booking.allowedActions.includes('issue') && (!booking.timeLimit || Date.parse(booking.timeLimit) > serverNowMs);

const isWaiting = (order: TBookingOrder | undefined) =>
  Boolean(order && (order.isLoading || order.bookings.some((booking) => booking.status === 'LOADING')));

/** Warnings the hold answered (a passport expiring soon), handed over in the navigation state. */
function warningsOf(state: unknown): TBookingOrder['warnings'] {
  const warnings = (state as { warnings?: unknown } | null)?.warnings;
  return Array.isArray(warnings) ? (warnings as TBookingOrder['warnings']) : [];
}

export default function BookingCompletedPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { state } = useLocation();
  const [isPolling, setIsPolling] = useState(false);
  // The PNRs the open issue dialog confirms, kept as they were when it opened (the order refreshes under it).
  const [issuing, setIssuing] = useState<TOrderBooking[] | null>(null);
  const query = useGetBookingOrderQuery(id, {
    skip: id === '',
    pollingInterval: isPolling ? ORDER_POLL_MS : 0,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  const order = query.data;
  // Poll while a supplier has not answered; stop as soon as none is LOADING (adjusted while rendering).
  if (isWaiting(order) !== isPolling) setIsPolling(isWaiting(order));
  const hasHold = Boolean(order?.bookings.some((booking) => booking.status === 'HOLD' && booking.timeLimit));
  const serverNow = useServerNow(1000, hasHold);
  const warnings = warningsOf(state);
  const title = t('completed.title');

  if (!order) {
    const isNotFound =
      typeof query.error === 'object' && query.error !== null && (query.error as { status?: unknown }).status === 404;
    return (
      <Box>
        <PageTitle title={title} />
        {query.isError ? (
          <Alert
            severity="error"
            role="alert"
            action={
              isNotFound ? undefined : (
                <Button color="inherit" onClick={() => void query.refetch()}>
                  {t('completed.retry')}
                </Button>
              )
            }
          >
            {isNotFound ? t('completed.notFound') : (apiErrorMessage(query.error) ?? t('completed.loadFailed'))}
          </Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('completed.loading')}</Typography>
          </Box>
        )}
      </Box>
    );
  }

  const issuable = order.bookings.filter((booking) => isIssuable(booking, serverNow));
  const issuableTotal = issuable.reduce((sum, booking) => sum + booking.totalAmount, 0);
  return (
    <Box>
      <PageTitle
        title={title}
        subtitle={t('completed.createdAt', { time: formatDateTime(new Date(order.createdAt)) })}
      />
      {isPolling ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('completed.waiting')}
        </Alert>
      ) : null}
      {warnings.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('completed.warnings')}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {warnings.map((warning) => (
              <li key={`${warning.field}-${warning.message}`}>{warning.message}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {order.bookings.map((booking) => (
        <OrderBookingCard
          key={booking.id}
          booking={booking}
          serverNowMs={serverNow}
          onIssue={() => setIssuing([booking])}
        />
      ))}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('completed.orderTotal')}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatVnd(order.total)}</Typography>
        </Box>
        {issuable.length > 1 ? (
          <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="contained" onClick={() => setIssuing(issuable)}>
              {t('completed.issue.all', { amount: formatVnd(issuableTotal) })}
            </Button>
          </Box>
        ) : null}
      </Paper>
      {issuing ? (
        <IssueOrderDialog
          bookings={issuing}
          passengerCount={order.passengers.length}
          onClose={() => setIssuing(null)}
        />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          mb: 2,
        }}
      >
        <Paper component="section" variant="outlined" aria-labelledby="order-passengers" sx={{ p: 2 }}>
          <Typography id="order-passengers" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('completed.passengers')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {order.passengers.map((passenger) => (
              <li key={passenger.paxId}>
                <Typography variant="body2">
                  {passenger.paxId} · {passenger.title} {passenger.airlineLastName}/{passenger.airlineFirstName}
                  {passenger.parentPaxId ? ` (${t('completed.withAdult', { paxId: passenger.parentPaxId })})` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </Paper>
        <Paper component="section" variant="outlined" aria-labelledby="order-contact" sx={{ p: 2 }}>
          <Typography id="order-contact" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('completed.contact')}
          </Typography>
          <Typography variant="body2">{order.contact.name}</Typography>
          <Typography variant="body2">{order.contact.phone}</Typography>
          {order.contact.email ? <Typography variant="body2">{order.contact.email}</Typography> : null}
          {order.contact.extraInfo ? <Typography variant="body2">{order.contact.extraInfo}</Typography> : null}
        </Paper>
      </Box>
      <Button component={RouterLink} to="/booking/flights" variant="outlined">
        {t('completed.newBooking')}
      </Button>
    </Box>
  );
}
