// booking/train/confirm-passenger-info: the journey and every passenger's price as a review, then "Đặt giữ chỗ":
// POST /api/trains/bookings with one Idempotency-Key per attempt (a retry after no answer reuses it) and the total
// confirmed; 409 priceChanged asks to accept the new total, 400 goes back to the fields, success opens the booking.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatVnd } from '@portal/domain';
import { PageTitle } from '../../../components/PageTitle';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { updateTrainDraft, useTrainDraft } from '../../../lib/train/train-draft';
import { useGetTrainIssueFeeQuery, useHoldTrainBookingMutation } from '../api/train-bookings-api';
import { isUnsettled, newTotalOf } from '../../../lib/http/answers';
import { estimateTotal, formPathsOf, holdRequestOf } from '../model/hold-request';
import { checkPassengerForm } from '../model/passenger-rules';
import { clearPassengerState, updatePassengerState, usePassengerState } from '../model/passenger-store';
import { ReviewDirection } from './ReviewDirection';

export const PASSENGER_INFO_PATH = '/booking/train/passenger-info';
export const completePath = (id: string) => `/booking/train/complete?id=${encodeURIComponent(id)}`;

export default function ConfirmPassengerInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useTrainDraft();
  const state = usePassengerState();
  const [hold, { isLoading }] = useHoldTrainBookingMutation();
  const fee = useGetTrainIssueFeeQuery(draft.search ?? skipToken);
  const [key, setKey] = useState(() => newIdempotencyKey('train-hold'));
  const [acceptedNew, setAcceptedNew] = useState<number | null>(null);
  const [offeredTotal, setOfferedTotal] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const locks = [...draft.departure.locks, ...draft.return.locks];
  const estimated = estimateTotal({ locks, values: state.passengers, issueFees: fee.data ?? { adult: 0, child: 0 } });
  const problems = checkPassengerForm({ locks, values: state.passengers, buyer: state.buyer });
  const title = t('trainBooking.confirm.title');

  if (locks.length === 0 || Object.keys(problems).length > 0)
    return (
      <Box>
        <PageTitle title={title} />
        <Alert severity="warning">
          {t(locks.length === 0 ? 'trainBooking.passengerInfo.noSeats' : 'trainBooking.confirm.incomplete')}{' '}
          <Link component={RouterLink} to={locks.length === 0 ? '/train' : PASSENGER_INFO_PATH}>
            {t(locks.length === 0 ? 'trainBooking.passengerInfo.search' : 'trainBooking.confirm.edit')}
          </Link>
        </Alert>
      </Box>
    );

  const submit = async (acceptedTotal: number, idempotencyKey: string) => {
    setError(null);
    const body = holdRequestOf({ locks, values: state.passengers, buyer: state.buyer, acceptedTotal });
    const result = await hold({ body, idempotencyKey });
    // The railway refused the hold: the seats are still this agency's (back in the draft), the agent may try again.
    if ('data' in result && result.data?.status === 'FAILED') {
      setKey(newIdempotencyKey('train-hold'));
      setError(t('trainBooking.confirm.failed', { message: result.data.lastError ?? '' }));
      return;
    }
    if ('data' in result && result.data) {
      const bookingId = result.data.id;
      updateTrainDraft((current) => ({
        ...current,
        departure: { ...current.departure, locks: [] },
        return: { ...current.return, locks: [] },
        bookingId,
      }));
      clearPassengerState();
      void navigate(completePath(bookingId));
      return;
    }
    const failure = 'error' in result ? result.error : undefined;
    // No answer yet: the same key goes again, so the booking is made at most once.
    if (isUnsettled(failure)) {
      setError(t('trainBooking.confirm.unsettled'));
      return;
    }
    setKey(newIdempotencyKey('train-hold'));
    const newTotal = newTotalOf(failure);
    if (newTotal !== undefined) {
      setOfferedTotal(newTotal);
      return;
    }
    const fields = apiFieldErrors(failure);
    if ((failure as { status?: unknown } | undefined)?.status === 400 && Object.keys(fields).length > 0) {
      updatePassengerState((current) => ({ ...current, serverProblems: formPathsOf(fields, body) }));
      void navigate(PASSENGER_INFO_PATH);
      return;
    }
    setError(apiErrorMessage(failure) ?? t('errors.unexpected'));
  };

  const acceptedTotal = acceptedNew ?? estimated;
  return (
    <Box>
      <PageTitle title={title} subtitle={t('trainBooking.confirm.subtitle')} />
      <ReviewDirection
        label={t('trainBooking.direction.departure')}
        locks={draft.departure.locks}
        values={state.passengers}
        issueFees={fee.data}
      />
      <ReviewDirection
        label={t('trainBooking.direction.return')}
        locks={draft.return.locks}
        values={state.passengers}
        issueFees={fee.data}
      />
      <Paper component="section" variant="outlined" aria-labelledby="train-review-buyer" sx={{ p: 2, mb: 2 }}>
        <Typography id="train-review-buyer" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('trainBooking.buyer.heading')}
        </Typography>
        <Typography variant="body2">
          {[state.buyer.fullName, state.buyer.email, state.buyer.mobile, state.buyer.idNumber]
            .map((text) => text.trim())
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {state.buyer.company.trim() ? (
          <Typography variant="body2">
            {t('trainBooking.confirm.invoiceLine', {
              company: state.buyer.company.trim(),
              taxCode: state.buyer.taxCode.trim(),
              address: state.buyer.address.trim() || '—',
            })}
          </Typography>
        ) : null}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('trainBooking.confirm.total')}</Typography>
          {fee.isFetching && acceptedNew === null ? (
            // The chain's issue fees come with a search of the same journey: no total is shown until they are known.
            <CircularProgress size={18} aria-label={t('trainBooking.confirm.feeLoading')} />
          ) : (
            <Typography sx={{ fontWeight: 700 }} aria-label={t('trainBooking.confirm.total')}>
              {formatVnd(acceptedTotal)}
            </Typography>
          )}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {fee.isError ? t('trainBooking.confirm.feeUnknown') : t('trainBooking.confirm.estimateNote')}
        </Typography>
      </Paper>
      {offeredTotal !== null ? (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              onClick={() => {
                setAcceptedNew(offeredTotal);
                setOfferedTotal(null);
                void submit(offeredTotal, key);
              }}
            >
              {t('trainBooking.confirm.acceptNew')}
            </Button>
          }
        >
          {t('trainBooking.confirm.priceChanged', { total: formatVnd(offeredTotal) })}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={PASSENGER_INFO_PATH}>
          {t('trainBooking.confirm.edit')}
        </Button>
        <Button
          variant="contained"
          loading={isLoading}
          disabled={fee.isFetching || offeredTotal !== null}
          onClick={() => void submit(acceptedTotal, key)}
        >
          {t('trainBooking.confirm.hold')}
        </Button>
      </Box>
    </Box>
  );
}
