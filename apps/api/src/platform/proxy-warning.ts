// Warns once when requests carry X-Forwarded-For but TRUST_PROXY is unset: every client then looks like the proxy.
import type { FastifyInstance } from 'fastify';

export const FORWARDED_WITHOUT_TRUST_PROXY =
  'requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every client has the address of the proxy, so ' +
  'sign-in limits, the audit log and sign-in history see one address for everyone. Set TRUST_PROXY to the ' +
  "proxy's address or hop count (see README)";

export function registerForwardedForWarning(
  app: FastifyInstance,
  options: { trustProxy: boolean | number | string },
): void {
  if (options.trustProxy !== false && options.trustProxy !== 0) return;
  let hasWarned = false;
  app.addHook('onRequest', async (request) => {
    if (hasWarned || request.headers['x-forwarded-for'] === undefined) return;
    hasWarned = true;
    request.log.warn({ socketAddress: request.socket.remoteAddress }, FORWARDED_WITHOUT_TRUST_PROXY);
  });
}
