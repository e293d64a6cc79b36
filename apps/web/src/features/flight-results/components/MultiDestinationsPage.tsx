// booking/multi-destinations: a multi-city search's results, one tab per leg with its own filters, sort and selection.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decodeSearchQuery } from '../../../lib/flight-search/search-query';
import { ResultsView } from './ResultsView';

export default function MultiDestinationsPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const request = useMemo(() => decodeSearchQuery(search), [search]);
  return <ResultsView title={t('flightResults.multiTitle')} request={request} searchKey={search} tabStyle="legs" />;
}
