// The list's filters: PNR, passenger (accents or not), airline, system, status, booking and flight days, agency, agent.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TReservationErrorScopeResponse } from '@portal/contracts';
import { BOOKING_SYSTEMS } from '@portal/contracts/flights/flight-offer';
import { bookingStatusName } from '../../../components/booking/booking-status';
import {
  FILTER_STATUSES,
  NO_FILTERS,
  PASSENGER_MAX,
  filterProblems,
  maskTypedDate,
  type BookingFilterValues,
  type FilterField,
  type FilterProblem,
} from '../booking-filters';

type BookingFiltersProps = {
  initial: BookingFilterValues;
  scope: TReservationErrorScopeResponse | undefined;
  /** The server's complaints about the last request, by field. */
  serverErrors: Record<string, string>;
  onApply: (filters: BookingFilterValues) => void;
};

export function BookingFilters({ initial, scope, serverErrors, onApply }: BookingFiltersProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<BookingFilterValues>(initial);
  const [problems, setProblems] = useState<Partial<Record<FilterField, FilterProblem>>>({});
  const agencies = scope?.agencies ?? [];
  const users = (scope?.users ?? []).filter((user) => !values.agencyId || user.agencyId === values.agencyId);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = filterProblems(values);
    setProblems(found);
    if (Object.keys(found).length === 0) onApply(values);
  };

  const reset = () => {
    setValues(NO_FILTERS);
    setProblems({});
    onApply(NO_FILTERS);
  };

  const errorOf = (field: FilterField) => {
    const problem = problems[field];
    return problem ? t(`bookingList.errors.${problem}`, { max: PASSENGER_MAX }) : serverErrors[field];
  };

  const field = (name: FilterField, options: { flex: string; transform?: (text: string) => string }) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: options.transform ? options.transform(event.target.value) : event.target.value, ...(name === 'agencyId' ? { agentId: '' } : {}) })),
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    size: 'small' as const,
    sx: { flex: options.flex, minWidth: 0 },
  });

  const dateField = (name: 'bookedFrom' | 'bookedTo' | 'flightFrom' | 'flightTo') => (
    <TextField
      label={t(`bookingList.filters.${name}`)}
      placeholder="dd/MM/yyyy"
      {...field(name, { flex: '1 1 140px', transform: maskTypedDate })}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
    />
  );

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={apply} aria-label={t('bookingList.filters.title')} data-print="hide" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          label={t('bookingList.filters.pnr')}
          {...field('pnr', { flex: '1 1 120px', transform: (text) => text.toUpperCase() })}
          slotProps={{ htmlInput: { maxLength: 6, autoComplete: 'off', spellCheck: false } }}
        />
        <TextField
          label={t('bookingList.filters.passenger')}
          {...field('passenger', { flex: '2 1 220px' })}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <TextField
          label={t('bookingList.filters.airline')}
          placeholder="VN"
          {...field('airline', { flex: '1 1 100px', transform: (text) => text.toUpperCase() })}
          slotProps={{ htmlInput: { maxLength: 2, autoComplete: 'off' } }}
        />
        <TextField select label={t('bookingList.filters.system')} {...field('system', { flex: '1 1 120px' })}>
          <MenuItem value="">{t('bookingList.filters.all')}</MenuItem>
          {BOOKING_SYSTEMS.map((system) => (
            <MenuItem key={system} value={system}>
              {system}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('bookingList.filters.status')} {...field('status', { flex: '1 1 170px' })}>
          <MenuItem value="">{t('bookingList.filters.all')}</MenuItem>
          {FILTER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {bookingStatusName(t, status)}
            </MenuItem>
          ))}
        </TextField>
        {dateField('bookedFrom')}
        {dateField('bookedTo')}
        {dateField('flightFrom')}
        {dateField('flightTo')}
        {agencies.length > 1 ? (
          <TextField select label={t('bookingList.filters.agency')} {...field('agencyId', { flex: '2 1 200px' })} value={agencies.some((agency) => agency.id === values.agencyId) ? values.agencyId : ''}>
            <MenuItem value="">{t('bookingList.filters.all')}</MenuItem>
            {agencies.map((agency) => (
              <MenuItem key={agency.id} value={agency.id}>
                {agency.code} – {agency.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {users.length > 0 ? (
          <TextField select label={t('bookingList.filters.agent')} {...field('agentId', { flex: '2 1 200px' })} value={users.some((user) => user.id === values.agentId) ? values.agentId : ''}>
            <MenuItem value="">{t('bookingList.filters.all')}</MenuItem>
            {users.map((user) => (
              <MenuItem key={user.id} value={user.id}>
                {user.username} – {user.fullName}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flex: '0 0 auto' }}>
          <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
            {t('bookingList.filters.apply')}
          </Button>
          <Button onClick={reset} sx={{ minHeight: 40 }}>
            {t('bookingList.filters.clear')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
