// /booking/edit: with ?id= the booking's edit menu (what its system, status and the user's rights allow); without, a
// field to find the booking by its PNR.
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetEditMenuQuery, useGetEditedBookingQuery } from '../api/booking-edit-api';
import { BookingEditHeader } from './BookingEditHeader';
import { EditMenuList } from './EditMenuList';
import { FindBookingByPnr } from './FindBookingByPnr';

export default function EditMenuPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const booking = useGetEditedBookingQuery(id, { skip: id === '' });
  const menu = useGetEditMenuQuery(id, { skip: id === '' });
  const error = booking.error ?? menu.error;
  const isLoading = booking.isFetching || menu.isFetching;
  return (
    <>
      <PageTitle title={t('bookingEdit.menu.title')} subtitle={id ? undefined : t('bookingEdit.menu.findSubtitle')} />
      {id === '' ? <FindBookingByPnr /> : null}
      {isLoading ? <LinearProgress aria-label={t('bookingEdit.loading')} sx={{ mb: 2 }} /> : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {apiErrorMessage(error) ?? t('errors.loadFailed')}
        </Alert>
      ) : null}
      {booking.currentData ? <BookingEditHeader booking={booking.currentData} /> : null}
      {booking.currentData && menu.currentData ? (
        <EditMenuList booking={booking.currentData} menu={menu.currentData} />
      ) : null}
    </>
  );
}
