// /accounting/deposit-topup/add: ask the agency above to credit our deposit — amount, method, reference, day, note, evidence file.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TTopUp } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { api } from '../../../lib/http/api';
import { maskTypedDate } from '../../../lib/dates/filter-dates';
import { groupAmountDigits, typedAmountDigits } from '../../../lib/forms/amount-input';
import { showToast } from '../../../stores/toast-slice';
import { uploadForm, useTransferAuth } from '../api/file-transfer';
import { TOP_UP_LIMITS } from '../form/limits';
import {
  TOP_UP_AMOUNT_DIGITS,
  topUpFormData,
  topUpFormProblems,
  type TopUpFormField,
  type TopUpFormValues,
} from '../form/top-up-form';

const EMPTY: TopUpFormValues = {
  amount: '',
  method: 'bank_transfer',
  transferReference: '',
  transferDate: '',
  note: '',
  file: null,
};
/** The API names the file part `evidence`; the form calls it `file`. */
const SERVER_FIELD: Partial<Record<string, TopUpFormField>> = { evidence: 'file' };

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function TopUpAddPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const auth = useTransferAuth();
  const [values, setValues] = useState<TopUpFormValues>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<TopUpFormField, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const isSending = progress !== null;

  const set = <K extends TopUpFormField>(name: K, value: TopUpFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const problemOf = (name: TopUpFormField) => problems[name];

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    set('file', file);
    const found = topUpFormProblems({ ...values, file }, new Date());
    setProblems((current) => ({ ...current, file: found.file ? t(`topUps.errors.${found.file}`) : undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    const found = topUpFormProblems(values, new Date());
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`topUps.errors.${key}`)])));
    if (Object.keys(found).length > 0) return;

    setProgress(0);
    const result = await uploadForm<TTopUp>('/api/top-ups', {
      form: topUpFormData(values),
      auth,
      onProgress: setProgress,
    });
    setProgress(null);
    if ('error' in result) {
      const fields = apiFieldErrors(result.error);
      setProblems(
        Object.fromEntries(Object.entries(fields).map(([field, message]) => [SERVER_FIELD[field] ?? field, message])),
      );
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(api.util.invalidateTags(['TopUp']));
    dispatch(
      showToast({ type: 'success', description: t('topUps.created', { amount: formatVnd(result.data.amount) }) }),
    );
    void navigate('/accounting/deposit-topup');
  };

  const isBankTransfer = values.method === 'bank_transfer';
  return (
    <>
      <PageTitle title={t('menu.depositTopUpAdd')} subtitle={t('topUps.addSubtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('menu.depositTopUpAdd')}>
          <FormErrorAlert message={errorMessage} />
          <TextField
            label={t('topUps.amount')}
            name="amount"
            value={groupAmountDigits(values.amount, TOP_UP_AMOUNT_DIGITS)}
            onChange={(event) => set('amount', typedAmountDigits(event.target.value, TOP_UP_AMOUNT_DIGITS))}
            error={Boolean(problemOf('amount'))}
            helperText={problemOf('amount') ?? t('topUps.amountHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' }, input: { endAdornment: '₫' } }}
            required
            fullWidth
          />
          <TextField
            select
            label={t('topUps.method')}
            name="method"
            value={values.method}
            onChange={(event) => set('method', event.target.value as TopUpFormValues['method'])}
            required
            fullWidth
          >
            <MenuItem value="bank_transfer">{t('topUps.methods.bank_transfer')}</MenuItem>
            <MenuItem value="cash">{t('topUps.methods.cash')}</MenuItem>
          </TextField>
          <TextField
            label={t('topUps.transferReference')}
            name="transferReference"
            value={values.transferReference}
            onChange={(event) => set('transferReference', event.target.value)}
            error={Boolean(problemOf('transferReference'))}
            helperText={problemOf('transferReference') ?? t('topUps.referenceHelp')}
            slotProps={{ htmlInput: { maxLength: TOP_UP_LIMITS.referenceMax } }}
            required={isBankTransfer}
            fullWidth
          />
          <TextField
            label={t('topUps.transferDate')}
            name="transferDate"
            value={values.transferDate}
            onChange={(event) => set('transferDate', maskTypedDate(event.target.value))}
            error={Boolean(problemOf('transferDate'))}
            helperText={problemOf('transferDate') ?? 'dd/MM/yyyy'}
            placeholder="dd/MM/yyyy"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
            fullWidth
          />
          <TextField
            label={t('topUps.note')}
            name="note"
            value={values.note}
            onChange={(event) => set('note', event.target.value)}
            error={Boolean(problemOf('note'))}
            helperText={problemOf('note') ?? `${values.note.trim().length}/${TOP_UP_LIMITS.noteMax}`}
            multiline
            minRows={2}
            fullWidth
          />
          <Box>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFileIcon />}
              color={problemOf('file') ? 'error' : 'primary'}
            >
              {t(isBankTransfer ? 'topUps.chooseEvidenceRequired' : 'topUps.chooseEvidence')}
              <input
                hidden
                type="file"
                accept="image/*,application/pdf"
                aria-label={t('topUps.evidence')}
                onChange={chooseFile}
              />
            </Button>
            <Typography
              variant="body2"
              sx={{ mt: 1 }}
              color={problemOf('file') ? 'error' : 'text.secondary'}
              role={problemOf('file') ? 'alert' : undefined}
            >
              {problemOf('file') ??
                (values.file ? `${values.file.name} (${formatSize(values.file.size)})` : t('topUps.evidenceHelp'))}
            </Typography>
          </Box>
          {isSending ? (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={t('topUps.uploading')}
            />
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/accounting/deposit-topup" disabled={isSending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={isSending} loadingPosition="start">
              {t('topUps.submit')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </>
  );
}
