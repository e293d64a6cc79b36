// /train/status's filter form: status, booking code, a name, train number, booked and departure days (dd/MM/yyyy),
// and the sort; checked on apply (a day that is not real, or a range backwards, is named by its field).
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TRAIN_BOOKING_SORT_KEYS, TRAIN_BOOKING_STATUSES } from '@portal/contracts';
import { DateRangeFilterFields } from '../../../components/DateRangeFilterFields';
import { FilterPanel } from '../../../components/FilterPanel';
import { useFilterForm } from '../../../components/use-filter-form';
import {
  checkStatusFilters,
  NO_FILTERS,
  type StatusFilterProblems,
  type StatusFilterValues,
  type TrainSortKey,
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
  const native = { select: { native: true } } as const;
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
      <TextField
        select
        size="small"
        label={t('trainBooking.statusList.filters.status')}
        value={values.status}
        onChange={(event) => form.set('status', event.target.value as StatusFilterValues['status'])}
        slotProps={native}
        sx={{ flex: '1 1 140px' }}
      >
        <option value="">{t('trainBooking.statusList.filters.allStatuses')}</option>
        {TRAIN_BOOKING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`trainBooking.status.${status}`)}
          </option>
        ))}
      </TextField>
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
      <TextField
        select
        size="small"
        label={t('trainBooking.statusList.filters.sort')}
        value={`${values.sort}:${values.order}`}
        onChange={(event) => {
          const [sort, order] = event.target.value.split(':');
          form.update({ sort: sort as TrainSortKey, order: order === 'asc' ? 'asc' : 'desc' });
        }}
        slotProps={native}
        sx={{ flex: '1 1 180px' }}
      >
        {TRAIN_BOOKING_SORT_KEYS.flatMap((sort) =>
          (['desc', 'asc'] as const).map((order) => (
            <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
              {t(`trainBooking.statusList.sorts.${sort}.${order}`)}
            </option>
          )),
        )}
      </TextField>
    </FilterPanel>
  );
}
