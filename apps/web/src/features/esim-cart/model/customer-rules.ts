// The eSIM customer as typed at checkout and its checks (the order contract's rules), each problem a translation key
// named by its field: full name 2–80 characters, a valid email, a mobile starting 0 or +84 with 10–11 digits.
import type { TEsimCustomerForm } from '@portal/contracts';

export type CustomerValues = TEsimCustomerForm;
export type CustomerField = keyof CustomerValues;
export type CustomerProblems = Partial<Record<CustomerField, string>>;

export const EMPTY_CUSTOMER: CustomerValues = { fullName: '', email: '', mobile: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^(\+84|0)[0-9]{9,10}$/;

/** The values as sent: trimmed, the mobile without spaces or dots. */
export const cleanCustomer = (values: CustomerValues): CustomerValues => ({
  fullName: values.fullName.trim().replace(/\s+/g, ' '),
  email: values.email.trim(),
  mobile: values.mobile.replace(/[\s.]/g, ''),
});

export function customerProblems(values: CustomerValues): CustomerProblems {
  const clean = cleanCustomer(values);
  const problems: CustomerProblems = {};
  if (clean.fullName === '') problems.fullName = 'fullNameRequired';
  else if (clean.fullName.length < 2 || clean.fullName.length > 80) problems.fullName = 'fullNameLength';
  if (clean.email === '') problems.email = 'emailRequired';
  else if (!EMAIL.test(clean.email) || clean.email.length > 120) problems.email = 'emailInvalid';
  if (clean.mobile === '') problems.mobile = 'mobileRequired';
  else if (!MOBILE.test(clean.mobile)) problems.mobile = 'mobileInvalid';
  return problems;
}
