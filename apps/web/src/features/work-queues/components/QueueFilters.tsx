// A queue's filters: PNR, airline, booking system, sub-agency and booking days (typed dd/MM/yyyy), sent on "Lọc".
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { BOOKING_SYSTEMS } from '@portal/contracts';
import { FilterSelect } from '../../../components/FilterSelect';
import { ReportPeriodFields } from '../../../components/report/ReportPeriodFields';
import { displayDay, parseDisplayDay } from '../../../components/report/report-period';
import { useGetQueueScopeQuery } from '../api/get-queue-scope';
import type { QueueFilterValues } from '../queue-address';

type Props = {
  value: QueueFilterValues;
  serverErrors: Record<string, string>;
  isBusy: boolean;
  onSubmit: (filters: QueueFilterValues) => void;
};

export function QueueFilters({ value, serverErrors, isBusy, onSubmit }: Props) {
  const { t } = useTranslation();
  const scope = useGetQueueScopeQuery();
  const agencies = scope.data?.agencies ?? [];
  const [draft, setDraft] = useState({
    pnr: value.pnr ?? '',
    airline: value.airline ?? '',
    system: value.system ?? '',
    subAgencyId: value.subAgencyId ?? '',
    from: value.from ? displayDay(value.from) : '',
    to: value.to ? displayDay(value.to) : '',
  });
  const [dayErrors, setDayErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const set = (field: keyof typeof draft, text: string) => setDraft((current) => ({ ...current, [field]: text }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = draft.from.trim() ? parseDisplayDay(draft.from) : undefined;
    const to = draft.to.trim() ? parseDisplayDay(draft.to) : undefined;
    const errors: Partial<Record<'from' | 'to', string>> = {};
    if (draft.from.trim() && !from) errors.from = t('workQueues.errors.day');
    if (draft.to.trim() && !to) errors.to = t('workQueues.errors.day');
    if (from && to && to < from) errors.to = t('workQueues.errors.toBeforeFrom');
    setDayErrors(errors);
    if (Object.keys(errors).length > 0) return;
    onSubmit({
      pnr: draft.pnr.trim().toUpperCase() || undefined,
      airline: draft.airline.trim().toUpperCase() || undefined,
      system: draft.system || undefined,
      subAgencyId: draft.subAgencyId || undefined,
      from,
      to,
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('workQueues.filters')}
      data-print="hide"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        size="small"
        label={t('workQueues.pnr')}
        value={draft.pnr}
        onChange={(event) => set('pnr', event.target.value)}
        error={Boolean(serverErrors.pnr)}
        helperText={serverErrors.pnr}
        slotProps={{ htmlInput: { maxLength: 6 } }}
        sx={{ width: 120 }}
      />
      <TextField
        size="small"
        label={t('workQueues.airline')}
        value={draft.airline}
        onChange={(event) => set('airline', event.target.value)}
        error={Boolean(serverErrors.airline)}
        helperText={serverErrors.airline}
        slotProps={{ htmlInput: { maxLength: 2 } }}
        sx={{ width: 100 }}
      />
      <FilterSelect
        label={t('workQueues.system')}
        allLabel={t('workQueues.all')}
        options={BOOKING_SYSTEMS.map((system) => ({ value: system, label: system }))}
        value={draft.system}
        onChange={(event) => set('system', event.target.value)}
        sx={{ width: 140 }}
      />
      {agencies.length > 1 ? (
        <FilterSelect
          label={t('workQueues.subAgency')}
          allLabel={t('workQueues.all')}
          options={agencies.map((agency) => ({ value: agency.id, label: `${agency.code} – ${agency.name}` }))}
          value={agencies.some((agency) => agency.id === draft.subAgencyId) ? draft.subAgencyId : ''}
          onChange={(event) => set('subAgencyId', event.target.value)}
          error={Boolean(serverErrors.subAgencyId)}
          helperText={serverErrors.subAgencyId}
          sx={{ flex: '1 1 220px', minWidth: 0 }}
        />
      ) : null}
      <ReportPeriodFields
        value={{ from: draft.from, to: draft.to }}
        labels={{ from: t('workQueues.from'), to: t('workQueues.to') }}
        errors={{ from: dayErrors.from ?? serverErrors.from, to: dayErrors.to ?? serverErrors.to }}
        onChange={(field, typed) => set(field, typed)}
      />
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ minHeight: 40 }}>
        {t('workQueues.filter')}
      </Button>
    </Box>
  );
}
