// The VNA summary's question: agency (own tree or one sub-agency), by flight or issue date, period (typed dd/MM/yyyy).
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FLIGHT_DATA_MODES, MAX_FLIGHT_DATA_DAYS, type TFlightDataMode } from '@portal/contracts';
import { checkTypedPeriod, displayDay, type PeriodProblem } from '../../../components/report/report-period';
import { ReportPeriodFields } from '../../../components/report/ReportPeriodFields';
import { agencyOptions, ReportSelect, type ReportAgencyChoice } from '../../../components/report/ReportSelect';
import type { VnaSummaryArgs } from '../api/vna-summary-report';

type Props = {
  agencies: readonly ReportAgencyChoice[];
  value: VnaSummaryArgs;
  serverErrors: Record<string, string>;
  isBusy: boolean;
  onSubmit: (args: VnaSummaryArgs) => void;
};

export function VnaSummaryFilters({ agencies, value, serverErrors, isBusy, onSubmit }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    subAgencyId: value.subAgencyId ?? '',
    mode: value.mode,
    from: displayDay(value.from),
    to: displayDay(value.to),
  });
  const [problems, setProblems] = useState<Partial<Record<'from' | 'to', PeriodProblem>>>({});
  const fieldError = (field: 'from' | 'to') =>
    (problems[field] ? t(`flightReports.errors.${problems[field]}`, { days: MAX_FLIGHT_DATA_DAYS }) : undefined) ??
    serverErrors[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTypedPeriod(draft, { maxDays: MAX_FLIGHT_DATA_DAYS });
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    onSubmit({ ...checked.period, mode: draft.mode, subAgencyId: draft.subAgencyId || undefined });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('flightReports.filters')}
      data-print="hide"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <ReportSelect
        label={t('flightReports.agency')}
        value={draft.subAgencyId}
        options={agencyOptions(agencies, { everyLabel: t('flightReports.wholeTree') })}
        onChange={(value) => setDraft((current) => ({ ...current, subAgencyId: value }))}
        error={serverErrors.subAgencyId}
        flex="2 1 240px"
      />
      <ReportSelect
        label={t('flightReports.mode')}
        value={draft.mode}
        options={FLIGHT_DATA_MODES.map((mode) => ({ value: mode, label: t(`flightReports.modes.${mode}`) }))}
        onChange={(value) => setDraft((current) => ({ ...current, mode: value as TFlightDataMode }))}
        flex="1 1 150px"
      />
      <ReportPeriodFields
        value={draft}
        labels={{ from: t('flightReports.from'), to: t('flightReports.to') }}
        errors={{ from: fieldError('from'), to: fieldError('to') }}
        onChange={(field, typed) => setDraft((current) => ({ ...current, [field]: typed }))}
      />
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ flex: '0 0 auto', minHeight: 40 }}>
        {t('flightReports.show')}
      </Button>
    </Box>
  );
}
