// Changing the PIN: the current one, then the new one twice. A wrong current PIN counts towards the lock.
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showToast } from '../../../stores/toast-slice';
import { useChangePinMutation } from '../api/pin-api';
import { newPinProblem, pinFormatProblem } from './pin-checks';
import { PinField } from './PinField';
import { usePinForm } from './use-pin-form';

const FIELDS = ['currentPin', 'newPin', 'confirmPin'] as const;

export function ChangePinForm({ isLocked }: { isLocked: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [changePin, { isLoading }] = useChangePinMutation();
  const form = usePinForm(FIELDS, { currentPin: '', newPin: '', confirmPin: '' });
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const isValid = form.isValid({
      currentPin: pinFormatProblem(values.currentPin, t),
      newPin:
        newPinProblem(values.newPin, t) ?? (values.newPin === values.currentPin ? t('pin.errors.same') : undefined),
      confirmPin: values.confirmPin !== values.newPin ? t('pin.errors.mismatch') : undefined,
    });
    if (!isValid) return;
    const result = await changePin({ currentPin: values.currentPin, newPin: values.newPin });
    if ('error' in result) {
      form.refused(result.error);
      return;
    }
    form.reset();
    dispatch(showToast({ type: 'success', description: t('pin.change.done') }));
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('pin.change.title')}>
      <FormErrorAlert message={form.errorMessage} />
      <PinField
        label={t('pin.fields.currentPin')}
        value={values.currentPin}
        onValueChange={form.setValue('currentPin')}
        required
        fullWidth
        disabled={isLocked}
        {...form.errorProps('currentPin')}
      />
      <PinField
        label={t('pin.fields.newPin')}
        value={values.newPin}
        onValueChange={form.setValue('newPin')}
        required
        fullWidth
        disabled={isLocked}
        {...form.errorProps('newPin')}
      />
      <PinField
        label={t('pin.fields.confirmPin')}
        value={values.confirmPin}
        onValueChange={form.setValue('confirmPin')}
        required
        fullWidth
        disabled={isLocked}
        {...form.errorProps('confirmPin')}
      />
      <Button type="submit" variant="contained" loading={isLoading} loadingPosition="start" disabled={isLocked}>
        {t('pin.change.submit')}
      </Button>
    </Stack>
  );
}
