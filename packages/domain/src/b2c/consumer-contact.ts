// The storefront's contact given alone (a tour booking: no passenger to take the name from), on both sides.
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_EXTRA_INFO_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactProblems,
  type ContactInput,
} from '../passengers/contact.js';
import { passengerIssueText } from '../passengers/messages.js';

const CONTACT_MAX: Record<string, number> = {
  name: CONTACT_NAME_MAX_LENGTH,
  email: CONTACT_EMAIL_MAX_LENGTH,
  extraInfo: CONTACT_EXTRA_INFO_MAX_LENGTH,
};

/**
 * Every error of the contact, each at `contact.{field}` with its text in the language: name required and letters only,
 * a Vietnamese mobile, a real email when given (the passenger form's own contact rules, SPEC §5).
 */
export function consumerContactProblems(
  contact: ContactInput,
  language: 'vi' | 'en',
): { field: string; message: string }[] {
  return contactProblems(contact, undefined).map((problem) => ({
    field: `contact.${problem.field}`,
    message: passengerIssueText(problem.code, language, { max: CONTACT_MAX[problem.field] ?? 0 }),
  }));
}
