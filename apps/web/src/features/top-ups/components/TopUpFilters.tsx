// The list's filters: requested from / to (dd/MM/yyyy), agency and status, applied together with one button.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TTopUpAgency, TTopUpStatus } from '@portal/contracts';
import { DateRangeFilterFields } from '../../../components/DateRangeFilterFields';
import { dateRangeProblems, type DateRangeProblems } from '../../../lib/dates/filter-dates';

export type TopUpFilterValues = { from: string; to: string; agencyId: string; status: '' | TTopUpStatus };
export const NO_FILTERS: TopUpFilterValues = { from: '', to: '', agencyId: '', status: '' };

const STATUSES: TTopUpStatus[] = ['pending', 'confirmed', 'rejected'];

export function TopUpFilters(props: { agencies: readonly TTopUpAgency[]; onApply: (filters: TopUpFilterValues) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TopUpFilterValues>(NO_FILTERS);
  const [problems, setProblems] = useState<DateRangeProblems>({});

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = dateRangeProblems(values, { dateInvalid: t('topUps.errors.dateInvalid'), toBeforeFrom: t('topUps.errors.toBeforeFrom') });
    setProblems(found);
    if (Object.keys(found).length === 0) props.onApply(values);
  };

  const reset = () => {
    setValues(NO_FILTERS);
    setProblems({});
    props.onApply(NO_FILTERS);
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={apply} aria-label={t('topUps.filters')} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <DateRangeFilterFields
          value={values}
          problems={problems}
          labels={{ from: t('topUps.fromDate'), to: t('topUps.toDate') }}
          onChange={(name, typed) => setValues((current) => ({ ...current, [name]: typed }))}
          flex="1 1 150px"
        />
        <TextField
          select
          size="small"
          label={t('topUps.agency')}
          value={values.agencyId}
          onChange={(event) => setValues((current) => ({ ...current, agencyId: event.target.value }))}
          sx={{ flex: '2 1 220px' }}
        >
          <MenuItem value="">{t('topUps.allAgencies')}</MenuItem>
          {props.agencies.map((agency) => (
            <MenuItem key={agency.id} value={agency.id}>
              {agency.code} – {agency.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('topUps.status')}
          value={values.status}
          onChange={(event) => setValues((current) => ({ ...current, status: event.target.value as TopUpFilterValues['status'] }))}
          sx={{ flex: '1 1 160px' }}
        >
          <MenuItem value="">{t('topUps.allStatuses')}</MenuItem>
          {STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`topUps.statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained">
            {t('topUps.applyFilters')}
          </Button>
          <Button onClick={reset}>{t('topUps.clearFilters')}</Button>
        </Box>
      </Box>
    </Paper>
  );
}
