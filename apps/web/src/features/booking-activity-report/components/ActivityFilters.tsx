// The booking activity reports' question: the agency (everything the user sees or one sub-agency), a grouping or an
// interval, and the period of days the bookings were made in.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MAX_ACTIVITY_DAYS } from '@portal/contracts';
import { checkTypedPeriod, displayDay, type PeriodProblem } from '../../../components/report/report-period';
import { ReportPeriodFields } from '../../../components/report/ReportPeriodFields';
import type { ActivityPeriodArgs } from '../api/booking-activity';

export type AgencyChoice = { id: string; code: string; name: string; depth: number };

type Props<Choice extends string> = {
  agencies: readonly AgencyChoice[];
  value: ActivityPeriodArgs;
  /** The grouping (customer services) or interval (sales analysis) select: its label, options and value. */
  choice: { label: string; options: readonly Choice[]; value: Choice; optionLabel: (option: Choice) => string };
  serverErrors: Record<string, string>;
  isBusy: boolean;
  onSubmit: (args: ActivityPeriodArgs, choice: Choice) => void;
};

export function ActivityFilters<Choice extends string>(props: Props<Choice>) {
  const { agencies, value, choice, serverErrors, isBusy, onSubmit } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    subAgencyId: value.subAgencyId ?? '',
    choice: choice.value,
    from: displayDay(value.from),
    to: displayDay(value.to),
  });
  const [problems, setProblems] = useState<Partial<Record<'from' | 'to', PeriodProblem>>>({});
  const fieldError = (field: 'from' | 'to') =>
    (problems[field] ? t(`bookingActivity.errors.${problems[field]}`, { days: MAX_ACTIVITY_DAYS }) : undefined) ??
    serverErrors[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTypedPeriod(draft, { maxDays: MAX_ACTIVITY_DAYS });
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    onSubmit({ ...checked.period, subAgencyId: draft.subAgencyId || undefined }, draft.choice);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('bookingActivity.filters')}
      data-print="hide"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      {agencies.length > 1 ? (
        <TextField
          select
          label={t('bookingActivity.agency')}
          value={agencies.some((agency) => agency.id === draft.subAgencyId) ? draft.subAgencyId : ''}
          onChange={(event) => setDraft((current) => ({ ...current, subAgencyId: event.target.value }))}
          error={Boolean(serverErrors.subAgencyId)}
          helperText={serverErrors.subAgencyId}
          size="small"
          sx={{ flex: '2 1 240px', minWidth: 0 }}
        >
          <MenuItem value="">{t('bookingActivity.everyAgency')}</MenuItem>
          {agencies.map((agency) => (
            <MenuItem key={agency.id} value={agency.id} sx={{ pl: 2 + agency.depth * 2 }}>
              {`${agency.code} — ${agency.name}`}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        label={choice.label}
        value={draft.choice}
        onChange={(event) => setDraft((current) => ({ ...current, choice: event.target.value as Choice }))}
        size="small"
        sx={{ flex: '1 1 160px' }}
      >
        {choice.options.map((option) => (
          <MenuItem key={option} value={option}>
            {choice.optionLabel(option)}
          </MenuItem>
        ))}
      </TextField>
      <ReportPeriodFields
        value={draft}
        labels={{ from: t('bookingActivity.from'), to: t('bookingActivity.to') }}
        errors={{ from: fieldError('from'), to: fieldError('to') }}
        onChange={(field, typed) => setDraft((current) => ({ ...current, [field]: typed }))}
      />
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ flex: '0 0 auto', minHeight: 40 }}>
        {t('bookingActivity.show')}
      </Button>
    </Box>
  );
}
