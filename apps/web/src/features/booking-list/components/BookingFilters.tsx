// The list's filters: PNR, passenger (accents or not), airline, system, status, booking and flight days, agency, agent.
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TReservationErrorScopeResponse } from '@portal/contracts';
import { BOOKING_SYSTEMS } from '@portal/contracts/suppliers/booking-systems';
import { bookingStatusName } from '../../../components/booking/booking-status';
import { FilterPanel } from '../../../components/FilterPanel';
import { FilterSelect } from '../../../components/FilterSelect';
import { useFilterForm } from '../../../components/use-filter-form';
import { maskTypedDate } from '../../../lib/dates/filter-dates';
import {
  FILTER_STATUSES,
  NO_FILTERS,
  PASSENGER_MAX,
  filterProblems,
  type BookingFilterValues,
  type FilterField,
} from '../booking-filters';

type BookingFiltersProps = {
  initial: BookingFilterValues;
  scope: TReservationErrorScopeResponse | undefined;
  /** The server's complaints about the last request, by field. */
  serverErrors: Record<string, string>;
  onApply: (filters: BookingFilterValues) => void;
};

export function BookingFilters({ initial, scope, serverErrors, onApply }: BookingFiltersProps) {
  const { t } = useTranslation();
  const form = useFilterForm({ initial, none: NO_FILTERS, check: filterProblems, onApply });
  const { values } = form;
  const agencies = scope?.agencies ?? [];
  const users = (scope?.users ?? []).filter((user) => !values.agencyId || user.agencyId === values.agencyId);

  const errorOf = (field: FilterField) => {
    const problem = form.problems[field];
    return problem ? t(`bookingList.errors.${problem}`, { max: PASSENGER_MAX }) : serverErrors[field];
  };

  const field = (name: FilterField, options: { flex: string; transform?: (text: string) => string }) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      form.update({
        [name]: options.transform ? options.transform(event.target.value) : event.target.value,
        ...(name === 'agencyId' ? { agentId: '' } : {}),
      }),
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    size: 'small' as const,
    sx: { flex: options.flex, minWidth: 0 },
  });

  const dateField = (name: 'bookedFrom' | 'bookedTo' | 'flightFrom' | 'flightTo') => (
    <TextField
      label={t(`bookingList.filters.${name}`)}
      placeholder="dd/MM/yyyy"
      {...field(name, { flex: '1 1 140px', transform: maskTypedDate })}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
    />
  );

  return (
    <FilterPanel
      label={t('bookingList.filters.title')}
      applyLabel={t('bookingList.filters.apply')}
      clearLabel={t('bookingList.filters.clear')}
      onApply={form.apply}
      onClear={form.clear}
      hideWhenPrinted
      tallButtons
    >
      <TextField
        label={t('bookingList.filters.pnr')}
        {...field('pnr', { flex: '1 1 120px', transform: (text) => text.toUpperCase() })}
        slotProps={{ htmlInput: { maxLength: 6, autoComplete: 'off', spellCheck: false } }}
      />
      <TextField
        label={t('bookingList.filters.passenger')}
        {...field('passenger', { flex: '2 1 220px' })}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <TextField
        label={t('bookingList.filters.airline')}
        placeholder="VN"
        {...field('airline', { flex: '1 1 100px', transform: (text) => text.toUpperCase() })}
        slotProps={{ htmlInput: { maxLength: 2, autoComplete: 'off' } }}
      />
      <FilterSelect
        label={t('bookingList.filters.system')}
        {...field('system', { flex: '1 1 120px' })}
        allLabel={t('bookingList.filters.all')}
        options={BOOKING_SYSTEMS.map((system) => ({ value: system, label: system }))}
      />
      <FilterSelect
        label={t('bookingList.filters.status')}
        {...field('status', { flex: '1 1 170px' })}
        allLabel={t('bookingList.filters.all')}
        options={FILTER_STATUSES.map((status) => ({ value: status, label: bookingStatusName(t, status) }))}
      />
      {dateField('bookedFrom')}
      {dateField('bookedTo')}
      {dateField('flightFrom')}
      {dateField('flightTo')}
      {agencies.length > 1 ? (
        <FilterSelect
          label={t('bookingList.filters.agency')}
          {...field('agencyId', { flex: '2 1 200px' })}
          value={agencies.some((agency) => agency.id === values.agencyId) ? values.agencyId : ''}
          allLabel={t('bookingList.filters.all')}
          options={agencies.map((agency) => ({ value: agency.id, label: `${agency.code} – ${agency.name}` }))}
        />
      ) : null}
      {users.length > 0 ? (
        <FilterSelect
          label={t('bookingList.filters.agent')}
          {...field('agentId', { flex: '2 1 200px' })}
          value={users.some((user) => user.id === values.agentId) ? values.agentId : ''}
          allLabel={t('bookingList.filters.all')}
          options={users.map((user) => ({ value: user.id, label: `${user.username} – ${user.fullName}` }))}
        />
      ) : null}
    </FilterPanel>
  );
}
