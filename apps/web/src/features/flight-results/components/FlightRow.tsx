// One flight of the results: airline, flight numbers, times, duration, stops, a button per fare class (its price as the
// price display asks, greyed with the seats left when fewer than the party needs) and "details".
import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFlightOffer } from '@portal/contracts';
import { formatVnd, type FareSelection, type PriceSortKey } from '@portal/domain';
import { hasTooFewSeats, shownAdultPrice } from '../../../lib/flight-search/fare-display';
import { AirlineBadge, SystemChip } from './AirlineBadge';
import { flightNumberText, localTime } from '../../../lib/booking/flight-text';
import { durationParts } from './flight-format';

export type FlightRowProps = {
  offer: TFlightOffer;
  selection: FareSelection | null;
  onChoose: (offer: TFlightOffer, fareClass: string) => void;
  onDetails: (offer: TFlightOffer) => void;
  /** Adults and children of the search (infants take no seat). */
  seatsNeeded: number;
  priceKey: PriceSortKey;
};

/** What a screen reader hears for the row: flight numbers, route and times. */
export function flightRowLabel(offer: TFlightOffer): string {
  return `${flightNumberText(offer.segments)}, ${offer.from} ${localTime(offer.departDateTime)} → ${offer.to} ${localTime(offer.arrivalDateTime)}`;
}

export const FlightRow = memo(function FlightRow(props: FlightRowProps) {
  const { offer, selection, onChoose, onDetails, seatsNeeded, priceKey } = props;
  const { t } = useTranslation();
  const isSelectedFlight = selection?.offerId === offer.id;
  const carrierName = offer.segments[0]?.carrierName ?? offer.airline;
  const duration = durationParts(offer.durationMinutes);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        mb: 1,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(150px, 190px) minmax(200px, 1fr)' },
        borderColor: isSelectedFlight ? 'primary.main' : undefined,
        borderWidth: isSelectedFlight ? 2 : 1,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <AirlineBadge airline={offer.airline} name={carrierName} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {flightNumberText(offer.segments)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {carrierName}
          </Typography>
          <SystemChip system={offer.system} label={offer.source} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {localTime(offer.departDateTime)}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {offer.from}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary" component="p" sx={{ textAlign: 'center' }}>
            {t('flightResults.row.duration', duration)} ·{' '}
            {offer.numberOfStop === 0
              ? t('flightResults.row.direct')
              : t('flightResults.row.stops', { count: offer.numberOfStop })}
          </Typography>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {localTime(offer.arrivalDateTime)}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {offer.to}
            </Typography>
          </Typography>
          <Button size="small" onClick={() => onDetails(offer)} sx={{ ml: 'auto' }}>
            {t('flightResults.row.details')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {offer.fares.map((fare) => {
            const isSoldOut = fare.seatAvailable <= 0;
            const isTooFew = hasTooFewSeats(fare, seatsNeeded);
            const isChosen = isSelectedFlight && selection?.fareClass === fare.fareClass;
            const price = formatVnd(shownAdultPrice(fare, priceKey));
            const seatsLeft = { fareClass: fare.fareClass, count: fare.seatAvailable, needed: seatsNeeded };
            return (
              <Button
                key={fare.fareClass}
                size="small"
                variant={isChosen ? 'contained' : 'outlined'}
                disabled={isSoldOut || isTooFew}
                aria-pressed={isChosen}
                aria-label={
                  isSoldOut
                    ? t('flightResults.row.chooseSoldOut', { fareClass: fare.fareClass })
                    : isTooFew
                      ? t('flightResults.row.chooseTooFewSeats', seatsLeft)
                      : t('flightResults.row.choose', { fareClass: fare.fareClass, price })
                }
                title={isTooFew ? t('flightResults.row.chooseTooFewSeats', seatsLeft) : fare.fareFamily}
                onClick={() => onChoose(offer, fare.fareClass)}
                sx={{ flexDirection: 'column', lineHeight: 1.2, minWidth: 96, textTransform: 'none' }}
              >
                <span>{fare.fareClass}</span>
                <span style={{ fontWeight: 700 }}>{isSoldOut ? t('flightResults.row.soldOut') : price}</span>
                {isTooFew ? <span>{t('flightResults.row.seatsLeft', { count: fare.seatAvailable })}</span> : null}
              </Button>
            );
          })}
        </Box>
      </Box>
    </Paper>
  );
});
