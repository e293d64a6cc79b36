// GET /api/health: liveness, version and which database the server runs on.
import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
