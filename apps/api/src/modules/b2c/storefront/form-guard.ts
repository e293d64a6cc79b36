// Robots on the storefront's forms: a signed, time-stamped form token (not too fresh, not too old, this site's) and a honeypot.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../../../platform/errors.js';

/** A person needs at least this long to fill in a passenger form; a robot posts at once (STOREFRONT_FORM_MIN_FILL_MS). */
export const FORM_MIN_FILL_MS = 3_000;
/** A form page left open longer must be reloaded (its prices are stale by then anyway). */
export const FORM_MAX_AGE_MS = 2 * 60 * 60 * 1000;

export type FormGuard = {
  issue(slug: string, now: Date): string;
  /** Throws 400 (code VALIDATION, field formToken or website) unless the form may be taken. */
  check(input: { slug: string; formToken: string; website?: string; now: Date }): void;
};

const refused = (field: string, reason: string) =>
  new AppError({
    status: 400,
    code: ErrorCode.VALIDATION,
    messageKey: 'storefrontFormRefused',
    details: { fields: [{ field, message: reason }] },
  });

export function createFormGuard(secret: string, { minFillMs = FORM_MIN_FILL_MS } = {}): FormGuard {
  // A key of its own, so no other token of the server's secret can pass as a form token.
  const key = createHmac('sha256', secret).update('storefront-form-token-v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(slug, now) {
      const body = Buffer.from(
        JSON.stringify({ s: slug, t: now.getTime(), n: randomBytes(9).toString('base64url') }),
      ).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    check({ slug, formToken, website, now }) {
      // The honeypot first: a robot that fills every field is refused whatever its token.
      if (website !== undefined && website.trim() !== '') throw refused('website', 'must be empty');
      const [body, signature, extra] = formToken.split('.');
      if (!body || !signature || extra !== undefined) throw refused('formToken', 'malformed');
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused('formToken', 'forged');
      let claims: { s?: unknown; t?: unknown };
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { s?: unknown; t?: unknown };
      } catch {
        throw refused('formToken', 'malformed');
      }
      if (claims.s !== slug || typeof claims.t !== 'number') throw refused('formToken', 'another site');
      const age = now.getTime() - claims.t;
      if (age < minFillMs) throw refused('formToken', 'too fast');
      if (age > FORM_MAX_AGE_MS) throw refused('formToken', 'expired');
    },
  };
}
