// The columns of each queue's table: PNR (linked to the booking), system, route, departure, the queue's deadline with the
// time left, total, passengers, agency, booker, and the queue's own column (mail status, unconfirmed segments).
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { TQueueItem, TWorkQueue } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { detailPath } from '../../../lib/booking/detail-path';
import type { DataTableColumn } from '../../../components/DataTable';
import { timeLeft, timeLeftMessage } from '../time-left';

const MAIL_COLORS = { NEVER: 'default', QUEUED: 'info', SENT: 'success', FAILED: 'error' } as const;

/** The queue's deadline: the time limit (issue, cancel), the void deadline (void), the departure (mail, remind). */
export function deadlineOf(queue: TWorkQueue, row: TQueueItem): string | null {
  if (queue === 'issue' || queue === 'cancel') return row.timeLimit;
  if (queue === 'void') return row.voidUntil;
  return row.departAt;
}

function DeadlineCell({ t, deadline, now }: { t: TFunction; deadline: string | null; now: number }) {
  if (!deadline) return <>{t('workQueues.noDeadline')}</>;
  const left = timeLeft(deadline, now);
  const message = timeLeftMessage(left);
  const isUrgent = left.isPast || (left.days === 0 && left.hours < 1);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(new Date(deadline))}
      <Box
        component="span"
        role="timer"
        sx={{ display: 'block', fontWeight: isUrgent ? 700 : 400, color: isUrgent ? 'error.main' : 'text.secondary' }}
      >
        {t(message.key, message.values)}
      </Box>
    </Box>
  );
}

export function queueColumns(t: TFunction, queue: TWorkQueue, now: number): DataTableColumn<TQueueItem>[] {
  const deadlineHeader = t(`workQueues.deadline.${queue}`);
  const columns: DataTableColumn<TQueueItem>[] = [
    {
      id: 'pnr',
      header: t('workQueues.columns.pnr'),
      value: (row) => row.pnr ?? '',
      render: (row) => (
        <Link component={RouterLink} to={detailPath(row.id)} sx={{ fontWeight: 600 }}>
          {row.pnr ?? '—'}
        </Link>
      ),
      isSortable: true,
    },
    {
      id: 'system',
      header: t('workQueues.columns.system'),
      value: (row) => `${row.system} ${row.airline}`,
      isSortable: true,
    },
    { id: 'route', header: t('workQueues.columns.route'), value: (row) => row.route, isSortable: true },
    {
      id: 'deadline',
      header: deadlineHeader,
      value: (row) => deadlineOf(queue, row) ?? '9999',
      text: (row) => {
        const deadline = deadlineOf(queue, row);
        return deadline ? formatDateTime(new Date(deadline)) : '';
      },
      render: (row) => <DeadlineCell t={t} deadline={deadlineOf(queue, row)} now={now} />,
      isSortable: true,
    },
    {
      id: 'total',
      header: t('workQueues.columns.total'),
      value: (row) => row.totalAmount,
      text: (row) => formatVnd(row.totalAmount),
      align: 'right',
      isSortable: true,
    },
    {
      id: 'passengers',
      header: t('workQueues.columns.passengers'),
      value: (row) => row.passengerNames.join(', '),
    },
    {
      id: 'agency',
      header: t('workQueues.columns.agency'),
      value: (row) => `${row.agency.code} ${row.agency.name}`,
      isSortable: true,
    },
    { id: 'bookedBy', header: t('workQueues.columns.bookedBy'), value: (row) => row.createdBy.username },
  ];
  if (queue === 'mail')
    columns.push({
      id: 'mail',
      header: t('workQueues.columns.mail'),
      value: (row) => row.mail?.status ?? 'NEVER',
      text: (row) => t(`workQueues.mailStatus.${row.mail?.status ?? 'NEVER'}`),
      render: (row) => (
        <Chip
          size="small"
          color={MAIL_COLORS[row.mail?.status ?? 'NEVER']}
          label={t(`workQueues.mailStatus.${row.mail?.status ?? 'NEVER'}`)}
          title={row.mail?.lastError ?? row.mail?.to ?? undefined}
        />
      ),
      isSortable: true,
    });
  if (queue === 'remind')
    columns.push({
      id: 'unconfirmed',
      header: t('workQueues.columns.unconfirmed'),
      value: (row) =>
        (row.unconfirmed ?? []).map((segment) => `${segment.flight} ${segment.route} ${segment.status}`).join('; '),
    });
  return columns;
}
