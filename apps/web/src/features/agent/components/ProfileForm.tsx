// The user's own name, email and phone; a new email asks for the current password. Checked with the API's schema first.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { ZUpdateProfileRequest } from '@portal/contracts/agencies/profile';
import type { TSession } from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PasswordField } from '../../../components/PasswordField';
import { apiErrorMessage } from '../../../lib/http/types';
import { sessionUpdated } from '../../../stores/session-slice';
import { showToast } from '../../../stores/toast-slice';
import { useUpdateProfileMutation } from '../api/update-profile';
import { clientFieldErrors, serverFieldErrors } from '../../../lib/forms/field-errors';

const FIELDS = ['fullName', 'email', 'phone', 'currentPassword'] as const;
type FieldName = (typeof FIELDS)[number];

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField label={label} value={value} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true } }} />
    </Grid>
  );
}

export function ProfileForm({ session }: { session: TSession }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { memberInfo } = session;
  const [values, setValues] = useState({
    fullName: memberInfo.fullName,
    email: memberInfo.email,
    phone: memberInfo.phone,
    currentPassword: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const isEmailChanged = values.email.trim().toLowerCase() !== memberInfo.email.toLowerCase();

  const set = (name: FieldName, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const errorProps = (name: FieldName) => ({ error: Boolean(fieldErrors[name]), helperText: fieldErrors[name] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    const { currentPassword, ...profile } = values;
    const parsed = ZUpdateProfileRequest.safeParse(isEmailChanged ? { ...profile, currentPassword } : profile);
    if (!parsed.success) {
      setFieldErrors(clientFieldErrors(parsed.error, { fields: FIELDS, t, prefix: 'accountInfo.errors' }));
      return;
    }
    if (isEmailChanged && currentPassword === '') {
      setFieldErrors({ currentPassword: t('accountInfo.errors.currentPassword') });
      return;
    }
    setFieldErrors({});
    const result = await updateProfile(parsed.data);
    if ('error' in result) {
      setFieldErrors(serverFieldErrors(result.error, FIELDS));
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(sessionUpdated({ ...session, memberInfo: result.data.memberInfo }));
    setValues((current) => ({ ...current, currentPassword: '' }));
    dispatch(
      showToast({
        type: 'success',
        description: t(isEmailChanged ? 'accountInfo.savedWithEmail' : 'accountInfo.saved'),
      }),
    );
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('accountInfo.memberTitle')}>
      <FormErrorAlert message={errorMessage} />
      <Grid container spacing={2}>
        <ReadOnlyField label={t('profile.username')} value={memberInfo.username} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('profile.fullName')}
            value={values.fullName}
            onChange={(event) => set('fullName', event.target.value)}
            required
            fullWidth
            size="small"
            {...errorProps('fullName')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            type="email"
            label={t('profile.email')}
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            required
            fullWidth
            size="small"
            {...errorProps('email')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            type="tel"
            label={t('profile.phone')}
            value={values.phone}
            onChange={(event) => set('phone', event.target.value.replace(/\s/g, ''))}
            required
            fullWidth
            size="small"
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11 } }}
            {...errorProps('phone')}
          />
        </Grid>
        {isEmailChanged ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              label={t('accountInfo.currentPassword')}
              value={values.currentPassword}
              onChange={(event) => set('currentPassword', event.target.value)}
              required
              fullWidth
              size="small"
              autoComplete="current-password"
              error={Boolean(fieldErrors.currentPassword)}
              helperText={fieldErrors.currentPassword ?? t('accountInfo.currentPasswordHelp')}
            />
          </Grid>
        ) : null}
        <ReadOnlyField label={t('profile.accountType')} value={t(`accountType.${memberInfo.accountType}`)} />
        <ReadOnlyField label={t('profile.role')} value={t(`role.${memberInfo.role}`)} />
      </Grid>
      <Button
        type="submit"
        variant="contained"
        loading={isLoading}
        loadingPosition="start"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('accountInfo.save')}
      </Button>
    </Stack>
  );
}
