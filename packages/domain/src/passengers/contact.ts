// The contact of a booking (SPEC §3, §4): name (ADT-1's when left empty), Vietnamese mobile, email, extra info.
import { z } from 'zod';
import { isPersonName, isVietnameseMobile } from '../validation/contact.js';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_EXTRA_INFO_MAX_LENGTH = 500;

export type ContactInput = { name?: string; phone?: string; email?: string; extraInfo?: string };
export type ContactField = keyof ContactInput;
export type ContactProblemCode = 'required' | 'invalidName' | 'tooLong' | 'invalidPhone' | 'invalidEmail';
export type ContactProblem = { field: ContactField; code: ContactProblemCode };

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const email = z.email();

/**
 * The contact name to use: the one typed, or else ADT-1's last and first name as typed (SPEC §4),
 * `Nguyễn` + `Văn Đức` → `Nguyễn Văn Đức`; empty when neither is there.
 */
export function contactNameOf(
  contact: Pick<ContactInput, 'name'>,
  firstAdult: { lastName?: string; firstName?: string } | undefined,
): string {
  const typed = collapse(contact.name ?? '');
  if (typed !== '') return typed;
  return collapse(`${firstAdult?.lastName ?? ''} ${firstAdult?.firstName ?? ''}`);
}

/** Phone required (SPEC §5 Vietnamese mobile), name required once ADT-1's is taken in, email optional but real. */
export function contactProblems(
  contact: ContactInput,
  firstAdult: { lastName?: string; firstName?: string } | undefined,
): ContactProblem[] {
  const problems: ContactProblem[] = [];
  const name = contactNameOf(contact, firstAdult);
  if (name === '') problems.push({ field: 'name', code: 'required' });
  else if (name.length > CONTACT_NAME_MAX_LENGTH) problems.push({ field: 'name', code: 'tooLong' });
  else if (!isPersonName(name)) problems.push({ field: 'name', code: 'invalidName' });

  const phone = contact.phone?.trim() ?? '';
  if (phone === '') problems.push({ field: 'phone', code: 'required' });
  else if (!isVietnameseMobile(phone)) problems.push({ field: 'phone', code: 'invalidPhone' });

  const address = contact.email?.trim() ?? '';
  if (address.length > CONTACT_EMAIL_MAX_LENGTH) problems.push({ field: 'email', code: 'tooLong' });
  else if (address !== '' && !email.safeParse(address).success) problems.push({ field: 'email', code: 'invalidEmail' });

  if ((contact.extraInfo?.trim().length ?? 0) > CONTACT_EXTRA_INFO_MAX_LENGTH)
    problems.push({ field: 'extraInfo', code: 'tooLong' });
  return problems;
}
