// The chosen flights at the top of the passenger step: per leg its flights, airports, times, date and fare class.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { flightNumberText, localDate, localTime } from '../../../lib/booking/flight-text';
import type { BookingSelection } from '../../../lib/booking/selection-handover';

export function SelectedFlightsPanel({ selection, actions }: { selection: BookingSelection; actions?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = 'selected-flights-heading';
  const legLabel = (index: number) => {
    if (selection.journeyType === 'MC') return t('passengers.flights.leg', { number: index + 1 });
    return t(index === 0 ? 'passengers.flights.depart' : 'passengers.flights.return');
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('passengers.flights.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {selection.flights.map(({ offer, fare }, index) => (
          <li key={offer.id}>
            <Typography variant="body2">
              <strong>{legLabel(index)}:</strong>{' '}
              {t('passengers.flights.line', {
                flights: flightNumberText(offer.segments),
                from: offer.from,
                departTime: localTime(offer.departDateTime),
                to: offer.to,
                arriveTime: localTime(offer.arrivalDateTime),
                date: localDate(offer.departDateTime),
                fareClass: fare.fareClass,
              })}
            </Typography>
          </li>
        ))}
      </Box>
      {actions ? <Box sx={{ mt: 1.5 }}>{actions}</Box> : null}
    </Paper>
  );
}
