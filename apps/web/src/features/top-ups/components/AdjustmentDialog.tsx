// "Điều chỉnh ký quỹ": credit or debit a direct sub-agency's deposit with a reason; one key per dialog, so a retry moves money once.
import { useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CancelSubmitActions } from '../../../components/CancelSubmitActions';
import { useDispatch } from 'react-redux';
import type { TAdjustmentDirection, TTopUpAgency } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { groupAmountDigits, typedAmountDigits } from '../../../lib/forms/amount-input';
import { showToast } from '../../../stores/toast-slice';
import { useAdjustDepositMutation } from '../api/top-ups-api';
import { TOP_UP_AMOUNT_DIGITS, amountProblem } from '../form/top-up-form';
import { TOP_UP_LIMITS } from '../form/limits';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';

type Field = 'agencyId' | 'amount' | 'reason';

export function AdjustmentDialog({
  subAgencies,
  onClose,
}: {
  subAgencies: readonly TTopUpAgency[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [adjust, { isLoading }] = useAdjustDepositMutation();
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const [agencyId, setAgencyId] = useState(subAgencies.length === 1 ? subAgencies[0]!.id : '');
  const [direction, setDirection] = useState<TAdjustmentDirection>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    const found: Partial<Record<Field, string>> = {};
    if (!agencyId) found.agencyId = t('topUps.errors.agencyRequired');
    const amountKey = amountProblem(amount);
    if (amountKey) found.amount = t(`topUps.errors.${amountKey}`);
    const trimmed = reason.trim();
    if (trimmed === '') found.reason = t('topUps.errors.reasonRequired');
    else if (trimmed.length > TOP_UP_LIMITS.adjustmentReasonMax) found.reason = t('topUps.errors.reasonTooLong');
    setProblems(found);
    if (Object.keys(found).length > 0) return;

    const result = await adjust({ agencyId, direction, amount: Number(amount), reason: trimmed, idempotencyKey });
    if ('error' in result) {
      setProblems(apiFieldErrors(result.error));
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(
      showToast({
        type: 'success',
        description: t('topUps.adjusted', { available: formatVnd(result.data.after.available) }),
      }),
    );
    onClose();
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="adjust-deposit-title"
      fullWidth
      maxWidth="sm"
    >
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id="adjust-deposit-title">{t('topUps.adjustTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert message={errorMessage} />
            <TextField
              select
              label={t('topUps.subAgency')}
              value={agencyId}
              onChange={(event) => setAgencyId(event.target.value)}
              error={Boolean(problems.agencyId)}
              helperText={problems.agencyId}
              required
              fullWidth
            >
              {subAgencies.map((agency) => (
                <MenuItem key={agency.id} value={agency.id}>
                  {agency.code} – {agency.name}
                </MenuItem>
              ))}
            </TextField>
            <FormControl>
              <FormLabel id="adjust-direction-label">{t('topUps.direction')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="adjust-direction-label"
                value={direction}
                onChange={(event) => setDirection(event.target.value as TAdjustmentDirection)}
              >
                <FormControlLabel value="credit" control={<Radio />} label={t('topUps.directions.credit')} />
                <FormControlLabel value="debit" control={<Radio />} label={t('topUps.directions.debit')} />
              </RadioGroup>
            </FormControl>
            <TextField
              label={t('topUps.amount')}
              value={groupAmountDigits(amount, TOP_UP_AMOUNT_DIGITS)}
              onChange={(event) => setAmount(typedAmountDigits(event.target.value, TOP_UP_AMOUNT_DIGITS))}
              error={Boolean(problems.amount)}
              helperText={problems.amount ?? t('topUps.amountHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: '₫' } }}
              required
              fullWidth
            />
            <TextField
              label={t('topUps.adjustReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(problems.reason)}
              helperText={problems.reason ?? `${reason.trim().length}/${TOP_UP_LIMITS.adjustmentReasonMax}`}
              required
              multiline
              minRows={2}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <CancelSubmitActions onCancel={onClose} isLoading={isLoading} submitLabel={t('topUps.adjustSubmit')} />
      </Stack>
    </Dialog>
  );
}
