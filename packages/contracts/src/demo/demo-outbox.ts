// GET /api/demo/outbox (demo mode only): the emails the portal queued, newest first, so a demo or an end-to-end test
// can read a temporary password or an itinerary mail without a mail server.
import { z } from 'zod';

export const DEMO_OUTBOX_LIMIT_MAX = 200;

export const ZDemoOutboxQuery = z.strictObject({
  /** Only the emails to this address (compared case-insensitively). */
  to: z.string().trim().min(1).max(254).optional(),
  /** Only the emails whose address or subject contains this text (case-insensitive). */
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(DEMO_OUTBOX_LIMIT_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TDemoOutboxQuery = z.infer<typeof ZDemoOutboxQuery>;

/**
 * account: a temporary password or a reset code to a user; itinerary: a booking's itinerary to a customer; consumer:
 * a consumer site's order confirmation (issue 20).
 */
export const DEMO_OUTBOX_KINDS = ['account', 'itinerary', 'consumer'] as const;
export const ZDemoOutboxKind = z.enum(DEMO_OUTBOX_KINDS);
export type TDemoOutboxKind = z.infer<typeof ZDemoOutboxKind>;

export const ZDemoOutboxEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  kind: ZDemoOutboxKind,
  /** The booking an itinerary mail was sent for; null for account mail. */
  booking: z.object({ id: z.string(), pnr: z.string().nullable() }).nullable(),
});
export type TDemoOutboxEmail = z.infer<typeof ZDemoOutboxEmail>;

export const ZDemoOutboxResponse = z.object({
  items: z.array(ZDemoOutboxEmail),
  /** All the emails the caller may read that match the filters. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TDemoOutboxResponse = z.infer<typeof ZDemoOutboxResponse>;
