// POST /api/esim/orders/{id}/mail: the activation mail of a COMPLETED order (each eSIM not refunded, its QR code
// inline) through the outbox with a 'mailed' event and mailed_at, handed to SMTP at once when it is configured.
import type { TBookingMailResponse, TEsimOrderLine } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { notFound } from '../../../platform/errors.js';
import { claimedOnInsert, recordFailure, recordSent } from '../../../platform/mail-outbox.js';
import type { Mailer } from '../../../platform/mailer.js';
import type { Language } from '../../../platform/messages.js';
import { bookingConflict, readOnlyBooking } from '../../bookings/booking-errors.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { esimOrderScopeOf, isOrderInScope } from '../list/esim-order-scope.js';
import {
  agencyForMail,
  esimItemsOf,
  findEsimOrderForMail,
  insertEsimMailWithEvent,
  type EsimItemForMail,
  type EsimOrderForMail,
} from '../repository/esim-order-mail.js';
import { renderEsimMail, type EsimMailDocument, type EsimMailItem } from './esim-mail.render.js';

/** 409 wrongState: only a COMPLETED order with an eSIM not refunded has activation codes to send. */
const notMailable = (status: string) =>
  bookingConflict('wrongState', {
    key: 'bookingWrongState',
    params: { status, action: (language) => (language === 'vi' ? 'gửi mã QR eSIM' : 'mail the eSIM QR codes') },
    details: { status, action: 'mail' },
  });

export type EsimMailDeps = { db: Database; clock: Clock; mailer: Mailer };

/** Each eSIM not refunded, with the product of the line it was sold under (by package id). */
function mailItems(order: EsimOrderForMail, items: readonly EsimItemForMail[]): EsimMailItem[] {
  const lines = order.lines as unknown as TEsimOrderLine[];
  const productOf = (packageId: string) => (lines.find((line) => line.productId === packageId) ?? lines[0]!).product;
  return items
    .filter((item) => item.status !== 'REFUNDED')
    .map((item) => ({
      iccid: item.iccid,
      lpa: item.lpa,
      smdpAddress: item.smdpAddress,
      matchingId: item.matchingId,
      apn: item.apn,
      product: productOf(item.packageId),
    }));
}

export function createEsimMailService(deps: EsimMailDeps) {
  const { db, clock, mailer } = deps;

  /** The order the caller may see (404 otherwise), its own agency's (403 read-only from above), COMPLETED (409). */
  async function mailableOrder(caller: BookingCaller, orderId: string): Promise<EsimOrderForMail> {
    const order = await findEsimOrderForMail(db, orderId);
    if (!order || !isOrderInScope(await esimOrderScopeOf(db, caller), order)) throw notFound();
    if (order.agencyId !== caller.agencyId) throw readOnlyBooking();
    if (order.status !== 'COMPLETED') throw notMailable(order.status);
    return order;
  }

  async function documentOf(order: EsimOrderForMail): Promise<EsimMailDocument> {
    const items = mailItems(order, await esimItemsOf(db, order.id));
    if (items.length === 0) throw notMailable('REFUNDED');
    const agency = await agencyForMail(db, order.agencyId);
    const customer = order.customer as { fullName?: string };
    return {
      agency: { name: agency.name, phone: agency.phone || null },
      orderCode: order.orderCode ?? '',
      customerName: customer.fullName ?? '',
      items,
    };
  }

  /**
   * The outbox keeps the text and HTML only (decision 077): the QR images go with the mail when it is handed to SMTP
   * at once; a retry by the dispatcher carries the manual codes and LPA strings without the pictures (decision 091).
   */
  async function mail(
    caller: BookingCaller,
    orderId: string,
    request: { to: string[]; lang: Language },
  ): Promise<TBookingMailResponse> {
    const order = await mailableOrder(caller, orderId);
    const rendered = await renderEsimMail(await documentOf(order), request.lang);
    const [to, ...cc] = request.to as [string, ...string[]];
    const now = clock.now();
    const outboxId = await insertEsimMailWithEvent(db, {
      orderId,
      status: order.status,
      actorUserId: caller.userId,
      mail: {
        toAddress: to,
        cc,
        subject: rendered.subject,
        body: rendered.text,
        html: rendered.html,
        createdAt: now,
        ...(mailer.isConfigured ? claimedOnInsert(now) : {}),
      },
      details: { to: request.to, subject: rendered.subject, language: request.lang, esims: rendered.images.length },
      at: now,
    });
    const answer = { outboxId, to: request.to.join(', '), subject: rendered.subject };
    if (!mailer.isConfigured) return { ...answer, delivery: 'queued', sentAt: null };
    try {
      const { subject, text, html, images } = rendered;
      await mailer.send({ to, cc, subject, text, html, attachments: images }, { outboxId });
    } catch (error) {
      await recordFailure(db, {
        mail: { id: outboxId, attempts: 1 },
        reason: error instanceof Error ? error.message : 'send failed',
        now: clock.now(),
      });
      return { ...answer, delivery: 'failed', sentAt: null };
    }
    const sentAt = clock.now();
    await recordSent(db, outboxId, sentAt);
    return { ...answer, delivery: 'sent', sentAt: sentAt.toISOString() };
  }

  return { mail };
}

export type EsimMailService = ReturnType<typeof createEsimMailService>;
