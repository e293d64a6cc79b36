// The debit total report's question: from and to which day (typed dd/MM/yyyy), direct sub-agencies or every level.
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
import { ReportSelect } from '../../../components/report/ReportSelect';
import type { DebitTotalLevels } from '../api/get-debit-total-report';

type DebitTotalFiltersProps = {
  levels: DebitTotalLevels;
  period: ReportPeriod;
  serverErrors: Record<string, string>;
  isBusy: boolean;
  onSubmit: (request: { levels: DebitTotalLevels; period: ReportPeriod }) => void;
};

export function DebitTotalFilters({ levels, period, serverErrors, isBusy, onSubmit }: DebitTotalFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ levels, from: displayDay(period.from), to: displayDay(period.to) });
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
    onSubmit({ levels: draft.levels, period: checked.period });
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
      <ReportPeriodFields
        value={draft}
        labels={{ from: t('debitReports.from'), to: t('debitReports.to') }}
        errors={{ from: fieldError('from'), to: fieldError('to') }}
        onChange={(field, typed) => setDraft((current) => ({ ...current, [field]: typed }))}
      />
      <ReportSelect
        label={t('debitReports.total.levels')}
        value={draft.levels}
        options={[
          { value: 'children', label: t('debitReports.total.levelChildren') },
          { value: 'all', label: t('debitReports.total.levelAll') },
        ]}
        onChange={(value) => setDraft((current) => ({ ...current, levels: value as DebitTotalLevels }))}
        flex="1 1 220px"
      />
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ flex: '0 0 auto', minHeight: 40 }}>
        {t('debitReports.show')}
      </Button>
    </Box>
  );
}
