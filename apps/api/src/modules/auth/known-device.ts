// The known-device cookie (decision 032): a browser where an account signed in successfully, signed so it cannot be forged.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'portal_device';
/** How long a browser stays a known device of the account it last signed in with. */
export const DEVICE_COOKIE_DAYS = 180;

export type KnownDevice = { deviceId: string; userId: string };

export type DeviceCodec = {
  /** A cookie value naming this browser (a new id unless `deviceId` is given) as a device of `userId`. */
  issue(options: { userId: string; deviceId?: string }): string;
  /** The device and account a cookie names, or undefined when it is missing, malformed or not signed by us. */
  read(cookie: string | undefined): KnownDevice | undefined;
};

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createDeviceCodec(secret: string): DeviceCodec {
  // A key of its own, so nothing signed with it can pass for an access token or a refresh-token successor.
  const key = createHmac('sha256', secret).update('known-device-cookie-v1').digest();
  const mac = (deviceId: string, userId: string) =>
    createHmac('sha256', key).update(`${deviceId}.${userId}`).digest('base64url');
  return {
    issue({ userId, deviceId = randomBytes(16).toString('base64url') }) {
      return `${deviceId}.${userId}.${mac(deviceId, userId)}`;
    },
    read(cookie) {
      const [deviceId, userId, signature, ...rest] = (cookie ?? '').split('.');
      if (rest.length > 0 || !deviceId || !userId || !signature) return undefined;
      if (!ID_PATTERN.test(deviceId) || !UUID_PATTERN.test(userId)) return undefined;
      const expected = Buffer.from(mac(deviceId, userId));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { deviceId, userId };
    },
  };
}
