// Free text sent to an airline (remarks, OSI, SSR text, endorsements): the airline spelling and its charset and lengths.
import {
  AIRLINE_LINE_MAX_LENGTH,
  AIRLINE_TEXT_PATTERN,
  REMARK_TEXT_MAX_LENGTH,
  REMARK_TEXT_MIN_LENGTH,
} from '@portal/contracts';
import { toAirlineName } from '../passengers/airline-names.js';

export type AirlineTextLimits = { min: number; max: number };
/** Remarks: 2–250 characters in airline spelling. */
export const REMARK_TEXT_LIMITS: AirlineTextLimits = { min: REMARK_TEXT_MIN_LENGTH, max: REMARK_TEXT_MAX_LENGTH };
/** SSR free text, OSI, SK text, FE endorsement: one GDS line of 1–70 characters. */
export const AIRLINE_LINE_LIMITS: AirlineTextLimits = { min: 1, max: AIRLINE_LINE_MAX_LENGTH };

/**
 * The text as the airline takes it, with the passenger names' spelling rule: `Khách đi xe lăn, cần hỗ trợ` →
 * `KHACH DI XE LAN, CAN HO TRO` (đ/Đ handled, diacritics stripped, upper case, spaces collapsed).
 */
export function toAirlineText(text: string): string {
  return toAirlineName(text);
}

export type AirlineTextProblem = 'airlineTextLength' | 'airlineTextCharset';

/** What is wrong with a free text once in airline spelling, or undefined when the airline takes it. */
export function airlineTextProblem(text: string, limits: AirlineTextLimits): AirlineTextProblem | undefined {
  const airline = toAirlineText(text);
  if (airline.length < limits.min || airline.length > limits.max) return 'airlineTextLength';
  return AIRLINE_TEXT_PATTERN.test(airline) ? undefined : 'airlineTextCharset';
}
