// eSIM orders written straight into esim_orders / esim_items (no vendor call), each COMPLETED or REFUNDED one paid by a
// real sale through the ledger service (reference esim_order), a refunded eSIM by a real refund: what the list, the
// export, the activation mail and the deposit statement read.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TEsimOrderLine } from '@portal/contracts';
import { tables } from '@portal/db';
import { toAirlineName } from '@portal/domain';
import type { BuiltApp } from '../../src/app.js';
import type { TestContext } from './test-context.js';

export const SMDP = 'smdp.esimhub.test';

const JAPAN: TEsimOrderLine['product'] = {
  name: 'Japan 5GB 7 Days',
  coverage: { type: 'country', code: 'JP', countries: ['JP'], region: 'ASIA' },
  destinationVi: 'Nhật Bản',
  destinationEn: 'Japan',
  dataMb: 5120,
  fairUseMbPerDay: null,
  validityDays: 7,
  hotspot: true,
  apn: 'esimhub.jp',
};

const KOREA: TEsimOrderLine['product'] = {
  ...JAPAN,
  name: 'South Korea 1GB 3 Days',
  coverage: { type: 'country', code: 'KR', countries: ['KR'], region: 'ASIA' },
  destinationVi: 'Hàn Quốc',
  destinationEn: 'South Korea',
  dataMb: 1024,
  validityDays: 3,
  apn: 'esimhub.kr',
};

export const ESIM_PRODUCTS = { JAPAN, KOREA };

export type EsimFixtureOrder = {
  id: string;
  orderCode: string | null;
  status: 'ORDERING' | 'COMPLETED' | 'REFUNDED' | 'FAILED';
  iccids: string[];
  lpas: string[];
  saleTransactionId: string | null;
  totalAmount: number;
};

export type NewEsimOrder = {
  agencyId: string;
  createdBy: string;
  status: EsimFixtureOrder['status'];
  customer?: { fullName: string; email: string; mobile: string };
  /** Each line: a product, a quantity and the unit price the deposit paid. */
  lines?: { product: TEsimOrderLine['product']; quantity: number; unitPrice: number }[];
  /** Positions (0-based) of the eSIMs refunded (COMPLETED orders only). */
  refunded?: number[];
  createdAt?: Date;
  orderCode?: string;
};

let sequence = 0;
const run = Date.now().toString().slice(-7);
const nextIccid = () => `8984${run}${String(sequence++).padStart(8, '0')}`;

const DEFAULT_CUSTOMER = { fullName: 'Nguyễn Thị Hoà', email: 'hoa.nguyen@example.vn', mobile: '0912345678' };

/** Tops the agency's deposit up and posts one sale of `amount` for the order; the sale's transaction id. */
async function paySale(ledger: BuiltApp['ledger'], options: { agencyId: string; orderId: string; amount: number }) {
  const key = `esim:${options.orderId}:order`;
  await ledger.topUp({
    idempotencyKey: `${key}:fund`,
    agencyId: options.agencyId,
    amount: options.amount,
    reference: { type: 'top_up_request', id: `TOP-${options.orderId}` },
    description: 'Nạp ký quỹ',
  });
  const { reservationId } = await ledger.reserve({
    idempotencyKey: key,
    agencyId: options.agencyId,
    amount: options.amount,
    reference: { type: 'esim_order', id: options.orderId },
    description: 'Giữ tiền đơn eSIM',
  });
  const posted = await ledger.post({
    idempotencyKey: `${key}:post`,
    reservationId,
    type: 'S',
    description: 'Đơn eSIM',
  });
  return posted.transactionId;
}

export async function insertEsimOrder(ctx: TestContext, order: NewEsimOrder): Promise<EsimFixtureOrder> {
  const ledger = (ctx.app as BuiltApp).ledger;
  const id = randomUUID();
  const customer = order.customer ?? DEFAULT_CUSTOMER;
  const lines = order.lines ?? [{ product: JAPAN, quantity: 2, unitPrice: 300_000 }];
  const totalAmount = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const issued = order.status === 'COMPLETED' || order.status === 'REFUNDED';
  const orderCode = order.orderCode ?? (order.status === 'ORDERING' ? null : `ESH${run}${sequence++}`);
  const saleTransactionId = issued
    ? await paySale(ledger, { agencyId: order.agencyId, orderId: id, amount: totalAmount })
    : null;
  await ctx.db.insert(tables.esimOrders).values({
    id,
    agencyId: order.agencyId,
    agencyPath: sql`agency_path_of(${order.agencyId}::uuid)`,
    createdBy: order.createdBy,
    system: 'ESH',
    supplierAccount: 'test',
    clientRef: `esim-${id}`,
    idempotencyKey: `key-${id}`,
    requestHash: 'hash',
    orderCode,
    status: order.status,
    customer,
    searchText: toAirlineName(`${customer.fullName} ${customer.email} ${customer.mobile}`),
    lines: lines.map((line) => ({
      productId: line.product.name.toLowerCase().replace(/\s+/g, '-'),
      product: line.product,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      chainFee: 0,
    })),
    pricing: {},
    supplierNet: totalAmount,
    totalAmount,
    orderKey: `esim:${id}:order`,
    saleTransactionId,
    ...(order.createdAt ? { createdAt: order.createdAt } : { createdAt: ctx.clock.now() }),
  });
  const iccids: string[] = [];
  const lpas: string[] = [];
  if (issued) {
    const units = lines.flatMap((line) => Array.from({ length: line.quantity }, () => line));
    for (const [position, line] of units.entries()) {
      const iccid = nextIccid();
      const matchingId = `MATCH-${iccid.slice(-8)}`;
      const lpa = `LPA:1$${SMDP}$${matchingId}`;
      iccids.push(iccid);
      lpas.push(lpa);
      await ctx.db.insert(tables.esimItems).values({
        orderId: id,
        position,
        iccid,
        packageId: line.product.name.toLowerCase().replace(/\s+/g, '-'),
        smdpAddress: SMDP,
        matchingId,
        lpa,
        apn: line.product.apn,
        unitNet: line.unitPrice,
        unitPrice: line.unitPrice,
        fees: [0],
      });
    }
    for (const position of order.refunded ?? []) await refundItem(ctx, { orderId: id, position, saleTransactionId });
  }
  return { id, orderCode, status: order.status, iccids, lpas, saleTransactionId, totalAmount };
}

/** Refunds the eSIM at `position` through the ledger (R against the sale, reference esim_order) and marks it REFUNDED. */
async function refundItem(
  ctx: TestContext,
  options: { orderId: string; position: number; saleTransactionId: string | null },
) {
  const { esimItems, esimOrders } = tables;
  const [item] = await ctx.db
    .select()
    .from(esimItems)
    .where(and(eq(esimItems.orderId, options.orderId), eq(esimItems.position, options.position)));
  const refund = await (ctx.app as BuiltApp).ledger.credit({
    idempotencyKey: `esim:${options.orderId}:refund:${item!.id}`,
    transactionId: options.saleTransactionId!,
    amount: item!.unitPrice,
    type: 'R',
    description: 'Hoàn eSIM',
  });
  const at = ctx.clock.now();
  await ctx.db
    .update(esimItems)
    .set({
      status: 'REFUNDED',
      refundAmount: item!.unitPrice,
      refundTransactionId: refund.transactionId,
      refundedAt: at,
    })
    .where(eq(esimItems.id, item!.id));
  await ctx.db
    .update(esimOrders)
    .set({ refundedAmount: sql`${esimOrders.refundedAmount} + ${item!.unitPrice}` })
    .where(eq(esimOrders.id, options.orderId));
}

/** An F1 with an F2 below it and a stranger F1, each with an agent holding USE_ESIM, and the F1's administrator. */
export async function esimWorld(ctx: TestContext) {
  const f1 = await ctx.newAgency({ level: 'F1' });
  const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
  const other = await ctx.newAgency({ level: 'F1' });
  const f1Admin = await ctx.newSignedInUser({ role: 'admin_f1', agencyId: f1.id });
  const f2Agent = await ctx.newSignedInUser({
    role: 'agent_f2',
    agencyId: f2.id,
    permissions: ['AGENT_F2', 'USE_ESIM'],
  });
  const stranger = await ctx.newSignedInUser({ role: 'admin_f1', agencyId: other.id });
  return { f1, f2, other, f1Admin, f2Agent, stranger };
}
