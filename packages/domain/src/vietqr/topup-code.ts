// The short code a QR top-up carries in its transfer content, and finding it again in what the bank reports.
/** No 0/O, 1/I/L, so a code read aloud or retyped by hand stays the same code. */
export const TOPUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TOPUP_CODE_PREFIX = 'NAP';
export const TOPUP_CODE_LENGTH = 8;

/** A new code from random bytes (the caller passes crypto-strong ones): NAP + 8 characters of the alphabet. */
export function topUpCodeFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < TOPUP_CODE_LENGTH) throw new Error(`a code needs ${TOPUP_CODE_LENGTH} random bytes`);
  let code = TOPUP_CODE_PREFIX;
  // 31 letters: 256 % 31 = 8, a negligible bias for a code that is also checked unique in the database.
  for (let index = 0; index < TOPUP_CODE_LENGTH; index++)
    code += TOPUP_CODE_ALPHABET[randomBytes[index]! % TOPUP_CODE_ALPHABET.length];
  return code;
}

/** Every code-shaped run, overlapping ones too (`NAPAS247…NAP7K2M…` holds two): a lookahead at each position. */
const CODE_AT = /* @__PURE__ */ new RegExp(
  `(?=(${TOPUP_CODE_PREFIX}[${TOPUP_CODE_ALPHABET}]{${TOPUP_CODE_LENGTH}}))`,
  'g',
);

const codesIn = (text: string) => [...new Set(Array.from(text.matchAll(CODE_AT), (match) => match[1]!))];

/**
 * The top-up codes found in a bank's transfer content. Banks upper-case it and add their own words and separators
 * (`MBVCB.123.NAP7K2M9QXA.CT tu ...`); only when no code is there as written are separators read through (a payer who
 * typed `NAP 7K2M 9QXA`), since joining words can also make code-like text that is no code of ours — so every
 * candidate is answered, and the caller keeps the ones that are codes of its requests.
 */
export function findTopUpCodes(content: string): string[] {
  const upper = content.toUpperCase();
  const written = codesIn(upper);
  if (written.length > 0) return written;
  return codesIn(upper.replace(/[^A-Z0-9]/g, ''));
}
