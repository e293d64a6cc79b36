// An order list's filter form (eSIM orders, B2C orders): status, the screen's own drop-downs, one search box, the
// created days (dd/MM/yyyy) and the sort; checked on apply (a day that is not real, or a range backwards, is named).
import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { dateRangeProblems, type DateRangeProblems } from '../lib/dates/filter-dates';
import type { OrderListFilterValues } from '../lib/order-list-filters';
import { DateRangeFilterFields } from './DateRangeFilterFields';
import { FilterPanel } from './FilterPanel';
import type { FilterOption } from './FilterSelect';
import { NativeFilterSelect, SortFilterSelect } from './NativeFilterSelect';
import { useFilterForm } from './use-filter-form';

type Problems = { created?: DateRangeProblems };

export function OrderListFilters<V extends OrderListFilterValues>(props: {
  /** Where the screen's texts are: `filters.*` (label, apply, clear, status, q, createdFrom, createdTo, sort),
   * `dateInvalid` and `toBeforeFrom` below it. */
  texts: 'b2cOrders' | 'esim.list';
  /** What clearing sets. */
  none: V;
  initial: V;
  onApply: (values: V) => void;
  allStatusesLabel: string;
  statuses: readonly FilterOption[];
  statusFlex: string;
  sortKeys: readonly V['sort'][];
  sortLabel: (sort: V['sort'], order: 'asc' | 'desc') => string;
  /** The screen's own fields, after the status. */
  more?: (values: V, update: (patch: Partial<V>) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const text = (key: string) => t(`${props.texts}.filters.${key}`);
  const messages = { dateInvalid: t(`${props.texts}.dateInvalid`), toBeforeFrom: t(`${props.texts}.toBeforeFrom`) };
  const form = useFilterForm<V, Problems>({
    none: props.none,
    initial: props.initial,
    check: (values) => {
      const created = dateRangeProblems({ from: values.createdFrom, to: values.createdTo }, messages);
      return Object.keys(created).length ? { created } : {};
    },
    onApply: props.onApply,
  });
  const { values } = form;
  // The fields' values are the filter values' own (the options are the screen's statuses and sort keys).
  const update = (patch: Partial<OrderListFilterValues>) => form.update(patch as Partial<V>);
  return (
    <FilterPanel
      label={text('label')}
      applyLabel={text('apply')}
      clearLabel={text('clear')}
      onApply={form.apply}
      onClear={form.clear}
      tallButtons
    >
      <NativeFilterSelect
        label={text('status')}
        value={values.status}
        onChange={(status) => update({ status })}
        allLabel={props.allStatusesLabel}
        options={props.statuses}
        flex={props.statusFlex}
      />
      {props.more?.(values, form.update)}
      <TextField
        size="small"
        label={text('q')}
        value={values.q}
        onChange={(event) => update({ q: event.target.value })}
        sx={{ flex: '2 1 240px' }}
      />
      <DateRangeFilterFields
        value={{ from: values.createdFrom, to: values.createdTo }}
        problems={form.problems.created ?? {}}
        labels={{ from: text('createdFrom'), to: text('createdTo') }}
        onChange={(name, typed) => update(name === 'from' ? { createdFrom: typed } : { createdTo: typed })}
      />
      <SortFilterSelect
        label={text('sort')}
        keys={props.sortKeys}
        sort={values.sort}
        order={values.order}
        optionLabel={props.sortLabel}
        onChange={(sort, order) => update({ sort, order })}
      />
    </FilterPanel>
  );
}
