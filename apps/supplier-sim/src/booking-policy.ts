// Airline booking policies: hold time limits per system, ticket number prefixes per airline, the same-day void window, refund quote life.
import type { TBookingSystem } from '@portal/contracts';
import { formatIsoWithOffset, vietnamToday } from '@portal/domain';
import type { TSystemFaultSettings } from './faults.js';

const VIETNAM_OFFSET_MINUTES = 7 * 60;

/** An instant as ISO 8601 in Vietnam time (+07:00), to the second. */
export const vietnamIso = (instant: Date) => formatIsoWithOffset(instant, VIETNAM_OFFSET_MINUTES);

/** The instant of a Vietnam wall-clock time (minutes after midnight) on a date (YYYY-MM-DD); Vietnam keeps no DST. */
export function vietnamInstant(date: string, minutesOfDay: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutesOfDay - VIETNAM_OFFSET_MINUTES) * 60_000);
}

/** The 3-digit airline accounting codes that start ticket numbers; configurable with the simulator's `ticketPrefixes`. */
export const DEFAULT_TICKET_PREFIXES: Readonly<Record<string, string>> = {
  VN: '738',
  VJ: '978',
  QH: '926',
  VU: '964',
  SQ: '618',
  TG: '217',
  CX: '160',
  KE: '180',
  OZ: '988',
  JL: '131',
  NH: '205',
  CI: '297',
  BR: '695',
  QR: '157',
  EK: '176',
  AF: '057',
  LH: '220',
  BA: '125',
  QF: '081',
  MH: '232',
};

/** How long each system holds an unpaid PNR: Vietjet 3 h, Bamboo 1 h, Vietravel 2 h, the GDSs 24 h, VN until 23:59 that day. */
const HOLD_MINUTES: Readonly<Record<TBookingSystem, number | 'end-of-day'>> = {
  VJ: 180,
  QH: 60,
  VU: 120,
  VN: 'end-of-day',
  '1A': 1440,
  '1B': 1440,
  '1G': 1440,
};
/** VN moves the time limit to the next day's 23:59 when less than this is left of today. */
const VN_MIN_HOLD_MINUTES = 180;
/** A hold never outlives the sales close: an hour before the first departure. */
const CLOSE_BEFORE_DEPARTURE_MINUTES = 60;

export function holdTimeLimit(
  system: TBookingSystem,
  now: Date,
  firstDeparture: Date,
  settings: TSystemFaultSettings,
): Date {
  let limit: Date;
  const policy = HOLD_MINUTES[system];
  if (settings.holdTimeLimitSeconds !== undefined) {
    limit = new Date(now.getTime() + settings.holdTimeLimitSeconds * 1000);
  } else if (policy === 'end-of-day') {
    const today = vietnamToday(now);
    limit = vietnamInstant(today, 23 * 60 + 59);
    if (limit.getTime() - now.getTime() < VN_MIN_HOLD_MINUTES * 60_000) limit = new Date(limit.getTime() + 86_400_000);
  } else {
    limit = new Date(now.getTime() + policy * 60_000);
  }
  const salesClose = firstDeparture.getTime() - CLOSE_BEFORE_DEPARTURE_MINUTES * 60_000;
  return new Date(Math.min(limit.getTime(), salesClose));
}

/** Tickets may be voided until the cutoff (default 23:59, Vietnam time) of their day of issue. */
export function voidUntil(issuedAt: Date, settings: TSystemFaultSettings): Date {
  const [hours = 23, minutes = 59] = (settings.voidCutoff ?? '23:59').split(':').map(Number);
  return vietnamInstant(vietnamToday(issuedAt), hours * 60 + minutes);
}

export const DEFAULT_REFUND_QUOTE_SECONDS = 900;

export function refundQuoteExpiry(now: Date, settings: TSystemFaultSettings): Date {
  return new Date(now.getTime() + (settings.refundQuoteSeconds ?? DEFAULT_REFUND_QUOTE_SECONDS) * 1000);
}

/** A paid-change quote (issue 15) holds 15 minutes unless the paidQuoteSeconds knob shortens it. */
export const DEFAULT_PAID_QUOTE_SECONDS = 900;

export function paidQuoteExpiry(now: Date, settings: TSystemFaultSettings): Date {
  return new Date(now.getTime() + (settings.paidQuoteSeconds ?? DEFAULT_PAID_QUOTE_SECONDS) * 1000);
}
