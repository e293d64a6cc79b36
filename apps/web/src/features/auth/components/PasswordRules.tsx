// A live checklist of the password rule under a new-password field (plain, decision 152: MUI's dense list's look).
import { passwordProblems } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain/icons';
import { PASSWORD_RULES, usePasswordCheck } from '../hooks/use-password-check';
import '../../../components/plain/plain.css';

export function PasswordRules({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  const { ruleText } = usePasswordCheck();
  const problems = new Set(passwordProblems(password));
  return (
    <ul className="pl-rules" id={id} aria-label={t('password.rulesTitle')}>
      {PASSWORD_RULES.map((rule) => {
        const isMet = password !== '' && !problems.has(rule);
        return (
          <li key={rule} className={isMet ? 'pl-rule pl-rule--met' : 'pl-rule'}>
            <PlainIcon
              name={isMet ? 'checkCircle' : 'circle'}
              title={t(isMet ? 'password.ruleMet' : 'password.ruleNotMet')}
            />
            <span>{ruleText(rule)}</span>
          </li>
        );
      })}
    </ul>
  );
}
