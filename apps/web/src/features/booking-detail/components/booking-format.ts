// Display helpers of a PNR record: durations, baggage, names, history details (times and flight numbers: lib/booking/flight-text).
import type { TFunction } from 'i18next';
import type { TBookingDetail, TBookingPassenger } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';

export function durationText(t: TFunction, minutes: number): string {
  return t('bookingDetail.flights.duration', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}

/** The allowance once, from its figures; the supplier's own wording only when it gave no figures. */
export function baggageText(t: TFunction, baggage: TBookingDetail['routes'][number]['baggage']): string {
  if (baggage.handKg === 0 && baggage.checkedKg === 0 && baggage.description) return baggage.description;
  const hand = t('bookingDetail.flights.handBaggage', { kg: baggage.handKg });
  const checked =
    baggage.checkedKg > 0
      ? t('bookingDetail.flights.checkedBaggage', { kg: baggage.checkedKg, count: Math.max(1, baggage.checkedPieces) })
      : t('bookingDetail.flights.noCheckedBaggage');
  return `${hand} · ${checked}`;
}

/** The airline spelling, surname first: "NGUYEN VAN DUC". */
export function airlineName(passenger: Pick<TBookingPassenger, 'airlineLastName' | 'airlineFirstName'>): string {
  return `${passenger.airlineLastName} ${passenger.airlineFirstName}`.trim();
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** Keys of event details that hold VND amounts. */
const MONEY_KEYS = /(amount|net|fee|total|price|penalty|refund)/i;

/** The machinery's own bookkeeping in an event (keys, ledger reservations): not for the agent's eyes. */
const HIDDEN_KEYS: readonly string[] = ['idempotencyKey', 'issueKey', 'reservations'];

function detailValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number')
    return MONEY_KEYS.test(key) && Number.isSafeInteger(value) ? formatVnd(value) : String(value);
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(new Date(value)) : value;
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  // A list (tickets): each item's values side by side ("ADT-1 7382100000001").
  if (Array.isArray(value))
    return value
      .map((item) => (typeof item === 'object' && item !== null ? Object.values(item).join(' ') : String(item)))
      .join(', ');
  return JSON.stringify(value);
}

/** Each detail of a history step as "label: value", labels translated where known, the key itself otherwise. */
export function eventDetailLines(t: TFunction, details: Record<string, unknown>): string[] {
  return Object.entries(details)
    .filter(([key, value]) => !HIDDEN_KEYS.includes(key) && value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${t(`bookingDetail.history.keys.${key}`) || key}: ${detailValue(key, value)}`);
}

export function eventActionText(t: TFunction, action: string): string {
  return t(`bookingDetail.history.actions.${action}`) || action;
}
