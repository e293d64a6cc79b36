// The order a consumer's confirmation link names: the site's own, and only with the link's key. Anything else (an
// unknown number, a wrong key, another site's order) is nothing at all, so the page answers the same 404.
import type { Database } from '@portal/db';
import { findOrderByNumber, type B2cOrderRow } from './b2c-orders.repository.js';
import type { ConfirmationLinks } from './confirmation-link.js';

const ORDER_NUMBER = /^[A-Z0-9]{4,24}$/;

export async function consumerOrderOf(
  db: Database,
  links: ConfirmationLinks,
  link: { agencyId: string; orderNumber: string; key: string | undefined },
): Promise<B2cOrderRow | undefined> {
  const { agencyId, orderNumber, key } = link;
  if (!key || !ORDER_NUMBER.test(orderNumber)) return undefined;
  const order = await findOrderByNumber(db, agencyId, orderNumber);
  return order && links.isKeyOf(order, key) ? order : undefined;
}
