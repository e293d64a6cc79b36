// GET /api/health: liveness, version, which database the server runs on and whether it runs in demo mode.
import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
  /** Demo mode: demo users, and the demo outbox page instead of a mail server. */
  isDemo: z.boolean(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
