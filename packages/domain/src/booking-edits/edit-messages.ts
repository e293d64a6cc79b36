// Vietnamese and English texts of the booking-edit form issues; the passenger-form texts are reused for shared codes.
import { PASSENGER_FORM_MESSAGES, type PassengerIssueParams } from '../passengers/messages.js';

export const BOOKING_EDIT_MESSAGES = {
  ...PASSENGER_FORM_MESSAGES,
  airlineTextCharset: {
    vi: 'Chỉ dùng chữ không dấu A–Z, số 0–9, khoảng trắng và . , / - ( ) : (sau khi bỏ dấu: "{text}")',
    en: 'Use only A–Z, 0–9, space and . , / - ( ) : (in airline spelling: "{text}")',
  },
  airlineTextLength: {
    vi: 'Từ {min} đến {max} ký tự sau khi bỏ dấu',
    en: 'From {min} to {max} characters in airline spelling',
  },
  unknownBookingPassenger: {
    vi: 'Hành khách {paxId} không có trong đặt chỗ',
    en: 'Passenger {paxId} is not on this booking',
  },
  duplicateBookingPassenger: { vi: 'Hành khách {paxId} bị chọn hai lần', en: 'Passenger {paxId} is chosen twice' },
  unknownBookingFlight: {
    vi: 'Chuyến bay {flightKey} không có trong đặt chỗ',
    en: 'Flight {flightKey} is not on this booking',
  },
  adultHasInfant: { vi: 'Người lớn này đã có em bé đi cùng', en: 'This adult already travels with an infant' },
  infantMovesWithAdult: {
    vi: 'Em bé được tách cùng người lớn đi kèm ({parentPaxId}); hãy chọn người lớn',
    en: 'An infant moves with its adult ({parentPaxId}); choose the adult',
  },
  onePassengerMustStay: {
    vi: 'Phải giữ lại ít nhất một hành khách trong đặt chỗ cũ',
    en: 'At least one passenger must stay on the booking',
  },
  oneFlightMustStay: {
    vi: 'Không thể hủy chuyến bay cuối cùng của đặt chỗ; hãy hủy đặt chỗ',
    en: 'The last flight of a booking cannot be removed; cancel the booking instead',
  },
  arunkAfterLastFlight: {
    vi: 'Chặng mặt đất phải nằm giữa hai chuyến bay',
    en: 'A surface segment goes between two flights',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export type BookingEditIssueCode = keyof typeof BOOKING_EDIT_MESSAGES;

/** The text of an edit-form issue in a language, its {placeholders} filled from the params. */
export function bookingEditIssueText(
  code: BookingEditIssueCode,
  language: 'vi' | 'en',
  params: PassengerIssueParams = {},
): string {
  return BOOKING_EDIT_MESSAGES[code][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function isBookingEditIssueCode(code: string): code is BookingEditIssueCode {
  return Object.hasOwn(BOOKING_EDIT_MESSAGES, code);
}

/** A zod issue as the edit schemas raise it: the path and, for the domain's rules, a code with its params. */
export type EditSchemaIssue = { path: readonly PropertyKey[]; message: string; params?: unknown };

/** The `{ field, message }` list of a 400 (decision 004), the domain's codes in the caller's language. */
export function bookingEditFieldIssues(
  issues: readonly EditSchemaIssue[],
  language: 'vi' | 'en',
): { field: string; message: string }[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: isBookingEditIssueCode(issue.message)
      ? bookingEditIssueText(issue.message, language, (issue.params ?? {}) as PassengerIssueParams)
      : issue.message,
  }));
}
