// /booking/train?direction=departure|return: the chosen run's carriages, the seat map of one, the seats held with
// their countdowns, auto choice, reset, and "Tiếp tục" once every direction of the search holds a seat.
import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  TRAIN_MAX_SEATS_PER_DIRECTION,
  type TTrainDirection,
  type TTrainRun,
  type TTrainSearchRequest,
  type TTrainSeat,
  type TTrainSeatType,
} from '@portal/contracts';
import { localDate, localTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { allLocks, resetTrainDraft, useTrainDraft } from '../../../lib/train/train-draft';
import { useGetTrainSeatMapQuery, useUnlockTrainSeatMutation } from '../../../lib/train/train-api';
import { useLockExpiry } from '../hooks/use-lock-expiry';
import { useNow } from '../../../lib/train/use-now';
import { useSeatLocks } from '../hooks/use-seat-locks';
import { directionsOf, TRAIN_PASSENGERS_PATH, TRAIN_SEATS_PATH, trainResultsPath } from '../model/search-query';
import { AutoSeatDialog } from './AutoSeatDialog';
import { CarriageStrip, isSoldOut } from '../../../components/train/CarriageStrip';
import { HeldSeatsPanel } from './HeldSeatsPanel';
import { TrainSeatLegend } from '../../../components/train/TrainSeatLegend';
import { TrainSeatMap } from '../../../components/train/TrainSeatMap';

export default function TrainSeatsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const direction: TTrainDirection = params.get('direction') === 'return' ? 'return' : 'departure';
  const draft = useTrainDraft();
  const search = draft.search;
  const run = draft[direction].run;
  if (!search)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/train">
            {t('train.results.newSearch')}
          </Button>
        }
      >
        {t('train.seats.noSearch')}
      </Alert>
    );
  if (!run || (direction === 'return' && !search.returnDate))
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={trainResultsPath(search, direction)}>
            {t('train.seats.chooseRun')}
          </Button>
        }
      >
        {t('train.seats.noRun', { direction: t(`train.direction.${direction}`) })}
      </Alert>
    );
  return <RunSeats key={`${direction}-${run.runId}`} direction={direction} run={run} search={search} />;
}

const firstOpenCarriage = (run: TTrainRun) =>
  (run.carriages.find((c) => !isSoldOut(c)) ?? run.carriages[0])?.carriageNo;

function RunSeats({
  direction,
  run,
  search,
}: {
  direction: TTrainDirection;
  run: TTrainRun;
  search: TTrainSearchRequest;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useTrainDraft();
  const locks = draft[direction].locks;
  const [carriageNo, setCarriageNo] = useState<string | null>(
    () => locks[0]?.carriageNo ?? firstOpenCarriage(run) ?? null,
  );
  const [isAutoOpen, setAutoOpen] = useState(false);
  const seatMap = useGetTrainSeatMapQuery(
    carriageNo ? { runId: run.runId, carriageNo, from: run.from, to: run.to } : skipToken,
  );
  const refetchMap = seatMap.refetch;
  const refreshMap = useCallback(() => {
    if (carriageNo) void refetchMap();
  }, [carriageNo, refetchMap]);
  const seats = useSeatLocks({ direction, run, refreshMap });
  const { setNotice, toggle } = seats;
  const toggleSeat = useCallback((seat: TTrainSeat) => void toggle(seat), [toggle]);
  const now = useNow();
  const [unlock] = useUnlockTrainSeatMutation();

  const onExpired = useCallback(
    (seatNames: string[]) => {
      setNotice({ severity: 'warning', text: t('train.seats.expired', { seats: seatNames.join(', ') }) });
      refreshMap();
    },
    [refreshMap, setNotice, t],
  );
  useLockExpiry(now, onExpired);

  const mySeatIds = useMemo(
    () => new Set(locks.filter((lock) => lock.runId === run.runId).map((lock) => lock.seat.seatId)),
    [locks, run.runId],
  );
  const seatTypes = [...new Set(run.carriages.filter((c) => !isSoldOut(c)).map((c) => c.seatType))] as TTrainSeatType[];
  const directions = directionsOf(search);
  const canContinue = directions.every((d) => draft[d].locks.length > 0);

  const reset = () => {
    for (const lock of allLocks(draft)) void unlock(lock.ticketId);
    resetTrainDraft({ keepSearch: true });
    void navigate(trainResultsPath(search, 'departure'));
  };
  const openDirection = (target: TTrainDirection) =>
    void navigate(draft[target].run ? `${TRAIN_SEATS_PATH}?direction=${target}` : trainResultsPath(search, target));

  return (
    <Box>
      <PageTitle
        title={t('train.seats.title', { direction: t(`train.direction.${direction}`) })}
        subtitle={`${run.trainNumber} · ${run.fromName} → ${run.toName} · ${localTime(run.departAt)} ${localDate(
          run.departAt,
        )} → ${localTime(run.arriveAt)} ${localDate(run.arriveAt)}`}
        actions={
          <Button component={RouterLink} to={trainResultsPath(search, direction)} variant="text">
            {t('train.seats.backToResults')}
          </Button>
        }
      />
      {directions.length > 1 ? (
        <Tabs value={direction} onChange={(_event, target: TTrainDirection) => openDirection(target)} sx={{ mb: 2 }}>
          {directions.map((d) => (
            <Tab
              key={d}
              value={d}
              label={t('train.seats.directionTab', {
                direction: t(`train.direction.${d}`),
                train: draft[d].run?.trainNumber ?? t('train.seats.notChosen'),
                n: draft[d].locks.length,
              })}
            />
          ))}
        </Tabs>
      ) : null}
      {seats.notice ? (
        <Alert severity={seats.notice.severity} onClose={() => seats.setNotice(null)} sx={{ mb: 2 }} role="alert">
          {seats.notice.text}
        </Alert>
      ) : null}
      <CarriageStrip carriages={run.carriages} selected={carriageNo} onSelect={setCarriageNo} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 280px' } }}>
        <Box sx={{ minWidth: 0 }}>
          {seatMap.isFetching && !seatMap.currentData ? (
            <CircularProgress aria-label={t('train.seats.loading')} />
          ) : null}
          {seatMap.isError ? (
            <Alert severity="error" action={<Button onClick={refreshMap}>{t('train.retry')}</Button>}>
              {t('train.seats.mapError', { message: apiErrorMessage(seatMap.error) ?? t('train.unknownError') })}
            </Alert>
          ) : null}
          {seatMap.currentData ? (
            <TrainSeatMap
              map={seatMap.currentData}
              mySeatIds={mySeatIds}
              busySeatId={seats.busySeatId}
              onToggle={toggleSeat}
            />
          ) : null}
          <TrainSeatLegend />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
          <HeldSeatsPanel
            title={t('train.held.title', { direction: t(`train.direction.${direction}`) })}
            locks={locks}
            now={now}
            onRelease={(lock) => void seats.release(lock)}
          />
          <Button variant="outlined" onClick={() => setAutoOpen(true)} disabled={seatTypes.length === 0}>
            {t('train.actions.auto')}
          </Button>
          {direction === 'departure' && search.returnDate ? (
            <Button variant="outlined" onClick={() => openDirection('return')}>
              {t('train.actions.chooseReturn')}
            </Button>
          ) : null}
          <Button color="warning" variant="outlined" onClick={reset}>
            {t('train.actions.reset')}
          </Button>
          <Button variant="contained" disabled={!canContinue} onClick={() => void navigate(TRAIN_PASSENGERS_PATH)}>
            {t('train.actions.continue')}
          </Button>
        </Box>
      </Box>
      <AutoSeatDialog
        open={isAutoOpen}
        seatTypes={seatTypes}
        maxCount={Math.max(1, TRAIN_MAX_SEATS_PER_DIRECTION - locks.length)}
        isBusy={seats.isAutoBusy}
        onClose={() => setAutoOpen(false)}
        onChoose={async (choice) => {
          const taken = await seats.chooseAutomatically(choice);
          if (taken[0]) setCarriageNo(taken[0].carriageNo);
        }}
      />
    </Box>
  );
}
