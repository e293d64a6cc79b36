// The answer to an accepted paid change: done with its documents, sent and waiting for the airline (polled), refused
// in the airline's words, not enough deposit, someone else's change, or no answer (retry with the same key).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@portal/domain';
import type { PaidOutcome } from '../model/paid-outcome';
import { totalOf } from '../../../components/booking/paid-changes/paid-money';
import { PaidDocuments } from '../../../components/booking/paid-changes/PaidDocuments';
import { ErrorNotice, ReloadNotice, RetryNotice } from '../../booking-edit/components/EditNotices';

type Props = {
  outcome: Exclude<PaidOutcome, { kind: 'quote' } | { kind: 'requote' }>;
  bookingId: string;
  submitting: boolean;
  onReload: () => void;
  onRetry: () => void;
};

export function PaidOutcomeNotice({ outcome, bookingId, submitting, onReload, onRetry }: Props) {
  const { t } = useTranslation();
  const detailLink = (
    <Link component={RouterLink} to={`/booking/booking-detail/${encodeURIComponent(bookingId)}`}>
      {t('bookingEdit.links.detail')}
    </Link>
  );
  switch (outcome.kind) {
    case 'done': {
      const total = totalOf(t, outcome.change.quote.total);
      return (
        <Alert severity="success" role="status">
          <Box>{t('bookingPaid.outcome.done', { label: total.label, amount: total.amount })}</Box>
          <PaidDocuments documents={outcome.change.documents} />
          <Box sx={{ mt: 1 }}>{detailLink}</Box>
        </Alert>
      );
    }
    case 'sent':
      return (
        <Alert severity="info" role="status">
          <Box>{t('bookingPaid.outcome.sent', { amount: formatVnd(Math.abs(outcome.change.quote.total)) })}</Box>
          <LinearProgress aria-label={t('bookingPaid.outcome.waiting')} sx={{ mt: 1 }} />
        </Alert>
      );
    case 'refused':
      return (
        <ErrorNotice
          text={t('bookingPaid.outcome.refused', { message: outcome.supplierMessage || outcome.message || '' })}
        />
      );
    case 'noDeposit':
      return <ErrorNotice text={outcome.message ?? t('bookingPaid.outcome.noDeposit')} />;
    case 'invalid':
      return <ErrorNotice text={outcome.message ?? t('bookingEdit.outcome.invalid')} />;
    case 'conflict':
      return (
        <Alert severity="warning" role="alert">
          {t('bookingPaid.outcome.refused', { message: outcome.supplierMessage || outcome.message || '' })}
        </Alert>
      );
    case 'stale':
      return <ReloadNotice text={outcome.message ?? t('bookingEdit.outcome.stale')} onReload={onReload} />;
    case 'unknown':
      return <RetryNotice text={t('bookingPaid.outcome.unknown')} submitting={submitting} onRetry={onRetry} />;
    default:
      return <ErrorNotice text={outcome.message ?? t('errors.loadFailed')} />;
  }
}
