// /esim/list-order's filter form: status, one search box (order code, ICCID, customer's name, email or phone), the
// created days (dd/MM/yyyy) and the sort; checked on apply (a day that is not real, or a range backwards, is named).
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ESIM_ORDER_SORT_KEYS, ESIM_ORDER_STATUSES } from '@portal/contracts';
import { DateRangeFilterFields } from '../../../components/DateRangeFilterFields';
import { FilterPanel } from '../../../components/FilterPanel';
import { useFilterForm } from '../../../components/use-filter-form';
import {
  checkOrderFilters,
  NO_ORDER_FILTERS,
  type EsimSortKey,
  type OrderFilterProblems,
  type OrderFilterValues,
} from '../model/order-filters';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

export function OrderFilters({
  initial,
  onApply,
}: {
  initial: OrderFilterValues;
  onApply: (values: OrderFilterValues) => void;
}) {
  const { t } = useTranslation();
  const messages = { dateInvalid: t('esim.list.dateInvalid'), toBeforeFrom: t('esim.list.toBeforeFrom') };
  const form = useFilterForm<OrderFilterValues, OrderFilterProblems>({
    none: NO_ORDER_FILTERS,
    initial,
    check: (values) => checkOrderFilters(values, messages),
    onApply,
  });
  const { values } = form;
  return (
    <FilterPanel
      label={t('esim.list.filters.label')}
      applyLabel={t('esim.list.filters.apply')}
      clearLabel={t('esim.list.filters.clear')}
      onApply={form.apply}
      onClear={form.clear}
      tallButtons
    >
      <TextField
        select
        size="small"
        label={t('esim.list.filters.status')}
        value={values.status}
        onChange={(event) => form.set('status', event.target.value as OrderFilterValues['status'])}
        slotProps={native}
        sx={{ flex: '1 1 140px' }}
      >
        <option value="">{t('esim.list.filters.allStatuses')}</option>
        {ESIM_ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`esim.status.${status}`)}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('esim.list.filters.q')}
        value={values.q}
        onChange={(event) => form.set('q', event.target.value)}
        sx={{ flex: '2 1 240px' }}
      />
      <DateRangeFilterFields
        value={{ from: values.createdFrom, to: values.createdTo }}
        problems={form.problems.created ?? {}}
        labels={{ from: t('esim.list.filters.createdFrom'), to: t('esim.list.filters.createdTo') }}
        onChange={(name, typed) => form.set(name === 'from' ? 'createdFrom' : 'createdTo', typed)}
      />
      <TextField
        select
        size="small"
        label={t('esim.list.filters.sort')}
        value={`${values.sort}:${values.order}`}
        onChange={(event) => {
          const [sort, order] = event.target.value.split(':');
          form.update({ sort: sort as EsimSortKey, order: order === 'asc' ? 'asc' : 'desc' });
        }}
        slotProps={native}
        sx={{ flex: '1 1 180px' }}
      >
        {ESIM_ORDER_SORT_KEYS.flatMap((sort) =>
          (['desc', 'asc'] as const).map((order) => (
            <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
              {t(`esim.list.sorts.${sort}.${order}`)}
            </option>
          )),
        )}
      </TextField>
    </FilterPanel>
  );
}
