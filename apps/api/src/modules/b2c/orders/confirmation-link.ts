// The consumer's link to a B2C order's confirmation page: /s/{slug}/order/{orderNumber}?key=… where the key is an HMAC
// of the order's id (no login, nothing to guess, nothing stored); every storefront order kind answers with this link.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ConfirmationLinks = {
  /** The page's path under the site's base: `/order/{orderNumber}?key=…`. */
  pathOf(order: { id: string; orderNumber: string }): string;
  /** Whether `key` is the one this order's link carries (constant time). */
  isKeyOf(order: { id: string }, key: string): boolean;
};

export function createConfirmationLinks(secret: string): ConfirmationLinks {
  // A key of its own: no other token of the server's secret can pass as a confirmation key.
  const key = createHmac('sha256', secret).update('b2c-order-confirmation-v1').digest();
  const keyOf = (orderId: string) => createHmac('sha256', key).update(orderId).digest('base64url').slice(0, 32);
  return {
    pathOf: (order) => `/order/${encodeURIComponent(order.orderNumber)}?key=${keyOf(order.id)}`,
    isKeyOf(order, candidate) {
      const expected = Buffer.from(keyOf(order.id));
      const given = Buffer.from(candidate);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
