// The tours' refusals: a field named in the caller's language, 400 for bad input and 409 for a state that forbids it.
import { ErrorCode } from '@portal/contracts';
import { fieldError, invalidFieldIn } from '../../../platform/field-error.js';
import type { Language } from '../../../platform/messages.js';

type Problem = { field: string; vi: string; en: string };

export const badTourField = invalidFieldIn;

export function tourConflict(language: Language, problem: Problem) {
  const reason = problem[language];
  return fieldError(problem.field, 'validation', {
    status: 409,
    code: ErrorCode.CONFLICT,
    reason,
    params: { fields: `${problem.field} (${reason})` },
  });
}

export const codeTaken = (language: Language) =>
  tourConflict(language, { field: 'code', vi: 'mã tour đã có', en: 'this tour code is already used' });
export const slugTaken = (language: Language) =>
  tourConflict(language, { field: 'slug', vi: 'đường dẫn đã có', en: 'this address is already used' });
