// The username input of the sign-in and forgot-password forms.
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type UsernameFieldProps = { value: string; onChange: (value: string) => void; error?: string };

export function UsernameField({ value, onChange, error }: UsernameFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
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
