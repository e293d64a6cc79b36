// One QR top-up: its dynamic VietQR, the transfer details to copy, and a live status polled while it is pending; when
// the transfer is matched it says "đã nhận" and the header's deposit balance is refreshed without a reload.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TQrTopUp, TQrView } from '@portal/contracts';
import { formatDateTime, formatVnd, vietQrBankOf } from '@portal/domain';
import { QrCode } from '../../../components/QrCode';
import { api } from '../../../lib/http/api';
import { QR_POLL_MS, useGetQrTopUpQuery } from '../api/qr-api';
import { CopyField } from './CopyField';

export function QrTopUpCard({ topUp, account }: { topUp: TQrTopUp; account: NonNullable<TQrView['account']> }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const isPendingAtFirst = topUp.status === 'pending';
  const live = useGetQrTopUpQuery(topUp.id, {
    pollingInterval: QR_POLL_MS,
    skip: !isPendingAtFirst,
    skipPollingIfUnfocused: false,
  });
  const current = live.data ?? topUp;
  const isReceived = current.status === 'confirmed';
  useEffect(() => {
    // The credit moved the deposit: the header balance, the statements and the lists refresh.
    if (isPendingAtFirst && isReceived) dispatch(api.util.invalidateTags(['Deposit', 'TopUp', 'QrTopUp']));
  }, [dispatch, isPendingAtFirst, isReceived]);
  const bank = vietQrBankOf(account.bankBin);
  const language = i18n.language === 'en' ? 'en' : 'vi';

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="qr-top-up">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {current.payload ? (
          <Box sx={{ alignSelf: 'center' }}>
            <QrCode
              text={current.payload}
              label={t('qr.imageLabel', { amount: formatVnd(current.amount) })}
              size={220}
            />
          </Box>
        ) : null}
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
          <Box>
            {isReceived ? (
              <Chip color="success" label={t('qr.statuses.confirmed')} data-testid="qr-status" />
            ) : current.status === 'rejected' ? (
              <Chip color="error" label={t('qr.statuses.rejected')} data-testid="qr-status" />
            ) : (
              <Chip
                color="warning"
                variant="outlined"
                icon={<CircularProgress size={14} />}
                label={t('qr.statuses.pending')}
                data-testid="qr-status"
              />
            )}
          </Box>
          <CopyField
            label={t('qr.bank')}
            value={bank ? `${bank.shortName} – ${bank.name[language]}` : account.bankBin}
          />
          <CopyField label={t('qr.accountNumber')} value={account.accountNumber} />
          <CopyField label={t('qr.holderName')} value={account.holderName} />
          <CopyField label={t('qr.amount')} value={formatVnd(current.amount)} copyValue={String(current.amount)} />
          <CopyField label={t('qr.content')} value={current.code} />
          {isReceived && current.decidedAt ? (
            <Alert severity="success">
              {t('qr.received', { amount: formatVnd(current.amount), at: formatDateTime(new Date(current.decidedAt)) })}
            </Alert>
          ) : current.status === 'pending' ? (
            <Alert severity="info">{t('qr.waiting')}</Alert>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
