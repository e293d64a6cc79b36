// The one request context services receive besides their input: who calls (`auth`), from which address, in which language.
import type { FastifyRequest } from 'fastify';
import { requireAuth } from './access.js';
import { pickLanguage, type Language } from './messages.js';
import type { AccessClaims } from './tokens.js';

/** A public route's caller: nobody is signed in yet (sign-in, refresh, password reset). */
export type ClientContext = { clientAddress: string; language: Language; userAgent: string };

/** A signed-in caller: what every service that audits, mails or scopes by agency needs to know of the request. */
export type RequestContext = ClientContext & { auth: AccessClaims };

/** The language the caller asked for (`X-Language`, Vietnamese by default). */
export const requestLanguage = (request: FastifyRequest): Language => pickLanguage(request.headers['x-language']);

export function clientContext(request: FastifyRequest): ClientContext {
  return {
    clientAddress: request.ip,
    language: requestLanguage(request),
    userAgent: String(request.headers['user-agent'] ?? ''),
  };
}

/** Only for routes whose access is not public. */
export function requestContext(request: FastifyRequest): RequestContext {
  return { ...clientContext(request), auth: requireAuth(request) };
}
