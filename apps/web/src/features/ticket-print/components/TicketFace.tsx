// The printable itinerary receipt: agency header, PNR and status, passengers with tickets, flights, fares, notes.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTicketFaceDocument } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { bookingStatusName } from '../../../components/booking/booking-status';
import { airportDateTime } from '../../../lib/booking/flight-text';
import { faceAmounts } from '../lib/ticket-text';

export const TICKET_FACE_ID = 'ticket-face';

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

/** A table on wide screens and on paper; on a phone (under 600 px) each row becomes a stacked card. */
const stackOnPhone = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
    '& td': { display: 'block', border: 0, py: 0.25, px: 0 },
    '& td[data-label]::before': { content: 'attr(data-label) ": "', color: 'text.secondary' },
  },
} as const;

export function TicketFace({ face, includeFee }: { face: TTicketFaceDocument; includeFee: boolean }) {
  const { t } = useTranslation();
  const { agency, booking } = face;
  const amounts = faceAmounts(booking, includeFee);
  const paxName = (type: string) => t(`ticketPrint.paxTypes.${type}`);
  return (
    <Box
      id={TICKET_FACE_ID}
      component="article"
      aria-label={t('ticketPrint.faceLabel')}
      sx={{ bgcolor: 'background.paper', p: { xs: 1.5, sm: 3 }, maxWidth: 900 }}
    >
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, justifyContent: 'space-between', gap: 1 }}
      >
        <Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {agency.name}
          </Typography>
          {agency.address && (
            <Typography variant="body2">
              {t('ticketPrint.address')}: {agency.address}
            </Typography>
          )}
          {agency.phone && (
            <Typography variant="body2">
              {t('ticketPrint.phone')}: {agency.phone}
            </Typography>
          )}
          {agency.hotline && (
            <Typography variant="body2">
              {t('ticketPrint.hotline')}: {agency.hotline}
            </Typography>
          )}
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
          <Typography variant="body2">{t('ticketPrint.pnr')}</Typography>
          <Typography data-testid="ticket-pnr" sx={{ fontSize: 28, fontWeight: 700, letterSpacing: 2 }}>
            {booking.pnr ?? '—'}
          </Typography>
          <Typography variant="body2">
            {booking.airline} · {t('ticketPrint.status')}: <b>{bookingStatusName(t, booking.status)}</b>
          </Typography>
        </Box>
      </Box>
      <Divider sx={{ my: 1.5 }} />

      <Heading>{t('ticketPrint.passengers')}</Heading>
      <Table size="small" aria-label={t('ticketPrint.passengers')} sx={stackOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('ticketPrint.name')}</TableCell>
            <TableCell>{t('ticketPrint.type')}</TableCell>
            <TableCell>{t('ticketPrint.ticketNumber')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {booking.passengers.map((pax, index) => (
            <TableRow key={pax.paxId}>
              <TableCell>{index + 1}</TableCell>
              <TableCell data-label={t('ticketPrint.name')}>
                {pax.title} {pax.airlineLastName} {pax.airlineFirstName}
              </TableCell>
              <TableCell data-label={t('ticketPrint.type')}>{paxName(pax.type)}</TableCell>
              <TableCell data-label={t('ticketPrint.ticketNumber')}>{pax.ticketNumber ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Heading>{t('ticketPrint.flights')}</Heading>
      <Table size="small" aria-label={t('ticketPrint.flights')} sx={stackOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ticketPrint.flight')}</TableCell>
            <TableCell>{t('ticketPrint.from')}</TableCell>
            <TableCell>{t('ticketPrint.to')}</TableCell>
            <TableCell>{t('ticketPrint.class')}</TableCell>
            <TableCell>{t('ticketPrint.baggage')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {booking.routes.flatMap((route) =>
            route.segments.map((segment) => (
              <TableRow key={`${route.offerId}-${segment.flightNumber}-${segment.departDateTime}`}>
                <TableCell data-label={t('ticketPrint.flight')}>
                  {segment.carrierCode} {segment.flightNumber.replace(segment.carrierCode, '').trim()}
                </TableCell>
                <TableCell data-label={t('ticketPrint.from')}>
                  {segment.from}
                  {segment.startTerminal
                    ? ` (${t('ticketPrint.terminal', { terminal: segment.startTerminal })})`
                    : ''}{' '}
                  · {airportDateTime(segment.departDateTime)}
                </TableCell>
                <TableCell data-label={t('ticketPrint.to')}>
                  {segment.to}
                  {segment.endTerminal
                    ? ` (${t('ticketPrint.terminal', { terminal: segment.endTerminal })})`
                    : ''} · {airportDateTime(segment.arrivalDateTime)}
                </TableCell>
                <TableCell data-label={t('ticketPrint.class')}>{route.fareClass}</TableCell>
                <TableCell data-label={t('ticketPrint.baggage')}>
                  {t('ticketPrint.baggageText', { hand: route.baggage.handKg, checked: route.baggage.checkedKg })}
                </TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>

      <Heading>{t('ticketPrint.fares')}</Heading>
      <Table size="small" aria-label={t('ticketPrint.fares')} sx={stackOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ticketPrint.type')}</TableCell>
            <TableCell align="right">{t('ticketPrint.fare')}</TableCell>
            <TableCell align="right">{t('ticketPrint.taxes')}</TableCell>
            {includeFee && <TableCell align="right">{t('ticketPrint.issueFee')}</TableCell>}
            <TableCell align="right">{t('ticketPrint.subtotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {amounts.rows.map((row) => (
            <TableRow key={row.type}>
              <TableCell>
                {paxName(row.type)} × {row.count}
              </TableCell>
              <TableCell align="right" data-label={t('ticketPrint.fare')}>
                {formatVnd(row.baseFare)}
              </TableCell>
              <TableCell align="right" data-label={t('ticketPrint.taxes')}>
                {formatVnd(row.taxes)}
              </TableCell>
              {includeFee && (
                <TableCell align="right" data-label={t('ticketPrint.issueFee')}>
                  {formatVnd(row.issueFee)}
                </TableCell>
              )}
              <TableCell align="right" data-label={t('ticketPrint.subtotal')}>
                {formatVnd(row.subtotal)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {booking.fareData.ancillaryTotal > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('ticketPrint.addOns')}: {formatVnd(booking.fareData.ancillaryTotal)}
        </Typography>
      )}
      <Typography data-testid="ticket-total" sx={{ mt: 1, fontWeight: 700, textAlign: 'right' }}>
        {t('ticketPrint.total')}: {formatVnd(amounts.total)}
      </Typography>
      {booking.contact.extraInfo.trim() !== '' && (
        <>
          <Heading>{t('ticketPrint.notes')}</Heading>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {booking.contact.extraInfo}
          </Typography>
        </>
      )}
    </Box>
  );
}
