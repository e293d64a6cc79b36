// The log's filters: from / to (dd/MM/yyyy), system, action, user and (for administrators) agency, applied together.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TReservationAction, TReservationErrorScopeResponse } from '@portal/contracts';
import { BOOKING_SYSTEMS } from '@portal/contracts/flights/flight-offer';
import { RESERVATION_ACTIONS } from '@portal/contracts/reservation-errors/reservation-errors';
import { DateRangeFilterFields } from '../../../components/DateRangeFilterFields';
import { dateRangeProblems, type DateRangeProblems } from '../../../lib/dates/filter-dates';

export type ReservationErrorFilterValues = { from: string; to: string; system: string; action: '' | TReservationAction; userId: string; agencyId: string };
export const NO_FILTERS: ReservationErrorFilterValues = { from: '', to: '', system: '', action: '', userId: '', agencyId: '' };

export function ReservationErrorFilters(props: { scope: TReservationErrorScopeResponse | undefined; onApply: (filters: ReservationErrorFilterValues) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ReservationErrorFilterValues>(NO_FILTERS);
  const [problems, setProblems] = useState<DateRangeProblems>({});
  const agencies = props.scope?.agencies ?? [];
  const users = (props.scope?.users ?? []).filter((user) => !values.agencyId || user.agencyId === values.agencyId);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = dateRangeProblems(values, { dateInvalid: t('reservationErrors.errors.dateInvalid'), toBeforeFrom: t('reservationErrors.errors.toBeforeFrom') });
    setProblems(found);
    if (Object.keys(found).length === 0) props.onApply(values);
  };

  const reset = () => {
    setValues(NO_FILTERS);
    setProblems({});
    props.onApply(NO_FILTERS);
  };

  const change = (name: keyof ReservationErrorFilterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value, ...(name === 'agencyId' ? { userId: '' } : {}) }));

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={apply} aria-label={t('reservationErrors.filters')} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <DateRangeFilterFields
          value={values}
          problems={problems}
          labels={{ from: t('reservationErrors.fromDate'), to: t('reservationErrors.toDate') }}
          onChange={(name, typed) => setValues((current) => ({ ...current, [name]: typed }))}
        />
        <TextField select size="small" label={t('reservationErrors.columns.system')} value={values.system} onChange={change('system')} sx={{ flex: '1 1 120px' }}>
          <MenuItem value="">{t('reservationErrors.all')}</MenuItem>
          {BOOKING_SYSTEMS.map((system) => (
            <MenuItem key={system} value={system}>
              {system}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('reservationErrors.columns.action')} value={values.action} onChange={change('action')} sx={{ flex: '1 1 150px' }}>
          <MenuItem value="">{t('reservationErrors.all')}</MenuItem>
          {RESERVATION_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {t(`reservationErrors.actions.${action}`)}
            </MenuItem>
          ))}
        </TextField>
        {agencies.length > 1 ? (
          <TextField select size="small" label={t('reservationErrors.columns.agency')} value={values.agencyId} onChange={change('agencyId')} sx={{ flex: '2 1 200px' }}>
            <MenuItem value="">{t('reservationErrors.all')}</MenuItem>
            {agencies.map((agency) => (
              <MenuItem key={agency.id} value={agency.id}>
                {agency.code} – {agency.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField select size="small" label={t('reservationErrors.columns.user')} value={values.userId} onChange={change('userId')} sx={{ flex: '2 1 200px' }}>
          <MenuItem value="">{t('reservationErrors.all')}</MenuItem>
          {users.map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {user.username} – {user.fullName}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained">
            {t('reservationErrors.applyFilters')}
          </Button>
          <Button onClick={reset}>{t('reservationErrors.clearFilters')}</Button>
        </Box>
      </Box>
    </Paper>
  );
}
