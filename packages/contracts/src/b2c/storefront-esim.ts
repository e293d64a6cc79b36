// eSIMs on the consumer site (issue 20): the storefront's order (POST /api/s/{slug}/esim/orders) and the agency's
// fulfilment of it from the back office (GET …/esim-quote, POST …/issue-esim on /api/b2c/orders/{id}).
import { z } from 'zod';
import { ZEsimPackageId } from '../suppliers/esim-protocol.js';

const vnd = z.number().int();
const ZText = (max: number) => z.string().max(max);

/** POST /api/s/{slug}/esim/orders: one package, 1–5 of it, who it is for (the QR code is mailed to the email). */
export const ZStorefrontEsimOrder = z.strictObject({
  packageId: ZEsimPackageId,
  quantity: z.number().int().min(1).max(5),
  contact: z.strictObject({ name: ZText(100), phone: ZText(20), email: ZText(254) }),
  /** The signed, time-stamped token the order page was given. */
  formToken: z.string().min(10).max(400),
  /** The honeypot: a field hidden from people; anything in it marks a robot. */
  website: z.string().max(200).optional(),
});
export type TStorefrontEsimOrder = z.input<typeof ZStorefrontEsimOrder>;

export const ZStorefrontEsimOrderResponse = z.object({
  status: z.literal('booked'),
  /** The consumer order's code (B2C…). */
  orderCode: z.string(),
  /** The confirmation page under the site's base: /order/{code}?key=… */
  confirmationPath: z.string(),
  /** What the consumer owes (VND), paid to the agency's bank account. */
  totalAmount: vnd,
});
export type TStorefrontEsimOrderResponse = z.infer<typeof ZStorefrontEsimOrderResponse>;

/** One line of a consumer's eSIM order as the storefront wrote it into the order's details. */
export const ZB2cEsimLine = z.object({
  productId: ZEsimPackageId,
  /** In Vietnamese ("Nhật Bản 5 GB 7 ngày"), and in English. */
  name: z.string(),
  nameEn: z.string().optional(),
  quantity: z.number().int(),
  /** The consumer's price of one eSIM. */
  unitPrice: vnd,
});
export type TB2cEsimLine = z.infer<typeof ZB2cEsimLine>;

/** GET /api/b2c/orders/{id}/esim-quote: what issuing it costs the agency's deposit now, and for whom. */
export const ZB2cEsimQuote = z.object({
  lines: z.array(
    z.object({
      productId: ZEsimPackageId,
      name: z.string(),
      quantity: z.number().int(),
      /** What the deposit pays per eSIM now (the vendor's net plus the chain's fees). */
      unitPrice: vnd,
    }),
  ),
  /** The deposit's total now: send it back as acceptedTotal. */
  total: vnd,
  /** What the consumer pays (the order's total). */
  consumerTotal: vnd,
  customer: z.object({ fullName: z.string(), email: z.string(), mobile: z.string() }),
});
export type TB2cEsimQuote = z.infer<typeof ZB2cEsimQuote>;

/** POST /api/b2c/orders/{id}/issue-esim: the deposit total the agent saw (409 priceChanged when it moved). */
export const ZB2cIssueEsim = z.strictObject({ acceptedTotal: vnd.min(0).max(1_000_000_000) });
export type TB2cIssueEsim = z.input<typeof ZB2cIssueEsim>;
