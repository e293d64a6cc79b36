// The top of an edit page, free or paid: the link back to the menu, the action's title, the booking's header, a
// progress bar while loading or sending, and the error of a booking or menu that could not be read.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { editMenuPath } from '../model/menu-groups';
import { BookingEditHeader } from './BookingEditHeader';

export function EditPageTop(props: {
  bookingId: string;
  title: string;
  booking: TBookingDetail | undefined;
  isLoading: boolean;
  /** The progress bar's name while a request is out; none when nothing is being sent. */
  sendingLabel: string | undefined;
  loadError: unknown;
}) {
  const { t } = useTranslation();
  const { bookingId, title, booking, isLoading, sendingLabel, loadError } = props;
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Link
          component={RouterLink}
          to={editMenuPath(bookingId)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('bookingEdit.links.menu')}
        </Link>
      </Box>
      <PageTitle title={title} />
      {booking ? <BookingEditHeader booking={booking} /> : null}
      {isLoading || sendingLabel ? (
        <LinearProgress aria-label={sendingLabel ?? t('bookingEdit.loading')} sx={{ mb: 2 }} />
      ) : null}
      {loadError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {apiErrorMessage(loadError) ?? t('errors.loadFailed')}
        </Alert>
      ) : null}
    </>
  );
}
