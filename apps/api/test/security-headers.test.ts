// The security headers computed once (platform/security-headers.ts) are exactly those @fastify/helmet sets with the
// same options, on API answers, 404s and errors alike.
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { helmetHeaders, PORTAL_HELMET_OPTIONS, registerSecurityHeaders } from '../src/platform/security-headers.js';

const HELMET_NAMES = /^(content-security-policy|cross-origin|origin-agent|referrer-policy|x-)/;

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void> | void, url: string) {
  const app = Fastify();
  await register(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  const response = await app.inject({ method: 'GET', url });
  await app.close();
  return Object.fromEntries(Object.entries(response.headers).filter(([name]) => HELMET_NAMES.test(name)));
}

describe('security headers', () => {
  it('match what @fastify/helmet sets with the portal options, on an answer, a 404 and an error', async () => {
    for (const url of ['/ok', '/missing', '/fails']) {
      const expected = await headersOf((app) => app.register(fastifyHelmet, PORTAL_HELMET_OPTIONS), url);
      const actual = await headersOf((app) => registerSecurityHeaders(app, PORTAL_HELMET_OPTIONS), url);
      expect(Object.keys(expected).length).toBeGreaterThan(8);
      expect(actual, url).toEqual(expected);
    }
  });

  it("carry the portal's policy: scripts only from itself, no framing, no HSTS over plain HTTP", () => {
    const headers = helmetHeaders(PORTAL_HELMET_OPTIONS);
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});
