// The train search form (/train): from and to stations with a swap, one way or round trip, the days typed or picked
// as dd/MM/yyyy, no passenger counts; a valid search goes to the results' address and into the draft.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import type { TTrainSearchRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField } from '../../../components/flight-search/DateField';
import { displayDate, parseDisplayDate, vietnamToday } from '../../../lib/flight-search/date-text';
import { tidyTypedDate } from '../../../lib/forms/typed-date';
import { useGetTrainStationsQuery } from '../../../lib/train/train-api';
import { validateTrainSearch, type TrainFormErrors, type TrainSearchForm as FormValues } from '../model/search-form';
import { trainResultsPath } from '../model/search-query';
import { useStartTrainSearch } from '../hooks/use-start-train-search';
import { StationField } from './StationField';

const formOf = (search: TTrainSearchRequest | null): FormValues => ({
  from: search?.from ?? '',
  to: search?.to ?? '',
  isRoundTrip: Boolean(search?.returnDate),
  departText: displayDate(search?.departDate ?? null),
  returnText: displayDate(search?.returnDate ?? null),
});

export function TrainSearchForm({ initial }: { initial: TTrainSearchRequest | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSearch = useStartTrainSearch();
  const stations = useGetTrainStationsQuery();
  const [form, setForm] = useState<FormValues>(() => formOf(initial));
  const [errors, setErrors] = useState<TrainFormErrors>({});
  const today = vietnamToday();
  const set = (change: Partial<FormValues>) => setForm((current) => ({ ...current, ...change }));
  const errorText = (key: keyof TrainFormErrors) => (errors[key] ? t(`train.form.errors.${errors[key]}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateTrainSearch(form, today);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    startSearch(result.request);
    void navigate(trainResultsPath(result.request));
  };

  const dateField = (key: 'departText' | 'returnText') => {
    const isDepart = key === 'departText';
    const label = t(isDepart ? 'train.form.departDate' : 'train.form.returnDate');
    const departDate = parseDisplayDate(form.departText) ?? null;
    const value = parseDisplayDate(form[key]) ?? null;
    return (
      <DateField
        label={label}
        openCalendarLabel={t('train.form.openCalendar', { field: label })}
        value={value}
        pendingText={form[key]}
        onTextChange={(text) => set({ [key]: text })}
        onTextCommit={() => set({ [key]: tidyTypedDate(form[key]) })}
        error={errorText(isDepart ? 'departDate' : 'returnDate')}
        required
        calendar={{
          label,
          today,
          minDate: isDepart ? today : (departDate ?? today),
          rangeStart: departDate,
          rangeEnd: form.isRoundTrip ? (parseDisplayDate(form.returnText) ?? null) : null,
          fareRoute: null,
          onPick: (date) => {
            set({ [key]: displayDate(date) });
            return 'close';
          },
        }}
      />
    );
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('train.form.title')}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={form.isRoundTrip ? 'RT' : 'OW'}
        onChange={(_event, value: 'OW' | 'RT' | null) => value && set({ isRoundTrip: value === 'RT' })}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="OW">{t('train.form.oneWay')}</ToggleButton>
        <ToggleButton value="RT">{t('train.form.roundTrip')}</ToggleButton>
      </ToggleButtonGroup>
      {stations.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={<Button onClick={() => void stations.refetch()}>{t('train.retry')}</Button>}
        >
          {t('train.form.stationsError')}
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr auto 1fr' }, alignItems: 'start' }}
      >
        <StationField
          id="train-from"
          label={t('train.form.from')}
          stations={stations.data?.stations ?? []}
          isLoading={stations.isLoading}
          value={form.from}
          onChange={(from) => set({ from })}
          error={errorText('from')}
        />
        <IconButton
          aria-label={t('train.form.swap')}
          onClick={() => set({ from: form.to, to: form.from })}
          sx={{ mt: 1, justifySelf: 'center' }}
        >
          <SwapHoriz />
        </IconButton>
        <StationField
          id="train-to"
          label={t('train.form.to')}
          stations={stations.data?.stations ?? []}
          isLoading={stations.isLoading}
          value={form.to}
          onChange={(to) => set({ to })}
          error={errorText('to')}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {dateField('departText')}
        {form.isRoundTrip ? dateField('returnText') : null}
      </Box>
      {Object.keys(errors).length > 0 ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t('train.form.errorSummary')}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }}>
        {t('train.form.submit')}
      </Button>
    </Paper>
  );
}
