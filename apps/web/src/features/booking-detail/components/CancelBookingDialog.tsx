// Confirming the release of a held PNR at the supplier, with an optional reason kept in the booking's history.
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { useCancelBookingMutation } from '../api/cancel-booking';
import { ReasonActionDialog } from './ReasonActionDialog';

export function CancelBookingDialog({ booking, onClose }: { booking: TBookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [cancelBooking, { isLoading }] = useCancelBookingMutation();
  const pnr = booking.pnr ?? '';

  return (
    <ReasonActionDialog booking={booking} action="cancel" isBusy={isLoading} submit={cancelBooking} onClose={onClose}>
      <DialogContentText>
        {t('bookingDetail.cancel.question', { pnr, airline: booking.airline, route: booking.route })}
      </DialogContentText>
    </ReasonActionDialog>
  );
}
