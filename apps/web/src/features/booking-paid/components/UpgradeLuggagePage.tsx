// /booking/edit/upgrade-luggage/{id}: part 1's open page on a held booking; on a ticketed one the paid flow, the
// upgrade bought as buy-luggage (quote for all, paying with EXPORT_TICKET; decision 057).
import LinearProgress from '@mui/material/LinearProgress';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetEditedBookingQuery } from '../../booking-edit/api/booking-edit-api';
import EditActionPage from '../../booking-edit/components/EditActionPage';
import PaidChangePage from './PaidChangePage';

export default function UpgradeLuggagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const booking = useGetEditedBookingQuery(id, { skip: id === '' });
  if (booking.isLoading) return <LinearProgress aria-label={t('bookingEdit.loading')} />;
  return booking.currentData?.status === 'EXPORT' ? (
    <PaidChangePage action="buy-luggage" openAs="upgrade-luggage" />
  ) : (
    <EditActionPage action="upgrade-luggage" />
  );
}
