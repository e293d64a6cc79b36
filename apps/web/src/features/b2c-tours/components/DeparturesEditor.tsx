// A saved tour's departures: add every day of a range (some weekdays) or fixed dates with their seats; change seats; remove.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import type { TTourDeparture } from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { apiErrorMessage } from '../../../lib/http/types';
import { dayText } from '../tour-format';
import { useAddDeparturesMutation, useChangeDepartureMutation, useDeleteDepartureMutation } from '../tours-api';

export function DeparturesEditor(props: { tourId: string; departures: TTourDeparture[]; onChanged(): void }) {
  const { t } = useTranslation();
  const [add, { isLoading }] = useAddDeparturesMutation();
  const [change] = useChangeDepartureMutation();
  const [remove] = useDeleteDepartureMutation();
  const [kind, setKind] = useState<'fixed' | 'daily'>('fixed');
  const [dates, setDates] = useState('');
  const [range, setRange] = useState({ from: '', to: '' });
  const [seats, setSeats] = useState(20);
  const [message, setMessage] = useState<string | null>(null);

  const run = async (action: () => Promise<{ error?: unknown }>) => {
    const result = await action();
    setMessage(result.error ? (apiErrorMessage(result.error) ?? t('b2cTours.saveFailed')) : null);
    props.onChanged();
    return !result.error;
  };
  const addDepartures = async () => {
    const pattern =
      kind === 'fixed'
        ? { kind, dates: dates.split(/[,;\s]+/).filter(Boolean) }
        : { kind, from: range.from, to: range.to };
    if (await run(() => add({ id: props.tourId, body: { pattern, seats } }))) setDates('');
  };

  return (
    <Box>
      <FormErrorAlert message={message} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('b2cTours.departures.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as 'fixed' | 'daily')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="fixed">{t('b2cTours.departures.fixed')}</MenuItem>
          <MenuItem value="daily">{t('b2cTours.departures.daily')}</MenuItem>
        </TextField>
        {kind === 'fixed' ? (
          <TextField
            size="small"
            label={t('b2cTours.departures.dates')}
            helperText={t('b2cTours.departures.datesHelp')}
            value={dates}
            onChange={(event) => setDates(event.target.value)}
            sx={{ minWidth: 280 }}
          />
        ) : (
          (['from', 'to'] as const).map((key) => (
            <TextField
              key={key}
              size="small"
              type="date"
              label={t(`b2cTours.departures.${key}`)}
              value={range[key]}
              onChange={(event) => setRange({ ...range, [key]: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))
        )}
        <TextField
          size="small"
          type="number"
          label={t('b2cTours.departures.seats')}
          value={seats}
          onChange={(event) => setSeats(Number(event.target.value))}
          sx={{ width: 120 }}
        />
        <Button variant="outlined" disabled={isLoading} onClick={() => void addDepartures()}>
          {t('b2cTours.departures.add')}
        </Button>
      </Stack>
      {props.departures.length === 0 ? <Typography>{t('b2cTours.noDepartures')}</Typography> : null}
      <Stack spacing={1} aria-label={t('b2cTours.fields.departures')} role="list">
        {props.departures.map((departure) => (
          <Box key={departure.id} role="listitem" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography sx={{ minWidth: 110 }}>{dayText(departure.date)}</Typography>
            <TextField
              size="small"
              type="number"
              label={t('b2cTours.departures.seats')}
              defaultValue={departure.seats}
              onBlur={(event) => {
                const value = Number(event.target.value);
                if (value !== departure.seats)
                  void run(() => change({ id: props.tourId, departureId: departure.id, seats: value }));
              }}
              sx={{ width: 120 }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('b2cTours.departures.taken', { taken: departure.seatsTaken, left: departure.seatsLeft })}
            </Typography>
            <IconButton
              aria-label={t('b2cTours.departures.remove')}
              onClick={() => void run(() => remove({ id: props.tourId, departureId: departure.id }))}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
