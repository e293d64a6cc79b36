// Confirming the issue of a held PNR: the credit shells its passengers may apply, what the deposit pays, then the issue
// (the PIN dialog steps in when the agency or user has it on). One Idempotency-Key per dialog and choice of credits,
// so a double click or a retry never issues or debits twice.
import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useIssueBookingMutation } from '../../../lib/booking/issue-booking';
import { useGetUsableCreditsQuery } from '../../../lib/booking/paid-changes-api';
import { ActionDialog } from './ActionDialog';
import { IssueCredits, creditPaid } from './IssueCredits';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';

export function IssueBookingDialog({ booking, onClose }: { booking: TBookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [issueBooking, { isLoading }] = useIssueBookingMutation();
  const [idempotencyKey, setIdempotencyKey] = useState(() => newIdempotencyKey('issue'));
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const usable = useGetUsableCreditsQuery(booking.id);
  const credits = usable.data?.credits ?? [];
  const pnr = booking.pnr ?? '';
  const total = booking.fareData.totalAmount;
  const credit = creditPaid(booking, credits, chosen);

  const toggle = (number: string) => {
    const next = new Set(chosen);
    if (!next.delete(number)) next.add(number);
    setChosen(next);
    // Another choice is another request: it gets a key of its own.
    setIdempotencyKey(newIdempotencyKey('issue'));
  };

  const confirm = async () => {
    setErrorMessage(null);
    const named = credits.filter((item) => chosen.has(item.number)).map((item) => item.number);
    const result = await issueBooking({ id: booking.id, idempotencyKey, acceptedTotal: total, credits: named });
    if ('error' in result) {
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    const isIssued = result.data.status === 'EXPORT';
    dispatch(
      showToast({
        type: isIssued ? 'success' : 'warning',
        description: t(isIssued ? 'bookingDetail.issue.done' : 'bookingDetail.issue.pending', { pnr }),
      }),
    );
    onClose();
  };

  return (
    <ActionDialog
      id="issue-booking"
      title={t('bookingDetail.issue.title', { pnr })}
      keepLabel={t('common.cancel')}
      confirmLabel={t('bookingDetail.issue.confirm')}
      confirmColor="primary"
      isBusy={isLoading}
      errorMessage={errorMessage}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>
        {t('bookingDetail.issue.question', {
          pnr,
          count: booking.passengers.length,
          amount: formatVnd(total - credit),
        })}
      </DialogContentText>
      <IssueCredits credits={credits} chosen={chosen} onToggle={toggle} disabled={isLoading} />
      {credit > 0 ? (
        <DialogContentText sx={{ mt: 1 }} role="status">
          {t('bookingDetail.issue.creditPays', {
            credit: formatVnd(credit),
            total: formatVnd(total),
            amount: formatVnd(total - credit),
          })}
        </DialogContentText>
      ) : null}
    </ActionDialog>
  );
}
