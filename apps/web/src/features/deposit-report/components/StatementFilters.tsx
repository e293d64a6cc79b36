// The statement's question: which agency, from and to which day (typed dd/MM/yyyy), checked before it is asked.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import {
  checkTypedPeriod,
  displayDay,
  type PeriodProblem,
  type ReportPeriod,
} from '../../../components/report/report-period';
import { ReportPeriodFields } from '../../../components/report/ReportPeriodFields';
import { agencyOptions, ReportSelect, type ReportAgencyChoice } from '../../../components/report/ReportSelect';

/** The API's limit (MAX_STATEMENT_DAYS in the contracts, kept equal by a test): a leap year, both ends included. */
export const STATEMENT_MAX_DAYS = 366;

type StatementFiltersProps = {
  agencies: readonly ReportAgencyChoice[];
  agencyId: string;
  period: ReportPeriod;
  /** The server's complaints about the last request, by field. */
  serverErrors: Record<string, string>;
  isBusy: boolean;
  onSubmit: (request: { agencyId: string; period: ReportPeriod }) => void;
};

export function StatementFilters({
  agencies,
  agencyId,
  period,
  serverErrors,
  isBusy,
  onSubmit,
}: StatementFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ agencyId, from: displayDay(period.from), to: displayDay(period.to) });
  const [problems, setProblems] = useState<Partial<Record<'from' | 'to', PeriodProblem>>>({});

  const problemText = (problem: PeriodProblem | undefined) =>
    problem ? t(`depositReport.errors.${problem}`, { days: STATEMENT_MAX_DAYS }) : undefined;
  const fieldError = (field: 'from' | 'to') => problemText(problems[field]) ?? serverErrors[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTypedPeriod(draft, { maxDays: STATEMENT_MAX_DAYS });
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
      aria-label={t('depositReport.filters')}
      data-print="hide"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <ReportSelect
        label={t('depositReport.agency')}
        value={draft.agencyId}
        options={agencyOptions(agencies, {
          text: (agency) => t('depositReport.agencyOption', { code: agency.code, name: agency.name }),
        })}
        onChange={(value) => setDraft((current) => ({ ...current, agencyId: value }))}
        error={serverErrors.agencyId}
        flex="2 1 280px"
      />
      <ReportPeriodFields
        value={draft}
        labels={{ from: t('depositReport.from'), to: t('depositReport.to') }}
        errors={{ from: fieldError('from'), to: fieldError('to') }}
        onChange={(field, typed) => setDraft((current) => ({ ...current, [field]: typed }))}
      />
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ flex: '0 0 auto', minHeight: 40 }}>
        {t('depositReport.show')}
      </Button>
    </Box>
  );
}
