// The body both results pages share: search summary, progress, promotions, the selection summary and one tab per leg.
import { Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TSearchFlightsRequest } from '@portal/contracts';
import { PageTitle } from '../../../components/PageTitle';
import { BannerCarousel } from '../../../components/content/BannerCarousel';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useFlightSearch } from '../hooks/use-flight-search';
import { activeLegChanged } from '../state/flight-results-slice';
import { selectFlightResults } from '../state/flight-results-selectors';
import { ChangeSearch, LazyFlightSearchForm, SearchFormFallback } from './ChangeSearch';
import { localDate } from '../../../lib/booking/flight-text';
import { cityName } from './flight-format';
import { LegResults } from './LegResults';
import { PromotionNotices } from './PromotionNotices';
import { SearchProgress } from './SearchProgress';
import { SearchSummaryBar } from './SearchSummaryBar';
import { SelectedFlightSummary } from './SelectedFlightSummary';

export type ResultsViewProps = {
  title: string;
  request: TSearchFlightsRequest | undefined;
  /** The URL query the request was read from: a new one starts a new search. */
  searchKey: string;
  /** 'directions' labels the tabs "Chiều đi"/"Chiều về"; 'legs' labels them "Chặng 1", "Chặng 2"… */
  tabStyle: 'directions' | 'legs';
};

export function ResultsView({ title, request, searchKey, tabStyle }: ResultsViewProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dispatch = useDispatch();
  const { retry } = useFlightSearch(request, searchKey);
  const { legs, activeLeg, status, failure } = useSelector(selectFlightResults);

  if (!request) {
    // Opened from the menu without a search: the search form itself (its multi-city mode edits the legs).
    return (
      <Box>
        <PageTitle title={title} />
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('flightResults.search.missing')}
        </Alert>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Suspense fallback={<SearchFormFallback />}>
            <LazyFlightSearchForm />
          </Suspense>
        </Paper>
      </Box>
    );
  }

  const tabLabel = (legIndex: number) =>
    tabStyle === 'directions' && legs.length <= 2
      ? t(legIndex === 0 ? 'flightResults.tabs.depart' : 'flightResults.tabs.return')
      : t('flightResults.tabs.leg', { number: legIndex + 1 });
  const headingOf = (legIndex: number) => {
    const leg = legs[legIndex];
    if (!leg) return '';
    const route = `${cityName(leg.from, language)} (${leg.from}) → ${cityName(leg.to, language)} (${leg.to})`;
    return `${tabLabel(legIndex)}: ${route} · ${localDate(leg.departureDate)}`;
  };
  const shownLeg = legs[activeLeg] ? activeLeg : 0;

  let body: ReactNode = null;
  if (status === 'failed' && legs.every((leg) => (leg.results?.length ?? 0) === 0)) {
    const fieldMessages = Object.values(failure?.fields ?? {});
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={retry}>
            {t('flightResults.error.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('flightResults.error.title')}</AlertTitle>
        {failure?.message ?? t('flightResults.error.generic')}
        {fieldMessages.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {fieldMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        ) : null}
      </Alert>
    );
  } else if (legs.length > 0) {
    body = (
      <>
        {status === 'failed' ? (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" onClick={retry}>
                {t('flightResults.error.retry')}
              </Button>
            }
          >
            {t('flightResults.error.partial')}
          </Alert>
        ) : null}
        <SelectedFlightSummary legLabel={tabLabel} />
        {legs.length > 1 ? (
          <Tabs
            value={shownLeg}
            onChange={(_event, index: number) => dispatch(activeLegChanged(index))}
            aria-label={t(tabStyle === 'directions' ? 'flightResults.tabs.directions' : 'flightResults.tabs.legs')}
            variant="scrollable"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {legs.map((leg, index) => (
              <Tab
                key={leg.sessionId}
                value={index}
                label={tabLabel(index)}
                id={`flight-tab-${index}`}
                aria-controls={`flight-tabpanel-${index}`}
              />
            ))}
          </Tabs>
        ) : null}
        <Box
          role={legs.length > 1 ? 'tabpanel' : undefined}
          id={`flight-tabpanel-${shownLeg}`}
          aria-labelledby={legs.length > 1 ? `flight-tab-${shownLeg}` : undefined}
        >
          <LegResults key={shownLeg} legIndex={shownLeg} heading={headingOf(shownLeg)} />
        </Box>
      </>
    );
  }

  return (
    <Box>
      <PageTitle title={title} />
      <BannerCarousel placement="results" />
      <SearchSummaryBar request={request} action={<ChangeSearch request={request} />} />
      <SearchProgress />
      <PromotionNotices />
      {body}
    </Box>
  );
}
