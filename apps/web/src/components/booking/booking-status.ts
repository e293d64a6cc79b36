// How a booking status reads on screen (SPEC §4: HOLD "holding", EXPORT "CONFIRMED" in English, CANCEL blank) and its colour.
import type { TFunction } from 'i18next';
import type { TBookingStatus } from '@portal/contracts';

export type StatusColour = 'default' | 'info' | 'success' | 'warning' | 'error';

export const BOOKING_STATUS_COLOURS: Record<TBookingStatus, StatusColour> = {
  LOADING: 'default',
  HOLD: 'warning',
  ISSUING: 'info',
  EXPORT: 'success',
  CANCEL: 'default',
  VOID: 'default',
  REFUNDED: 'default',
  FAILED: 'error',
};

/** The label a booking's status shows; SPEC §4 shows CANCEL blank, so it has no text (translation files hold no empty texts). */
export function bookingStatusLabel(t: TFunction, status: TBookingStatus): string {
  return status === 'CANCEL' ? '' : t(`bookingStatus.labels.${status}`);
}

/** The status as a choice of a filter or a step of the history, where a blank would say nothing: CANCEL is named here. */
export function bookingStatusName(t: TFunction, status: string): string {
  return t(`bookingStatus.names.${status}`) || status;
}
