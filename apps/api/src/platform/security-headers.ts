// Helmet's security headers, computed once at start-up and set on every answer: @fastify/helmet builds (and parses the
// Content-Security-Policy of) a new helmet middleware for every request. The headers do not depend on the request.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Security headers; MUI's emotion injects <style> tags, so styles may be inline, scripts may not. */
export const PORTAL_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: for the news covers and banners the web fetches with the session's token (decision 108).
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // HSTS is set per answer, only over HTTPS (platform/headers.ts).
  hsts: false,
};

/** The headers helmet sets with these options (no CSP nonces: none of them depends on the request). */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let error: unknown;
  helmet(options)({} as never, recorder as never, (failure?: unknown) => (error = failure));
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
