// /api/reservation-errors: the failed supplier calls of the caller's agency (and, for admins, the agencies below it).
import { z } from 'zod';
import { ZBookingSystem } from '../suppliers/booking-systems.js';
import { ZIsoDay } from '../reports/report-query.js';

/** What the portal was doing when the booking system failed. */
export const RESERVATION_ACTIONS = [
  'search',
  'calendar',
  'fare-rules',
  'hold',
  'issue',
  'void',
  'cancel',
  'refund',
] as const;
export const ZReservationAction = z.enum(RESERVATION_ACTIONS);
export type TReservationAction = z.infer<typeof ZReservationAction>;

/** The supplier's message is kept trimmed to this many characters. */
export const RESERVATION_ERROR_MESSAGE_MAX = 500;
export const RESERVATION_ERROR_PAGE_MAX = 200;

/** GET /api/reservation-errors: between from and to (yyyy-MM-dd, Vietnam days, both included), newest first. */
export const ZListReservationErrorsQuery = z.strictObject({
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
  system: ZBookingSystem.optional(),
  action: ZReservationAction.optional(),
  userId: z.guid().optional(),
  agencyId: z.guid().optional(),
  limit: z.coerce.number().int().min(1).max(RESERVATION_ERROR_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TListReservationErrorsQuery = z.input<typeof ZListReservationErrorsQuery>;

export const ZReservationErrorAgency = z.object({ id: z.string(), code: z.string(), name: z.string() });
export const ZReservationErrorUser = z.object({ id: z.string(), username: z.string(), fullName: z.string() });

export const ZReservationError = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  occurredAt: z.string(),
  agency: ZReservationErrorAgency,
  /** null when no user was behind the call. */
  user: ZReservationErrorUser.nullable(),
  system: z.string(),
  action: z.string(),
  pnr: z.string().nullable(),
  message: z.string(),
});
export type TReservationError = z.infer<typeof ZReservationError>;

export const ZListReservationErrorsResponse = z.object({
  items: z.array(ZReservationError),
  /** How many rows match the filters (all pages). */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TListReservationErrorsResponse = z.infer<typeof ZListReservationErrorsResponse>;

/** GET /api/reservation-errors/scope: the agencies whose rows the caller sees and their users, for the filters. */
export const ZReservationErrorScopeResponse = z.object({
  agencies: z.array(ZReservationErrorAgency.extend({ isOwn: z.boolean() })),
  users: z.array(ZReservationErrorUser.extend({ agencyId: z.string() })),
});
export type TReservationErrorScopeResponse = z.infer<typeof ZReservationErrorScopeResponse>;
