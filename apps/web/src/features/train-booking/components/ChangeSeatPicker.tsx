// The new seat of a ticket change: a day (dd/MM/yyyy, the ticket's own by default) searched one way over the ticket's
// from → to, a run chosen, then its carriage strip and seat map; a click on a free seat holds it, with its countdown.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import type { TTrainRun, TTrainSeat, TTrainTicket } from '@portal/contracts';
import { formatVnd, localTime } from '@portal/domain';
import { CarriageStrip } from '../../../components/train/CarriageStrip';
import { TrainSeatLegend } from '../../../components/train/TrainSeatLegend';
import { TrainSeatMap } from '../../../components/train/TrainSeatMap';
import { apiErrorMessage } from '../../../lib/http/types';
import { displayDate, parseDisplayDate, vietnamToday } from '../../../lib/flight-search/date-text';
import { useGetTrainSeatMapQuery, useSearchTrainsQuery } from '../../../lib/train/train-api';
import { mmss } from '../../../lib/train/use-now';
import type { ChangeLock } from '../hooks/use-change-lock';

export function ChangeSeatPicker({ ticket, hold, now }: { ticket: TTrainTicket; hold: ChangeLock; now: number }) {
  const { t } = useTranslation();
  const [dayText, setDayText] = useState(() => displayDate(vietnamToday(new Date(ticket.departAt))));
  const [day, setDay] = useState(() => vietnamToday(new Date(ticket.departAt)));
  const [runId, setRunId] = useState<string | null>(null);
  const [carriageNo, setCarriageNo] = useState<string | null>(null);
  const search = useSearchTrainsQuery({ from: ticket.from, to: ticket.to, departDate: day });
  const runs = search.data?.departure ?? [];
  const run = runs.find((candidate) => candidate.runId === runId) ?? null;
  const seatMap = useGetTrainSeatMapQuery(
    run && carriageNo ? { runId: run.runId, carriageNo, from: run.from, to: run.to } : skipToken,
  );
  const dayError = parseDisplayDate(dayText) ? undefined : t('trainBooking.change.dayInvalid');
  const { lock, release, toggle } = hold;
  // The seat held is let go whenever another run or day is chosen, so it is always on this run.
  const mySeatIds = useMemo(() => new Set(lock ? [lock.seat.seatId] : []), [lock]);
  const onToggle = useMemo(
    () => (seat: TTrainSeat) => {
      if (run) void toggle(run, seat);
    },
    [run, toggle],
  );

  const applyDay = () => {
    const parsed = parseDisplayDate(dayText);
    if (!parsed || parsed === day) return;
    release();
    setDay(parsed);
    setRunId(null);
    setCarriageNo(null);
  };
  const chooseRun = (chosen: TTrainRun) => {
    if (chosen.runId === runId) return;
    release();
    setRunId(chosen.runId);
    setCarriageNo(null);
  };
  const remaining = lock ? Math.max(0, Math.floor((Date.parse(lock.expiresAt) - now) / 1000)) : 0;

  return (
    <Box component="section" aria-labelledby="train-change-new" sx={{ mt: 2 }}>
      <Typography id="train-change-new" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('trainBooking.change.newSeat', { from: ticket.fromName, to: ticket.toName })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', my: 1 }}>
        <TextField
          size="small"
          label={t('trainBooking.change.day')}
          placeholder="dd/MM/yyyy"
          value={dayText}
          onChange={(event) => setDayText(event.target.value)}
          onBlur={applyDay}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyDay();
          }}
          error={Boolean(dayError)}
          helperText={dayError}
        />
        <Button variant="outlined" onClick={applyDay} disabled={Boolean(dayError)}>
          {t('trainBooking.change.search')}
        </Button>
      </Box>
      {search.isFetching ? <CircularProgress size={20} aria-label={t('common.loading')} /> : null}
      {search.isError ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(search.error) ?? t('errors.loadFailed')}
        </Alert>
      ) : null}
      {search.isSuccess && !search.isFetching && runs.length === 0 ? (
        <Alert severity="info">{t('trainBooking.change.noRuns')}</Alert>
      ) : null}
      <Box role="group" aria-label={t('trainBooking.change.runs')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {runs.map((candidate) => (
          <Button
            key={candidate.runId}
            variant={candidate.runId === runId ? 'contained' : 'outlined'}
            aria-pressed={candidate.runId === runId}
            onClick={() => chooseRun(candidate)}
          >
            {t('trainBooking.change.run', {
              train: candidate.trainNumber,
              depart: localTime(candidate.departAt),
              arrive: localTime(candidate.arriveAt),
              n: candidate.seatsLeft,
            })}
          </Button>
        ))}
      </Box>
      {run ? (
        <Box sx={{ mt: 2 }}>
          <CarriageStrip carriages={run.carriages} selected={carriageNo} onSelect={setCarriageNo} />
          {seatMap.data ? (
            <TrainSeatMap map={seatMap.data} mySeatIds={mySeatIds} busySeatId={hold.busySeatId} onToggle={onToggle} />
          ) : seatMap.isFetching ? (
            <CircularProgress size={20} aria-label={t('common.loading')} />
          ) : null}
          {carriageNo ? <TrainSeatLegend /> : null}
        </Box>
      ) : null}
      {lock ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('trainBooking.change.held', {
            train: lock.trainNumber,
            carriage: lock.carriageNo,
            seat: lock.seat.number,
            fare: formatVnd(lock.fare),
          })}{' '}
          <Box component="span" role="timer" aria-label={t('trainBooking.change.countdown')} sx={{ fontWeight: 700 }}>
            {mmss(remaining)}
          </Box>
        </Alert>
      ) : null}
      {hold.error ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {hold.error}
        </Alert>
      ) : null}
    </Box>
  );
}
