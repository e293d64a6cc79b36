// The customer link's token: booking id, expiry and the fee choice, HMAC-SHA256-signed with a key derived from the
// server's JWT secret under its own label, so it can be neither forged nor altered, and no other token passes for it.
// Packed in 21 bytes (id 16, fee 1, expiry 4) so the whole token stays short enough for a URL path segment and an SMS.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ShareClaims = { bookingId: string; withFee: boolean; expiresAt: Date };

export type ShareTokenCodec = {
  sign(claims: ShareClaims): string;
  /** The claims of a well-signed token not yet expired at `now`; undefined for anything else. */
  read(token: string, now: Date): ShareClaims | undefined;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAYLOAD_BYTES = 21;

function pack({ bookingId, withFee, expiresAt }: ShareClaims): Buffer {
  if (!UUID.test(bookingId)) throw new Error('a share token names a booking by its UUID');
  const bytes = Buffer.alloc(PAYLOAD_BYTES);
  Buffer.from(bookingId.replace(/-/g, ''), 'hex').copy(bytes, 0);
  bytes.writeUInt8(withFee ? 1 : 0, 16);
  bytes.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 17);
  return bytes;
}

function unpack(bytes: Buffer): ShareClaims | undefined {
  if (bytes.length !== PAYLOAD_BYTES) return undefined;
  const flag = bytes.readUInt8(16);
  if (flag !== 0 && flag !== 1) return undefined;
  const hex = bytes.subarray(0, 16).toString('hex');
  const bookingId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { bookingId, withFee: flag === 1, expiresAt: new Date(bytes.readUInt32BE(17) * 1000) };
}

export function createShareTokenCodec(secret: string): ShareTokenCodec {
  const key = createHmac('sha256', secret).update('portal/ticket-share-link/v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(claims) {
      const payload = pack(claims).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    read(token, now) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = unpack(Buffer.from(payload, 'base64url'));
      if (!claims || claims.expiresAt.getTime() <= now.getTime()) return undefined;
      return claims;
    },
  };
}
