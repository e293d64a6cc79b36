// HTTP routes of booking-system sign-ins (SPEC §2 /system/signIn-config, /system/change-signIn): credentials go in, never out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreateSignInRequest,
  ZDeleteSignInResponse,
  ZListSignInsResponse,
  ZSignIn,
  ZSignInParams,
  ZUpdateSignInRequest,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { requestContext } from '../../platform/request-context.js';
import type { SignInService } from './sign-ins.service.js';

export function signInRoutes(deps: { signIns: SignInService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['sign-ins'];
    const read = { access: allowedBy(ruleOf('/system/signIn-config')) };
    const write = { access: allowedBy(ruleOf('/system/change-signIn')) };

    api.get(
      '/sign-ins',
      {
        config: read,
        schema: {
          tags,
          summary:
            "The agency's sign-ins to booking systems (never their credentials) and the systems its searches ask",
          response: { 200: ZListSignInsResponse },
        },
      },
      async (request) => deps.signIns.list(requireAuth(request)),
    );

    api.get(
      '/sign-ins/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'One sign-in of the agency, without its credentials',
          params: ZSignInParams,
          response: { 200: ZSignIn },
        },
      },
      async (request) => deps.signIns.get(requireAuth(request), request.params.id),
    );

    api.post(
      '/sign-ins',
      {
        config: write,
        schema: {
          tags,
          summary: 'Add a sign-in to a booking system; its credentials are sealed (AES-256-GCM) and never sent back',
          body: ZCreateSignInRequest,
          response: { 201: ZSignIn },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await deps.signIns.create(requestContext(request), request.body)),
    );

    api.put(
      '/sign-ins/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'Change a sign-in; without credentials (omitted or null) the stored ones stay',
          params: ZSignInParams,
          body: ZUpdateSignInRequest,
          response: { 200: ZSignIn },
        },
      },
      async (request) => deps.signIns.update(requestContext(request), request.params.id, request.body),
    );

    api.delete(
      '/sign-ins/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'Delete a sign-in of the agency',
          params: ZSignInParams,
          response: { 200: ZDeleteSignInResponse },
        },
      },
      async (request) => {
        await deps.signIns.remove(requestContext(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
