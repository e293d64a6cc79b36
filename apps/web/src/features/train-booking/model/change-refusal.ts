// A ticket change's refusals in the agent's words: the railway's "under 24 h" (CHANGE_NOT_ALLOWED), a quote no longer
// valid, a deposit too small (with the way to top it up); anything else as the API words it.
import type { TFunction } from 'i18next';
import { ErrorCode } from '@portal/contracts';
import { apiErrorCode, apiErrorMessage } from '../../../lib/http/types';
import { conflictReasonOf } from '../../../lib/http/answers';

export type ChangeRefusal = {
  message: string;
  isDeposit: boolean;
  /** The quote can no longer be accepted: a new one must be asked for. */
  isQuoteGone?: boolean;
};

const supplierCodeOf = (error: unknown) =>
  (error as { data?: { details?: { supplierCode?: unknown } } } | undefined)?.data?.details?.supplierCode;

export function changeRefusalOf(error: unknown, t: TFunction): ChangeRefusal {
  const reason = conflictReasonOf(error);
  if (supplierCodeOf(error) === 'CHANGE_NOT_ALLOWED')
    return { message: t('trainBooking.change.errors.notAllowed'), isDeposit: false };
  if (reason === 'quoteExpired')
    return { message: t('trainBooking.change.errors.quoteExpired'), isDeposit: false, isQuoteGone: true };
  if (apiErrorCode(error) === ErrorCode.INSUFFICIENT_FUNDS || reason === 'insufficientDeposit')
    return { message: apiErrorMessage(error) ?? t('trainBooking.change.errors.deposit'), isDeposit: true };
  return { message: apiErrorMessage(error) ?? t('errors.unexpected'), isDeposit: false };
}
