// The audit log's filters: from / to (dd/MM/yyyy), kind of event and who did it, applied together.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TAuditEventGroup, TAuditLogScopeResponse } from '@portal/contracts';
import { AUDIT_EVENT_GROUP_NAMES } from '@portal/contracts/audit-log/audit-log';
import { DateRangeFilterFields } from '../../../components/DateRangeFilterFields';
import { dateRangeProblems, type DateRangeProblems } from '../../../lib/dates/filter-dates';

export type AuditLogFilterValues = { from: string; to: string; event: '' | TAuditEventGroup; actorId: string };
export const NO_FILTERS: AuditLogFilterValues = { from: '', to: '', event: '', actorId: '' };

export function AuditLogFilters(props: { scope: TAuditLogScopeResponse | undefined; onApply: (filters: AuditLogFilterValues) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AuditLogFilterValues>(NO_FILTERS);
  const [problems, setProblems] = useState<DateRangeProblems>({});
  const agencyCodes = new Map((props.scope?.agencies ?? []).map((agency) => [agency.id, agency.code]));
  const users = props.scope?.users ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = dateRangeProblems(values, { dateInvalid: t('auditLog.errors.dateInvalid'), toBeforeFrom: t('auditLog.errors.toBeforeFrom') });
    setProblems(found);
    if (Object.keys(found).length === 0) props.onApply(values);
  };

  const reset = () => {
    setValues(NO_FILTERS);
    setProblems({});
    props.onApply(NO_FILTERS);
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={apply} aria-label={t('auditLog.filters')} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <DateRangeFilterFields
          value={values}
          problems={problems}
          labels={{ from: t('auditLog.fromDate'), to: t('auditLog.toDate') }}
          onChange={(name, typed) => setValues((current) => ({ ...current, [name]: typed }))}
        />
        <TextField
          select
          size="small"
          label={t('auditLog.columns.event')}
          value={values.event}
          onChange={(event) => setValues((current) => ({ ...current, event: event.target.value as AuditLogFilterValues['event'] }))}
          sx={{ flex: '1 1 200px' }}
        >
          <MenuItem value="">{t('auditLog.all')}</MenuItem>
          {AUDIT_EVENT_GROUP_NAMES.map((group) => (
            <MenuItem key={group} value={group}>
              {t(`auditLog.eventGroups.${group}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('auditLog.columns.actor')}
          value={values.actorId}
          onChange={(event) => setValues((current) => ({ ...current, actorId: event.target.value }))}
          sx={{ flex: '2 1 220px' }}
        >
          <MenuItem value="">{t('auditLog.all')}</MenuItem>
          {users.map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {user.username} – {user.fullName} ({agencyCodes.get(user.agencyId) ?? ''})
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained">
            {t('auditLog.applyFilters')}
          </Button>
          <Button onClick={reset}>{t('auditLog.clearFilters')}</Button>
        </Box>
      </Box>
    </Paper>
  );
}
