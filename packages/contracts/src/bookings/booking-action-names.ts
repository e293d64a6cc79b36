// The names of what may be done next with a PNR (the detail's and the completed page's buttons).
import { z } from 'zod';

/** What may be done next: issue a held PNR, cancel it, void or refund its tickets (each with its own permission rule). */
export const BOOKING_ACTIONS = ['issue', 'cancel', 'void', 'refund'] as const;
export const ZBookingAction = z.enum(BOOKING_ACTIONS);
export type TBookingAction = z.infer<typeof ZBookingAction>;
