// buy-seat: a seat map per flight (tabs), the passenger choosing, the seats chosen with their prices and total, and
// the ZBuySeatRequest body handed to the paid change page (decision 055).
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAID_CHANGE_REQUESTS } from '@portal/contracts';
import type { PaidFormProps } from '../forms/paid-form-types';
import { buySeatItems, orderedChoices, seatPassengersOf } from './seat-choice';
import { SeatChoicesSummary } from './SeatChoicesSummary';
import { SeatLegend } from './SeatLegend';
import { SeatMap } from './SeatMap';
import { SeatPassengerPicker } from './SeatPassengerPicker';
import { useSeatChoices } from './use-seat-choices';

export default function BuySeatForm(props: PaidFormProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const passengers = seatPassengersOf(props.booking);
  const state = useSeatChoices({ bookingId: props.booking.id, passengers, conflict: props.conflict });
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const isLocked = props.locked || props.submitting;
  const map = state.shownMaps.find((candidate) => candidate.flightKey === state.activeFlightKey);
  const ordered = orderedChoices(state.choices, {
    flightKeys: state.shownMaps.map((candidate) => candidate.flightKey),
    paxIds: passengers.map((passenger) => passenger.paxId),
  });
  const flightLabelOf = (flightKey: string) =>
    state.shownMaps.find((candidate) => candidate.flightKey === flightKey)?.flightLabel ?? flightKey;
  // The server's 400 messages name a line of the body sent: "seats.1.seat" is the second seat of the summary.
  const serverMessages = Object.entries(props.serverErrors).map(([path, message]) => {
    const choice = ordered[Number(/^seats\.(\d+)/.exec(path)?.[1] ?? -1)];
    return choice ? `${choice.seat} · ${state.nameOf(choice.paxId)}: ${message}` : message;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLocked) return;
    if (ordered.length === 0) return setFormError(t('paidSeats.form.atLeastOne'));
    const parsed = PAID_CHANGE_REQUESTS['buy-seat'].safeParse({
      expectedVersion: props.version,
      seats: buySeatItems(ordered),
    });
    if (!parsed.success) return setFormError(parsed.error.issues.map((issue) => issue.message).join(' '));
    setFormError(undefined);
    props.onSubmit(parsed.data as Record<string, unknown>);
  };

  const errors = [...(formError ? [formError] : []), ...serverMessages];
  const tabId = (flightKey: string) => `${idBase}-tab-${state.shownMaps.findIndex((m) => m.flightKey === flightKey)}`;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('paidSeats.form.intro')}</Typography>
        {errors.length > 0 ? (
          <Alert severity="error" role="alert">
            {errors.map((message, index) => (
              <div key={index}>{message}</div>
            ))}
          </Alert>
        ) : null}
        {state.maps.isFetching ? <LinearProgress aria-label={t('paidSeats.form.loading')} /> : null}
        {state.maps.isError && !state.maps.isFetching ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void state.maps.refetch()}>{t('paidSeats.form.retry')}</Button>}
          >
            {t('paidSeats.form.failed')}
          </Alert>
        ) : null}
        {state.maps.currentData && state.shownMaps.length === 0 ? (
          <Alert severity="info">{t('paidSeats.form.noMaps')}</Alert>
        ) : null}
        {map && state.passenger ? (
          <>
            <Tabs
              value={map.flightKey}
              onChange={(_event, flightKey: string) => state.setFlightKey(flightKey)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('paidSeats.form.flights')}
            >
              {state.shownMaps.map((candidate) => (
                <Tab
                  key={candidate.flightKey}
                  value={candidate.flightKey}
                  label={candidate.flightLabel}
                  id={tabId(candidate.flightKey)}
                  aria-controls={`${idBase}-panel`}
                />
              ))}
            </Tabs>
            <Box
              role="tabpanel"
              id={`${idBase}-panel`}
              aria-labelledby={tabId(map.flightKey)}
              sx={{
                display: 'grid',
                gap: 2,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(220px, 1fr) auto' },
                // On a phone the map comes right after the passenger, the legend under it.
                gridTemplateAreas: { xs: '"picker" "map" "legend"', md: '"picker map" "legend map"' },
              }}
            >
              <Box sx={{ gridArea: 'picker' }}>
                <SeatPassengerPicker
                  passengers={passengers}
                  activePaxId={state.passenger.paxId}
                  map={map}
                  choices={state.choices}
                  isLocked={isLocked}
                  onPick={state.setPaxId}
                />
              </Box>
              <Box sx={{ gridArea: 'legend' }}>
                <SeatLegend map={map} id={`${idBase}-legend`} />
              </Box>
              <Box sx={{ gridArea: 'map', minWidth: 0 }}>
                <SeatMap
                  key={map.flightKey}
                  map={map}
                  passenger={state.passenger}
                  passengers={passengers}
                  choices={state.choices}
                  onChoose={state.choose}
                  legendId={`${idBase}-legend`}
                  isReadOnly={isLocked}
                />
              </Box>
            </Box>
          </>
        ) : null}
        <Box role="status" aria-live="polite">
          {state.notice ? (
            // The box is the live region: the notice inside is not an alert of its own.
            <Alert role="none" severity={state.notice.isWarning ? 'warning' : 'info'}>
              {state.notice.text}
            </Alert>
          ) : null}
        </Box>
        <Typography variant="subtitle1" component="h3">
          {t('paidSeats.form.summary')}
        </Typography>
        <SeatChoicesSummary
          choices={ordered}
          nameOf={state.nameOf}
          flightLabelOf={flightLabelOf}
          isLocked={isLocked}
          onRemove={state.remove}
        />
        <Typography variant="body2" color="text.secondary">
          {t('paidSeats.form.totalNote')}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={isLocked}>
            {t('paidSeats.form.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
