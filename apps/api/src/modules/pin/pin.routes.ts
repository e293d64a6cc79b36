// HTTP routes of /api/pin-code (every signed-in user, their own PIN only) and of the PIN check behind the step-up dialog.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZChangePinRequest,
  ZPinState,
  ZSetPinRequest,
  ZStepUpTokenResponse,
  ZTurnOffPinRequest,
  ZVerifyPinRequest,
} from '@portal/contracts';
import { signedIn } from '../../platform/access.js';
import { requestContext } from '../../platform/request-context.js';
import type { PinService } from './pin.service.js';

export function pinRoutes(deps: { pins: PinService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['pin'];
    const config = { access: signedIn };

    api.get(
      '/pin-code',
      {
        config,
        schema: {
          tags,
          summary: "The caller's PIN: on or off, locked until when, attempts left, whether the agency requires one",
          response: { 200: ZPinState },
        },
      },
      async (request) => deps.pins.state(requestContext(request)),
    );

    api.post(
      '/pin-code',
      {
        config,
        schema: {
          tags,
          summary: 'Set a PIN (6 digits, not an easy one) when none is on; the account password is required',
          body: ZSetPinRequest,
          response: { 200: ZPinState },
        },
      },
      async (request) => deps.pins.set(requestContext(request), request.body),
    );

    api.put(
      '/pin-code',
      {
        config,
        schema: {
          tags,
          summary: 'Change the PIN; the current PIN is required and a wrong one counts towards the lock',
          body: ZChangePinRequest,
          response: { 200: ZPinState },
        },
      },
      async (request) => deps.pins.change(requestContext(request), request.body),
    );

    api.post(
      '/pin-code/turn-off',
      {
        config,
        schema: {
          tags,
          summary:
            'Turn the PIN off with either the current PIN or the account password (the way back from a forgotten or locked PIN)',
          body: ZTurnOffPinRequest,
          response: { 200: ZPinState },
        },
      },
      async (request) => deps.pins.turnOff(requestContext(request), request.body),
    );

    api.post(
      '/pin-code/verify',
      {
        config,
        schema: {
          tags,
          summary:
            'Check the PIN against the salt of a 403 code 120; answers a token for the X-Step-Up header of that one request (once, 5 minutes)',
          body: ZVerifyPinRequest,
          response: { 200: ZStepUpTokenResponse },
        },
      },
      async (request) => deps.pins.verify(requestContext(request), request.body),
    );
  };
}
