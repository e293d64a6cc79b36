// The QR page's body, for the caller's agency or (agencyId) one of its sub-agencies: the receiving account with the
// static QR, an amount field that makes a dynamic QR with its own code, and the latest QR top-ups with their matches.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TQrTopUp } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { QrCode } from '../../../components/QrCode';
import { groupAmountDigits, typedAmount, typedAmountDigits } from '../../../lib/forms/amount-input';
import { apiErrorMessage } from '../../../lib/http/types';
import { useCreateQrTopUpMutation, useGetQrViewQuery } from '../api/qr-api';
import { QrTopUpCard } from './QrTopUpCard';

const MIN_AMOUNT = 10_000;
const MAX_AMOUNT = 10_000_000_000;

export function QrPanel({ agencyId }: { agencyId?: string }) {
  const { t } = useTranslation();
  const view = useGetQrViewQuery(agencyId);
  const [create, creating] = useCreateQrTopUpMutation();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<TQrTopUp | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = typedAmount(amount);
    if (value === null) return setProblem(t('qr.errors.amountRequired'));
    if (value < MIN_AMOUNT || value > MAX_AMOUNT)
      return setProblem(t('qr.errors.amountRange', { min: formatVnd(MIN_AMOUNT), max: formatVnd(MAX_AMOUNT) }));
    setProblem(null);
    const result = await create({ agencyId, amount: value });
    if ('error' in result) return setProblem(apiErrorMessage(result.error) ?? t('errors.unexpected'));
    setShown(result.data);
  };

  if (view.isLoading) return <LinearProgress aria-label={t('qr.loading')} />;
  if (view.error || !view.data)
    return <Alert severity="error">{(view.error && apiErrorMessage(view.error)) ?? t('errors.loadFailed')}</Alert>;
  const { account, staticPayload, topUps } = view.data;
  if (!account) return <Alert severity="warning">{t('qr.noAccount')}</Alert>;
  const others = topUps.filter((topUp) => topUp.id !== shown?.id);

  return (
    <Stack spacing={3}>
      <Typography variant="subtitle1">
        {view.data.agency.code} – {view.data.agency.name}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
          <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ flex: 1 }}>
            <Typography variant="h6" gutterBottom>
              {t('qr.askTitle')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('qr.amount')}
                name="amount"
                value={groupAmountDigits(amount, 11)}
                onChange={(event) => setAmount(typedAmountDigits(event.target.value, 11))}
                error={Boolean(problem)}
                helperText={problem ?? t('qr.amountHelp')}
                slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: '₫' } }}
                sx={{ minWidth: 240 }}
              />
              <Button type="submit" variant="contained" disabled={creating.isLoading} sx={{ mt: 1 }}>
                {t('qr.create')}
              </Button>
            </Stack>
            {creating.isLoading ? <LinearProgress sx={{ mt: 1 }} /> : null}
          </Box>
          {staticPayload ? (
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <QrCode text={staticPayload} label={t('qr.staticLabel')} size={140} />
              <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 200, textAlign: 'center' }}>
                {t('qr.staticHelp')}
              </Typography>
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      {shown ? <QrTopUpCard key={shown.id} topUp={shown} account={account} /> : null}
      <Box>
        <Typography variant="h6" gutterBottom>
          {t('qr.recent')}
        </Typography>
        {others.length === 0 ? (
          <Typography color="text.secondary">{t('qr.none')}</Typography>
        ) : (
          <Stack spacing={1}>
            {others.map((topUp) => (
              <Paper key={topUp.id} variant="outlined" sx={{ p: 1.5 }}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontFamily: 'monospace' }}>{topUp.code}</Typography>
                  <Typography sx={{ fontWeight: 600 }}>{formatVnd(topUp.amount)}</Typography>
                  <Typography color="text.secondary">{formatDateTime(new Date(topUp.requestedAt))}</Typography>
                  <Chip
                    size="small"
                    color={topUp.status === 'confirmed' ? 'success' : topUp.status === 'rejected' ? 'error' : 'warning'}
                    label={t(`qr.statuses.${topUp.status}`)}
                  />
                  {topUp.matches.map((match) => (
                    <Typography key={match.id} variant="caption" color="text.secondary">
                      {t('qr.match', { id: match.bankTransactionId, amount: formatVnd(match.amount) })}
                    </Typography>
                  ))}
                  {topUp.status === 'pending' ? (
                    <Button size="small" onClick={() => setShown(topUp)}>
                      {t('qr.show')}
                    </Button>
                  ) : null}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
