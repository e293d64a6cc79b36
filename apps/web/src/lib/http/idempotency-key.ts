// A fresh Idempotency-Key for one money or booking request, also where crypto.randomUUID is missing (plain http on a LAN).

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A random UUID v4: crypto.randomUUID in a secure context, else built from crypto.getRandomValues (available anywhere). */
type RandomSource = { getRandomValues(array: Uint8Array): Uint8Array; randomUUID?: () => string };

export function randomUuid(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID.call(source);
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** `issue:…`, `edit:…`: the kind of request, then a random UUID. */
export const newIdempotencyKey = (kind?: string) => (kind ? `${kind}:${randomUuid()}` : randomUuid());
