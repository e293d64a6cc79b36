// /system/log-reservation-error: the agency's failed supplier calls (administrators: and the agencies below), filtered, paged, CSV.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReservationError } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { ServerPageNotice } from '../../../components/ServerPageNotice';
import { apiErrorMessage } from '../../../lib/http/types';
import { BookingSystemChip } from '../../../components/booking/BookingSystemChip';
import { queryDay } from '../../../lib/dates/filter-dates';
import { useGetReservationErrorScopeQuery, useListReservationErrorsQuery } from '../api/reservation-errors-api';
import { NO_FILTERS, ReservationErrorFilters, type ReservationErrorFilterValues } from './ReservationErrorFilters';

/** Rows fetched per server page; the table pages through them on the screen. */
export const SERVER_PAGE_SIZE = 200;

export default function ReservationErrorsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ReservationErrorFilterValues>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const scope = useGetReservationErrorScopeQuery();
  const list = useListReservationErrorsQuery({
    from: queryDay(filters.from),
    to: queryDay(filters.to),
    system: filters.system || undefined,
    action: filters.action || undefined,
    userId: filters.userId || undefined,
    agencyId: filters.agencyId || undefined,
    limit: SERVER_PAGE_SIZE,
    offset,
  });
  const hasManyAgencies = (scope.data?.agencies.length ?? 0) > 1;

  const columns = useMemo<DataTableColumn<TReservationError>[]>(
    () => [
      {
        id: 'occurredAt',
        header: t('reservationErrors.columns.occurredAt'),
        value: (row) => row.occurredAt,
        text: (row) => formatDateTime(new Date(row.occurredAt)),
        minWidth: 140,
      },
      ...(hasManyAgencies
        ? [
            {
              id: 'agency',
              header: t('reservationErrors.columns.agency'),
              value: (row: TReservationError) => row.agency.code,
              minWidth: 110,
            },
          ]
        : []),
      {
        id: 'user',
        header: t('reservationErrors.columns.user'),
        value: (row) => row.user?.username ?? '',
        text: (row) => (row.user ? `${row.user.username} – ${row.user.fullName}` : ''),
        minWidth: 160,
      },
      {
        id: 'system',
        header: t('reservationErrors.columns.system'),
        value: (row) => row.system,
        render: (row) => <BookingSystemChip system={row.system} />,
      },
      {
        id: 'action',
        header: t('reservationErrors.columns.action'),
        value: (row) => row.action,
        text: (row) => t(`reservationErrors.actions.${row.action}`) || row.action,
        minWidth: 110,
      },
      { id: 'pnr', header: t('reservationErrors.columns.pnr'), value: (row) => row.pnr ?? '' },
      { id: 'message', header: t('reservationErrors.columns.message'), value: (row) => row.message, minWidth: 280 },
    ],
    [t, hasManyAgencies],
  );

  const applyFilters = (next: ReservationErrorFilterValues) => {
    setFilters(next);
    setOffset(0);
  };

  const page = list.data;
  return (
    <>
      <PageTitle
        title={t('menu.reservationErrors')}
        subtitle={t(hasManyAgencies ? 'reservationErrors.subtitleWithBelow' : 'reservationErrors.subtitle')}
      />
      <ReservationErrorFilters scope={scope.data} onApply={applyFilters} />
      <ServerPageNotice page={page} pageSize={SERVER_PAGE_SIZE} onOffsetChange={setOffset} />
      <DataTable
        label={t('menu.reservationErrors')}
        rows={page?.items ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        csvFileName="loi-dat-cho"
        isLoading={list.isFetching}
        errorMessage={list.error ? (apiErrorMessage(list.error) ?? t('errors.loadFailed')) : undefined}
        initialSort={{ columnId: 'occurredAt', direction: 'desc' }}
      />
    </>
  );
}
