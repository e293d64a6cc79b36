// createB2cOrder(tx, …): the one way a B2C order comes to be (storefront, flight holds, tours, eSIM): the order, its
// first history line, the notice to the agency's USE_B2C users and the consumer's mail, all in the caller's transaction.
import type { Database } from '@portal/db';
import type { TB2cOrderKind } from '@portal/contracts';
import { needs } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import { notify } from '../../notifications/notify.js';
import { insertEvent, insertOrder, type B2cOrderRow } from './b2c-orders.repository.js';
import { queueOrderMail, type OrderMailSettings } from './order-mail.js';

export type NewB2cOrder = {
  agencyId: string;
  kind: TB2cOrderKind;
  contact: { name: string; phone: string; email?: string };
  /** What the consumer owes in all (VND, the service fee included). */
  totalAmount: number;
  serviceFee: number;
  /** Due now: the total, or a tour's deposit. */
  amountDue?: number;
  bookingId?: string | null;
  holdExpiresAt?: Date | null;
  /** One line for the list: the route and PNR, the tour and departure, the eSIM packages. */
  summary: string;
  details?: Record<string, unknown>;
  note?: string;
  /** How to link the consumer's confirmation mail; null queues none (the demo seed, tests of the list). */
  mail: OrderMailSettings | null;
  /** The language of the consumer's form: the confirmation mail's ('vi' unless the form was in English). */
  language?: Language;
};

export async function createB2cOrder(tx: Database, input: NewB2cOrder, now: Date): Promise<B2cOrderRow> {
  const { mail } = input;
  const totalAmount = Math.round(input.totalAmount);
  const order = await insertOrder(
    tx,
    {
      agencyId: input.agencyId,
      kind: input.kind,
      contactName: input.contact.name.trim(),
      contactPhone: input.contact.phone.trim(),
      contactEmail: input.contact.email?.trim() ?? '',
      totalAmount,
      serviceFee: Math.round(input.serviceFee),
      amountDue: Math.round(input.amountDue ?? totalAmount),
      bookingId: input.bookingId ?? null,
      holdExpiresAt: input.holdExpiresAt ?? null,
      details: { ...input.details, summary: input.summary },
      note: input.note ?? '',
    },
    now,
  );
  const outboxEmailId = mail
    ? await queueOrderMail(tx, { order, language: input.language ?? 'vi', now, settings: mail })
    : undefined;
  await insertEvent(tx, {
    orderId: order.id,
    action: 'create',
    fromStatus: null,
    toStatus: order.status,
    actorUserId: null,
    details: {
      totalAmount: order.totalAmount,
      amountDue: order.amountDue,
      ...(outboxEmailId !== undefined ? { outboxEmailId } : {}),
    },
    at: now,
  });
  await notify(tx, {
    agencyId: input.agencyId,
    audience: needs('USE_B2C'),
    type: 'b2c.order',
    params: { orderNumber: order.orderNumber, kind: order.kind, amount: order.totalAmount, name: order.contactName },
    link: `/b2c/list-order?order-id=${order.id}`,
  });
  return order;
}
