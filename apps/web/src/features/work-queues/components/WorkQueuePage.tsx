// One work queue's screen (booking/issue, void, cancel, mail, remind): filters, sort and page in the address, the
// queue's table sorted and paged by the server with its deadline counting down on the server's clock, and the queue's
// actions (issue or release several — chosen across pages —, void, mail, export).
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import PrintIcon from '@mui/icons-material/Print';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUEUE_ISSUE_BATCH_MAX, type TQueueItem, type TReportExportFormat, type TWorkQueue } from '@portal/contracts';
import type { DataTableColumn } from '../../../components/DataTable';
import { ServerDataTable, type ServerTableColumn } from '../../../components/ServerDataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { MailToDialog } from '../../../components/MailToDialog';
import { PageTitle } from '../../../components/PageTitle';
import { useServerNow } from '../../../components/booking/use-server-now';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { downloadReport } from '../../../components/report/download-report';
import { PRINT_STYLES } from '../../../components/report/use-report-printing';
import { loadErrorsOf } from '../../../lib/http/types';
import { useCancelQueueBookingMutation } from '../api/cancel-queue-booking';
import { useGetWorkQueueQuery } from '../api/get-work-queue';
import { useMailQueueBookingMutation } from '../api/mail-queue-booking';
import { useVoidQueueBookingMutation } from '../api/void-queue-booking';
import {
  addressWithView,
  filtersFromAddress,
  QUEUE_PAGE_SIZES,
  viewFromAddress,
  type QueueFilterValues,
  type QueueSortKey,
  type QueueView,
} from '../queue-address';
import { IssueBatchDialog } from './IssueBatchDialog';
import { QueueActionDialog } from './QueueActionDialog';
import { queueColumns } from './queue-columns';
import { QueueFilters } from './QueueFilters';

/** Queues whose rows are chosen for one action on several (issue, release). */
const SELECTING: readonly TWorkQueue[] = ['issue', 'cancel'];

/** The columns the server sorts by (decision 096's keys): the PNR, the queue's deadline, the total. */
const SORT_KEYS: Partial<Record<string, QueueSortKey>> = { pnr: 'pnr', deadline: 'deadline', total: 'totalAmount' };

type Dialog =
  { kind: 'issue' | 'cancel' | 'void'; bookings: TQueueItem[] } | { kind: 'mail'; booking: TQueueItem } | null;

export function WorkQueuePage({ queue }: { queue: TWorkQueue }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromAddress(params), [params]);
  const view = useMemo(() => viewFromAddress(params), [params]);
  const page = useGetWorkQueueQuery({
    queue,
    ...filters,
    sort: view.sort,
    order: view.order,
    limit: view.pageSize,
    offset: view.page * view.pageSize,
  });
  const now = useServerNow(30_000);
  // Chosen rows by id, kept while the pages turn (a batch may gather holds from several pages).
  const [selected, setSelected] = useState<ReadonlyMap<string, TQueueItem>>(new Map());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [voidBooking] = useVoidQueueBookingMutation();
  const [cancelBooking] = useCancelQueueBookingMutation();
  const [mailBooking, mailing] = useMailQueueBookingMutation();
  const rows = useMemo(() => page.data?.items ?? [], [page.data]);
  const chosen = [...selected.values()];

  const toggle = (row: TQueueItem) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });

  const columns = useMemo(() => {
    const base = queueColumns(t, queue, now);
    const actions: DataTableColumn<TQueueItem>[] = [];
    if (SELECTING.includes(queue))
      actions.push({
        id: 'select',
        header: t('workQueues.select'),
        value: () => null,
        text: () => '',
        render: (row) => (
          <Checkbox
            checked={selected.has(row.id)}
            onChange={() => toggle(row)}
            slotProps={{ input: { 'aria-label': t('workQueues.selectRow', { pnr: row.pnr ?? '' }) } }}
          />
        ),
      });
    const rowAction: DataTableColumn<TQueueItem> | undefined =
      queue === 'void'
        ? {
            id: 'action',
            header: t('workQueues.action'),
            value: () => null,
            text: () => '',
            render: (row) => (
              <Button size="small" color="error" onClick={() => setDialog({ kind: 'void', bookings: [row] })}>
                {t('workQueues.void.button')}
              </Button>
            ),
          }
        : queue === 'mail'
          ? {
              id: 'action',
              header: t('workQueues.action'),
              value: () => null,
              text: () => '',
              render: (row) => (
                <Button size="small" onClick={() => setDialog({ kind: 'mail', booking: row })}>
                  {row.mail?.status === 'NEVER' ? t('workQueues.mail.send') : t('workQueues.mail.resend')}
                </Button>
              ),
            }
          : undefined;
    const sortable = base.map((column): ServerTableColumn<TQueueItem, QueueSortKey> => ({
      ...column,
      sortKey: SORT_KEYS[column.id],
    }));
    return [...actions, ...sortable, ...(rowAction ? [rowAction] : [])];
  }, [t, queue, now, selected]);

  const show = (next: Partial<QueueView>) => setParams(addressWithView(filters, { ...view, ...next }));
  const submit = (next: QueueFilterValues) => {
    setSelected(new Map());
    const address = addressWithView(next, { ...view, page: 0 });
    if (address.toString() === params.toString()) void page.refetch();
    else setParams(address);
  };
  const exportAs = (format: TReportExportFormat) =>
    downloadReport({
      url: '/api/bookings/queues/remind/export',
      params: { ...filters },
      format,
      fallbackName: `waitlist.${format}`,
    });

  const { serverErrors, errorMessage } = loadErrorsOf(page.error, t('errors.loadFailed'));
  // The server issues at most QUEUE_ISSUE_BATCH_MAX holds in one batch (each waits on its airline in turn).
  const isBatchTooLarge = queue === 'issue' && chosen.length > QUEUE_ISSUE_BATCH_MAX;

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageTitle
        title={t(`workQueues.${queue}.title`)}
        subtitle={t(`workQueues.${queue}.subtitle`)}
        actions={
          <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {queue === 'issue' ? (
              <Button
                variant="contained"
                disabled={chosen.length === 0 || isBatchTooLarge}
                onClick={() => setDialog({ kind: 'issue', bookings: chosen })}
              >
                {t('workQueues.issue.selected', { count: chosen.length })}
              </Button>
            ) : null}
            {queue === 'cancel' ? (
              <Button
                variant="contained"
                color="error"
                disabled={chosen.length === 0}
                onClick={() => setDialog({ kind: 'cancel', bookings: chosen })}
              >
                {t('workQueues.cancel.selected', { count: chosen.length })}
              </Button>
            ) : null}
            {queue === 'remind' ? (
              <ReportExportButtons
                labels={{ xlsx: t('workQueues.exportExcel'), csv: t('workQueues.exportCsv') }}
                failedMessage={t('workQueues.exportFailed')}
                canExport={rows.length > 0}
                onExport={exportAs}
              />
            ) : null}
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('workQueues.print')}
            </Button>
          </Box>
        }
      />
      <QueueFilters
        key={params.toString()}
        value={filters}
        serverErrors={serverErrors}
        isBusy={page.isFetching}
        onSubmit={submit}
      />
      {page.isFetching ? (
        <LinearProgress aria-label={t('workQueues.loading')} sx={{ mb: 2 }} data-print="hide" />
      ) : null}
      <FormErrorAlert message={errorMessage} />
      {isBatchTooLarge ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-print="hide">
          {t('workQueues.issue.tooMany', {
            max: QUEUE_ISSUE_BATCH_MAX,
            extra: chosen.length - QUEUE_ISSUE_BATCH_MAX,
          })}
        </Alert>
      ) : null}
      {page.data && page.data.total === 0 ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(`workQueues.${queue}.empty`)}
        </Alert>
      ) : null}
      {page.data && page.data.total > 0 ? (
        <ServerDataTable
          label={t(`workQueues.${queue}.title`)}
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          isLoading={page.isFetching}
          sort={{ key: view.sort, order: view.order }}
          onSortChange={(sort) => show({ sort: sort.key, order: sort.order, page: 0 })}
          pager={{
            count: page.data.total,
            page: Math.min(view.page, Math.max(0, Math.ceil(page.data.total / view.pageSize) - 1)),
            rowsPerPage: view.pageSize,
            rowsPerPageOptions: QUEUE_PAGE_SIZES,
            onPageChange: (next) => show({ page: next }),
            onRowsPerPageChange: (pageSize) => show({ pageSize, page: 0 }),
          }}
        />
      ) : null}
      {dialog?.kind === 'issue' ? (
        <IssueBatchDialog
          bookings={dialog.bookings}
          onClose={() => {
            setDialog(null);
            setSelected(new Map());
          }}
        />
      ) : null}
      {dialog?.kind === 'void' || dialog?.kind === 'cancel' ? (
        <QueueActionDialog
          kind={dialog.kind}
          bookings={dialog.bookings}
          act={(booking) =>
            dialog.kind === 'void' ? voidBooking({ id: booking.id }) : cancelBooking({ id: booking.id })
          }
          onClose={() => {
            setDialog(null);
            setSelected(new Map());
          }}
        />
      ) : null}
      {dialog?.kind === 'mail' ? (
        <MailToDialog
          titleId="queue-mail-title"
          initialTo={dialog.booking.contactEmail ?? ''}
          lang={i18n.language === 'en' ? 'en' : 'vi'}
          isSending={mailing.isLoading}
          texts={{
            title: t('workQueues.mail.dialogTitle', { pnr: dialog.booking.pnr ?? '' }),
            to: t('workQueues.mail.to'),
            toHelp: t('workQueues.mail.toHelp'),
            badAddresses: t('workQueues.mail.badAddresses'),
            language: t('workQueues.mail.language'),
            send: t('workQueues.mail.send'),
            sent: (addresses) => t('workQueues.mail.sent', { addresses }),
          }}
          send={({ to, lang }) => mailBooking({ id: dialog.booking.id, to, language: lang })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
