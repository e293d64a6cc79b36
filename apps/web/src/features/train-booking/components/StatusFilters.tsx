// /train/status's filter form: status, booking code, a name, train number, booked and departure days (dd/MM/yyyy),
// and the sort; checked on apply (a day that is not real, or a range backwards, is named by its field).
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TRAIN_BOOKING_SORT_KEYS, TRAIN_BOOKING_STATUSES } from '@portal/contracts';
import { DateRangeFilterFields } from '../../../components/DateRangeFilterFields';
import { FilterPanel } from '../../../components/FilterPanel';
import { NativeFilterSelect, SortFilterSelect } from '../../../components/NativeFilterSelect';
import { useFilterForm } from '../../../components/use-filter-form';
import {
  checkStatusFilters,
  NO_FILTERS,
  type StatusFilterProblems,
  type StatusFilterValues,
} from '../model/status-filters';

export function StatusFilters({
  initial,
  onApply,
}: {
  initial: StatusFilterValues;
  onApply: (values: StatusFilterValues) => void;
}) {
  const { t } = useTranslation();
  const messages = {
    dateInvalid: t('trainBooking.statusList.dateInvalid'),
    toBeforeFrom: t('trainBooking.statusList.toBeforeFrom'),
  };
  const form = useFilterForm<StatusFilterValues, StatusFilterProblems>({
    none: NO_FILTERS,
    initial,
    check: (values) => checkStatusFilters(values, messages),
    onApply,
  });
  const { values } = form;
  const text = (name: 'code' | 'name' | 'trainNumber') => (
    <TextField
      size="small"
      label={t(`trainBooking.statusList.filters.${name}`)}
      value={values[name]}
      onChange={(event) => form.set(name, event.target.value)}
      sx={{ flex: '1 1 140px' }}
    />
  );
  return (
    <FilterPanel
      label={t('trainBooking.statusList.filters.label')}
      applyLabel={t('trainBooking.statusList.filters.apply')}
      clearLabel={t('trainBooking.statusList.filters.clear')}
      onApply={form.apply}
      onClear={form.clear}
      tallButtons
    >
      <NativeFilterSelect
        label={t('trainBooking.statusList.filters.status')}
        value={values.status}
        onChange={(status) => form.set('status', status as StatusFilterValues['status'])}
        allLabel={t('trainBooking.statusList.filters.allStatuses')}
        options={TRAIN_BOOKING_STATUSES.map((status) => ({ value: status, label: t(`trainBooking.status.${status}`) }))}
        flex="1 1 140px"
        isLabelShrunk={false}
      />
      {text('code')}
      {text('name')}
      {text('trainNumber')}
      <DateRangeFilterFields
        value={{ from: values.bookedFrom, to: values.bookedTo }}
        problems={form.problems.booked ?? {}}
        labels={{
          from: t('trainBooking.statusList.filters.bookedFrom'),
          to: t('trainBooking.statusList.filters.bookedTo'),
        }}
        onChange={(name, typed) => form.set(name === 'from' ? 'bookedFrom' : 'bookedTo', typed)}
      />
      <DateRangeFilterFields
        value={{ from: values.departFrom, to: values.departTo }}
        problems={form.problems.depart ?? {}}
        labels={{
          from: t('trainBooking.statusList.filters.departFrom'),
          to: t('trainBooking.statusList.filters.departTo'),
        }}
        onChange={(name, typed) => form.set(name === 'from' ? 'departFrom' : 'departTo', typed)}
      />
      <SortFilterSelect
        label={t('trainBooking.statusList.filters.sort')}
        keys={TRAIN_BOOKING_SORT_KEYS}
        sort={values.sort}
        order={values.order}
        optionLabel={(sort, order) => t(`trainBooking.statusList.sorts.${sort}.${order}`)}
        onChange={(sort, order) => form.update({ sort, order })}
        isLabelShrunk={false}
      />
    </FilterPanel>
  );
}
