// POST /api/bookings/{id}/edits/{action} (header Idempotency-Key): each open edit's body, and the one answer they share.
import { z } from 'zod';
import { ZBookingDetail } from './booking-detail.js';
import { type TOpenBookingEdit } from './booking-edit-names.js';
import {
  ZAddInfantRequest,
  ZAddPassengerInfoRequest,
  ZAddServicesRequest,
  ZChangeBirthdayQhRequest,
  ZChangeLoyaltyRequest,
  ZChangePassengerInfoRequest,
  ZChangePassportRequest,
  ZRemoveCheckInRequest,
  ZSplitPassengerRequest,
  ZUpgradeLuggageRequest,
} from './booking-edit-passenger-requests.js';
import {
  ZAddArunkRequest,
  ZAddCustomerAccountRequest,
  ZAddOsiRequest,
  ZAddPaxEndorsementRequest,
  ZAddRemarkRequest,
  ZAddRouteRequest,
  ZAddSpecialKeywordRequest,
  ZChangeContactRequest,
  ZChangeRouteClassRequest,
  ZChangeRouteStatusRequest,
  ZEditPhoneRequest,
  ZRemoveRouteRequest,
  ZRetainQuoteRequest,
  ZSubmitScheduleChangeRequest,
  ZSwapQueueRequest,
} from './booking-edit-pnr-requests.js';

export * from './booking-edit-changes.js';
export * from './booking-edit-fields.js';
export * from './booking-edit-passenger-requests.js';
export * from './booking-edit-pnr-requests.js';

/** The body of each open edit, in the order of OPEN_BOOKING_EDITS: the API route and the web form parse the same one. */
export const BOOKING_EDIT_REQUESTS = {
  'add-osi': ZAddOsiRequest,
  'add-ca': ZAddCustomerAccountRequest,
  'add-sk': ZAddSpecialKeywordRequest,
  'change-loyalty': ZChangeLoyaltyRequest,
  'add-infant': ZAddInfantRequest,
  'add-info-passenger': ZAddPassengerInfoRequest,
  'add-remark': ZAddRemarkRequest,
  'change-route-class': ZChangeRouteClassRequest,
  'remove-checkIn': ZRemoveCheckInRequest,
  'add-services': ZAddServicesRequest,
  'change-route-status': ZChangeRouteStatusRequest,
  'remove-route': ZRemoveRouteRequest,
  'edit-phone': ZEditPhoneRequest,
  'add-arunk': ZAddArunkRequest,
  'split-passenger': ZSplitPassengerRequest,
  'swap-queue': ZSwapQueueRequest,
  'add-route': ZAddRouteRequest,
  'submit-sc': ZSubmitScheduleChangeRequest,
  'change-passport': ZChangePassportRequest,
  'change-birthday-qh': ZChangeBirthdayQhRequest,
  'change-contact': ZChangeContactRequest,
  'change-passenger-info': ZChangePassengerInfoRequest,
  'retain-quote-tst': ZRetainQuoteRequest,
  'add-pax-endorsement': ZAddPaxEndorsementRequest,
  'upgrade-luggage': ZUpgradeLuggageRequest,
} as const satisfies Record<TOpenBookingEdit, z.ZodType>;

export type TBookingEditRequests = typeof BOOKING_EDIT_REQUESTS;
/** The body of one open edit as the form sends it (defaults not yet applied). */
export type TBookingEditRequest<Action extends TOpenBookingEdit> = z.input<TBookingEditRequests[Action]>;
/** The body of one open edit as the service receives it (after parsing). */
export type TBookingEditBody<Action extends TOpenBookingEdit> = z.output<TBookingEditRequests[Action]>;

/** The new total a held booking would have after a price-changing edit; nothing is changed until it is accepted. */
export const ZBookingEditQuote = z.object({
  totalBefore: z.number().int(),
  totalAfter: z.number().int(),
  /** The airline's fee within the difference (a name correction, a birth-date change); 0 when none. */
  airlineFee: z.number().int(),
});
export type TBookingEditQuote = z.infer<typeof ZBookingEditQuote>;

/**
 * Every edit's answer: the booking as the supplier now returns it (its version raised), or, for a price-changing edit
 * on HOLD sent without `acceptTotal`, the booking unchanged and the quote to accept (an `acceptTotal` that differs from
 * the new total answers 409 priceChanged, as a hold does). `newBookingId` is the second PNR a split-passenger made.
 */
export const ZBookingEditResponse = z.object({
  booking: ZBookingDetail,
  quote: ZBookingEditQuote.optional(),
  newBookingId: z.string().optional(),
});
export type TBookingEditResponse = z.infer<typeof ZBookingEditResponse>;

/** GET /api/bookings/{id}/edits: the edit menu of this user and booking (decision 042), open ones first. */
export const ZBookingEditMenu = z.object({
  version: z.number().int(),
  actions: z.array(
    z.object({
      action: z.string(),
      isPaid: z.boolean(),
      money: z.enum(['none', 'reprice-on-hold', 'fee', 'paid-change']),
      description: z.object({ vi: z.string(), en: z.string() }),
    }),
  ),
});
export type TBookingEditMenu = z.infer<typeof ZBookingEditMenu>;
