// Every kind of step a booking's history records: the API may write only these, the web app names each one.
export const BOOKING_EVENT_ACTIONS = [
  'hold-requested',
  'hold',
  'hold-unknown',
  'hold-failed',
  'hold-abandoned',
  'import',
  'expire',
  'expire-failed',
  'cancel',
  'cancel-unknown',
  'cancel-failed',
  'issue-sent',
  'issued',
  'issue-failed',
  'issue-unknown',
  'reconciled',
  'reconcile-unknown',
  'void-sent',
  'void',
  'void-failed',
  'void-unknown',
  'void-not-done',
  'void-unresolved',
  'refund-quote',
  'refund-quote-failed',
  'refund-quote-unknown',
  'refund-sent',
  'refund',
  'refund-failed',
  'refund-unknown',
  'refund-not-done',
  'refund-unresolved',
  'mail',
  /** A booking edit (decisions 042, 043): details.editAction and details.changes (TEditChange[]: before → after). */
  'edited',
  /** The airline changed a segment by itself (times: TK/UN; HL → HK), seen when the PNR was read: details.changes. */
  'schedule-change',
  /** A paid change after ticketing (issue 15): details.editAction, total, lines (summary), documents, changeId. */
  'paid-change',
] as const;
export type TBookingEventAction = (typeof BOOKING_EVENT_ACTIONS)[number];

export function isBookingEventAction(action: string): action is TBookingEventAction {
  return (BOOKING_EVENT_ACTIONS as readonly string[]).includes(action);
}

/** The history label of a booking edit (decision 042), for the API's texts and the web app's history. */
export const BOOKING_EDITED_EVENT_LABEL = { vi: 'Sửa đặt chỗ', en: 'Booking changed' } as const;
