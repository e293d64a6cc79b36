// Turning the PIN on: the new PIN twice and the account password.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PasswordField } from '../../../components/PasswordField';
import { useSetPinMutation } from '../api/pin-api';
import { newPinProblem } from './pin-checks';
import { PinField } from './PinField';
import { usePinForm } from './use-pin-form';

const FIELDS = ['pin', 'confirmPin', 'password'] as const;

export function SetPinForm() {
  const { t } = useTranslation();
  const [setPin, { isLoading }] = useSetPinMutation();
  const form = usePinForm(FIELDS, { pin: '', confirmPin: '', password: '' });
  const { values } = form;

  const submit = form.submitter({
    check: () => ({
      pin: newPinProblem(values.pin, t),
      confirmPin: values.confirmPin !== values.pin ? t('pin.errors.mismatch') : undefined,
      password: values.password === '' ? t('pin.errors.passwordRequired') : undefined,
    }),
    send: () => setPin({ pin: values.pin, password: values.password }),
    doneKey: 'pin.set.done',
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('pin.set.title')}>
      <FormErrorAlert message={form.errorMessage} />
      <PinField label={t('pin.fields.newPin')} required fullWidth {...form.pinFieldProps('pin')} />
      <PinField label={t('pin.fields.confirmPin')} required fullWidth {...form.pinFieldProps('confirmPin')} />
      <PasswordField
        label={t('pin.fields.password')}
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => form.setValue('password')(event.target.value)}
        required
        fullWidth
        {...form.errorProps('password')}
      />
      <Button type="submit" variant="contained" loading={isLoading} loadingPosition="start">
        {t('pin.set.submit')}
      </Button>
    </Stack>
  );
}
