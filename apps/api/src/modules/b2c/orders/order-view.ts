// A B2C order as the back office shows it: the list's row, and the detail with its booking, actions and history.
import { eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TB2cOrderDetail, TB2cOrderStatus, TB2cOrderSummary } from '@portal/contracts';
import { historyOf, type B2cOrderRow } from './b2c-orders.repository.js';
import { linkedEsimOrderOf, type LinkedEsimOrder } from './esim-link.js';

type Action = TB2cOrderDetail['actions'][number];

/** What each state allows (decision 117): pay 02→03, process 03→04, complete 03/04→05, cancel 02/03/04→01. */
export const ACTIONS_OF: Record<TB2cOrderStatus, readonly Action[]> = {
  '01': [],
  '02': ['confirm-payment', 'cancel'],
  '03': ['process', 'complete', 'cancel'],
  '04': ['complete', 'cancel'],
  '05': [],
};

/** An eSIM order's actions: issue-esim in place of complete, and no cancel once its eSIMs are bought (decision 138). */
function actionsOf(row: B2cOrderRow, esimOrder: LinkedEsimOrder | undefined): Action[] {
  const actions = ACTIONS_OF[row.status];
  if (row.kind !== 'esim') return [...actions];
  const isBought = esimOrder?.status === 'ORDERING' || esimOrder?.status === 'COMPLETED';
  return actions.flatMap((action): Action[] => {
    if (action === 'complete') return ['issue-esim'];
    return action === 'cancel' && isBought ? [] : [action];
  });
}

export function orderSummary(row: B2cOrderRow): TB2cOrderSummary {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    kind: row.kind,
    status: row.status,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    summary: typeof row.details.summary === 'string' ? row.details.summary : '',
    totalAmount: row.totalAmount,
    serviceFee: row.serviceFee,
    amountDue: row.amountDue,
    paidAmount: row.paidAmount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function orderDetail(db: Database, row: B2cOrderRow): Promise<TB2cOrderDetail> {
  const { bookings } = tables;
  const [booking] = row.bookingId
    ? await db
        .select({ id: bookings.id, pnr: bookings.pnr, status: bookings.status, timeLimit: bookings.timeLimit })
        .from(bookings)
        .where(eq(bookings.id, row.bookingId))
    : [];
  const esimOrder = row.kind === 'esim' ? await linkedEsimOrderOf(db, row) : undefined;
  const { summary: _summary, ...details } = row.details;
  return {
    ...orderSummary(row),
    currency: 'VND',
    note: row.note,
    details,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    booking: booking ? { ...booking, timeLimit: booking.timeLimit?.toISOString() ?? null } : null,
    ...(row.kind === 'esim' ? { esimOrder: esimOrder ?? null } : {}),
    actions: actionsOf(row, esimOrder),
    history: (await historyOf(db, row.id)).map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}
