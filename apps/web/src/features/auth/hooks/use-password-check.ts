// Client-side check of a new password with @portal/domain's rule, naming what is missing.
import { passwordProblems, type PasswordProblem } from '@portal/domain';
import { useTranslation } from 'react-i18next';

export const PASSWORD_RULES: readonly PasswordProblem[] = [
  'tooShort',
  'missingUppercase',
  'missingDigit',
  'missingSpecial',
  'invalidCharacters',
];

export function usePasswordCheck() {
  const { t } = useTranslation();
  /** A sentence naming every missing part, or undefined when the password is strong. */
  const describeProblems = (password: string): string | undefined => {
    const problems = passwordProblems(password);
    if (problems.length === 0) return undefined;
    return t('password.problemsIntro', {
      problems: problems.map((problem) => t(`password.problems.${problem}`)).join(', '),
    });
  };
  return { describeProblems, ruleText: (problem: PasswordProblem) => t(`password.rules.${problem}`) };
}
