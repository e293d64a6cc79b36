// A booking's status as a chip with the SPEC §4 label; a cancelled booking shows nothing, as SPEC §4 says.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TBookingStatus } from '@portal/contracts';
import { BOOKING_STATUS_COLOURS, bookingStatusLabel } from './booking-status';

export function BookingStatusChip({ status }: { status: TBookingStatus }) {
  const { t } = useTranslation();
  const label = bookingStatusLabel(t, status);
  if (!label) return null;
  return (
    <Chip
      size="small"
      label={label}
      color={BOOKING_STATUS_COLOURS[status]}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
