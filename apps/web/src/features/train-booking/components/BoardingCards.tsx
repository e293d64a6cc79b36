// The boarding cards ("Thẻ lên tàu hỏa") of the issued tickets, in the language chosen for them: passenger and ID,
// train, day and times, carriage, seat or berth and tier, seat type, passenger type, price with insurance, the QR code
// of its boarding code, and an under-6 sharing the seat. Printed alone on A4, one card per half page.
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTrainBooking, TTrainTicket } from '@portal/contracts';
import { formatVnd, localDate } from '@portal/domain';
import { runTimeText, seatPlaceText, seatTypeText } from '../model/seat-text';
import { QrCode } from '../../../components/QrCode';

export const BOARDING_CARDS_ID = 'train-boarding-cards';

/**
 * On paper only the cards show (the shell and every other part of the page are left out, `data-print="hide"`), on A4,
 * two cards to a page: 130 mm each with 5 mm between fits the 277 mm inside 10 mm margins, and a card never splits.
 */
const PRINT_STYLES = {
  '@page': { size: 'A4', margin: '10mm' },
  '@media print': {
    'header.MuiAppBar-root, nav, .MuiDrawer-root, [data-print="hide"], #main-content > .MuiToolbar-root': {
      display: 'none !important',
    },
    '#main-content': { width: '100% !important', padding: '0 !important', margin: '0 !important' },
    [`#${BOARDING_CARDS_ID} .boarding-card`]: {
      height: '130mm',
      boxSizing: 'border-box',
      overflow: 'hidden',
      breakInside: 'avoid',
      pageBreakInside: 'avoid',
      margin: '0 0 5mm 0 !important',
    },
    [`#${BOARDING_CARDS_ID} .boarding-card:nth-of-type(2n)`]: { breakAfter: 'page', pageBreakAfter: 'always' },
  },
} as const;

export function BoardingCards({ booking, lang }: { booking: TTrainBooking; lang: 'vi' | 'en' }) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(lang);
  const tickets = booking.tickets.filter((ticket) => ticket.status === 'ISSUED' && ticket.boardingCode);
  if (tickets.length === 0) return null;
  return (
    <Box id={BOARDING_CARDS_ID} aria-label={t('trainBooking.cards.heading')} role="region" lang={lang}>
      <GlobalStyles styles={PRINT_STYLES} />
      {tickets.map((ticket) => (
        <Card key={ticket.ticketId} ticket={ticket} bookingCode={booking.bookingCode ?? ''} t={t} />
      ))}
    </Box>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function Line({ label, children }: { label: string; children: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Card({ ticket, bookingCode, t }: { ticket: TTrainTicket; bookingCode: string; t: Translate }) {
  const headingId = `boarding-card-${ticket.ticketId}`;
  return (
    <Paper
      component="article"
      className="boarding-card"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {t('trainBooking.cards.title')} · {ticket.fullName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('trainBooking.cards.codes', { code: bookingCode, ticket: ticket.ticketNumber ?? ticket.ticketId })}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
        >
          <Line label={t('trainBooking.cards.idNumber')}>{ticket.idNumber}</Line>
          <Line label={t('trainBooking.cards.train')}>{ticket.trainNumber}</Line>
          <Line label={t('trainBooking.cards.route')}>{`${ticket.fromName} → ${ticket.toName}`}</Line>
          <Line label={t('trainBooking.cards.depart')}>{runTimeText(ticket.departAt)}</Line>
          <Line label={t('trainBooking.cards.arrive')}>{runTimeText(ticket.arriveAt)}</Line>
          <Line label={t('trainBooking.cards.place')}>{seatPlaceText(t, ticket)}</Line>
          <Line label={t('trainBooking.cards.seatType')}>{seatTypeText(t, ticket.seatType)}</Line>
          <Line label={t('trainBooking.cards.passengerType')}>
            {t(`trainBooking.passengerTypes.${ticket.passengerType}`)}
          </Line>
          <Line label={t('trainBooking.cards.price')}>{formatVnd(ticket.amount)}</Line>
        </Box>
        {ticket.infants.map((infant) => (
          <Typography key={`${infant.fullName}-${infant.birthDate}`} variant="body2" sx={{ mt: 1 }}>
            {t('trainBooking.cards.infant', { name: infant.fullName, birthDate: localDate(infant.birthDate) })}
          </Typography>
        ))}
      </Box>
      <QrCode text={ticket.boardingCode ?? ''} label={t('trainBooking.cards.qr', { name: ticket.fullName })} />
    </Paper>
  );
}
