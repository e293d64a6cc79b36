// Seals secrets at rest with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url, a random 12-byte IV each time.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const SECRET_KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The version is authenticated too: a sealed value cannot be passed off as another format. */
const ADDITIONAL_DATA = Buffer.from(VERSION, 'utf8');

/** A sealed value that is malformed, was changed, or was sealed with another key. Never carries the secret. */
export class SecretBoxError extends Error {}

export type SecretBox = {
  seal(plain: string): string;
  open(sealed: string): string;
};

/** A 32-byte key written as 64 hex digits or as base64 / base64url; anything else throws naming the setting. */
export function parseSecretKey(text: string, settingName = 'SIGN_IN_SECRET_KEY'): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)
      ? Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : Buffer.alloc(0);
  if (key.length !== SECRET_KEY_BYTES) {
    throw new Error(
      `${settingName} must be ${SECRET_KEY_BYTES} bytes written as 64 hex digits or base64 (try: openssl rand -base64 32)`,
    );
  }
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`a secret box needs a ${SECRET_KEY_BYTES}-byte key`);
  const ownKey = Buffer.from(key);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', ownKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(ADDITIONAL_DATA);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('not a v1 sealed value');
      const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url')) as [
        Buffer,
        Buffer,
        Buffer,
      ];
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError('malformed sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', ownKey, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(ADDITIONAL_DATA);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the sealed value was changed or sealed with another key');
      }
    },
  };
}
