// Confirming the void of a ticketed PNR within the supplier's same-day window: the whole sale goes back to the deposit.
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { useVoidBookingMutation } from '../api/void-booking';
import { ReasonActionDialog } from './ReasonActionDialog';

export function VoidBookingDialog({ booking, onClose }: { booking: TBookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [voidBooking, { isLoading }] = useVoidBookingMutation();
  const pnr = booking.pnr ?? '';

  return (
    <ReasonActionDialog booking={booking} action="void" isBusy={isLoading} submit={voidBooking} onClose={onClose}>
      <DialogContentText>
        {t('bookingDetail.void.question', { pnr, amount: formatVnd(booking.fareData.totalAmount) })}
      </DialogContentText>
      {booking.voidUntil ? (
        <DialogContentText>
          {t('bookingDetail.void.until', { time: formatDateTime(new Date(booking.voidUntil)) })}
        </DialogContentText>
      ) : null}
    </ReasonActionDialog>
  );
}
