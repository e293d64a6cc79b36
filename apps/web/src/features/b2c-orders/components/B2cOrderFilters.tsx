// /b2c/list-order's filter form: status, kind, one search box (order number, phone, name), created days, sort.
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { B2C_ORDER_KINDS, B2C_ORDER_SORT_KEYS, B2C_ORDER_STATUSES } from '@portal/contracts';
import { DateRangeFilterFields } from '../../../components/DateRangeFilterFields';
import { FilterPanel } from '../../../components/FilterPanel';
import { useFilterForm } from '../../../components/use-filter-form';
import {
  checkB2cFilters,
  NO_B2C_FILTERS,
  type B2cFilterProblems,
  type B2cFilterValues,
  type B2cSortKey,
} from '../model/order-filters';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

export function B2cOrderFilters(props: { initial: B2cFilterValues; onApply(values: B2cFilterValues): void }) {
  const { t } = useTranslation();
  const form = useFilterForm<B2cFilterValues, B2cFilterProblems>({
    none: NO_B2C_FILTERS,
    initial: props.initial,
    check: (values) =>
      checkB2cFilters(values, { dateInvalid: t('b2cOrders.dateInvalid'), toBeforeFrom: t('b2cOrders.toBeforeFrom') }),
    onApply: props.onApply,
  });
  const { values } = form;
  return (
    <FilterPanel
      label={t('b2cOrders.filters.label')}
      applyLabel={t('b2cOrders.filters.apply')}
      clearLabel={t('b2cOrders.filters.clear')}
      onApply={form.apply}
      onClear={form.clear}
      tallButtons
    >
      <TextField
        select
        size="small"
        label={t('b2cOrders.filters.status')}
        value={values.status}
        onChange={(event) => form.set('status', event.target.value as B2cFilterValues['status'])}
        slotProps={native}
        sx={{ flex: '1 1 160px' }}
      >
        <option value="">{t('b2cOrders.filters.all')}</option>
        {B2C_ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status} – {t(`b2cOrders.status.${status}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('b2cOrders.filters.kind')}
        value={values.kind}
        onChange={(event) => form.set('kind', event.target.value as B2cFilterValues['kind'])}
        slotProps={native}
        sx={{ flex: '1 1 140px' }}
      >
        <option value="">{t('b2cOrders.filters.all')}</option>
        {B2C_ORDER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`b2cOrders.kind.${kind}`)}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('b2cOrders.filters.q')}
        value={values.q}
        onChange={(event) => form.set('q', event.target.value)}
        sx={{ flex: '2 1 240px' }}
      />
      <DateRangeFilterFields
        value={{ from: values.createdFrom, to: values.createdTo }}
        problems={form.problems.created ?? {}}
        labels={{ from: t('b2cOrders.filters.createdFrom'), to: t('b2cOrders.filters.createdTo') }}
        onChange={(name, typed) => form.set(name === 'from' ? 'createdFrom' : 'createdTo', typed)}
      />
      <TextField
        select
        size="small"
        label={t('b2cOrders.filters.sort')}
        value={`${values.sort}:${values.order}`}
        onChange={(event) => {
          const [sort, order] = event.target.value.split(':');
          form.update({ sort: sort as B2cSortKey, order: order === 'asc' ? 'asc' : 'desc' });
        }}
        slotProps={native}
        sx={{ flex: '1 1 180px' }}
      >
        {B2C_ORDER_SORT_KEYS.flatMap((sort) =>
          (['desc', 'asc'] as const).map((order) => (
            <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
              {t(`b2cOrders.sorts.${sort}`)} {order === 'asc' ? '↑' : '↓'}
            </option>
          )),
        )}
      </TextField>
    </FilterPanel>
  );
}
