// /api/b2c/orders: the consumer orders of an agency's site (issue 20): list, export, detail and the agent's actions.
import { z } from 'zod';
import { ZIsoDay, ZReportExportFormat } from '../reports/report-query.js';

export const B2C_ORDER_KINDS = ['flight', 'tour', 'esim'] as const;
export const ZB2cOrderKind = z.enum(B2C_ORDER_KINDS);
export type TB2cOrderKind = z.infer<typeof ZB2cOrderKind>;
/** 01 cancelled, 02 awaiting payment, 03 payment confirmed, 04 being processed, 05 completed (decision 117). */
export const B2C_ORDER_STATUSES = ['01', '02', '03', '04', '05'] as const;
export const ZB2cOrderStatus = z.enum(B2C_ORDER_STATUSES);
export type TB2cOrderStatus = z.infer<typeof ZB2cOrderStatus>;
/** The history's actions: the agent's four, and the held flight's end (decision 133) by the expiry job or a cancel; the eSIM issue (decision 138). */
export const B2C_ORDER_ACTIONS = [
  'create',
  'confirm-payment',
  'process',
  'complete',
  'cancel',
  'hold-expired',
  'hold-cancelled',
  'issue-esim',
] as const;

export const B2C_ORDER_PAGE_MAX = 200;
export const B2C_ORDER_SORT_KEYS = ['createdAt', 'totalAmount', 'orderNumber', 'status'] as const;

/** GET /api/b2c/orders and …/export?format= */
export const ZB2cOrderFilters = z.strictObject({
  status: ZB2cOrderStatus.optional(),
  kind: ZB2cOrderKind.optional(),
  /** An order number, a phone number or part of the consumer's name (case ignored). */
  q: z.string().trim().min(1).max(80).optional(),
  createdFrom: ZIsoDay.optional(),
  createdTo: ZIsoDay.optional(),
  sort: z.enum(B2C_ORDER_SORT_KEYS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TB2cOrderFilters = z.input<typeof ZB2cOrderFilters>;
export const ZListB2cOrdersQuery = ZB2cOrderFilters.extend({
  limit: z.coerce.number().int().min(1).max(B2C_ORDER_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TListB2cOrdersQuery = z.input<typeof ZListB2cOrdersQuery>;
export const ZExportB2cOrdersQuery = ZB2cOrderFilters.extend({ format: ZReportExportFormat });

const vnd = z.number().int();

export const ZB2cOrderSummary = z.object({
  id: z.string(),
  orderNumber: z.string(),
  kind: ZB2cOrderKind,
  status: ZB2cOrderStatus,
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  /** A short line: the route and PNR of a flight, the tour and departure, the eSIM packages. */
  summary: z.string(),
  totalAmount: vnd,
  serviceFee: vnd,
  amountDue: vnd,
  paidAmount: vnd,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TB2cOrderSummary = z.infer<typeof ZB2cOrderSummary>;
export const ZListB2cOrdersResponse = z.object({ items: z.array(ZB2cOrderSummary), total: z.number().int() });
export type TListB2cOrdersResponse = z.infer<typeof ZListB2cOrdersResponse>;

export const ZB2cOrderEvent = z.object({
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type TB2cOrderEvent = z.infer<typeof ZB2cOrderEvent>;

export const ZB2cOrderDetail = ZB2cOrderSummary.extend({
  currency: z.literal('VND'),
  note: z.string(),
  details: z.record(z.string(), z.unknown()),
  holdExpiresAt: z.string().nullable(),
  /** A flight order's held booking, as it is now (the agent issues it from the booking page). */
  booking: z
    .object({ id: z.string(), pnr: z.string().nullable(), status: z.string(), timeLimit: z.string().nullable() })
    .nullable(),
  /** An eSIM order's eSIM order in the portal once the agency issued it (its page: /esim/list-order/{id}). */
  esimOrder: z
    .object({ id: z.string(), orderCode: z.string().nullable(), status: z.string(), totalAmount: vnd })
    .nullable()
    .optional(),
  /** The actions the order's state allows now (an eSIM order is completed by issue-esim, not complete). */
  actions: z.array(z.enum(['confirm-payment', 'process', 'complete', 'cancel', 'issue-esim'])),
  history: z.array(ZB2cOrderEvent),
});
export type TB2cOrderDetail = z.infer<typeof ZB2cOrderDetail>;

export const ZB2cOrderIdParams = z.strictObject({ id: z.uuid() });

/** POST /api/b2c/orders/{id}/confirm-payment: the amount the agency received (VND). */
export const ZB2cConfirmPayment = z.strictObject({
  amount: z.number().int().min(1).max(10_000_000_000),
  note: z.string().trim().max(500).default(''),
});
export type TB2cConfirmPayment = z.input<typeof ZB2cConfirmPayment>;
/** POST …/process, …/complete, …/cancel */
export const ZB2cOrderActionBody = z.strictObject({ note: z.string().trim().max(500).default('') });
export type TB2cOrderActionBody = z.input<typeof ZB2cOrderActionBody>;
