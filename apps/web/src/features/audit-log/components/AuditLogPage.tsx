// /system/audit-log: every change in the agency and those below it, with before → after (secrets masked), filtered, paged, CSV.
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { ServerPageNotice } from '../../../components/ServerPageNotice';
import { apiErrorMessage } from '../../../lib/http/types';
import { queryDay } from '../../../lib/dates/filter-dates';
import { useGetAuditLogScopeQuery, useListAuditLogQuery } from '../api/audit-log-api';
import { changeSummary } from './audit-diff';
import { actorText, eventLabel, targetText } from './audit-text';
import { AuditDetailsDrawer } from './AuditDetailsDrawer';
import { AuditLogFilters, NO_FILTERS, type AuditLogFilterValues } from './AuditLogFilters';

/** Rows fetched per server page (the API's maximum); the table pages through them on the screen. */
export const SERVER_PAGE_SIZE = 200;

export default function AuditLogPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditLogFilterValues>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const [opened, setOpened] = useState<TAuditEntry | null>(null);
  const scope = useGetAuditLogScopeQuery();
  const list = useListAuditLogQuery({
    from: queryDay(filters.from),
    to: queryDay(filters.to),
    event: filters.event || undefined,
    actorId: filters.actorId || undefined,
    limit: SERVER_PAGE_SIZE,
    offset,
  });

  const columns = useMemo<DataTableColumn<TAuditEntry>[]>(
    () => [
      {
        id: 'occurredAt',
        header: t('auditLog.columns.occurredAt'),
        value: (row) => row.occurredAt,
        text: (row) => formatDateTime(new Date(row.occurredAt)),
        minWidth: 140,
      },
      {
        id: 'event',
        header: t('auditLog.columns.event'),
        value: (row) => row.event,
        text: (row) => eventLabel(t, row.event),
        minWidth: 160,
      },
      {
        id: 'actor',
        header: t('auditLog.columns.actor'),
        value: (row) => row.actor?.username ?? '',
        text: (row) => actorText(t, row),
        minWidth: 150,
      },
      { id: 'agency', header: t('auditLog.columns.agency'), value: (row) => row.agency?.code ?? '' },
      { id: 'target', header: t('auditLog.columns.target'), value: (row) => targetText(t, row), minWidth: 140 },
      {
        id: 'changes',
        header: t('auditLog.columns.changes'),
        value: (row) => changeSummary(row.details),
        isSortable: false,
        minWidth: 240,
      },
      {
        id: 'details',
        header: t('auditLog.columns.details'),
        value: () => '',
        text: (row) => JSON.stringify(row.details),
        isSortable: false,
        render: (row) => (
          <Button
            size="small"
            onClick={() => setOpened(row)}
            aria-label={t('auditLog.openDetails', {
              event: eventLabel(t, row.event),
              time: formatDateTime(new Date(row.occurredAt)),
            })}
          >
            {t('auditLog.columns.details')}
          </Button>
        ),
      },
    ],
    [t],
  );

  const applyFilters = (next: AuditLogFilterValues) => {
    setFilters(next);
    setOffset(0);
  };

  const page = list.data;
  return (
    <>
      <PageTitle title={t('menu.auditLog')} subtitle={t('auditLog.subtitle')} />
      <AuditLogFilters scope={scope.data} onApply={applyFilters} />
      <ServerPageNotice page={page} pageSize={SERVER_PAGE_SIZE} onOffsetChange={setOffset} />
      <DataTable
        label={t('menu.auditLog')}
        rows={page?.items ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        csvFileName="nhat-ky-thay-doi"
        isLoading={list.isFetching}
        errorMessage={list.error ? (apiErrorMessage(list.error) ?? t('errors.loadFailed')) : undefined}
        initialSort={{ columnId: 'occurredAt', direction: 'desc' }}
      />
      <AuditDetailsDrawer entry={opened} onClose={() => setOpened(null)} />
    </>
  );
}
