// The top-up screens' input rules: amounts with thousands separators as typed, dd/MM/yyyy days, the evidence file's type and size.
import { addDays, vietnamToday } from '@portal/domain';
import { typedDayToIso } from '../../../lib/dates/filter-dates';
import { TOP_UP_LIMITS } from './limits';

/** Digits an amount field keeps (typedAmountDigits, groupAmountDigits): ten billion and a bit, so "too large" can still be said. */
export const TOP_UP_AMOUNT_DIGITS = 11;

/** yyyy-MM-dd → dd/MM/yyyy for display. */
export function isoDateToTyped(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

export type TopUpFormValues = {
  amount: string;
  method: 'bank_transfer' | 'cash';
  transferReference: string;
  transferDate: string;
  note: string;
  file: File | null;
};

export type TopUpFormField = keyof TopUpFormValues;
/** Translation keys under topUps.errors, per field. */
export type TopUpFormProblems = Partial<Record<TopUpFormField, string>>;

/** The same furthest-back day the server accepts for a transfer. */
export const TRANSFER_DATE_MAX_AGE_DAYS = 366;

const EVIDENCE_EXTENSION = /\.(jpe?g|png|gif|pdf)$/i;

/**
 * What the browser says the file is; an unknown or old-style JPEG type passes on the name's extension. The server
 * decides by the content anyway.
 */
export function evidenceProblem(file: File): string | undefined {
  const isKnownType = TOP_UP_LIMITS.evidenceContentTypes.includes(file.type);
  const isUnlabelled = ['', 'image/jpg', 'image/pjpeg'].includes(file.type) && EVIDENCE_EXTENSION.test(file.name);
  if (!isKnownType && !isUnlabelled) return 'fileType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > TOP_UP_LIMITS.evidenceMaxBytes) return 'fileTooLarge';
  return undefined;
}

export function amountProblem(digits: string): string | undefined {
  if (digits === '') return 'amountRequired';
  const amount = Number(digits);
  if (amount < 1 || amount > TOP_UP_LIMITS.maxAmount) return 'amountRange';
  return undefined;
}

/** Every problem of the form, as translation keys; empty when it may be sent. */
export function topUpFormProblems(values: TopUpFormValues, now: Date): TopUpFormProblems {
  const problems: TopUpFormProblems = {};
  const amount = amountProblem(values.amount);
  if (amount) problems.amount = amount;
  const isBankTransfer = values.method === 'bank_transfer';
  if (isBankTransfer && values.transferReference.trim() === '') problems.transferReference = 'referenceRequired';
  else if (values.transferReference.trim().length > TOP_UP_LIMITS.referenceMax)
    problems.transferReference = 'referenceTooLong';
  const iso = typedDayToIso(values.transferDate);
  const today = vietnamToday(now);
  if (!iso) problems.transferDate = 'dateInvalid';
  else if (iso > today) problems.transferDate = 'dateFuture';
  else if (iso < addDays(today, -TRANSFER_DATE_MAX_AGE_DAYS)) problems.transferDate = 'dateTooOld';
  if (values.note.trim().length > TOP_UP_LIMITS.noteMax) problems.note = 'noteTooLong';
  if (values.file) {
    const file = evidenceProblem(values.file);
    if (file) problems.file = file;
  } else if (isBankTransfer) {
    problems.file = 'fileRequired';
  }
  return problems;
}

/** The multipart body the API reads: text fields first, the file last (as a browser sends a form). */
export function topUpFormData(values: TopUpFormValues): FormData {
  const form = new FormData();
  form.append('amount', values.amount);
  form.append('method', values.method);
  if (values.transferReference.trim()) form.append('transferReference', values.transferReference.trim());
  form.append('transferDate', values.transferDate);
  if (values.note.trim()) form.append('note', values.note.trim());
  if (values.file) form.append('evidence', values.file, values.file.name);
  return form;
}
