// A B2C order's readable number (B2C + the Vietnam day yymmdd + 4 characters) and its unguessable confirmation token.
import { randomBytes, randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a number read out on the phone is not mistaken. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newOrderNumber(now: Date): string {
  const day = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(2, 10).replace(/-/g, '');
  const tail = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `B2C${day}${tail}`;
}

/** 256 random bits, base64url (43 characters). */
export const newConfirmationToken = (): string => randomBytes(32).toString('base64url');
