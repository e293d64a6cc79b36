// booking/flights: the streamed results of a one-way or round-trip search read from the URL, with departure and return tabs.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decodeSearchQuery } from '../../../lib/flight-search/search-query';
import { ResultsView } from './ResultsView';

export default function FlightResultsPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const request = useMemo(() => decodeSearchQuery(search), [search]);
  return <ResultsView title={t('flightResults.title')} request={request} searchKey={search} tabStyle="directions" />;
}
