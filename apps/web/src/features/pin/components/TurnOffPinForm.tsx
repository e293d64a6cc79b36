// Turning the PIN off with the current PIN, or with the account password when the PIN is forgotten or locked.
import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PasswordField } from '../../../components/PasswordField';
import { useTurnOffPinMutation } from '../api/pin-api';
import { pinFormatProblem } from './pin-checks';
import { PinField } from './PinField';
import { usePinForm } from './use-pin-form';

const FIELDS = ['pin', 'password'] as const;
type Proof = (typeof FIELDS)[number];

export function TurnOffPinForm({ isLocked }: { isLocked: boolean }) {
  const { t } = useTranslation();
  const [turnOff, { isLoading }] = useTurnOffPinMutation();
  const [chosen, setChosen] = useState<Proof>('pin');
  // A locked PIN can only be turned off with the password.
  const proof: Proof = isLocked ? 'password' : chosen;
  const form = usePinForm(FIELDS, { pin: '', password: '' });
  const { values } = form;

  const submit = form.submitter({
    check: () =>
      proof === 'pin'
        ? { pin: pinFormatProblem(values.pin, t) }
        : { password: values.password === '' ? t('pin.errors.passwordRequired') : undefined },
    send: () => turnOff(proof === 'pin' ? { pin: values.pin } : { password: values.password }),
    doneKey: 'pin.turnOff.done',
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('pin.turnOff.title')}>
      <FormErrorAlert message={form.errorMessage} />
      <RadioGroup
        value={proof}
        onChange={(event) => setChosen(event.target.value as Proof)}
        aria-label={t('pin.turnOff.proof')}
      >
        <FormControlLabel value="pin" control={<Radio />} label={t('pin.turnOff.byPin')} disabled={isLocked} />
        <FormControlLabel value="password" control={<Radio />} label={t('pin.turnOff.byPassword')} />
      </RadioGroup>
      {proof === 'pin' ? (
        <PinField label={t('pin.fields.currentPin')} required fullWidth {...form.pinFieldProps('pin')} />
      ) : (
        <PasswordField
          label={t('pin.fields.password')}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => form.setValue('password')(event.target.value)}
          required
          fullWidth
          {...form.errorProps('password')}
        />
      )}
      <Button type="submit" variant="outlined" color="error" loading={isLoading} loadingPosition="start">
        {t('pin.turnOff.submit')}
      </Button>
    </Stack>
  );
}
