// The sale report's question: period (typed dd/MM/yyyy), mode, sub-agency, product, airline, line kind and a search text.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  MAX_SALE_REPORT_DAYS,
  SALE_LINE_KINDS,
  SALE_PRODUCTS,
  SALE_REPORT_MODES,
  type TStatementAgencyOption,
} from '@portal/contracts';
import { checkTypedPeriod, displayDay, type PeriodProblem } from '../../../components/report/report-period';
import { ReportPeriodFields } from '../../../components/report/ReportPeriodFields';
import { agencyOptions, ReportSelect, type ReportOption } from '../../../components/report/ReportSelect';
import type { SaleReportView } from './sale-report-address';

type Filters = Omit<SaleReportView, 'period' | 'sort' | 'order' | 'page' | 'pageSize'>;

type SaleReportFiltersProps = {
  view: SaleReportView;
  /** The caller's agency and those below it; the first is the caller's own (no filter). */
  agencies: readonly TStatementAgencyOption[];
  serverErrors: Record<string, string>;
  isBusy: boolean;
  onSubmit: (change: Partial<SaleReportView>) => void;
};

export function SaleReportFilters({ view, agencies, serverErrors, isBusy, onSubmit }: SaleReportFiltersProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState({ from: displayDay(view.period.from), to: displayDay(view.period.to) });
  const [filters, setFilters] = useState<Filters>({
    mode: view.mode,
    subAgencyId: view.subAgencyId,
    product: view.product,
    airline: view.airline,
    status: view.status,
    q: view.q,
  });
  const [problems, setProblems] = useState<Partial<Record<'from' | 'to', PeriodProblem>>>({});

  const fieldError = (field: 'from' | 'to') =>
    (problems[field] ? t(`saleReport.errors.${problems[field]}`, { days: MAX_SALE_REPORT_DAYS }) : undefined) ??
    serverErrors[field];
  const set = (field: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTypedPeriod(typed, { maxDays: MAX_SALE_REPORT_DAYS });
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    onSubmit({
      ...filters,
      airline: filters.airline.trim().toUpperCase(),
      q: filters.q.trim(),
      period: checked.period,
      page: 0,
    });
  };

  const select = (field: keyof Filters, options: readonly ReportOption[], flex?: string) => (
    <ReportSelect
      label={t(`saleReport.filters.${field}`)}
      value={filters[field]}
      options={options}
      onChange={(value) => setFilters((current) => ({ ...current, [field]: value }))}
      error={serverErrors[field]}
      flex={flex}
    />
  );
  const all = { value: '', label: t('saleReport.filters.all') };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('saleReport.filters.label')}
      data-print="hide"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <ReportPeriodFields
        value={typed}
        labels={{ from: t('saleReport.filters.from'), to: t('saleReport.filters.to') }}
        errors={{ from: fieldError('from'), to: fieldError('to') }}
        onChange={(field, text) => setTyped((current) => ({ ...current, [field]: text }))}
      />
      {select(
        'mode',
        SALE_REPORT_MODES.map((mode) => ({ value: mode, label: t(`saleReport.modes.${mode}`) })),
        '2 1 240px',
      )}
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
        ...SALE_PRODUCTS.map((product) => ({ value: product, label: t(`saleReport.products.${product}`) })),
      ])}
      {select('status', [
        all,
        ...SALE_LINE_KINDS.map((kind) => ({ value: kind, label: t(`saleReport.kinds.${kind}`) })),
      ])}
      <TextField
        label={t('saleReport.filters.airline')}
        value={filters.airline}
        onChange={set('airline')}
        error={Boolean(serverErrors.airline)}
        helperText={serverErrors.airline}
        size="small"
        slotProps={{ htmlInput: { maxLength: 2, autoComplete: 'off' } }}
        sx={{ flex: '0 1 110px', minWidth: 0 }}
      />
      <TextField
        label={t('saleReport.filters.q')}
        value={filters.q}
        onChange={set('q')}
        error={Boolean(serverErrors.q)}
        helperText={serverErrors.q}
        size="small"
        slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'off' } }}
        sx={{ flex: '2 1 220px', minWidth: 0 }}
      />
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ flex: '0 0 auto', minHeight: 40 }}>
        {t('saleReport.filters.show')}
      </Button>
    </Box>
  );
}
