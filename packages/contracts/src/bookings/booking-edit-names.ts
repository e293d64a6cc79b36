// The names the booking edit actions share between the portal, its API and the supplier protocol (SPEC §2, DOMAIN §3).
import { z } from 'zod';
import {
  OPEN_BOOKING_EDITS,
  PAID_BOOKING_EDITS,
  type TOpenBookingEdit,
  type TPaidBookingEdit,
} from './booking-edit-slugs.js';

export * from './booking-edit-slugs.js';

export const ZOpenBookingEdit = z.enum(OPEN_BOOKING_EDITS);
export const ZPaidBookingEdit = z.enum(PAID_BOOKING_EDITS);

/**
 * Segment status codes (IATA action/advice codes as a PNR shows them): HK confirmed, HL waitlisted, KK confirmed by
 * the airline after a request, TK confirmed with a schedule change, UN unable (flight cancelled or changed away),
 * XX cancelled.
 */
export const SEGMENT_STATUSES = ['HK', 'HL', 'KK', 'TK', 'UN', 'XX'] as const;
export const ZSegmentStatus = z.enum(SEGMENT_STATUSES);
export type TSegmentStatus = z.infer<typeof ZSegmentStatus>;

/**
 * Free special service requests an agent may add (add-services), IATA codes: assistance, meals, travel conditions.
 * FQTV (loyalty), DOCS (passport), INFT and CHLD are written by their own actions.
 */
export const SPECIAL_SERVICE_CODES = [
  'WCHR',
  'WCHS',
  'WCHC',
  'BLND',
  'DEAF',
  'DPNA',
  'MEDA',
  'UMNR',
  'PETC',
  'VGML',
  'AVML',
  'MOML',
  'HNML',
  'KSML',
  'DBML',
  'CHML',
  'BBML',
  'GFML',
  'NLML',
  'SFML',
] as const;
export const ZSpecialServiceCode = z.enum(SPECIAL_SERVICE_CODES);
export type TSpecialServiceCode = z.infer<typeof ZSpecialServiceCode>;

/** Remark kinds: general (RM), confidential to the office (RC), printed on the itinerary (RIR). */
export const REMARK_KINDS = ['GENERAL', 'CONFIDENTIAL', 'ITINERARY'] as const;
export const ZRemarkKind = z.enum(REMARK_KINDS);
export type TRemarkKind = z.infer<typeof ZRemarkKind>;

/** Special keywords (SK) the airlines read: corporate, VIP, commercially important person. */
export const SPECIAL_KEYWORDS = ['CORP', 'VVIP', 'VIP', 'CIP'] as const;
export const ZSpecialKeyword = z.enum(SPECIAL_KEYWORDS);
export type TSpecialKeyword = z.infer<typeof ZSpecialKeyword>;

/**
 * What an edit does to the booking's money (DOMAIN §3), shared by the catalogue (menu), the request bodies (only the
 * price-changing ones carry `acceptTotal`) and the services: 'none' never moves money; 'reprice-on-hold' changes the
 * held total, so a HOLD answers a quote first; 'fee' may cost an airline fee (quoted on HOLD like a reprice; on a
 * ticketed booking a fee sends the agent to the paid changes); 'paid-change' is paid from the deposit (part 2).
 */
export const EDIT_MONEY_EFFECTS = ['none', 'reprice-on-hold', 'fee', 'paid-change'] as const;
export type TEditMoneyEffect = (typeof EDIT_MONEY_EFFECTS)[number];

export const BOOKING_EDIT_MONEY_EFFECTS = {
  'add-osi': 'none',
  'add-ca': 'none',
  'add-sk': 'none',
  'change-loyalty': 'none',
  'add-infant': 'reprice-on-hold',
  'add-info-passenger': 'none',
  'add-remark': 'none',
  'change-route-class': 'reprice-on-hold',
  'remove-checkIn': 'none',
  'add-services': 'none',
  'change-route-status': 'none',
  'remove-route': 'reprice-on-hold',
  'edit-phone': 'none',
  'add-arunk': 'none',
  'split-passenger': 'none',
  'swap-queue': 'none',
  'add-route': 'reprice-on-hold',
  'submit-sc': 'none',
  'change-passport': 'none',
  'change-birthday-qh': 'fee',
  'change-contact': 'none',
  'change-passenger-info': 'fee',
  'retain-quote-tst': 'none',
  'add-pax-endorsement': 'none',
  'upgrade-luggage': 'reprice-on-hold',
  'buy-luggage': 'paid-change',
  'refund-ticket': 'paid-change',
  'exchange-route': 'paid-change',
  'buy-seat': 'paid-change',
  'buy-ancillary': 'paid-change',
  'add-infant-vj': 'paid-change',
  'quote-best-price': 'paid-change',
  'process-price': 'paid-change',
} as const satisfies Record<TOpenBookingEdit | TPaidBookingEdit, TEditMoneyEffect>;

/** The open edits whose body carries `acceptTotal`: those that may change a held booking's price. */
export type TQuotedOpenBookingEdit = {
  [Action in TOpenBookingEdit]: (typeof BOOKING_EDIT_MONEY_EFFECTS)[Action] extends 'none' ? never : Action;
}[TOpenBookingEdit];
