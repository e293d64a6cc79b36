// The booking detail's "Paid changes" section: what was bought, exchanged or refunded after ticketing, and credit shells.
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../booking-detail/components/DetailSection';
import { PaidChangesTable } from '../../../components/booking/paid-changes/PaidChangesTable';

export function PaidChangesSection({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  return (
    <DetailSection id="paid-changes" title={t('bookingPaid.list.title')}>
      <PaidChangesTable bookingId={bookingId} />
    </DetailSection>
  );
}
