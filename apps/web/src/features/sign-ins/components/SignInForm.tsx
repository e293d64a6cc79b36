// The sign-in form: system, account id, credentials (username and password, or an API key), enabled; the API's own schemas check it.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BOOKING_SYSTEMS } from '@portal/contracts/suppliers/booking-systems';
import { SIGN_IN_LIMITS, ZCreateSignInRequest, ZUpdateSignInRequest } from '@portal/contracts/sign-ins/sign-ins';
import type { TBookingSystem, TSignIn } from '@portal/contracts';
import { EditorForm, SaveButton } from '../../../components/EditorForm';
import { PasswordField } from '../../../components/PasswordField';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useCreateSignInMutation, useUpdateSignInMutation } from '../api/sign-ins-api';
import { SIGN_INS_PATH } from './paths';

const FIELDS = ['system', 'accountId', 'isEnabled', 'credentials', 'username', 'password', 'apiKey'] as const;
type FieldName = (typeof FIELDS)[number];
type CredentialKind = 'password' | 'apiKey';

type FormValues = {
  system: TBookingSystem;
  accountId: string;
  isEnabled: boolean;
  kind: CredentialKind;
  username: string;
  password: string;
  apiKey: string;
};

/** Secrets are never prefilled: the API never sends them, and an edit starts with empty credential fields. */
function initialValues(signIn: TSignIn | undefined): FormValues {
  return {
    system: signIn?.system ?? '1A',
    accountId: signIn?.accountId ?? '',
    isEnabled: signIn?.isEnabled ?? true,
    kind: 'password',
    username: '',
    password: '',
    apiKey: '',
  };
}

/** The credentials typed in, or undefined when the fields of the chosen kind are all empty. */
function typedCredentials(values: FormValues): Record<string, string> | undefined {
  if (values.kind === 'apiKey') return values.apiKey === '' ? undefined : { apiKey: values.apiKey };
  if (values.username.trim() === '' && values.password === '') return undefined;
  return {
    ...(values.username.trim() === '' ? {} : { username: values.username }),
    ...(values.password === '' ? {} : { password: values.password }),
  };
}

/** `credentials.password` → `password`: where the form shows an issue of the API's schema. */
function fieldOf(path: readonly PropertyKey[] | string): FieldName | undefined {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const name = parts[0] === 'credentials' && parts[1] ? parts[1] : parts[0];
  return FIELDS.includes(name as FieldName) ? (name as FieldName) : undefined;
}

export function SignInForm({ signIn }: { signIn: TSignIn | undefined }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [createSignIn, creating] = useCreateSignInMutation();
  const [updateSignIn, updating] = useUpdateSignInMutation();
  const [values, setValues] = useState<FormValues>(() => initialValues(signIn));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const isEditing = signIn !== undefined;

  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const errorProps = (name: FieldName, help?: string) => ({
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name] ?? help,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    const credentials = typedCredentials(values);
    const body = {
      system: values.system,
      accountId: values.accountId,
      isEnabled: values.isEnabled,
      ...(credentials ? { credentials } : {}),
    };
    const parsed = isEditing ? ZUpdateSignInRequest.safeParse(body) : ZCreateSignInRequest.safeParse(body);
    if (!parsed.success) {
      const errors: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        if (field && !errors[field]) errors[field] = t(`signIns.errors.${field}`);
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    const result = signIn
      ? await updateSignIn({ id: signIn.id, body: parsed.data })
      : await createSignIn(ZCreateSignInRequest.parse(parsed.data));
    if ('error' in result) {
      const errors: Partial<Record<FieldName, string>> = {};
      for (const [path, reason] of Object.entries(apiFieldErrors(result.error))) {
        const field = fieldOf(path);
        if (field) errors[field] = t(reason === 'taken' ? 'signIns.errors.accountIdTaken' : `signIns.errors.${field}`);
      }
      setFieldErrors(errors);
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('signIns.saved') }));
    void navigate(SIGN_INS_PATH);
  };

  const secretHelp = isEditing ? t('signIns.form.keepCredentials') : undefined;
  return (
    <EditorForm
      label={t(isEditing ? 'signIns.editTitle' : 'signIns.addTitle')}
      errorMessage={errorMessage}
      onSubmit={submit}
      autoComplete="off"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('signIns.form.system')}
          value={values.system}
          onChange={(event) => set('system', event.target.value as TBookingSystem)}
          slotProps={{ select: { native: true } }}
          {...errorProps('system')}
        >
          {BOOKING_SYSTEMS.map((system) => (
            <option key={system} value={system}>
              {t(`signIns.systems.${system}`)}
            </option>
          ))}
        </TextField>
        <TextField
          fullWidth
          required
          label={t('signIns.form.accountId')}
          value={values.accountId}
          onChange={(event) => set('accountId', event.target.value)}
          slotProps={{
            htmlInput: { maxLength: SIGN_IN_LIMITS.accountIdMax, autoCapitalize: 'characters', spellCheck: false },
          }}
          {...errorProps('accountId', t('signIns.form.accountIdHelp'))}
        />
      </Stack>
      {isEditing ? <Alert severity="info">{t('signIns.form.keepCredentials')}</Alert> : null}
      <Stack spacing={1}>
        <FormLabel id="sign-in-credential-kind">{t('signIns.form.credentialKind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="sign-in-credential-kind"
          value={values.kind}
          onChange={(event) => set('kind', event.target.value as CredentialKind)}
        >
          <FormControlLabel value="password" control={<Radio />} label={t('signIns.form.kindPassword')} />
          <FormControlLabel value="apiKey" control={<Radio />} label={t('signIns.form.kindApiKey')} />
        </RadioGroup>
        {fieldErrors.credentials ? <Alert severity="error">{fieldErrors.credentials}</Alert> : null}
      </Stack>
      {values.kind === 'password' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            label={t('signIns.form.username')}
            value={values.username}
            onChange={(event) => set('username', event.target.value)}
            slotProps={{ htmlInput: { maxLength: SIGN_IN_LIMITS.usernameMax, autoComplete: 'off', spellCheck: false } }}
            {...errorProps('username', secretHelp)}
          />
          <PasswordField
            fullWidth
            label={t('signIns.form.password')}
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            slotProps={{ htmlInput: { maxLength: SIGN_IN_LIMITS.passwordMax, autoComplete: 'new-password' } }}
            {...errorProps('password', secretHelp)}
          />
        </Stack>
      ) : (
        <PasswordField
          fullWidth
          label={t('signIns.form.apiKey')}
          value={values.apiKey}
          onChange={(event) => set('apiKey', event.target.value)}
          slotProps={{ htmlInput: { maxLength: SIGN_IN_LIMITS.apiKeyMax, autoComplete: 'new-password' } }}
          {...errorProps('apiKey', secretHelp)}
        />
      )}
      <FormControlLabel
        control={<Switch checked={values.isEnabled} onChange={(event) => set('isEnabled', event.target.checked)} />}
        label={t('signIns.form.enabled')}
      />
      <SaveButton isSaving={creating.isLoading || updating.isLoading}>{t('signIns.form.save')}</SaveButton>
    </EditorForm>
  );
}
