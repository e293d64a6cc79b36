// One log line per request (decision 061): Fastify's default writes two — "incoming request" and "request completed" —
// this writes the second alone, carrying what the first did (method, URL, host, client address) besides the status
// and the time taken.
import type { FastifyInstance } from 'fastify';

/** Use with Fastify's `disableRequestLogging: true`. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
