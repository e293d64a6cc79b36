// The audit log's filters: from / to (dd/MM/yyyy), kind of event and who did it, applied together.
import { useTranslation } from 'react-i18next';
import type { TAuditEventGroup, TAuditLogScopeResponse } from '@portal/contracts';
import { AUDIT_EVENT_GROUP_NAMES } from '@portal/contracts/audit-log/audit-log';
import { DateRangeFilterFields } from '../../../components/DateRangeFilterFields';
import { FilterPanel } from '../../../components/FilterPanel';
import { FilterSelect } from '../../../components/FilterSelect';
import { useFilterForm } from '../../../components/use-filter-form';
import { dateRangeProblems } from '../../../lib/dates/filter-dates';

export type AuditLogFilterValues = { from: string; to: string; event: '' | TAuditEventGroup; actorId: string };
export const NO_FILTERS: AuditLogFilterValues = { from: '', to: '', event: '', actorId: '' };

export function AuditLogFilters(props: {
  scope: TAuditLogScopeResponse | undefined;
  onApply: (filters: AuditLogFilterValues) => void;
}) {
  const { t } = useTranslation();
  const form = useFilterForm({
    none: NO_FILTERS,
    check: (values) =>
      dateRangeProblems(values, {
        dateInvalid: t('auditLog.errors.dateInvalid'),
        toBeforeFrom: t('auditLog.errors.toBeforeFrom'),
      }),
    onApply: props.onApply,
  });
  const agencyCodes = new Map((props.scope?.agencies ?? []).map((agency) => [agency.id, agency.code]));
  const users = props.scope?.users ?? [];

  return (
    <FilterPanel
      label={t('auditLog.filters')}
      applyLabel={t('auditLog.applyFilters')}
      clearLabel={t('auditLog.clearFilters')}
      onApply={form.apply}
      onClear={form.clear}
    >
      <DateRangeFilterFields
        value={form.values}
        problems={form.problems}
        labels={{ from: t('auditLog.fromDate'), to: t('auditLog.toDate') }}
        onChange={form.set}
      />
      <FilterSelect
        label={t('auditLog.columns.event')}
        value={form.values.event}
        onChange={(event) => form.set('event', event.target.value as AuditLogFilterValues['event'])}
        sx={{ flex: '1 1 200px' }}
        allLabel={t('auditLog.all')}
        options={AUDIT_EVENT_GROUP_NAMES.map((group) => ({ value: group, label: t(`auditLog.eventGroups.${group}`) }))}
      />
      <FilterSelect
        label={t('auditLog.columns.actor')}
        value={form.values.actorId}
        onChange={(event) => form.set('actorId', event.target.value)}
        sx={{ flex: '2 1 220px' }}
        allLabel={t('auditLog.all')}
        options={users.map((user) => ({
          value: user.id,
          label: `${user.username} – ${user.fullName} (${agencyCodes.get(user.agencyId) ?? ''})`,
        }))}
      />
    </FilterPanel>
  );
}
