// The booking edit actions' route slugs (SPEC §2), without zod, so that the route table loads without the schema library
// (decision 065); their schemas are in booking-edit-names.ts.
/** SPEC §2 "Booking edit actions", open to every agent: the route slugs of /booking/edit/{action}/{id}. */
export const OPEN_BOOKING_EDITS = [
  'add-osi',
  'add-ca',
  'add-sk',
  'change-loyalty',
  'add-infant',
  'add-info-passenger',
  'add-remark',
  'change-route-class',
  'remove-checkIn',
  'add-services',
  'change-route-status',
  'remove-route',
  'edit-phone',
  'add-arunk',
  'split-passenger',
  'swap-queue',
  'add-route',
  'submit-sc',
  'change-passport',
  'change-birthday-qh',
  'change-contact',
  'change-passenger-info',
  'retain-quote-tst',
  'add-pax-endorsement',
  'upgrade-luggage',
] as const;
export type TOpenBookingEdit = (typeof OPEN_BOOKING_EDITS)[number];

/** SPEC §2, needing EXPORT_TICKET: the paid changes (booking changes part 2). */
export const PAID_BOOKING_EDITS = [
  'buy-luggage',
  'refund-ticket',
  'exchange-route',
  'buy-seat',
  'buy-ancillary',
  'add-infant-vj',
  'quote-best-price',
  'process-price',
] as const;
export type TPaidBookingEdit = (typeof PAID_BOOKING_EDITS)[number];
