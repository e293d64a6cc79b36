// The password rule of SPEC.md §5, answering which parts are missing so a message can name them.
export type PasswordProblem = 'tooShort' | 'invalidCharacters' | 'missingUppercase' | 'missingDigit' | 'missingSpecial';

export const PASSWORD_MIN_LENGTH = 8;
const ALLOWED = /^[A-Za-z0-9!@#$%^&*]*$/;

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (!ALLOWED.test(password)) problems.push('invalidCharacters');
  if (!/[A-Z]/.test(password)) problems.push('missingUppercase');
  if (!/[0-9]/.test(password)) problems.push('missingDigit');
  if (!/[!@#$%^&*]/.test(password)) problems.push('missingSpecial');
  return problems;
}

export function isStrongPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
