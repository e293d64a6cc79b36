// The change-password form shared by the forced page and the shell page: current, new and confirmation. Plain
// (decision 152): the forced page is a sign-in page; in the shell it sits in an MUI card and looks the same.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { accessTokenReplaced } from '../../../stores/session-slice';
import { PlainFormError } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainPasswordField } from '../../../components/plain/PlainPasswordField';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { useChangePasswordMutation } from '../api/change-password';
import { usePasswordCheck } from '../hooks/use-password-check';
import { PasswordRules } from './PasswordRules';

type FieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';

export function ChangePasswordForm({ onChanged }: { onChanged: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const { describeProblems } = usePasswordCheck();
  const dispatch = useDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<Record<FieldName, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: fieldErrors[name],
    required: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    const errors: Partial<Record<FieldName, string>> = {};
    if (!values.currentPassword) errors.currentPassword = t('password.currentRequired');
    const problems = describeProblems(values.newPassword);
    if (problems) errors.newPassword = problems;
    if (values.newPassword !== values.confirmPassword) errors.confirmPassword = t('password.mismatch');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;

    const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if ('error' in result) {
      setFieldErrors(apiFieldErrors(result.error));
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(
      accessTokenReplaced({
        accessToken: result.data.accessToken,
        accessTokenExpiresAt: result.data.accessTokenExpiresAt,
      }),
    );
    setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
    await onChanged();
  };

  return (
    <form className="pl-root pl-stack" noValidate onSubmit={submit} aria-label={t('changePassword.title')}>
      <PlainFormError message={errorMessage} />
      <PlainPasswordField label={t('password.current')} autoComplete="current-password" {...field('currentPassword')} />
      <PlainPasswordField label={t('password.new')} autoComplete="new-password" {...field('newPassword')} />
      <PasswordRules password={values.newPassword} id="change-password-rules" />
      <PlainPasswordField label={t('password.confirm')} autoComplete="new-password" {...field('confirmPassword')} />
      <PlainButton type="submit" variant="contained" large busy={isLoading}>
        {t('changePassword.submit')}
      </PlainButton>
    </form>
  );
}
