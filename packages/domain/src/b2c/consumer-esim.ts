// A consumer's eSIM on the storefront (issue 20, decision 137): its price from what the agency pays, the quantity a
// consumer may order, and the contact form's rules (email required: the QR code is mailed), the same in the browser
// and on the server.
import { contactProblems, type ContactInput } from '../passengers/contact.js';
import { passengerIssueText } from '../passengers/messages.js';
import type { ConsumerFormIssue } from './consumer-passengers.js';

/** At most this many eSIMs of one package in one consumer order. */
export const CONSUMER_ESIM_MAX_QUANTITY = 5;

/**
 * What a consumer pays for one eSIM: the vendor's suggested retail price, never below what the agency's deposit pays
 * for it (the vendor's net plus the chain's fees), so a consumer sale never loses the agency money.
 */
export function consumerEsimUnitPrice(product: { unitPrice: number; retailPrice: number }): number {
  return Math.max(product.retailPrice, product.unitPrice);
}

/**
 * A Vietnamese mobile as typed (spaces, dots, dashes, +84 or 84 allowed) in the portal's form 0xxxxxxxxx, or the text
 * trimmed when it is not one.
 */
export function normalisedVietnameseMobile(phone: string): string {
  const compact = phone.replace(/[\s.()-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (/^84[1-9][0-9]{8}$/.test(digits)) return `0${digits.slice(2)}`;
  return compact;
}

export type ConsumerEsimContact = { name?: string; phone?: string; email?: string };

/** The eSIM order's own limits (its customer: a name of 2–80 characters, an email of at most 120). */
const NAME_MAX = 80;
const EMAIL_MAX = 120;

/** Every error of the eSIM contact form, named contact.name, contact.phone, contact.email, in the language. */
export function consumerEsimContactProblems(contact: ConsumerEsimContact, language: 'vi' | 'en'): ConsumerFormIssue[] {
  const name = (contact.name ?? '').replace(/\s+/g, ' ').trim();
  const email = (contact.email ?? '').trim();
  const input: ContactInput = { name, phone: normalisedVietnameseMobile(contact.phone ?? ''), email };
  const problems = contactProblems(input, undefined).filter((problem) => problem.code !== 'tooLong');
  const has = (field: string) => problems.some((problem) => problem.field === field);
  if (!has('name') && name.length > NAME_MAX) problems.push({ field: 'name', code: 'tooLong' });
  else if (!has('name') && name !== '' && name.length < 2) problems.push({ field: 'name', code: 'invalidName' });
  if (email === '') problems.push({ field: 'email', code: 'required' });
  else if (!has('email') && email.length > EMAIL_MAX) problems.push({ field: 'email', code: 'tooLong' });
  return problems.map((problem) => ({
    field: `contact.${problem.field}`,
    message: passengerIssueText(problem.code, language, { max: problem.field === 'email' ? EMAIL_MAX : NAME_MAX }),
  }));
}
