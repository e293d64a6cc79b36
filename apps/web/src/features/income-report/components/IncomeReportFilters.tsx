// The income report's question: period (typed dd/MM/yyyy), date mode, grouping, interval (periods), sub-agency, product.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import {
  INCOME_GROUPS,
  INCOME_INTERVALS,
  INCOME_REPORT_MODES,
  MAX_SALE_REPORT_DAYS,
  SALE_PRODUCTS,
  type TStatementAgencyOption,
} from '@portal/contracts';
import { checkTypedPeriod, displayDay, type PeriodProblem } from '../../../components/report/report-period';
import { ReportPeriodFields } from '../../../components/report/ReportPeriodFields';
import { agencyOptions, ReportSelect, type ReportOption } from '../../../components/report/ReportSelect';
import type { IncomeReportView } from './income-report-address';

type Choices = Omit<IncomeReportView, 'period'>;

type IncomeReportFiltersProps = {
  view: IncomeReportView;
  /** The caller's agency and those below it; the first is the caller's own (no filter). */
  agencies: readonly TStatementAgencyOption[];
  serverErrors: Record<string, string>;
  isBusy: boolean;
  onSubmit: (view: IncomeReportView) => void;
};

export function IncomeReportFilters({ view, agencies, serverErrors, isBusy, onSubmit }: IncomeReportFiltersProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState({ from: displayDay(view.period.from), to: displayDay(view.period.to) });
  const [choices, setChoices] = useState<Choices>({
    mode: view.mode,
    groupBy: view.groupBy,
    interval: view.interval,
    subAgencyId: view.subAgencyId,
    product: view.product,
  });
  const [problems, setProblems] = useState<Partial<Record<'from' | 'to', PeriodProblem>>>({});

  const fieldError = (field: 'from' | 'to') =>
    (problems[field] ? t(`incomeReport.errors.${problems[field]}`, { days: MAX_SALE_REPORT_DAYS }) : undefined) ??
    serverErrors[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTypedPeriod(typed, { maxDays: MAX_SALE_REPORT_DAYS });
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    onSubmit({ ...choices, period: checked.period });
  };

  const select = (field: keyof Choices, options: readonly ReportOption[], flex?: string) => (
    <ReportSelect
      label={t(`incomeReport.filters.${field}`)}
      value={choices[field]}
      options={options}
      onChange={(value) => setChoices((current) => ({ ...current, [field]: value }))}
      error={serverErrors[field]}
      flex={flex}
    />
  );
  const all = { value: '', label: t('incomeReport.filters.all') };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('incomeReport.filters.label')}
      data-print="hide"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <ReportPeriodFields
        value={typed}
        labels={{ from: t('incomeReport.filters.from'), to: t('incomeReport.filters.to') }}
        errors={{ from: fieldError('from'), to: fieldError('to') }}
        onChange={(field, text) => setTyped((current) => ({ ...current, [field]: text }))}
      />
      {select(
        'mode',
        INCOME_REPORT_MODES.map((mode) => ({ value: mode, label: t(`incomeReport.modes.${mode}`) })),
      )}
      {select(
        'groupBy',
        INCOME_GROUPS.map((group) => ({ value: group, label: t(`incomeReport.groups.${group}`) })),
      )}
      {choices.groupBy === 'PERIOD'
        ? select(
            'interval',
            INCOME_INTERVALS.map((interval) => ({ value: interval, label: t(`incomeReport.intervals.${interval}`) })),
            '0 1 130px',
          )
        : null}
      {select(
        'subAgencyId',
        agencyOptions(
          agencies.filter((agency) => agency.depth > 0),
          { everyLabel: all.label },
        ),
        '2 1 240px',
      )}
      {select('product', [
        all,
        ...SALE_PRODUCTS.map((product) => ({ value: product, label: t(`incomeReport.products.${product}`) })),
      ])}
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ flex: '0 0 auto', minHeight: 40 }}>
        {t('incomeReport.filters.show')}
      </Button>
    </Box>
  );
}
