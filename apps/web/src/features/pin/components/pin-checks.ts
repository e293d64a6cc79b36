// The PIN forms' own checks before sending, with the rules the API applies (six digits, not an easy one).
import type { TFunction } from 'i18next';
import { isSixDigits, isWeakPin } from '@portal/contracts/pin/pin-rules';

/** What is wrong with a new PIN, or undefined. */
export function newPinProblem(pin: string, t: TFunction): string | undefined {
  if (!isSixDigits(pin)) return t('pin.errors.format');
  if (isWeakPin(pin)) return t('pin.errors.weak');
  return undefined;
}

/** A PIN typed to prove it is known only needs the format. */
export function pinFormatProblem(pin: string, t: TFunction): string | undefined {
  return isSixDigits(pin) ? undefined : t('pin.errors.format');
}

/** `details` of an API error body, when there is one. */
export function apiErrorDetails(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null || !('data' in error)) return {};
  const data = (error as { data?: { details?: unknown } }).data;
  return typeof data?.details === 'object' && data.details !== null ? (data.details as Record<string, unknown>) : {};
}
