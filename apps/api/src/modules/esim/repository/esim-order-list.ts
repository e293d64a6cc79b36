// The eSIM order list (issue 17): the caller's scope (one agency, an F1's or F2's subtree through the orders' agency
// path, or the platform's agencies), the filters of ZListEsimOrdersQuery, a sort and offset pages with the total; the
// export reads every matching row the same way.
import { and, asc, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TEsimOrderLine, TEsimOrderStatus } from '@portal/contracts';
import { tables, type Database } from '@portal/db';

const { esimOrders, esimItems, agencies, users } = tables;

/** Whose orders: one agency's, a subtree's (agency_path[depth] = agencyId), or a list of agencies (the platform's). */
export type EsimOrderScope =
  | { kind: 'agency'; agencyId: string }
  | { kind: 'subtree'; agencyId: string; depth: 1 | 2 }
  | { kind: 'agencies'; agencyIds: readonly string[] };

export type EsimOrderListQuery = {
  scope: EsimOrderScope;
  status?: TEsimOrderStatus;
  /** Upper case, as typed: an order code prefix or an ICCID (digits) prefix. */
  code?: string;
  /** Upper case ASCII without accents: matched anywhere in the order's search_text (customer name, email, phone). */
  text?: string;
  createdFrom?: Date;
  createdBefore?: Date;
  sort: 'createdAt' | 'totalAmount' | 'customerName';
  order: 'asc' | 'desc';
};

/** One listed order as read: the lines stay raw (the service names them in the caller's language). */
export type EsimOrderListRow = {
  id: string;
  orderCode: string | null;
  status: TEsimOrderStatus;
  agencyCode: string;
  createdByName: string;
  customerName: string;
  customerEmail: string;
  lines: TEsimOrderLine[];
  esimCount: number;
  totalAmount: number;
  refundedAmount: number;
  createdAt: string;
};

const customerName = sql<string>`coalesce(${esimOrders.customer}->>'fullName', '')`;
const SORT_COLUMNS = { createdAt: esimOrders.createdAt, totalAmount: esimOrders.totalAmount, customerName } as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function scopeCondition(scope: EsimOrderScope): SQL | undefined {
  if (scope.kind === 'agency') return eq(esimOrders.agencyId, scope.agencyId);
  if (scope.kind === 'agencies') return inArray(esimOrders.agencyId, [...scope.agencyIds]);
  // The depth is a literal, so the planner matches esim_orders_f1_scope_idx / esim_orders_f2_scope_idx.
  return sql`(${esimOrders.agencyPath}[${sql.raw(String(scope.depth))}]) = ${scope.agencyId}::uuid`;
}

/** q: an order code prefix, an ICCID prefix (exact is a prefix too), or part of the customer's name, email or phone. */
function searchCondition(query: EsimOrderListQuery): SQL | undefined {
  if (!query.code && !query.text) return undefined;
  const prefix = `${escapeLike(query.code ?? '')}%`;
  return or(
    query.code ? like(esimOrders.orderCode, prefix) : undefined,
    query.code
      ? sql`exists (select 1 from ${esimItems} where ${esimItems.orderId} = ${esimOrders.id} and ${esimItems.iccid} like ${prefix})`
      : undefined,
    query.text ? like(esimOrders.searchText, `%${escapeLike(query.text)}%`) : undefined,
  );
}

function whereOf(query: EsimOrderListQuery): SQL | undefined {
  return and(
    scopeCondition(query.scope),
    query.status ? eq(esimOrders.status, query.status) : undefined,
    searchCondition(query),
    query.createdFrom ? gte(esimOrders.createdAt, query.createdFrom) : undefined,
    query.createdBefore ? lt(esimOrders.createdAt, query.createdBefore) : undefined,
  );
}

export async function listEsimOrders(
  db: Database,
  query: EsimOrderListQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: EsimOrderListRow[]; total: number }> {
  if (query.scope.kind === 'agencies' && query.scope.agencyIds.length === 0) return { rows: [], total: 0 };
  const where = whereOf(query);
  const direction = query.order === 'asc' ? asc : desc;
  const esimCount = sql<number>`(select count(*)::int from ${esimItems} where ${esimItems.orderId} = ${esimOrders.id})`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: esimOrders.id,
        orderCode: esimOrders.orderCode,
        status: esimOrders.status,
        agencyCode: agencies.code,
        createdByName: users.fullName,
        customerName,
        customerEmail: sql<string>`coalesce(${esimOrders.customer}->>'email', '')`,
        lines: esimOrders.lines,
        esimCount,
        totalAmount: esimOrders.totalAmount,
        refundedAmount: esimOrders.refundedAmount,
        createdAt: esimOrders.createdAt,
      })
      .from(esimOrders)
      .innerJoin(agencies, eq(agencies.id, esimOrders.agencyId))
      .innerJoin(users, eq(users.id, esimOrders.createdBy))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(esimOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(esimOrders)
      .where(where),
  ]);
  return {
    total: Number(counted?.n ?? 0),
    rows: rows.map((row) => ({
      ...row,
      lines: row.lines as unknown as TEsimOrderLine[],
      esimCount: Number(row.esimCount),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The agency's level as a depth in the orders' agency path (platform 0, F1 1, F2 2, F3 3); undefined if none. */
export async function agencyDepthOf(db: Database, agencyId: string): Promise<number | undefined> {
  const [row] = await db.select({ level: agencies.level }).from(agencies).where(eq(agencies.id, agencyId));
  return row ? ['platform', 'F1', 'F2', 'F3'].indexOf(row.level) : undefined;
}
