// The log's filters: from / to (dd/MM/yyyy), system, action, user and (for administrators) agency, applied together.
import { useTranslation } from 'react-i18next';
import type { TReservationAction, TReservationErrorScopeResponse } from '@portal/contracts';
import { BOOKING_SYSTEMS } from '@portal/contracts/suppliers/booking-systems';
import { RESERVATION_ACTIONS } from '@portal/contracts/reservation-errors/reservation-errors';
import { DateRangeFilterFields } from '../../../components/DateRangeFilterFields';
import { FilterPanel } from '../../../components/FilterPanel';
import { FilterSelect } from '../../../components/FilterSelect';
import { useFilterForm } from '../../../components/use-filter-form';
import { dateRangeProblems } from '../../../lib/dates/filter-dates';

export type ReservationErrorFilterValues = {
  from: string;
  to: string;
  system: string;
  action: '' | TReservationAction;
  userId: string;
  agencyId: string;
};
export const NO_FILTERS: ReservationErrorFilterValues = {
  from: '',
  to: '',
  system: '',
  action: '',
  userId: '',
  agencyId: '',
};

export function ReservationErrorFilters(props: {
  scope: TReservationErrorScopeResponse | undefined;
  onApply: (filters: ReservationErrorFilterValues) => void;
}) {
  const { t } = useTranslation();
  const form = useFilterForm({
    none: NO_FILTERS,
    check: (values) =>
      dateRangeProblems(values, {
        dateInvalid: t('reservationErrors.errors.dateInvalid'),
        toBeforeFrom: t('reservationErrors.errors.toBeforeFrom'),
      }),
    onApply: props.onApply,
  });
  const { values } = form;
  const agencies = props.scope?.agencies ?? [];
  const users = (props.scope?.users ?? []).filter((user) => !values.agencyId || user.agencyId === values.agencyId);
  const select = (name: 'system' | 'action' | 'userId' | 'agencyId', label: string, flex: string) => ({
    label,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      form.update({ [name]: event.target.value, ...(name === 'agencyId' ? { userId: '' } : {}) }),
    sx: { flex },
    allLabel: t('reservationErrors.all'),
  });

  return (
    <FilterPanel
      label={t('reservationErrors.filters')}
      applyLabel={t('reservationErrors.applyFilters')}
      clearLabel={t('reservationErrors.clearFilters')}
      onApply={form.apply}
      onClear={form.clear}
    >
      <DateRangeFilterFields
        value={values}
        problems={form.problems}
        labels={{ from: t('reservationErrors.fromDate'), to: t('reservationErrors.toDate') }}
        onChange={form.set}
      />
      <FilterSelect
        {...select('system', t('reservationErrors.columns.system'), '1 1 120px')}
        options={BOOKING_SYSTEMS.map((system) => ({ value: system, label: system }))}
      />
      <FilterSelect
        {...select('action', t('reservationErrors.columns.action'), '1 1 150px')}
        options={RESERVATION_ACTIONS.map((action) => ({
          value: action,
          label: t(`reservationErrors.actions.${action}`),
        }))}
      />
      {agencies.length > 1 ? (
        <FilterSelect
          {...select('agencyId', t('reservationErrors.columns.agency'), '2 1 200px')}
          options={agencies.map((agency) => ({ value: agency.id, label: `${agency.code} – ${agency.name}` }))}
        />
      ) : null}
      <FilterSelect
        {...select('userId', t('reservationErrors.columns.user'), '2 1 200px')}
        options={users.map((user) => ({ value: user.id, label: `${user.username} – ${user.fullName}` }))}
      />
    </FilterPanel>
  );
}
