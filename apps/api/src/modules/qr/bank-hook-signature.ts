// The bank-hook signature (decision 105): HMAC-SHA256 of `<timestamp>.<raw body>` with the agency's hook secret,
// sent as X-Hook-Signature: sha256=<hex>, with X-Hook-Timestamp (Unix seconds) inside a replay window.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const HOOK_KEY_HEADER = 'x-hook-key';
export const HOOK_TIMESTAMP_HEADER = 'x-hook-timestamp';
export const HOOK_SIGNATURE_HEADER = 'x-hook-signature';
/** A notification signed longer ago (or further ahead) than this is refused: a captured one cannot be replayed later. */
export const HOOK_REPLAY_WINDOW_SECONDS = 300;

/** A new hook secret: 32 random bytes, base64url. */
export const newHookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function hookSignature(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export type SignatureCheck = 'ok' | 'stale' | 'bad';

/** Whether the signature is the secret's over this body and time, and the time inside the window around `now`. */
export function checkHookSignature(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}): SignatureCheck {
  if (!input.timestamp || !/^\d{1,12}$/.test(input.timestamp) || !input.signature) return 'bad';
  const expected = Buffer.from(hookSignature(input.secret, input.timestamp, input.rawBody));
  const given = Buffer.from(input.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad';
  const ageSeconds = Math.abs(input.now.getTime() / 1000 - Number(input.timestamp));
  return ageSeconds > HOOK_REPLAY_WINDOW_SECONDS ? 'stale' : 'ok';
}
