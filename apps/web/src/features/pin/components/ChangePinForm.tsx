// Changing the PIN: the current one, then the new one twice. A wrong current PIN counts towards the lock.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useChangePinMutation } from '../api/pin-api';
import { newPinProblem, pinFormatProblem } from './pin-checks';
import { PinField } from './PinField';
import { usePinForm } from './use-pin-form';

const FIELDS = ['currentPin', 'newPin', 'confirmPin'] as const;

export function ChangePinForm({ isLocked }: { isLocked: boolean }) {
  const { t } = useTranslation();
  const [changePin, { isLoading }] = useChangePinMutation();
  const form = usePinForm(FIELDS, { currentPin: '', newPin: '', confirmPin: '' });
  const { values } = form;

  const submit = form.submitter({
    check: () => ({
      currentPin: pinFormatProblem(values.currentPin, t),
      newPin:
        newPinProblem(values.newPin, t) ?? (values.newPin === values.currentPin ? t('pin.errors.same') : undefined),
      confirmPin: values.confirmPin !== values.newPin ? t('pin.errors.mismatch') : undefined,
    }),
    send: () => changePin({ currentPin: values.currentPin, newPin: values.newPin }),
    doneKey: 'pin.change.done',
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('pin.change.title')}>
      <FormErrorAlert message={form.errorMessage} />
      <PinField
        label={t('pin.fields.currentPin')}
        required
        fullWidth
        disabled={isLocked}
        {...form.pinFieldProps('currentPin')}
      />
      <PinField
        label={t('pin.fields.newPin')}
        required
        fullWidth
        disabled={isLocked}
        {...form.pinFieldProps('newPin')}
      />
      <PinField
        label={t('pin.fields.confirmPin')}
        required
        fullWidth
        disabled={isLocked}
        {...form.pinFieldProps('confirmPin')}
      />
      <Button type="submit" variant="contained" loading={isLoading} loadingPosition="start" disabled={isLocked}>
        {t('pin.change.submit')}
      </Button>
    </Stack>
  );
}
