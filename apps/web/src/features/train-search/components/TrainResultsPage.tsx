// /train/search: the runs of the search in the address (POST /api/trains/search) with a progress line, departure and
// return tabs, filters and sort; choosing a run goes to its seat map for that direction.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { TTrainDirection, TTrainRun } from '@portal/contracts';
import { formatVnd, localDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useTrainDraft } from '../../../lib/train/train-draft';
import { useSearchTrainsQuery } from '../../../lib/train/train-api';
import { useChooseRun } from '../hooks/use-choose-run';
import { useStartTrainSearch } from '../hooks/use-start-train-search';
import { DEFAULT_RUN_VIEW, viewRuns, type RunView } from '../model/run-view';
import { decodeTrainSearch, encodeTrainSearch, sameSearch, tabOf } from '../model/search-query';
import { RunCard } from './RunCard';
import { RunFilters } from './RunFilters';

export default function TrainResultsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const request = decodeTrainSearch(params);
  const tab = tabOf(params, request);
  const draft = useTrainDraft();
  const startSearch = useStartTrainSearch();
  const chooseRun = useChooseRun();
  const [views, setViews] = useState<Record<TTrainDirection, RunView>>({
    departure: DEFAULT_RUN_VIEW,
    return: DEFAULT_RUN_VIEW,
  });
  const search = useSearchTrainsQuery(request ?? skipToken);

  // A reload or a shared link: the address's search becomes the draft's.
  useEffect(() => {
    if (request && !sameSearch(draft.search, request)) startSearch(request);
  }, [request, draft.search, startSearch]);

  if (!request)
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/train">
            {t('train.results.newSearch')}
          </Button>
        }
      >
        {t('train.results.badSearch')}
      </Alert>
    );

  const runs: TTrainRun[] | null =
    (tab === 'return' ? search.currentData?.return : search.currentData?.departure) ?? null;
  const shown = runs ? viewRuns(runs, views[tab]) : [];
  const dayOf = (direction: TTrainDirection) =>
    localDate(direction === 'return' ? (request.returnDate ?? '') : request.departDate);
  const fromName = search.currentData?.departure[0]?.fromName ?? request.from;
  const toName = search.currentData?.departure[0]?.toName ?? request.to;

  const choose = (run: TTrainRun) => {
    chooseRun(tab, run);
    void navigate(`/booking/train?direction=${tab}`);
  };

  return (
    <Box>
      <PageTitle
        title={t('train.results.title')}
        subtitle={`${fromName} → ${toName}`}
        actions={
          <Button component={RouterLink} to="/train" variant="outlined">
            {t('train.results.changeSearch')}
          </Button>
        }
      />
      {request.returnDate ? (
        <Tabs
          value={tab}
          onChange={(_event, value: TTrainDirection) =>
            setParams(new URLSearchParams(encodeTrainSearch(request, value)))
          }
          sx={{ mb: 2 }}
        >
          <Tab value="departure" label={t('train.results.departureTab', { date: dayOf('departure') })} />
          <Tab value="return" label={t('train.results.returnTab', { date: dayOf('return') })} />
        </Tabs>
      ) : null}
      {search.isFetching ? (
        <Box role="status" sx={{ my: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('train.results.searching')}
          </Typography>
          <LinearProgress aria-label={t('train.results.searching')} />
        </Box>
      ) : null}
      {search.isError && !search.isFetching ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void search.refetch()}>{t('train.retry')}</Button>}
          sx={{ mb: 2 }}
        >
          {t('train.results.error', { message: apiErrorMessage(search.error) ?? t('train.unknownError') })}
        </Alert>
      ) : null}
      {runs && !search.isFetching ? (
        <>
          <RunFilters view={views[tab]} onChange={(view) => setViews((current) => ({ ...current, [tab]: view }))} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('train.results.count', { shown: shown.length, total: runs.length })}
            {search.currentData && search.currentData.issueFeePerTicket > 0
              ? ` · ${t('train.results.issueFee', { fee: formatVnd(search.currentData.issueFeePerTicket) })}`
              : ''}
          </Typography>
          {runs.length === 0 ? (
            <Alert severity="info">{t('train.results.empty', { date: dayOf(tab) })}</Alert>
          ) : shown.length === 0 ? (
            <Alert severity="info">{t('train.results.emptyFiltered')}</Alert>
          ) : (
            <Box component="section" aria-label={t(`train.direction.${tab}`)} sx={{ display: 'grid', gap: 1.5 }}>
              {shown.map((run) => (
                <RunCard
                  key={run.runId}
                  run={run}
                  isChosen={draft[tab].run?.runId === run.runId}
                  onChoose={() => choose(run)}
                />
              ))}
            </Box>
          )}
        </>
      ) : null}
    </Box>
  );
}
