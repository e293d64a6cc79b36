// A live checklist of the password rule under a new-password field.
import { passwordProblems } from '@portal/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, usePasswordCheck } from '../hooks/use-password-check';

export function PasswordRules({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  const { ruleText } = usePasswordCheck();
  const problems = new Set(passwordProblems(password));
  return (
    <List dense disablePadding id={id} aria-label={t('password.rulesTitle')} sx={{ mt: -0.5 }}>
      {PASSWORD_RULES.map((rule) => {
        const isMet = password !== '' && !problems.has(rule);
        return (
          <ListItem key={rule} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {isMet ? (
                <CheckCircle fontSize="small" color="success" titleAccess={t('password.ruleMet')} />
              ) : (
                <RadioButtonUnchecked fontSize="small" color="disabled" titleAccess={t('password.ruleNotMet')} />
              )}
            </ListItemIcon>
            <ListItemText primary={ruleText(rule)} slotProps={{ primary: { variant: 'body2' } }} />
          </ListItem>
        );
      })}
    </List>
  );
}
