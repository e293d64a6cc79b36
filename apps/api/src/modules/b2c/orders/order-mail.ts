// The consumer's mail of a new B2C order (decision 132): one outbox row in the order's own transaction, with the
// absolute link to its confirmation page, in the language of the consumer's form. Every order kind gets it.
import { airportDateTime, formatDateTime, formatVnd } from '@portal/domain';
import type { Database } from '@portal/db';
import type { Language } from '../../../platform/messages.js';
import { findSite, type SiteRow } from '../site/site.repository.js';
import { insertOutboxMail, type B2cOrderRow } from './b2c-orders.repository.js';
import type { ConfirmationLinks } from './confirmation-link.js';

/** What the server knows and an order does not: the confirmation key's secret and where the portal is reached. */
export type OrderMailSettings = { links: ConfirmationLinks; publicUrl: string };

/** The page's absolute address: the site's own host name when it has one, else the portal's /s/{slug}. */
export function confirmationUrlOf(
  site: Pick<SiteRow, 'slug' | 'hostName'>,
  order: Pick<B2cOrderRow, 'id' | 'orderNumber'>,
  options: { settings: OrderMailSettings; language: Language },
): string {
  const base = site.hostName ? `https://${site.hostName}` : `${options.settings.publicUrl}/s/${site.slug}`;
  return `${base}${options.settings.links.pathOf(order)}${options.language === 'en' ? '&lang=en' : ''}`;
}

const WORDS = {
  vi: {
    subject: '[{site}] Đã nhận đơn {number}',
    hello: 'Xin chào {name},',
    received: '{site} đã nhận đơn {number} của bạn:',
    total: 'Tổng cộng',
    fee: 'trong đó phí dịch vụ',
    due: 'Cần thanh toán',
    holdUntil: 'Chỗ được giữ đến {time} (giờ Việt Nam). Vui lòng thanh toán trước thời điểm này.',
    link: 'Xem đơn hàng và hướng dẫn thanh toán (chuyển khoản, mã QR):',
    hotline: 'Hotline',
    ignore: 'Nếu bạn không đặt đơn này, vui lòng bỏ qua email.',
  },
  en: {
    subject: '[{site}] Order {number} received',
    hello: 'Hello {name},',
    received: '{site} has received your order {number}:',
    total: 'Total',
    fee: 'service fee included',
    due: 'To pay now',
    holdUntil: 'Your seats are held until {time} (Vietnam time). Please pay before then.',
    link: 'See your order and how to pay (bank transfer, QR code):',
    hotline: 'Hotline',
    ignore: 'If you did not place this order, please ignore this email.',
  },
} as const;

/**
 * A flight order's flights, one line each as the airports' clocks read them (a round trip's outbound and return):
 * "VN 213 HAN → SGN 10/12/2026 09:00". Nothing for other kinds.
 */
export function flightLinesOf(details: Record<string, unknown>): string[] {
  const list = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && !!item)
      : [];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return list(details.bookings).flatMap((booking) =>
    list(booking.flights).map((flight) => {
      const numbers = Array.isArray(flight.flightNumbers) ? flight.flightNumbers.map(text).join(', ') : '';
      const departure = text(flight.departDateTime);
      return `- ${numbers} ${text(flight.from)} → ${text(flight.to)} ${departure ? airportDateTime(departure) : ''}`.trimEnd();
    }),
  );
}

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

export function renderOrderMail(input: {
  site: Pick<SiteRow, 'name' | 'hotline'>;
  order: B2cOrderRow;
  url: string;
  language: Language;
}): { subject: string; body: string } {
  const { site, order, url, language } = input;
  const words = WORDS[language];
  const params = { site: site.name, number: order.orderNumber, name: order.contactName };
  const summary = typeof order.details.summary === 'string' ? order.details.summary : '';
  const lines = [
    fill(words.hello, params),
    '',
    fill(words.received, params),
    summary,
    ...flightLinesOf(order.details),
    '',
    `${words.total}: ${formatVnd(order.totalAmount)}` +
      (order.serviceFee > 0 ? ` (${words.fee} ${formatVnd(order.serviceFee)})` : ''),
    `${words.due}: ${formatVnd(order.amountDue)}`,
    ...(order.holdExpiresAt ? [fill(words.holdUntil, { time: formatDateTime(order.holdExpiresAt) })] : []),
    '',
    words.link,
    url,
    '',
    ...(site.hotline ? [`${words.hotline}: ${site.hotline}`] : []),
    site.name,
    '',
    words.ignore,
  ];
  return { subject: fill(words.subject, params), body: lines.join('\n') };
}

/** Queues the mail in the caller's transaction when the order has an email and the site exists; answers the outbox id. */
export async function queueOrderMail(
  tx: Database,
  input: { order: B2cOrderRow; language: Language; now: Date; settings: OrderMailSettings },
): Promise<number | undefined> {
  const { order, language, now, settings } = input;
  if (order.contactEmail === '') return undefined;
  const site = await findSite(tx, order.agencyId);
  if (!site) return undefined;
  const url = confirmationUrlOf(site, order, { settings, language });
  const mail = renderOrderMail({ site, order, url, language });
  return insertOutboxMail(tx, { to: order.contactEmail, subject: mail.subject, body: mail.body, now });
}
