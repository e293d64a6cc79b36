// /booking/booking-detail/{id}: one PNR as SPEC §3's booking record shows it, what may be done next, and its history;
// refreshed after every action (tag Booking), polled while its supplier has not answered, printable without the shell.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetBookingQuery } from '../api/get-booking';
import { BookingActions } from './BookingActions';
import { BookingSummary } from './BookingSummary';
import { ContactSection } from './ContactSection';
import { FareSection } from './FareSection';
import { FlightsSection } from './FlightsSection';
import { HistorySection } from './HistorySection';
import { PassengersSection } from './PassengersSection';
import { PaidChangesSection } from './PaidChangesSection';

/** On paper: no header, menu or buttons; the record's sections full width. */
const PRINT_STYLES = {
  '@media print': {
    'header.MuiAppBar-root, nav, .MuiDrawer-root, [data-print="hide"], #main-content > .MuiToolbar-root': {
      display: 'none !important',
    },
    '#main-content': { width: '100% !important', padding: '0 !important' },
    '.MuiPaper-root': { boxShadow: 'none !important' },
  },
};

/** States a job or a supplier will settle soon (a hold on its way, an issue awaiting reconciliation): read again meanwhile. */
const SETTLING_STATES: readonly string[] = ['LOADING', 'ISSUING'];
export const SETTLING_POLL_MS = 10_000;

/** The list's address the agent came from (kept by the list's links), so "back" finds the same filters and page. */
function listPathOf(state: unknown): string {
  const search =
    typeof state === 'object' && state !== null ? (state as { listSearch?: unknown }).listSearch : undefined;
  return `/booking/search${typeof search === 'string' ? search : ''}`;
}

export default function BookingDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const [pollingInterval, setPollingInterval] = useState(0);
  const booking = useGetBookingQuery(id, { skip: id === '', pollingInterval });
  const data = booking.currentData;
  const status = data?.status;
  useEffect(() => setPollingInterval(status && SETTLING_STATES.includes(status) ? SETTLING_POLL_MS : 0), [status]);
  const errorMessage = booking.error ? (apiErrorMessage(booking.error) ?? t('errors.loadFailed')) : undefined;

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box data-print="hide" sx={{ mb: 1 }}>
        <Link
          component={RouterLink}
          to={listPathOf(location.state)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('bookingDetail.backToList')}
        </Link>
      </Box>
      <PageTitle
        title={data?.pnr ? t('bookingDetail.titleWithPnr', { pnr: data.pnr }) : t('bookingDetail.title')}
        subtitle={data ? `${data.route} · ${data.airline}` : undefined}
        actions={data ? <BookingActions booking={data} onPrint={() => window.print()} /> : undefined}
      />
      {booking.isFetching ? (
        <LinearProgress aria-label={t('bookingDetail.loading')} sx={{ mb: 2 }} data-print="hide" />
      ) : null}
      {errorMessage ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage}
        </Alert>
      ) : null}
      {data ? (
        <>
          <BookingSummary booking={data} />
          <PassengersSection passengers={data.passengers} />
          <FlightsSection routes={data.routes} bookingStatus={data.status} />
          <FareSection booking={data} />
          <ContactSection contact={data.contact} />
          {/* Paid changes exist only after ticketing. */}
          {data.issuedAt ? <PaidChangesSection bookingId={data.id} /> : null}
          <HistorySection events={data.events} passengers={data.passengers} />
        </>
      ) : null}
    </>
  );
}
