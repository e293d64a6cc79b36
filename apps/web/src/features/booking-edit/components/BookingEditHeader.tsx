// The booking an edit page works on, in one line: PNR, system, status, route and airline, with a link to its detail.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { BookingStatusChip } from '../../../components/booking/BookingStatusChip';
import { BookingSystemChip } from '../../../components/booking/BookingSystemChip';

export function BookingEditHeader({ booking }: { booking: TBookingDetail }) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('bookingEdit.header.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      <Typography sx={{ fontWeight: 600, fontFamily: 'monospace', fontSize: 18 }} data-testid="edit-pnr">
        {booking.pnr ?? t('bookingEdit.header.noPnr')}
      </Typography>
      <BookingSystemChip system={booking.system} />
      <BookingStatusChip status={booking.status} />
      <Typography variant="body2" color="text.secondary">
        {booking.route} · {booking.airline}
      </Typography>
      <Link component={RouterLink} to={`/booking/booking-detail/${encodeURIComponent(booking.id)}`} sx={{ ml: 'auto' }}>
        {t('bookingEdit.links.detail')}
      </Link>
    </Box>
  );
}
