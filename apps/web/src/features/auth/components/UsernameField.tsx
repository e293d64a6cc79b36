// The username input of the sign-in and forgot-password forms.
import { LightField } from '../../../components/LightField';
import { useTranslation } from 'react-i18next';

type UsernameFieldProps = { value: string; onChange: (value: string) => void; error?: string };

export function UsernameField({ value, onChange, error }: UsernameFieldProps) {
  const { t } = useTranslation();
  return (
    <LightField
      label={t('login.username')}
      name="username"
      autoComplete="username"
      autoFocus
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
    />
  );
}
