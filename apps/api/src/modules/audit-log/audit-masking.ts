// Masks secret-like values in audit details on their way out, whatever the writer stored (defence in depth).
import { AUDIT_MASK } from '@portal/contracts';

/** Words that make a key secret: password, pin, credentials, secret, token (and plurals), API keys. */
const SECRET_WORDS = new Set([
  'password',
  'passwords',
  'passwd',
  'passphrase',
  'pin',
  'pins',
  'credential',
  'credentials',
  'secret',
  'secrets',
  'token',
  'tokens',
  'apikey',
]);

/** `mustChangePassword` → must, change, password; `api_key` → api, key. */
function wordsOf(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

export function isSecretKey(key: string): boolean {
  const words = wordsOf(key);
  return words.some((word) => SECRET_WORDS.has(word)) || words.join('').includes('apikey');
}

/** Markers writers store instead of a secret (`[masked]`, `[set]`, `[none]`) say nothing and pass as they are. */
const isMarker = (value: unknown) => typeof value === 'string' && /^\[[a-z ]{1,20}\]$/i.test(value);

/**
 * A copy with every value under a secret-like key replaced by `[masked]`, at any depth. Booleans and null pass:
 * a flag such as `mustChangePassword: true` or `isPinRequired` carries no secret and is worth seeing.
 */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => {
      if (!isSecretKey(key) || inner === null || typeof inner === 'boolean' || isMarker(inner))
        return [key, maskSecrets(inner)];
      return [key, AUDIT_MASK];
    }),
  );
}
