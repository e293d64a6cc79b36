// The selected-flight summary: what was chosen per leg, then its price breakdown per passenger type, the total, the quote
// actions and the "Tiếp tục" action that hands the selection to the passenger step.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QuoteActions } from '../../../components/quote/QuoteActions';
import { passengerStepPath, saveBookingSelection } from '../../../lib/booking/selection-handover';
import {
  selectFlightResults,
  selectPriceSummary,
  selectQuoteSelection,
  selectSelectedFares,
} from '../state/flight-results-selectors';
import { flightNumberText, localDate, localTime } from '../../../lib/booking/flight-text';
import { PriceBreakdown } from './PriceBreakdown';
import { isSameName } from '../../../lib/booking/label-once';

export function SelectedFlightSummary({ legLabel }: { legLabel: (legIndex: number) => string }) {
  const { t } = useTranslation();
  const selected = useSelector(selectSelectedFares);
  const summary = useSelector(selectPriceSummary);
  const quoteSelection = useSelector(selectQuoteSelection);
  const { isIssueFeeHidden, request } = useSelector(selectFlightResults);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (!summary) return null;
  const titleId = 'selected-flight-summary-title';
  // Every leg chosen and priced for every passenger type of the search.
  const canContinue =
    request !== null && selected.length === request.legs.length && summary.missingPaxTypes.length === 0;

  const handOver = () => {
    if (!request) return;
    const id = saveBookingSelection({
      journeyType: request.journeyType,
      adt: request.adt,
      chd: request.chd,
      inf: request.inf,
      ...(request.promotions?.length ? { promotions: request.promotions } : {}),
      flights: selected.map(({ legIndex, offer, fare }) => {
        const { fares: _fares, ...shown } = offer;
        const leg = request.legs[legIndex] ?? {
          from: offer.from,
          to: offer.to,
          departDate: offer.departDateTime.slice(0, 10),
        };
        return { offerId: offer.id, fareClass: fare.fareClass, leg, offer: shown, fare };
      }),
      isIssueFeeHidden,
      expectedTotal: summary.grandTotal,
      resultsPath: `${pathname}${search}`,
    });
    navigate(passengerStepPath(id, request.journeyType));
  };

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('flightResults.summary.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, mb: 1, pl: 2 }}>
        {selected.map(({ legIndex, offer, fare }) => (
          <li key={legIndex}>
            <Typography variant="body2">
              <strong>{legLabel(legIndex)}:</strong> {flightNumberText(offer.segments)} · {offer.from}{' '}
              {localTime(offer.departDateTime)} → {offer.to} {localTime(offer.arrivalDateTime)} ·{' '}
              {localDate(offer.departDateTime)} ·{' '}
              {isSameName(fare.fareClass, fare.fareFamily)
                ? t('flightResults.summary.fareClassOnly', { fareClass: fare.fareClass })
                : t('flightResults.summary.fareClass', { fareClass: fare.fareClass, family: fare.fareFamily })}
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
          {t('flightResults.summary.missingPrices', {
            types: summary.missingPaxTypes.map((type) => t(`flightResults.paxTypes.${type}`)).join(', '),
          })}
        </Typography>
      ) : null}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}
      >
        {quoteSelection ? <QuoteActions selection={quoteSelection} /> : <span />}
        {canContinue ? (
          <Button variant="contained" onClick={handOver} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {t('passengers.continue')}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
