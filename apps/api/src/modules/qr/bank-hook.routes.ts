// The bank-hook endpoint: a bank-hook service posts transfer notifications, signed with the receiving agency's key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBankNotificationAnswer } from '@portal/contracts';
import { publicAccess } from '../../platform/access.js';
import { fieldError } from '../../platform/field-error.js';
import { HOOK_KEY_HEADER, HOOK_SIGNATURE_HEADER, HOOK_TIMESTAMP_HEADER } from './bank-hook-signature.js';
import type { BankNotificationService } from './bank-notifications.service.js';

/** The raw text and its parse, as the parser above left them; nothing for a body of another type. */
function readBody(body: unknown): { rawBody: string; json: unknown } {
  if (body && typeof body === 'object' && 'rawBody' in body && typeof body.rawBody === 'string')
    return { rawBody: body.rawBody, json: (body as { json?: unknown }).json };
  return { rawBody: '', json: undefined };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function bankHookRoutes(deps: { notifications: BankNotificationService }) {
  return async function register(app: FastifyInstance) {
    // The signature is over the body's exact bytes: in this scope JSON arrives as the raw text beside its parse (which
    // the input guard walks for depth and unstorable text like any body; malformed JSON is 400 before any signature).
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        try {
          done(null, { rawBody: String(body), json: JSON.parse(String(body)) as unknown });
        } catch {
          done(fieldError('body', 'invalidJson'), undefined);
        }
      },
    );
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/bank-hooks/notifications',
      {
        config: { access: publicAccess },
        schema: {
          tags: ['qr'],
          summary:
            'A bank transfer notification (SePay/Casso shape), signed: X-Hook-Key, X-Hook-Timestamp, X-Hook-Signature: sha256=HMAC(secret, timestamp.body)',
          response: { 200: ZBankNotificationAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        outcome: await deps.notifications.receive({
          keyId: header(request.headers[HOOK_KEY_HEADER]),
          timestamp: header(request.headers[HOOK_TIMESTAMP_HEADER]),
          signature: header(request.headers[HOOK_SIGNATURE_HEADER]),
          ...readBody(request.body),
        }),
      }),
    );
  };
}
