// The debit report's question: which agency (own or below, the sub-agency chooser), from and to which day (typed dd/MM/yyyy).
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { MAX_STATEMENT_DAYS } from '@portal/contracts';
import {
  checkTypedPeriod,
  displayDay,
  type PeriodProblem,
  type ReportPeriod,
} from '../../../components/report/report-period';
import { ReportPeriodFields } from '../../../components/report/ReportPeriodFields';
import { agencyOptions, ReportSelect, type ReportAgencyChoice } from '../../../components/report/ReportSelect';

type DebitFiltersProps = {
  agencies: readonly ReportAgencyChoice[];
  agencyId: string;
  period: ReportPeriod;
  serverErrors: Record<string, string>;
  isBusy: boolean;
  onSubmit: (request: { agencyId: string; period: ReportPeriod }) => void;
};

export function DebitFilters({ agencies, agencyId, period, serverErrors, isBusy, onSubmit }: DebitFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ agencyId, from: displayDay(period.from), to: displayDay(period.to) });
  const [problems, setProblems] = useState<Partial<Record<'from' | 'to', PeriodProblem>>>({});
  const fieldError = (field: 'from' | 'to') => {
    const problem = problems[field];
    return problem ? t(`debitReports.errors.${problem}`, { days: MAX_STATEMENT_DAYS }) : serverErrors[field];
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTypedPeriod(draft, { maxDays: MAX_STATEMENT_DAYS });
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    onSubmit({ agencyId: draft.agencyId, period: checked.period });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('debitReports.filters')}
      data-print="hide"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <ReportSelect
        label={t('debitReports.agency')}
        value={draft.agencyId}
        options={agencyOptions(agencies)}
        onChange={(value) => setDraft((current) => ({ ...current, agencyId: value }))}
        error={serverErrors.agencyId}
        flex="2 1 280px"
      />
      <ReportPeriodFields
        value={draft}
        labels={{ from: t('debitReports.from'), to: t('debitReports.to') }}
        errors={{ from: fieldError('from'), to: fieldError('to') }}
        onChange={(field, typed) => setDraft((current) => ({ ...current, [field]: typed }))}
      />
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ flex: '0 0 auto', minHeight: 40 }}>
        {t('debitReports.show')}
      </Button>
    </Box>
  );
}
