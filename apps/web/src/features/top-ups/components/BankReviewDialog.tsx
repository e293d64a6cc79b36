// Deciding one queued bank transfer: credit it in one or more parts to direct sub-agencies (at most its amount), or reject.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBankNotification, TTopUpAgency } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { groupAmountDigits, typedAmount, typedAmountDigits } from '../../../lib/forms/amount-input';
import { apiErrorMessage } from '../../../lib/http/types';
import { useDecideBankNotificationMutation } from '../api/top-ups-api';

type Part = { agencyId: string; amount: string };

export function BankReviewDialog(props: {
  notification: TBankNotification;
  mode: 'credit' | 'reject';
  subAgencies: TTopUpAgency[];
  onClose: () => void;
}) {
  const { notification, mode, subAgencies, onClose } = props;
  const { t } = useTranslation();
  const [decide, { isLoading }] = useDecideBankNotificationMutation();
  const [parts, setParts] = useState<Part[]>([
    { agencyId: subAgencies[0]?.id ?? '', amount: String(notification.amount) },
  ]);
  const [reason, setReason] = useState('');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const total = parts.reduce((sum, part) => sum + (typedAmount(part.amount) ?? 0), 0);
  const setPart = (index: number, change: Partial<Part>) =>
    setParts((current) => current.map((part, at) => (at === index ? { ...part, ...change } : part)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    if (mode === 'reject' && reason.trim() === '') return setErrorMessage(t('topUps.errors.reasonRequired'));
    if (mode === 'credit' && (total <= 0 || total > notification.amount || parts.some((part) => !part.agencyId)))
      return setErrorMessage(t('qr.review.total', { total: formatVnd(total), amount: formatVnd(notification.amount) }));
    const result = await decide(
      mode === 'reject'
        ? { id: notification.id, decision: 'reject', reason: reason.trim() }
        : {
            id: notification.id,
            decision: 'credit',
            parts: parts.map((part) => ({ agencyId: part.agencyId, amount: typedAmount(part.amount) ?? 0 })),
          },
    );
    if ('error' in result) return setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{mode === 'credit' ? t('qr.review.credit') : t('qr.review.reject')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography>
              {notification.bankTransactionId} · {formatVnd(notification.amount)} · {notification.content}
            </Typography>
            <FormErrorAlert message={errorMessage} />
            {mode === 'reject' ? (
              <TextField
                label={t('qr.review.rejectReason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            ) : (
              <>
                {parts.map((part, index) => (
                  <Stack key={index} direction="row" spacing={1}>
                    <TextField
                      select
                      label={t('qr.review.agency')}
                      value={part.agencyId}
                      onChange={(event) => setPart(index, { agencyId: event.target.value })}
                      sx={{ flex: 2 }}
                    >
                      {subAgencies.map((agency) => (
                        <MenuItem key={agency.id} value={agency.id}>
                          {agency.code} – {agency.name}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      label={t('topUps.amount')}
                      value={groupAmountDigits(part.amount, 11)}
                      onChange={(event) => setPart(index, { amount: typedAmountDigits(event.target.value, 11) })}
                      sx={{ flex: 1 }}
                    />
                  </Stack>
                ))}
                <Typography variant="body2" color={total > notification.amount ? 'error' : 'text.secondary'}>
                  {t('qr.review.total', { total: formatVnd(total), amount: formatVnd(notification.amount) })}
                </Typography>
                <div>
                  <Button
                    size="small"
                    onClick={() => setParts((current) => [...current, { agencyId: '', amount: '' }])}
                  >
                    {t('qr.review.addPart')}
                  </Button>
                </div>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isLoading}
            color={mode === 'credit' ? 'success' : 'error'}
          >
            {mode === 'credit' ? t('qr.review.credit') : t('qr.review.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
