// The username input of the sign-in and forgot-password forms (plain, decision 152).
import { useTranslation } from 'react-i18next';
import { PlainField } from '../../../components/plain/PlainField';

type UsernameFieldProps = { value: string; onChange: (value: string) => void; error?: string };

export function UsernameField({ value, onChange, error }: UsernameFieldProps) {
  const { t } = useTranslation();
  return (
    <PlainField
      label={t('login.username')}
      name="username"
      autoComplete="username"
      autoFocus
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
