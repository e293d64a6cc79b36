// GET /api/demo/outbox (demo mode only): the emails the portal queued, newest first, so a demo or an end-to-end test
// can read a temporary password without a mail server.
import { z } from 'zod';

export const DEMO_OUTBOX_LIMIT_MAX = 200;

export const ZDemoOutboxQuery = z.strictObject({
  /** Only the emails to this address (compared case-insensitively). */
  to: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(DEMO_OUTBOX_LIMIT_MAX).default(50),
});
export type TDemoOutboxQuery = z.infer<typeof ZDemoOutboxQuery>;

export const ZDemoOutboxEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TDemoOutboxEmail = z.infer<typeof ZDemoOutboxEmail>;

export const ZDemoOutboxResponse = z.object({ items: z.array(ZDemoOutboxEmail) });
export type TDemoOutboxResponse = z.infer<typeof ZDemoOutboxResponse>;
