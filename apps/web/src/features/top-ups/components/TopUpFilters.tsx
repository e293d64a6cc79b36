// The list's filters: requested from / to (dd/MM/yyyy), agency and status, applied together with one button.
import { useTranslation } from 'react-i18next';
import type { TTopUpAgency, TTopUpStatus } from '@portal/contracts';
import { DateRangeFilterFields } from '../../../components/DateRangeFilterFields';
import { FilterPanel } from '../../../components/FilterPanel';
import { FilterSelect } from '../../../components/FilterSelect';
import { useFilterForm } from '../../../components/use-filter-form';
import { dateRangeProblems } from '../../../lib/dates/filter-dates';

export type TopUpFilterValues = { from: string; to: string; agencyId: string; status: '' | TTopUpStatus };
export const NO_FILTERS: TopUpFilterValues = { from: '', to: '', agencyId: '', status: '' };

const STATUSES: TTopUpStatus[] = ['pending', 'confirmed', 'rejected'];

export function TopUpFilters(props: {
  agencies: readonly TTopUpAgency[];
  onApply: (filters: TopUpFilterValues) => void;
}) {
  const { t } = useTranslation();
  const form = useFilterForm({
    none: NO_FILTERS,
    check: (values) =>
      dateRangeProblems(values, {
        dateInvalid: t('topUps.errors.dateInvalid'),
        toBeforeFrom: t('topUps.errors.toBeforeFrom'),
      }),
    onApply: props.onApply,
  });

  return (
    <FilterPanel
      label={t('topUps.filters')}
      applyLabel={t('topUps.applyFilters')}
      clearLabel={t('topUps.clearFilters')}
      onApply={form.apply}
      onClear={form.clear}
    >
      <DateRangeFilterFields
        value={form.values}
        problems={form.problems}
        labels={{ from: t('topUps.fromDate'), to: t('topUps.toDate') }}
        onChange={form.set}
        flex="1 1 150px"
      />
      <FilterSelect
        label={t('topUps.agency')}
        value={form.values.agencyId}
        onChange={(event) => form.set('agencyId', event.target.value)}
        sx={{ flex: '2 1 220px' }}
        allLabel={t('topUps.allAgencies')}
        options={props.agencies.map((agency) => ({ value: agency.id, label: `${agency.code} – ${agency.name}` }))}
      />
      <FilterSelect
        label={t('topUps.status')}
        value={form.values.status}
        onChange={(event) => form.set('status', event.target.value as TopUpFilterValues['status'])}
        sx={{ flex: '1 1 160px' }}
        allLabel={t('topUps.allStatuses')}
        options={STATUSES.map((status) => ({ value: status, label: t(`topUps.statuses.${status}`) }))}
      />
    </FilterPanel>
  );
}
