// The booking activity reports' question: the agency (everything the user sees or one sub-agency), a grouping or an
// interval, and the period of days the bookings were made in.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { MAX_ACTIVITY_DAYS } from '@portal/contracts';
import { checkTypedPeriod, displayDay, type PeriodProblem } from '../../../components/report/report-period';
import { ReportPeriodFields } from '../../../components/report/ReportPeriodFields';
import { agencyOptions, ReportSelect, type ReportAgencyChoice } from '../../../components/report/ReportSelect';
import type { ActivityPeriodArgs } from '../api/booking-activity';

type Props<Choice extends string> = {
  agencies: readonly ReportAgencyChoice[];
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
        <ReportSelect
          label={t('bookingActivity.agency')}
          value={draft.subAgencyId}
          options={agencyOptions(agencies, { everyLabel: t('bookingActivity.everyAgency') })}
          onChange={(value) => setDraft((current) => ({ ...current, subAgencyId: value }))}
          error={serverErrors.subAgencyId}
          flex="2 1 240px"
        />
      ) : null}
      <ReportSelect
        label={choice.label}
        value={draft.choice}
        options={choice.options.map((option) => ({ value: option, label: choice.optionLabel(option) }))}
        onChange={(value) => setDraft((current) => ({ ...current, choice: value as Choice }))}
      />
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
