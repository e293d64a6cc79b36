// The PNR's flights: per route its fare (class, family, basis, cabin), baggage and refundability, then each segment with
// flight number, airports and terminals, airport-local times, aircraft, duration and segment status (cancelled once the
// booking is: its seats are released whatever the stored segment said).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail, TBookingRoute } from '@portal/contracts';
import { airportDateTime, flightNumber } from '../../../lib/booking/flight-text';
import { isSameName } from '../../../lib/booking/label-once';
import { baggageText, durationText } from './booking-format';
import { DetailSection } from './DetailSection';

const SEGMENT_COLUMNS = ['flight', 'from', 'departure', 'to', 'arrival', 'aircraft', 'duration', 'status'] as const;

function airportText(code: string, terminal: string | undefined, terminalLabel: (terminal: string) => string) {
  return terminal ? `${code} · ${terminalLabel(terminal)}` : code;
}

/** Bookings whose seats are gone at the airline: cancelled holds, voided or refunded tickets. */
const RELEASED_STATES: readonly TBookingDetail['status'][] = ['CANCEL', 'VOID', 'REFUNDED'];

type SegmentStatus = TBookingRoute['segments'][number]['status'];

/** What a segment's status is now: XX once the booking's seats are released, else what the supplier said. */
export function shownSegmentStatus(bookingStatus: TBookingDetail['status'], status: SegmentStatus): SegmentStatus {
  return RELEASED_STATES.includes(bookingStatus) ? 'XX' : status;
}

type RouteBlockProps = { route: TBookingRoute; index: number; bookingStatus: TBookingDetail['status'] };

function RouteBlock({ route, index, bookingStatus }: RouteBlockProps) {
  const { t } = useTranslation();
  const first = route.segments[0];
  const last = route.segments.at(-1);
  const headingId = `booking-route-${index}`;
  const terminal = (value: string) => t('bookingDetail.flights.terminal', { terminal: value });
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{ '& + &': { mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' } }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('bookingDetail.flights.route', { number: index + 1, from: first?.from ?? '', to: last?.to ?? '' })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
        <Chip
          size="small"
          variant="outlined"
          label={
            isSameName(route.fareClass, route.fareFamily)
              ? t('bookingDetail.flights.fareClassOnly', { fareClass: route.fareClass })
              : t('bookingDetail.flights.fareClass', { fareClass: route.fareClass, family: route.fareFamily })
          }
        />
        <Chip size="small" variant="outlined" label={t(`bookingDetail.cabins.${route.cabinClass}`)} />
        {route.fareBasis ? (
          <Chip
            size="small"
            variant="outlined"
            label={t('bookingDetail.flights.fareBasis', { fareBasis: route.fareBasis })}
          />
        ) : null}
        <Chip
          size="small"
          variant="outlined"
          label={route.isRefundable ? t('bookingDetail.flights.refundable') : t('bookingDetail.flights.nonRefundable')}
        />
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('bookingDetail.flights.baggage')}: {baggageText(t, route.baggage)}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('bookingDetail.flights.segments', { number: index + 1 })}>
          <TableHead>
            <TableRow>
              {SEGMENT_COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t(`bookingDetail.flights.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {route.segments.map((segment) => {
              const status = shownSegmentStatus(bookingStatus, segment.status);
              return (
                <TableRow
                  key={`${segment.flightNumber}-${segment.departDateTime}`}
                  sx={
                    status === 'XX' ? { '& td': { color: 'text.disabled', textDecoration: 'line-through' } } : undefined
                  }
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {flightNumber(segment)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {segment.carrierName}
                      {segment.operatingCarrier && segment.operatingCarrier !== segment.carrierCode
                        ? ` · ${t('bookingDetail.flights.operatedBy', { carrier: segment.operatingCarrier })}`
                        : ''}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {airportText(segment.from, segment.startTerminal, terminal)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{airportDateTime(segment.departDateTime)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {airportText(segment.to, segment.endTerminal, terminal)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{airportDateTime(segment.arrivalDateTime)}</TableCell>
                  <TableCell>{segment.aircraft || '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{durationText(t, segment.durationMinutes)}</TableCell>
                  <TableCell>{status ? t(`bookingDetail.flights.segmentStatus.${status}`) : '—'}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

type FlightsSectionProps = { routes: readonly TBookingRoute[]; bookingStatus: TBookingDetail['status'] };

export function FlightsSection({ routes, bookingStatus }: FlightsSectionProps) {
  const { t } = useTranslation();
  return (
    <DetailSection id="flights" title={t('bookingDetail.flights.title')}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('bookingDetail.flights.localTimes')}
      </Typography>
      {routes.map((route, index) => (
        <RouteBlock key={`${route.offerId}-${index}`} route={route} index={index} bookingStatus={bookingStatus} />
      ))}
    </DetailSection>
  );
}
