// An eSIM order as the API answers it (ZEsimOrder) for one caller: its eSIMs with their top-ups, and what the caller
// may do with each (refund only while NOT_ACTIVE with no refund pending and no top-up ordering or done; top-up while
// NOT_ACTIVE, ACTIVE or FINISHED; both only for the buyer's agency with the right to move money). 404 for an order
// the caller may not see.
import { inArray } from 'drizzle-orm';
import type { TEsimCustomerForm, TEsimItem, TEsimOrder, TEsimOrderLine, TEsimTopUp } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import type { BookingCaller } from '../bookings/booking-scope.js';
import { mayMoveEsimMoney } from './esim-access.js';
import { requireVisibleEsimOrder } from './esim-scope.js';
import { itemsOfOrder, topUpsOfOrder } from './repository/esim-reads.js';
import type { EsimItemRow, EsimOrderRow, EsimTopUpRow } from './repository/esim-rows.js';

const TOP_UP_STATUSES: ReadonlySet<string> = new Set(['NOT_ACTIVE', 'ACTIVE', 'FINISHED']);

function topUpView(row: EsimTopUpRow): TEsimTopUp {
  const product = row.product as { name?: string; dataMb?: number | null; validityDays?: number };
  return {
    id: row.id,
    productId: row.packageId,
    name: product.name ?? row.packageId,
    dataMb: product.dataMb ?? null,
    validityDays: product.validityDays ?? 0,
    status: row.status,
    totalAmount: row.totalAmount,
    createdAt: row.createdAt.toISOString(),
  };
}

function itemView(item: EsimItemRow, options: { topUps: EsimTopUpRow[]; mayAct: boolean }): TEsimItem {
  const actions: TEsimItem['allowedActions'] = [];
  const topUps = options.topUps.filter((topUp) => topUp.itemId === item.id);
  const topped = topUps.some((topUp) => topUp.status !== 'FAILED');
  if (options.mayAct && TOP_UP_STATUSES.has(item.status) && !item.refundPending) actions.push('topUp');
  if (options.mayAct && item.status === 'NOT_ACTIVE' && !item.refundPending && !topped) actions.push('refund');
  return {
    id: item.id,
    iccid: item.iccid,
    productId: item.packageId,
    smdpAddress: item.smdpAddress,
    matchingId: item.matchingId,
    lpa: item.lpa,
    apn: item.apn,
    status: item.status,
    refundPending: item.refundPending,
    unitPrice: item.unitPrice,
    refundAmount: item.refundAmount,
    refundedAt: item.refundedAt?.toISOString() ?? null,
    topUps: topUps.map(topUpView),
    allowedActions: actions,
  };
}

async function namesOf(db: Database, order: EsimOrderRow) {
  const [agency] = await db
    .select({ id: tables.agencies.id, code: tables.agencies.code, name: tables.agencies.name })
    .from(tables.agencies)
    .where(inArray(tables.agencies.id, [order.agencyId]));
  const [user] = await db
    .select({ id: tables.users.id, name: tables.users.fullName })
    .from(tables.users)
    .where(inArray(tables.users.id, [order.createdBy]));
  return {
    agency: agency ?? { id: order.agencyId, code: '', name: '' },
    createdBy: user ?? { id: order.createdBy, name: '' },
  };
}

/** The order row as the caller sees it (no scope check: the caller already passed it). */
export async function esimOrderViewOf(db: Database, caller: BookingCaller, order: EsimOrderRow): Promise<TEsimOrder> {
  const [items, topUps, names] = await Promise.all([
    itemsOfOrder(db, order.id),
    topUpsOfOrder(db, order.id),
    namesOf(db, order),
  ]);
  const mayAct = order.agencyId === caller.agencyId && mayMoveEsimMoney(caller.permissions);
  return {
    id: order.id,
    system: 'ESH',
    orderCode: order.orderCode,
    status: order.status,
    agency: names.agency,
    createdBy: names.createdBy,
    customer: order.customer as TEsimCustomerForm,
    lines: order.lines as unknown as TEsimOrderLine[],
    esims: items.map((item) => itemView(item, { topUps, mayAct })),
    supplierNet: order.supplierNet,
    feeTotal: order.feeTotal,
    totalAmount: order.totalAmount,
    refundedAmount: order.refundedAmount,
    topUpAmount: order.topUpAmount,
    lastError: order.lastError,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    mailedAt: order.mailedAt?.toISOString() ?? null,
    allowedActions: order.status === 'COMPLETED' ? ['mail'] : [],
  };
}

/** GET /api/esim/orders/{id}: the order for this caller, or 404 when it may not see it. */
export async function readEsimOrderFor(db: Database, caller: BookingCaller, orderId: string): Promise<TEsimOrder> {
  return esimOrderViewOf(db, caller, await requireVisibleEsimOrder(db, caller, orderId));
}
