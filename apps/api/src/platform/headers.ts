// Version and Time on every response; the client's `tsp` clock reading checked (decision 029); API answers not cached
// (no-store) and HSTS on answers served over HTTPS.
import type { FastifyInstance } from 'fastify';
import { APP_VERSION, ErrorCode } from '@portal/contracts';
import { AppError } from './errors.js';
import type { Clock } from './clock.js';
import { invalidFieldIn } from './field-error.js';
import { requestLanguage } from './request-context.js';

const SKEW_EXEMPT = new Set(['/api/health']);
/** Milliseconds since 1970 as the web app sends them: digits only, at most 15 (past year 33,000). */
const TSP_PATTERN = /^\d{1,15}$/;
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

const pathOf = (url: string) => (url.split('?')[0] ?? '').replace(/\/+$/, '');

export function registerStandardHeaders(
  app: FastifyInstance,
  deps: { clock: Clock; maxClockSkewSeconds: number },
): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Version', APP_VERSION);
    reply.header('Time', deps.clock.now().toISOString());
    // Over HTTPS as the request arrived (X-Forwarded-Proto counts only from a trusted proxy, TRUST_PROXY).
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
    const tsp = request.headers.tsp;
    const path = pathOf(request.url);
    // Optional (API clients need not send it), but a tsp that is sent must be a clock reading, then within the window.
    if (tsp === undefined || SKEW_EXEMPT.has(path)) return;
    if (typeof tsp !== 'string' || !TSP_PATTERN.test(tsp)) {
      throw invalidFieldIn(requestLanguage(request), {
        field: 'tsp',
        vi: 'cần là số mili giây kể từ 01/01/1970',
        en: 'must be milliseconds since 1970-01-01',
      });
    }
    const skewSeconds = Math.abs(deps.clock.now().getTime() - Number(tsp)) / 1000;
    if (skewSeconds > deps.maxClockSkewSeconds) {
      throw new AppError({
        status: 400,
        code: ErrorCode.CLOCK_SKEW,
        messageKey: 'clockSkew',
        details: { skewSeconds: Math.round(skewSeconds) },
      });
    }
  });
  // API answers carry tokens, balances and customers' names: no browser or proxy cache keeps them, unless the route
  // chose its own policy. The API documentation pages are static and may be cached.
  app.addHook('onSend', async (request, reply) => {
    const path = pathOf(request.url);
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return;
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}
