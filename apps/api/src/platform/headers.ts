// Version and Time on every response; the client's `tsp` timestamp checked against the replay window.
import type { FastifyInstance } from 'fastify';
import { APP_VERSION, ErrorCode } from '@portal/contracts';
import { AppError } from './errors.js';
import type { Clock } from './clock.js';

const SKEW_EXEMPT = new Set(['/api/health']);

export function registerStandardHeaders(
  app: FastifyInstance,
  deps: { clock: Clock; maxClockSkewSeconds: number },
): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Version', APP_VERSION);
    reply.header('Time', deps.clock.now().toISOString());
    const tsp = request.headers.tsp;
    const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
    if (typeof tsp !== 'string' || SKEW_EXEMPT.has(path)) return;
    const clientTime = Number(tsp);
    if (!Number.isFinite(clientTime)) return;
    const skewSeconds = Math.abs(deps.clock.now().getTime() - clientTime) / 1000;
    if (skewSeconds > deps.maxClockSkewSeconds) {
      throw new AppError(400, ErrorCode.CLOCK_SKEW, 'clockSkew', {}, { skewSeconds: Math.round(skewSeconds) });
    }
  });
}
