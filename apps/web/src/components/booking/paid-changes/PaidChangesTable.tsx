// The booking's paid changes (GET …/paid-changes): action, date, total, documents and status, then its credit shells
// and where each went.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPaidChangeList } from '@portal/contracts';
import { formatDate, formatDateTime, formatVnd } from '@portal/domain';
import { useGetPaidChangesQuery } from '../../../lib/booking/paid-changes-api';
import { totalOf } from './paid-money';
import { PaidDocuments } from './PaidDocuments';

/** Where a credit shell went (decision 067): each issue it paid, then what is left. */
function CreditUses({ credit }: { credit: TPaidChangeList['credits'][number] }) {
  const { t } = useTranslation();
  const uses = credit.uses ?? [];
  if (uses.length === 0) return null;
  return (
    <ul aria-label={t('bookingPaid.list.creditUses', { number: credit.number })}>
      {uses.map((use) => (
        <li key={`${use.bookingId}-${use.at}`}>
          {t(use.status === 'USED' ? 'bookingPaid.list.creditUse' : 'bookingPaid.list.creditUseReserved', {
            amount: formatVnd(use.amount),
            pnr: use.pnr,
            date: formatDate(new Date(use.at)),
          })}
        </li>
      ))}
      <li>{t('bookingPaid.list.creditLeft', { amount: formatVnd(credit.remaining ?? credit.amount) })}</li>
    </ul>
  );
}

export function PaidChangesTable({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const list = useGetPaidChangesQuery(bookingId);
  if (list.isLoading) return <CircularProgress size={24} aria-label={t('bookingPaid.list.loading')} />;
  if (list.isError) return <Alert severity="error">{t('bookingPaid.list.failed')}</Alert>;
  const changes = list.data?.changes ?? [];
  const credits = list.data?.credits ?? [];
  return (
    <>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{t('bookingPaid.list.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('bookingPaid.list.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('bookingPaid.list.action')}</TableCell>
              <TableCell>{t('bookingPaid.list.date')}</TableCell>
              <TableCell align="right">{t('bookingPaid.list.total')}</TableCell>
              <TableCell>{t('bookingPaid.list.documents')}</TableCell>
              <TableCell>{t('bookingPaid.list.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((change) => {
              const total = totalOf(t, change.quote.total);
              return (
                <TableRow key={change.id}>
                  <TableCell>{t(`bookingPaid.actions.${change.action}`) || change.action}</TableCell>
                  <TableCell>{formatDateTime(new Date(change.createdAt))}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {total.label}: {total.amount}
                  </TableCell>
                  <TableCell>
                    <PaidDocuments documents={change.documents} />
                  </TableCell>
                  <TableCell>
                    {t(`bookingPaid.statuses.${change.status}`)}
                    {change.message ? ` · ${change.message}` : ''}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {credits.length > 0 ? (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {t('bookingPaid.list.credits')}
          </Typography>
          <ul aria-label={t('bookingPaid.list.credits')}>
            {credits.map((credit) => (
              <li key={credit.number}>
                {t('bookingPaid.list.credit', {
                  number: credit.number,
                  name: credit.passengerName,
                  amount: formatVnd(credit.amount),
                  date: formatDate(new Date(credit.expiresAt)),
                })}
                <CreditUses credit={credit} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
