// The compact summary of the search being shown (route, dates, passengers) with the "Đổi tìm kiếm" action.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TSearchFlightsRequest } from '@portal/contracts';
import { useLanguage } from '../../../lib/i18n/use-language';
import { localDate } from '../../../lib/booking/flight-text';
import { cityName } from './flight-format';

export function SearchSummaryBar({ request, action }: { request: TSearchFlightsRequest; action: ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const first = request.legs[0];
  const route =
    request.journeyType === 'MC'
      ? request.legs
          .map((leg) => leg.from)
          .concat(request.legs.at(-1)?.to ?? [])
          .join(' → ')
      : first
        ? `${cityName(first.from, language)} (${first.from}) ${request.journeyType === 'RT' ? '⇄' : '→'} ${cityName(first.to, language)} (${first.to})`
        : '';
  const dates = request.legs.map((leg) => localDate(leg.departDate)).join(' – ');
  const passengers = [
    t('flightResults.search.adults', { count: request.adt }),
    request.chd > 0 ? t('flightResults.search.children', { count: request.chd }) : null,
    request.inf > 0 ? t('flightResults.search.infants', { count: request.inf }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Paper variant="outlined" component="section" aria-label={t('flightResults.search.summary')} sx={{ p: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {route}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="p">
            {t(`flightResults.search.journeyTypes.${request.journeyType}`)} · {dates} · {passengers}
          </Typography>
        </Box>
        {action}
      </Box>
    </Paper>
  );
}
