// The booking's history in the order it happened: when (dd/MM/yyyy HH:mm), who (or the system's jobs), what, status before → after, details.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBookingEvent, TBookingPassenger } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { bookingStatusName } from '../../../components/booking/booking-status';
import { describeEvent } from './booking-events';
import { DetailSection } from './DetailSection';

const COLUMNS = ['occurredAt', 'actor', 'action', 'status', 'details'] as const;

export function HistorySection({
  events,
  passengers = [],
}: {
  events: readonly TBookingEvent[];
  /** To name the passengers of ticket numbers and refund quotes. */
  passengers?: readonly TBookingPassenger[];
}) {
  const { t } = useTranslation();
  const statusText = (event: TBookingEvent) => {
    if (!event.fromStatus && !event.toStatus) return '—';
    if (event.fromStatus === event.toStatus || !event.fromStatus) return bookingStatusName(t, event.toStatus ?? '');
    return `${bookingStatusName(t, event.fromStatus)} → ${event.toStatus ? bookingStatusName(t, event.toStatus) : '—'}`;
  };
  return (
    <DetailSection id="history" title={t('bookingDetail.history.title')}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('bookingDetail.history.title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t(`bookingDetail.history.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((event) => {
              const { label, lines } = describeEvent(t, event, passengers);
              return (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(event.occurredAt))}</TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    {event.actor
                      ? event.actor.fullName
                        ? `${event.actor.fullName} (${event.actor.username})`
                        : event.actor.username
                      : t('bookingDetail.history.system')}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>{label}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{statusText(event)}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    {lines.map((line) => (
                      <Typography key={line} variant="body2" sx={{ wordBreak: 'break-word' }}>
                        {line}
                      </Typography>
                    ))}
                  </TableCell>
                </TableRow>
              );
            })}
            {events.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center" sx={{ color: 'text.secondary' }}>
                  {t('bookingDetail.history.empty')}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </DetailSection>
  );
}
