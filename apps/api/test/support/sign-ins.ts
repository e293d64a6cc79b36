// Helpers of the sign-in tests: requests as a signed-in caller, a valid body, and the secrets no answer may contain.
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext, SignedIn } from './test-context.js';

export const SECRET_PASSWORD = 'Mk-Bi-Mat@2026!';
export const SECRET_USERNAME = 'saoviet.secret.user';
export const SECRET_API_KEY = 'sk-live-9f8e7d6c5b4a';

export function signInBody(overrides: Record<string, unknown> = {}) {
  return {
    system: '1A',
    accountId: 'SGNVN28AA',
    isEnabled: true,
    credentials: { username: SECRET_USERNAME, password: SECRET_PASSWORD },
    ...overrides,
  };
}

export function signInRequests(ctx: TestContext) {
  const send = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  return {
    list: (who: SignedIn) => send(who, 'GET', '/api/sign-ins'),
    get: (who: SignedIn, id: string) => send(who, 'GET', `/api/sign-ins/${id}`),
    create: (who: SignedIn, payload: object) => send(who, 'POST', '/api/sign-ins', payload),
    update: (who: SignedIn, id: string, payload: object) => send(who, 'PUT', `/api/sign-ins/${id}`, payload),
    remove: (who: SignedIn, id: string) => send(who, 'DELETE', `/api/sign-ins/${id}`),
  };
}

/** Fails when an answer (or any text) carries a secret or a sealed value. */
export function secretsIn(text: string, extra: readonly string[] = []): string[] {
  return [SECRET_PASSWORD, SECRET_USERNAME, SECRET_API_KEY, ...extra, 'v1.'].filter((secret) => text.includes(secret));
}

export const fieldsOf = (response: LightMyRequestResponse): string[] =>
  (response.json<{ details?: { fields?: { field: string }[] } }>().details?.fields ?? []).map((issue) => issue.field);
