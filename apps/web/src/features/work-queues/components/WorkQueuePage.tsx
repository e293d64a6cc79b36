// One work queue's screen (booking/issue, void, cancel, mail, remind): filters in the address, the queue's table with its
// deadline counting down on the server's clock, and the queue's actions (issue or release several, void, mail, export).
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
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { MailToDialog } from '../../../components/MailToDialog';
import { PageTitle } from '../../../components/PageTitle';
import { useServerNow } from '../../../components/booking/use-server-now';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { downloadReport } from '../../../components/report/download-report';
import { PRINT_STYLES } from '../../../components/report/use-report-printing';
import { loadErrorsOf } from '../../../lib/http/types';
import { useCancelQueueBookingMutation } from '../api/cancel-queue-booking';
import { QUEUE_READ_LIMIT, useGetWorkQueueQuery } from '../api/get-work-queue';
import { useMailQueueBookingMutation } from '../api/mail-queue-booking';
import { useVoidQueueBookingMutation } from '../api/void-queue-booking';
import { addressOf, filtersFromAddress, type QueueFilterValues } from '../queue-address';
import { IssueBatchDialog } from './IssueBatchDialog';
import { QueueActionDialog } from './QueueActionDialog';
import { queueColumns } from './queue-columns';
import { QueueFilters } from './QueueFilters';

/** Queues whose rows are chosen for one action on several (issue, release). */
const SELECTING: readonly TWorkQueue[] = ['issue', 'cancel'];

type Dialog =
  { kind: 'issue' | 'cancel' | 'void'; bookings: TQueueItem[] } | { kind: 'mail'; booking: TQueueItem } | null;

export function WorkQueuePage({ queue }: { queue: TWorkQueue }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromAddress(params), [params]);
  const page = useGetWorkQueueQuery({ queue, ...filters });
  const now = useServerNow(30_000);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [voidBooking] = useVoidQueueBookingMutation();
  const [cancelBooking] = useCancelQueueBookingMutation();
  const [mailBooking, mailing] = useMailQueueBookingMutation();
  const rows = useMemo(() => page.data?.items ?? [], [page.data]);
  const chosen = rows.filter((row) => selected.has(row.id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
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
            onChange={() => toggle(row.id)}
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
    return [...actions, ...base, ...(rowAction ? [rowAction] : [])];
  }, [t, queue, now, selected]);

  const submit = (next: QueueFilterValues) => {
    setSelected(new Set());
    const address = addressOf(next);
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
      {page.data && page.data.total > QUEUE_READ_LIMIT ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('workQueues.more', { shown: QUEUE_READ_LIMIT, total: page.data.total })}
        </Alert>
      ) : null}
      {page.data && rows.length === 0 ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(`workQueues.${queue}.empty`)}
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <DataTable
          label={t(`workQueues.${queue}.title`)}
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          isLoading={page.isFetching}
          initialSort={{ columnId: 'deadline', direction: 'asc' }}
        />
      ) : null}
      {dialog?.kind === 'issue' ? (
        <IssueBatchDialog
          bookings={dialog.bookings}
          onClose={() => {
            setDialog(null);
            setSelected(new Set());
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
            setSelected(new Set());
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
