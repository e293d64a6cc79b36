// The selected-flight summary: what was chosen per leg, then its price breakdown per passenger type and the total.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectFlightResults, selectPriceSummary, selectSelectedFares } from '../state/flight-results-selectors';
import { flightNumbers, localDate, localTime } from './flight-format';
import { PriceBreakdown } from './PriceBreakdown';

export function SelectedFlightSummary({ legLabel }: { legLabel: (legIndex: number) => string }) {
  const { t } = useTranslation();
  const selected = useSelector(selectSelectedFares);
  const summary = useSelector(selectPriceSummary);
  const { isIssueFeeHidden } = useSelector(selectFlightResults);
  if (!summary) return null;
  const titleId = 'selected-flight-summary-title';

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('flightResults.summary.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, mb: 1, pl: 2 }}>
        {selected.map(({ legIndex, offer, fare }) => (
          <li key={legIndex}>
            <Typography variant="body2">
              <strong>{legLabel(legIndex)}:</strong> {flightNumbers(offer)} · {offer.from} {localTime(offer.departDateTime)} → {offer.to}{' '}
              {localTime(offer.arrivalDateTime)} · {localDate(offer.departDateTime)} · {t('flightResults.summary.fareClass', { fareClass: fare.fareClass, family: fare.fareFamily })}
            </Typography>
          </li>
        ))}
      </Box>
      <PriceBreakdown summary={summary} isIssueFeeHidden={isIssueFeeHidden} />
      {isIssueFeeHidden ? (
        <Typography variant="caption" color="text.secondary">
          {t('flightResults.summary.issueFeeIncluded')}
        </Typography>
      ) : null}
      {summary.missingPaxTypes.length > 0 ? (
        <Typography variant="caption" color="warning.main" component="p">
          {t('flightResults.summary.missingPrices', { types: summary.missingPaxTypes.map((type) => t(`flightResults.paxTypes.${type}`)).join(', ') })}
        </Typography>
      ) : null}
      {/* "Tiếp tục" carries the selection to the passenger step, which comes with the Bookings issue: it is shown
          only once booking/passenger-information/{id} is in BUILT_PATHS, so nothing is rendered for it yet. */}
    </Paper>
  );
}
