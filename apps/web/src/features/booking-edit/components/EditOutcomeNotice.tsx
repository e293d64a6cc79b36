// What the last answer means, in words: a refusal, someone else's change (reload), a paid change, no answer (retry with
// the same key), or the change made with its links.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EditOutcome } from '../model/edit-outcome';
import { editMenuPath } from '../model/menu-groups';
import { ErrorNotice, ReloadNotice, RetryNotice } from './EditNotices';

type Props = {
  outcome: EditOutcome;
  bookingId: string;
  submitting: boolean;
  onReload: () => void;
  onRetry: () => void;
};

function DoneNotice({ outcome, bookingId }: { outcome: Extract<EditOutcome, { kind: 'done' }>; bookingId: string }) {
  const { t } = useTranslation();
  const newBookingId = outcome.response.newBookingId;
  return (
    <Alert severity="success" role="status">
      {t('bookingEdit.outcome.done')}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Link component={RouterLink} to={`/booking/booking-detail/${encodeURIComponent(bookingId)}`}>
          {t('bookingEdit.links.detail')}
        </Link>
        <Link component={RouterLink} to={editMenuPath(bookingId)}>
          {t('bookingEdit.links.menu')}
        </Link>
        {newBookingId ? (
          <Link component={RouterLink} to={`/booking/booking-detail/${encodeURIComponent(newBookingId)}`}>
            {t('bookingEdit.links.newBooking')}
          </Link>
        ) : null}
      </Box>
    </Alert>
  );
}

export function EditOutcomeNotice({ outcome, bookingId, submitting, onReload, onRetry }: Props) {
  const { t } = useTranslation();
  switch (outcome.kind) {
    case 'done':
      return <DoneNotice outcome={outcome} bookingId={bookingId} />;
    case 'invalid':
      return <ErrorNotice text={outcome.message ?? t('bookingEdit.outcome.invalid')} />;
    case 'stale':
      return <ReloadNotice text={t('bookingEdit.outcome.stale')} onReload={onReload} />;
    case 'paidChange':
      return (
        <Alert severity="info" role="alert">
          {t('bookingEdit.outcome.paidChange')}
          {outcome.message ? <Box sx={{ mt: 0.5 }}>{outcome.message}</Box> : null}
        </Alert>
      );
    case 'refused':
      return (
        <Alert severity="error" role="alert">
          {t('bookingEdit.outcome.refused', { message: outcome.supplierMessage })}
        </Alert>
      );
    case 'unknown':
      return <RetryNotice text={t('bookingEdit.outcome.unknown')} submitting={submitting} onRetry={onRetry} />;
    case 'priceChanged':
      return outcome.quote ? null : (
        <Alert severity="warning" role="alert">
          {outcome.message ?? t('bookingEdit.outcome.priceChanged')}
        </Alert>
      );
    case 'quote':
      return null;
    case 'failed':
      return <ErrorNotice text={outcome.message ?? t('errors.loadFailed')} />;
  }
}
