// /api/esim/orders: pay a cart of eSIM packages from the deposit (Idempotency-Key, PIN step-up), read, list and export
// orders, read an eSIM's usage, top it up, refund it while unused, and mail the activation QR codes to the customer.
import { z } from 'zod';
import { ZIsoDay, ZReportExportFormat } from '../reports/report-query.js';
import {
  ESIM_MAX_ORDER_LINES,
  ESIM_MAX_QUANTITY,
  ZEsimPackageId,
  ZEsimStatus,
  ZEsimSystem,
} from '../suppliers/esim-protocol.js';
import { ZEsimProduct } from './esim-products.js';

const vnd = z.number().int();

/**
 * ORDERING: paid, the vendor's answer not known yet (money reserved; reconciliation decides). COMPLETED: the eSIMs are
 * issued (some may be refunded since). REFUNDED: every eSIM refunded. FAILED: the vendor refused (money released).
 */
export const ESIM_ORDER_STATUSES = ['ORDERING', 'COMPLETED', 'REFUNDED', 'FAILED'] as const;
export const ZEsimOrderStatus = z.enum(ESIM_ORDER_STATUSES);
export type TEsimOrderStatus = z.infer<typeof ZEsimOrderStatus>;

/** The traveller the eSIMs are for (the activation mail goes to this address). */
export const ZEsimCustomerForm = z.strictObject({
  fullName: z.string().trim().min(2).max(80),
  email: z.email().max(120),
  mobile: z
    .string()
    .trim()
    .regex(/^(\+84|0)[0-9]{9,10}$/),
});
export type TEsimCustomerForm = z.infer<typeof ZEsimCustomerForm>;

/** One cart line as checkout sends it (SPEC §3 eSIM cart: id, price, quantityCart, totalPrice). */
export const ZEsimOrderLineForm = z.strictObject({
  productId: ZEsimPackageId,
  quantity: z.number().int().min(1).max(ESIM_MAX_QUANTITY),
});

/** POST /api/esim/orders (header Idempotency-Key; the PIN step-up when the agency asks for it, as for flights). */
export const ZEsimOrderRequest = z.strictObject({
  lines: z.array(ZEsimOrderLineForm).min(1).max(ESIM_MAX_ORDER_LINES),
  customer: ZEsimCustomerForm,
  /** The total the agent confirmed (Σ unitPrice × quantity); a different one answers 409 priceChanged. */
  acceptedTotal: vnd.min(0).max(1_000_000_000),
});
export type TEsimOrderRequest = z.input<typeof ZEsimOrderRequest>;

export const ZEsimOrderLine = z.object({
  productId: ZEsimPackageId,
  /** The product as it was sold (name, destination, data, days), kept with the order. */
  product: ZEsimProduct.pick({
    name: true,
    coverage: true,
    destinationVi: true,
    destinationEn: true,
    dataMb: true,
    fairUseMbPerDay: true,
    validityDays: true,
    hotspot: true,
    apn: true,
  }),
  quantity: z.number().int(),
  unitPrice: vnd,
  chainFee: vnd,
});
export type TEsimOrderLine = z.infer<typeof ZEsimOrderLine>;

export const ZEsimTopUpStatus = z.enum(['ORDERING', 'COMPLETED', 'FAILED']);
export const ZEsimTopUp = z.object({
  id: z.string(),
  productId: ZEsimPackageId,
  name: z.string(),
  dataMb: z.number().int().nullable(),
  validityDays: z.number().int(),
  status: ZEsimTopUpStatus,
  /** What the deposit paid (net plus the chain's top-up fees). */
  totalAmount: vnd,
  createdAt: z.string(),
});
export type TEsimTopUp = z.infer<typeof ZEsimTopUp>;

export const ESIM_ITEM_ACTIONS = ['topUp', 'refund'] as const;

/** One eSIM of an order: what installs it, its last known status, and what became of its money. */
export const ZEsimItem = z.object({
  id: z.string(),
  iccid: z.string(),
  productId: ZEsimPackageId,
  smdpAddress: z.string(),
  matchingId: z.string(),
  /** What the QR code encodes. */
  lpa: z.string(),
  apn: z.string(),
  /** As the vendor last said (usage reads refresh it); REFUNDED once refunded. */
  status: ZEsimStatus,
  /** A refund sent to the vendor with no answer yet (reconciliation settles it). */
  refundPending: z.boolean(),
  /** What the agency's deposit paid for this eSIM, and what returned to it. */
  unitPrice: vnd,
  refundAmount: vnd.nullable(),
  refundedAt: z.string().nullable(),
  topUps: z.array(ZEsimTopUp),
  allowedActions: z.array(z.enum(ESIM_ITEM_ACTIONS)),
});
export type TEsimItem = z.infer<typeof ZEsimItem>;

export const ESIM_ORDER_ACTIONS = ['mail'] as const;

export const ZEsimOrder = z.object({
  id: z.string(),
  system: ZEsimSystem,
  /** The vendor's order code (null until it answered). */
  orderCode: z.string().nullable(),
  status: ZEsimOrderStatus,
  agency: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  customer: ZEsimCustomerForm,
  lines: z.array(ZEsimOrderLine),
  esims: z.array(ZEsimItem),
  /** The vendor's net, the chain's eSIM fees, and what the agency paid. */
  supplierNet: vnd,
  feeTotal: vnd,
  totalAmount: vnd,
  /** Returned to the deposit by refunds, and paid for top-ups, so far. */
  refundedAmount: vnd,
  topUpAmount: vnd,
  lastError: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** When the activation mail was last sent (null: never). */
  mailedAt: z.string().nullable(),
  allowedActions: z.array(z.enum(ESIM_ORDER_ACTIONS)),
});
export type TEsimOrder = z.infer<typeof ZEsimOrder>;

export const ZEsimOrderParams = z.strictObject({ id: z.uuid() });
export const ZEsimItemParams = z.strictObject({ id: z.uuid(), esimId: z.uuid() });

/** GET /api/esim/orders/{id}/esims/{esimId}/usage: read from the vendor now. */
export const ZEsimUsage = z.object({
  esimId: z.string(),
  iccid: z.string(),
  status: ZEsimStatus,
  installed: z.boolean(),
  totalMb: z.number().int().nullable(),
  usedMb: z.number().int(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  readAt: z.string(),
});
export type TEsimUsage = z.infer<typeof ZEsimUsage>;

/** GET /api/esim/orders/{id}/esims/{esimId}/topup-products: the top-ups that fit it, priced as products are. */
export const ZEsimTopUpProductsResponse = z.object({ products: z.array(ZEsimProduct) });

/** POST /api/esim/orders/{id}/esims/{esimId}/topups (Idempotency-Key; PIN step-up). */
export const ZEsimTopUpRequest = z.strictObject({
  productId: ZEsimPackageId,
  /** The price the agent confirmed (the top-up's unitPrice); another answers 409 priceChanged. */
  acceptedPrice: vnd.min(0).max(100_000_000),
});
export type TEsimTopUpRequest = z.infer<typeof ZEsimTopUpRequest>;

// POST /api/esim/orders/{id}/esims/{esimId}/refund (Idempotency-Key; PIN step-up; no body): only while unused.

/** POST /api/esim/orders/{id}/mail: the activation QR codes embedded, in the language asked. */
export const ZEsimMailRequest = z.strictObject({
  to: z.array(z.email()).min(1).max(5),
  lang: z.enum(['vi', 'en']).default('vi'),
});

export const ESIM_ORDER_PAGE_MAX = 200;
export const ESIM_ORDER_SORT_KEYS = ['createdAt', 'totalAmount', 'customerName'] as const;

/** GET /api/esim/orders and …/export?format= */
export const ZEsimOrderFilters = z.strictObject({
  status: ZEsimOrderStatus.optional(),
  /** An order code, an ICCID, or part of the customer's name, email or phone (accents and case ignored). */
  q: z.string().trim().min(1).max(80).optional(),
  createdFrom: ZIsoDay.optional(),
  createdTo: ZIsoDay.optional(),
  sort: z.enum(ESIM_ORDER_SORT_KEYS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const ZListEsimOrdersQuery = ZEsimOrderFilters.extend({
  limit: z.coerce.number().int().min(1).max(ESIM_ORDER_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TListEsimOrdersQuery = z.input<typeof ZListEsimOrdersQuery>;
export const ZExportEsimOrdersQuery = ZEsimOrderFilters.extend({ format: ZReportExportFormat });

export const ZEsimOrderSummary = z.object({
  id: z.string(),
  orderCode: z.string().nullable(),
  status: ZEsimOrderStatus,
  agencyCode: z.string(),
  createdByName: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** "Nhật Bản 5 GB 7 ngày ×2" style, from the lines. */
  destinations: z.array(z.string()),
  esimCount: z.number().int(),
  totalAmount: vnd,
  refundedAmount: vnd,
  createdAt: z.string(),
});
export type TEsimOrderSummary = z.infer<typeof ZEsimOrderSummary>;
export const ZListEsimOrdersResponse = z.object({ items: z.array(ZEsimOrderSummary), total: z.number().int() });
export type TListEsimOrdersResponse = z.infer<typeof ZListEsimOrdersResponse>;
